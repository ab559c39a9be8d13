/** Print & play texts (see messages.ts), in English: loaded with the language (src-renderer/i18n.ts) */
export const en = {
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
