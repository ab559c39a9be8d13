/**
 * Texts of the reasons main gives when a file operation fails (`files.*` keys, see
 * src-main/files.ts and src-main/handlers.ts). Merged into the catalogue by shared/i18n.
 */
export const filesMessages = {
  en: {
    files: {
      tooLarge: '{name} is too large ({size} MB): files up to {limit} MB can be opened or saved.',
      writeFailed: 'Could not write {name} ({code}). The previous version of the file is unchanged.',
      readFailed: 'Could not read {name} ({code}).',
      notFound: '{name} was not found: it may have been moved or deleted.',
      diskFull: 'The disk is full: {name} was not saved. The previous version of the file is unchanged.',
      readOnly: '{name} cannot be written here (read-only folder or no permission). The previous version of the file is unchanged.',
      notAFile: '{name} is not a file.',
      notAllowed: 'Asobiba may only open files you chose yourself: open {name} with File › Open.',
      exists: '{name} already exists, so the deleted copy was not put back.',
      notPng: 'The image to export is not a PNG picture.',
      badRequest: 'The app sent an invalid request ({channel}). Nothing was read or written.',
      forbidden: 'This page is not allowed to use files.',
      unexpected: 'Something went wrong while handling files ({code}). Nothing was lost.',
      linkUnsupported: 'This version of Asobiba cannot open share links (asobiba:) yet: ask for the file instead.',
    },
  },
  ja: {
    files: {
      tooLarge: '{name} は大きすぎます({size} MB)。開いたり保存したりできるのは {limit} MB までのファイルです。',
      writeFailed: '{name} を書き込めませんでした({code})。元のファイルはそのまま残っています。',
      readFailed: '{name} を読み込めませんでした({code})。',
      notFound: '{name} が見つかりません。移動または削除された可能性があります。',
      diskFull: 'ディスクがいっぱいのため、{name} を保存できませんでした。元のファイルはそのまま残っています。',
      readOnly: '{name} をここに書き込めません(読み取り専用のフォルダーか、権限がありません)。元のファイルはそのまま残っています。',
      notAFile: '{name} はファイルではありません。',
      notAllowed: 'Asobiba が開けるのは自分で選んだファイルだけです。「ファイル › 開く」から {name} を開いてください。',
      exists: '{name} がすでにあるため、削除したファイルを元に戻せませんでした。',
      notPng: '書き出す画像が PNG ではありません。',
      badRequest: 'アプリから不正な要求がありました({channel})。読み書きは行っていません。',
      forbidden: 'このページはファイルを扱えません。',
      unexpected: 'ファイルの処理中に問題が発生しました({code})。データは失われていません。',
      linkUnsupported: 'この版の Asobiba は共有リンク(asobiba:)をまだ開けません。ファイルで受け取ってください。',
    },
  },
  fr: {
    files: {
      tooLarge: '{name} est trop volumineux ({size} Mo) : les fichiers ouverts ou enregistrés ne peuvent dépasser {limit} Mo.',
      writeFailed: 'Impossible d’écrire {name} ({code}). La version précédente du fichier est intacte.',
      readFailed: 'Impossible de lire {name} ({code}).',
      notFound: '{name} est introuvable : il a peut-être été déplacé ou supprimé.',
      diskFull: 'Le disque est plein : {name} n’a pas été enregistré. La version précédente du fichier est intacte.',
      readOnly: 'Impossible d’écrire {name} ici (dossier en lecture seule ou droits insuffisants). La version précédente du fichier est intacte.',
      notAFile: '{name} n’est pas un fichier.',
      notAllowed: 'Asobiba n’ouvre que les fichiers que vous avez choisis : ouvrez {name} avec Fichier › Ouvrir.',
      exists: '{name} existe déjà : la copie supprimée n’a pas été remise en place.',
      notPng: 'L’image à exporter n’est pas une image PNG.',
      badRequest: 'L’application a envoyé une requête invalide ({channel}). Rien n’a été lu ni écrit.',
      forbidden: 'Cette page n’a pas le droit d’accéder aux fichiers.',
      unexpected: 'Un problème est survenu lors de la gestion des fichiers ({code}). Rien n’a été perdu.',
      linkUnsupported: 'Cette version d’Asobiba ne sait pas encore ouvrir les liens de partage (asobiba:) : demandez plutôt le fichier.',
    },
  },
} as const
