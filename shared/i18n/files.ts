/**
 * Texts of the file layer: the reasons main gives when a file operation fails (`files.*`, see
 * src-main/files.ts and src-main/handlers.ts), the loader's newer reasons (`format.*`), and the
 * home screen's lists, the loading dialog and the problems dialog. Merged into the catalogue by
 * shared/i18n. French puts a no-break space (U+00A0) before : ; ? and !.
 */
export const filesMessages = {
  en: {
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
  },
  ja: {
    files: {
      tooLarge: '{name} は大きすぎます（{size} MB）。開いたり保存したりできるのは {limit} MB までのファイルです。',
      writeFailed: '{name} を書き込めませんでした（{code}）。元のファイルはそのまま残っています。',
      readFailed: '{name} を読み込めませんでした（{code}）。',
      notFound: '{name} が見つかりません。移動または削除された可能性があります。',
      diskFull: 'ディスクがいっぱいのため、{name} を保存できませんでした。元のファイルはそのまま残っています。',
      browserFull:
        'このブラウザーに Asobiba の保存領域が残っていないため、{name} を保存できませんでした。残したいものを書き出してから、ここで削除して空きを作ってください。',
      readOnly:
        '{name} をここに書き込めません（読み取り専用のフォルダーか、権限がありません）。元のファイルはそのまま残っています。',
      deleteNotPermitted:
        '{name} をゴミ箱に移せません。フォルダーが読み取り専用か、変更する権限がありません。ファイルはそのまま残っています。',
      notAFile: '{name} はファイルではありません。',
      notListed:
        '{name} は一覧のために読み込みませんでした。フォルダー内のファイルが {limit} MB を超えています。いくつか別の場所に移してください。',
      notAllowed: 'Asobiba が開けるのは自分で選んだファイルだけです。「ファイル › 開く」から {name} を開いてください。',
      notAppFile:
        '{name} は Asobiba のシナリオでも保存したゲームでもなくなっているため、最近使ったファイルからは開きませんでした。信頼できる場合は「ファイル › 開く」から開いてください。',
      exists: '{name} がすでにあるため、削除したファイルを元に戻せませんでした。',
      notPng: '書き出す画像が PNG ではありません。',
      notPdf: '保存する文書が PDF ではありません。',
      badRequest: 'アプリから不正な要求がありました（{channel}）。読み書きは行っていません。',
      forbidden: 'このページはファイルを扱えません。',
      unexpected: 'ファイルの処理中に問題が発生しました（{code}）。データは失われていません。',
    },
    format: {
      tooManyActions: '記録に {n} 手ありますが、このシナリオのゲームは最大 {max} 手で終わります',
      forbiddenKey: 'キー「{key}」はファイルに使えません',
      moreOfKind: '…ほかに同じ種類の問題が {n} 件（{cause}）',
    },
    library: {
      damagedTitle: '開けないファイル',
      recoveredName: '中断したゲーム',
      damaged: '破損',
      damagedReason: '{path}：{reason}',
      otherProblems: '問題は全部で {n} 件',
      openInEditor: 'エディターで開く',
      trash: 'ゴミ箱に移す',
      deleteFailed: '削除できませんでした：{reason}',
      repairing: '{name} はまだチェックを通りません。エディターで開き、問題の一覧を表示しています。',
    },
    loading: {
      title: '{name} を開いています',
      checking: 'ファイルを確認しています…',
      replaying: '{total} 手中 {done} 手目を再生しています',
      receiving: '盤面を準備しています（{total} 中 {done}）',
      cancel: 'キャンセル',
      canceled: '{name} を開くのをキャンセルしました。何も変わっていません。',
      crashed: 'ファイルを開けませんでした。読み込み処理が停止しました（{detail}）。何も変わっていません。',
    },
    problems: {
      count: '見つかった問題：{n} 件',
      more: '…ほかに同じ種類の問題が {n} 件',
      show: 'この {n} 件を表示',
    },
  },
  fr: {
    files: {
      tooLarge:
        '{name} est trop volumineux ({size} Mo)\u00a0: les fichiers ouverts ou enregistrés ne peuvent dépasser {limit} Mo.',
      writeFailed: 'Impossible d’écrire {name} ({code}). La version précédente du fichier est intacte.',
      readFailed: 'Impossible de lire {name} ({code}).',
      notFound: '{name} est introuvable\u00a0: il a peut-être été déplacé ou supprimé.',
      diskFull:
        'Le disque est plein\u00a0: {name} n’a pas été enregistré. La version précédente du fichier est intacte.',
      browserFull:
        'Ce navigateur n’a plus de place pour Asobiba\u00a0: {name} n’a pas été enregistré. Exportez ce que vous voulez garder, puis supprimez-le ici pour faire de la place.',
      readOnly:
        'Impossible d’écrire {name} ici (dossier en lecture seule ou droits insuffisants). La version précédente du fichier est intacte.',
      deleteNotPermitted:
        'Impossible de mettre {name} à la corbeille\u00a0: son dossier est en lecture seule ou vous n’avez pas le droit de le modifier. Le fichier est toujours là.',
      notAFile: '{name} n’est pas un fichier.',
      notListed:
        '{name} n’a pas été lu pour cette liste\u00a0: vos dossiers contiennent plus de {limit} Mo de fichiers. Déplacez-en quelques-uns ailleurs.',
      notAllowed: 'Asobiba n’ouvre que les fichiers que vous avez choisis\u00a0: ouvrez {name} avec Fichier › Ouvrir.',
      notAppFile:
        '{name} n’est plus un scénario ni une partie d’Asobiba\u00a0: il n’a pas été ouvert depuis les fichiers récents. Ouvrez-le avec Fichier › Ouvrir si vous lui faites confiance.',
      exists: '{name} existe déjà\u00a0: la copie supprimée n’a pas été remise en place.',
      notPng: 'L’image à exporter n’est pas une image PNG.',
      notPdf: 'Le document à enregistrer n’est pas un fichier PDF.',
      badRequest: 'L’application a envoyé une requête invalide ({channel}). Rien n’a été lu ni écrit.',
      forbidden: 'Cette page n’a pas le droit d’accéder aux fichiers.',
      unexpected: 'Un problème est survenu lors de la gestion des fichiers ({code}). Rien n’a été perdu.',
    },
    format: {
      tooManyActions: 'le journal compte {n} actions, plus que ne peut en durer une partie de ce scénario ({max})',
      forbiddenKey: 'la clé «\u00a0{key}\u00a0» est interdite dans un fichier',
      moreOfKind: '…et {n} autres du même genre ({cause})',
    },
    library: {
      damagedTitle: 'Fichiers impossibles à ouvrir',
      recoveredName: 'la partie interrompue',
      damaged: 'endommagé',
      damagedReason: '{path}\u00a0: {reason}',
      otherProblems: 'problèmes en tout\u00a0: {n}',
      openInEditor: 'Ouvrir dans l’éditeur',
      trash: 'Mettre à la corbeille',
      deleteFailed: 'Non supprimé\u00a0: {reason}',
      repairing:
        '{name} ne passe pas encore les vérifications\u00a0: il est ouvert dans l’éditeur, avec la liste de ses problèmes.',
    },
    loading: {
      title: 'Ouverture de {name}',
      checking: 'Vérification du fichier…',
      replaying: 'Action {done} sur {total} rejouée',
      receiving: 'Préparation du plateau ({done} sur {total})',
      cancel: 'Annuler',
      canceled: 'L’ouverture de {name} a été annulée. Rien n’a changé.',
      crashed: 'Le fichier n’a pas pu être ouvert\u00a0: le chargement s’est arrêté ({detail}). Rien n’a changé.',
    },
    problems: {
      count: 'Problèmes trouvés\u00a0: {n}',
      more: '…et {n} autres du même genre',
      show: 'Afficher ces {n}',
    },
  },
} as const
