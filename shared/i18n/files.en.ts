/** The file layer's texts (see files.ts), in English: a chunk of its own, loaded with the language (src-renderer/i18n.ts) */
export const en = {
  files: {
    tooLarge: '{name} is too large ({size} MB): files up to {limit} MB can be opened or saved.',
    writeFailed: 'Could not write {name} ({code}). The previous version of the file is unchanged.',
    readFailed: 'Could not read {name} ({code}).',
    notFound: '{name} was not found: it may have been moved or deleted.',
    diskFull: 'The disk is full: {name} was not saved. The previous version of the file is unchanged.',
    browserFull:
      'This browser has no room left for Asobiba: {name} was not saved. Export what you want to keep, then delete it here to make room.',
    readOnly:
      '{name} cannot be written here (read-only folder or no permission). The previous version of the file is unchanged.',
    deleteNotPermitted:
      '{name} cannot be moved to the trash: its folder is read-only or you have no permission to change it. The file is still there.',
    notAFile: '{name} is not a file.',
    notListed:
      '{name} was not read for this list: your folders hold more than {limit} MB of files. Move some of them elsewhere.',
    notAllowed: 'Asobiba may only open files you chose yourself: open {name} with File › Open.',
    notAppFile:
      '{name} is no longer an Asobiba scenario or saved game, so it was not opened from the recent files. Open it with File › Open if you trust it.',
    exists: '{name} already exists, so the deleted copy was not put back.',
    notPng: 'The image to export is not a PNG picture.',
    notPdf: 'The document to save is not a PDF file.',
    badRequest: 'The app sent an invalid request ({channel}). Nothing was read or written.',
    forbidden: 'This page is not allowed to use files.',
    unexpected: 'Something went wrong while handling files ({code}). Nothing was lost.',
  },
  format: {
    tooManyActions: 'the log holds {n} actions, more than a game of this scenario can last ({max})',
    forbiddenKey: 'the key "{key}" is not allowed in a file',
    moreOfKind: '…and {n} more of the same kind ({cause})',
  },
  library: {
    damagedTitle: 'Files that cannot be opened',
    recoveredName: 'the interrupted game',
    damaged: 'damaged',
    damagedReason: '{path}: {reason}',
    otherProblems: 'problems in all: {n}',
    openInEditor: 'Open in editor',
    trash: 'Move to trash',
    deleteFailed: 'Not deleted: {reason}',
    repairing: '{name} does not pass the checks yet: it is open in the editor, with its issues listed.',
  },
  loading: {
    title: 'Opening {name}',
    checking: 'Checking the file…',
    replaying: 'Replaying action {done} of {total}',
    receiving: 'Preparing the board ({done} of {total})',
    cancel: 'Cancel',
    canceled: 'Opening {name} was cancelled. Nothing changed.',
    crashed: 'The file could not be opened: the loader stopped ({detail}). Nothing changed.',
  },
  problems: {
    count: 'Problems found: {n}',
    more: '…and {n} more of the same kind',
    show: 'Show these {n}',
  },
} as const
