import type { en } from './messages.en.js'

/** Print & play texts (see messages.ts), in Japanese: loaded with the language (src-renderer/i18n.ts) */
export const ja: typeof en = {
  open: '印刷して遊ぶ…',
  openFor: '印刷して遊ぶ…（{game}）',
  title: '印刷して遊ぶ：{title}',
  intro:
    '実寸（100%、「ページに合わせる」ではなく）で印刷する PDF です。ルールのまとめとこのシナリオの設定、実寸の盤（紙より大きい盤は数枚に分けて）、切り抜く駒が入ります。',
  paper: '用紙',
  papers: { a4: 'A4（210 × 297 mm）', letter: 'レター（8.5 × 11 インチ）' },
  language: '印刷する文章の言語',
  languages: { ja: '日本語', en: 'English', fr: 'Français' },
  save: 'PDF を保存',
  cancel: 'キャンセル',
  stages: {
    font: '日本語フォントを読み込み中…',
    pages: 'ページを作成中…',
    saving: 'PDF を保存中…',
  },
  progress: 'PDF の作成状況',
  saved: 'PDF を保存しました：{path}',
  errors: {
    font: '日本語フォントを読み込めなかったため（{error}）、PDF は作成されませんでした。もう一度試すか、英語かフランス語で印刷してください。',
    build: 'PDF を作成できませんでした：{error}',
    worker: 'PDF の作成が途中で止まりました（{error}）。もう一度試してください。',
  },
  pdf: {
    subtitle: '作者：{author}。盤と駒が実際の大きさになるよう、実寸（100%）で印刷してください。',
    settings: 'このシナリオの設定',
    players: '人数',
    rules: 'ルールのまとめ',
    assemblyHeading: '盤の組み立て方',
    assembly:
      '盤は {n} 枚のページに分かれています。各ページには行の文字と列の番号（A1、A2 … B1 …）があり、下の小さな地図でその位置がわかります。となりのページとは {overlap} mm の帯が重なっています。左または上のページに接する側をトンボに沿って切り、絵が合うように重ねてテープで留めてください。',
    page: 'ページ {label}',
    cutout: '切り抜く駒',
  },
  scale: {
    recess:
      '縮尺：1 マスは {mm} mm 四方。灰色のマスは遊具、緑のマスは安全地帯、青と赤の破線の四角は男の子と女の子の入口、破線の円はシスターの開始位置です。',
    kakekko:
      '縮尺：盤の 1 単位が {mm} mm で、マスの直径は {square} mm。点線は近道の候補、細い実線は最初から引かれている近道、色は 4 つのエリアです。',
    swish:
      '縮尺：骨は関節から関節まで {mm} mm（丸い端を含めて {length} × {width} mm）。池の直径は {pond} mm、テーブルの直径は {table} mm なので、テーブルの縁を自分の机に印してください。矢印はスタート位置です。',
    exxtra:
      '縮尺：コースのマスは {mm} mm、サイコロは {die} mm。2 つの展開図を切り抜き、線で折って灰色ののりしろを内側に貼ってください。',
  },
  labels: {
    start: 'スタート',
    goal: 'ゴール',
    safe: '安全',
    boys: '男子',
    girls: '女子',
    nun: 'シスター',
    pond: '池',
    ladder: 'はしご',
    bones: '切り抜く骨：まず頭の骨 4 本（目つき）、次に箱の中の骨すべて',
    dice: '切り抜いて折って貼るサイコロ',
  },
}
