/**
 * Print & play texts in the three languages: the dialog, and the words printed in the PDF
 * (headings, assembly help, scale and legend lines, board labels). i18n.ts adds them to the
 * catalogue under `print`.
 */
const en = {
  open: 'Print & play…',
  openFor: 'Print & play… {game}',
  title: 'Print and play: {title}',
  intro:
    'A PDF to print at actual size (100%, not “fit to page”): the rules in brief and the settings of this scenario, the board at real scale, spread over several pages when it is larger than the paper, and the pieces to cut out.',
  paper: 'Paper',
  papers: { a4: 'A4 (210 × 297 mm)', letter: 'Letter (8.5 × 11 in)' },
  language: 'Language of the printed texts',
  languages: { ja: '日本語', en: 'English', fr: 'Français' },
  save: 'Save the PDF',
  cancel: 'Cancel',
  stages: {
    font: 'Loading the Japanese font…',
    pages: 'Drawing the pages…',
    saving: 'Saving the PDF…',
  },
  progress: 'Progress of the PDF',
  saved: 'PDF saved: {path}',
  errors: {
    font: 'The Japanese font could not be loaded ({error}), so no PDF was made. Try again, or print the texts in English or French.',
    build: 'The PDF could not be made: {error}',
    worker: 'The PDF maker stopped before the end ({error}). Try again.',
  },
  pdf: {
    subtitle: 'By {author}. Print at actual size (100%) so the board and the pieces have their real measurements.',
    settings: 'Settings of this scenario',
    players: 'Players',
    rules: 'The rules in brief',
    assemblyHeading: 'Putting the board together',
    assembly:
      'The board covers {n} pages, each marked with a row letter and a column number (A1, A2 … B1 …); the small map at the foot of each page shows its place. Neighbouring pages share a strip of {overlap} mm: trim a page along its crop marks on the side of its left or upper neighbour, lay it over that neighbour so the drawing matches, and tape it.',
    page: 'Page {label}',
    cutout: 'Pieces to cut out',
  },
  scale: {
    recess:
      'Scale: a cell is {mm} mm square. Grey cells are equipment, green cells are safe, the dashed blue and red squares are the boys’ and girls’ gates, and dashed rings mark where the nuns start.',
    kakekko:
      'Scale: {mm} mm per board unit, so a square is {square} mm across. Dotted lines are shortcut slots, solid thin lines are shortcuts inked from the start; the colours are the four areas.',
    swish:
      'Scale: a bone is {mm} mm from joint to joint ({length} × {width} mm with its round ends). The pond is {pond} mm across; the table is {table} mm across: mark its edge on your table. Arrows are the start places.',
    exxtra:
      'Scale: track squares of {mm} mm and dice of {die} mm. Cut out the two nets, fold them along the lines and glue the grey tabs inside.',
  },
  labels: {
    start: 'Start',
    goal: 'Goal',
    safe: 'safe',
    boys: 'boys',
    girls: 'girls',
    nun: 'Nun',
    pond: 'Pond',
    ladder: 'Ladder',
    bones: 'Bones to cut out: the four head bones (with an eye), then every bone of the box',
    dice: 'Dice to cut out, fold and glue',
  },
}

const ja: typeof en = {
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

const fr: typeof en = {
  open: 'Imprimer et jouer…',
  openFor: 'Imprimer et jouer… ({game})',
  title: 'Imprimer et jouer\u00a0: {title}',
  intro:
    'Un PDF à imprimer en taille réelle (100 %, pas «\u00a0ajuster à la page\u00a0»)\u00a0: le résumé des règles et les réglages de ce scénario, le plateau à l’échelle, réparti sur plusieurs pages s’il dépasse la feuille, et les pièces à découper.',
  paper: 'Papier',
  papers: { a4: 'A4 (210 × 297 mm)', letter: 'Letter (8,5 × 11 po)' },
  language: 'Langue des textes imprimés',
  languages: { ja: '日本語', en: 'English', fr: 'Français' },
  save: 'Enregistrer le PDF',
  cancel: 'Annuler',
  stages: {
    font: 'Chargement de la police japonaise…',
    pages: 'Dessin des pages…',
    saving: 'Enregistrement du PDF…',
  },
  progress: 'Avancement du PDF',
  saved: 'PDF enregistré\u00a0: {path}',
  errors: {
    font: 'La police japonaise n’a pas pu être chargée ({error})\u00a0: aucun PDF n’a été créé. Réessayez, ou imprimez les textes en anglais ou en français.',
    build: 'Impossible de créer le PDF\u00a0: {error}',
    worker: 'La création du PDF s’est arrêtée avant la fin ({error}). Réessayez.',
  },
  pdf: {
    subtitle:
      'Par {author}. Imprimez en taille réelle (100 %) pour que le plateau et les pièces aient leurs vraies mesures.',
    settings: 'Réglages de ce scénario',
    players: 'Joueurs',
    rules: 'Les règles en bref',
    assemblyHeading: 'Assembler le plateau',
    assembly:
      'Le plateau couvre {n} pages, chacune marquée d’une lettre de rangée et d’un numéro de colonne (A1, A2… B1…)\u00a0; le petit plan en bas de chaque page montre sa place. Deux pages voisines partagent une bande de {overlap} mm\u00a0: coupez une page le long de ses traits de coupe du côté de sa voisine de gauche ou du dessus, posez-la sur cette voisine en faisant coïncider le dessin, puis scotchez.',
    page: 'Page {label}',
    cutout: 'Pièces à découper',
  },
  scale: {
    recess:
      'Échelle\u00a0: une case fait {mm} mm de côté. Les cases grises sont des jeux, les vertes sont sûres, les carrés tiretés bleus et rouges sont les entrées des garçons et des filles, et les cercles tiretés marquent le départ des sœurs.',
    kakekko:
      'Échelle\u00a0: {mm} mm par unité du plateau, une case fait donc {square} mm de diamètre. Les pointillés sont les emplacements de raccourcis, les traits fins pleins des raccourcis tracés dès le départ\u00a0; les couleurs sont les quatre zones.',
    swish:
      'Échelle\u00a0: un os mesure {mm} mm d’articulation à articulation ({length} × {width} mm avec ses bouts ronds). L’étang fait {pond} mm de diamètre, la table {table} mm\u00a0: marquez-en le bord sur votre table. Les flèches sont les places de départ.',
    exxtra:
      'Échelle\u00a0: cases de parcours de {mm} mm et dés de {die} mm. Découpez les deux patrons, pliez-les le long des traits et collez les languettes grises à l’intérieur.',
  },
  labels: {
    start: 'Départ',
    goal: 'Arrivée',
    safe: 'sûre',
    boys: 'garçons',
    girls: 'filles',
    nun: 'Sœur',
    pond: 'Étang',
    ladder: 'Échelle',
    bones: 'Os à découper\u00a0: les quatre os de tête (avec un œil), puis tous les os de la boîte',
    dice: 'Dés à découper, plier et coller',
  },
}

export const PRINT_MESSAGES = { en: { print: en }, ja: { print: ja }, fr: { print: fr } }
