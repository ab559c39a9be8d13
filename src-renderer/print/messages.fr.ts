import type { en } from './messages.en.js'

/** Print & play texts (see messages.ts), in French: loaded with the language (src-renderer/i18n.ts) */
export const fr: typeof en = {
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
