/** The file layer's texts (see files.ts), in Japanese: a chunk of its own, loaded with the language (src-renderer/i18n.ts) */
export const ja = {
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
} as const
