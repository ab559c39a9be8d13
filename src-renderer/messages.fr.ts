import type { Messages } from './messages.en.js'

/** The renderer's own texts (see messages.ts), in French: loaded with the language (i18n.ts) */
export const fr: Messages = {
  gameLoad: {
    failed: '{game} n’a pas pu être chargé ({detail}). Vérifiez la connexion et réessayez.',
  },
  languageLoad: {
    failed: 'Les textes de cette langue n’ont pas pu être chargés ({detail}). Vérifiez la connexion et réessayez.',
  },
  recessLegend: {
    title: 'Ce que disent les marques',
    seen: 'une sœur voit cette case\u00a0: un enfant qui s’y trouve peut être pris',
    sight: 'une ligne de vue de la sœur déplacée',
    sightPreview: 'ses lignes de vue depuis la case visée',
    forced: 'une bagarre doit avoir lieu ici',
  },
  named: {
    continueSave:
      'Reprendre {game}, {n}\u00a0joueur, action {turn}, enregistrée le {when} | Reprendre {game}, {n}\u00a0joueurs, action {turn}, enregistrée le {when}',
    deleteSave:
      'Supprimer la partie enregistrée de {game}, {n}\u00a0joueur, action {turn}, enregistrée le {when} | Supprimer la partie enregistrée de {game}, {n}\u00a0joueurs, action {turn}, enregistrée le {when}',
    seatColour: '{name}\u00a0: {colour}',
    seatColours: 'Joueurs et couleurs\u00a0: {list}',
    playScenario: 'Jouer «\u00a0{title}\u00a0»',
    editScenario: 'Modifier «\u00a0{title}\u00a0»',
    deleteScenario: 'Supprimer «\u00a0{title}\u00a0»',
    exportSave:
      'Exporter la partie enregistrée de {game}, {n}\u00a0joueur, action {turn}, enregistrée le {when} | Exporter la partie enregistrée de {game}, {n}\u00a0joueurs, action {turn}, enregistrée le {when}',
    exportScenario: 'Exporter «\u00a0{title}\u00a0»',
    play: 'Jouer',
    edit: 'Modifier',
    editInstead: 'Modifier ce scénario',
    variantTitle: '{title} (variante)',
    variantDescription: 'Une variante de «\u00a0{title}\u00a0», modifiée dans l’éditeur.',
  },
  issue: {
    notEmpty: 'ne doit pas être vide',
    number: { atLeast: 'doit valoir au moins {limit}', atMost: 'doit valoir au plus {limit}' },
    items: {
      atLeast: 'demande au moins {limit} élément | demande au moins {limit} éléments',
      atMost: 'accepte au plus {limit} élément | accepte au plus {limit} éléments',
    },
    text: {
      atLeast: 'demande au moins {limit} caractère | demande au moins {limit} caractères',
      atMost: 'accepte au plus {limit} caractère | accepte au plus {limit} caractères',
    },
  },
  rulesView: {
    open: 'Règles',
    openFor: 'Règles de {game}',
    title: 'Règles de {game}',
    summary: 'Résumé des règles',
    settings: 'Ce scénario\u00a0: {title}',
    players: 'Joueurs',
    yes: 'activé',
    no: 'désactivé',
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    everywhere: 'Partout',
    board: 'Sur le plateau',
    editor: 'Dans l’éditeur',
    hint: 'La touche «\u00a0?\u00a0» affiche ou masque cette liste à tout moment. Tab mène au plateau\u00a0; ses touches agissent tant qu’il a le focus.',
  },
  keyNames: {
    Shift: 'Maj',
    Enter: 'Entrée',
    Space: 'Espace',
    Escape: 'Échap',
    Delete: 'Suppr',
    Backspace: 'Retour arrière',
    Alt: 'Alt',
  },
  boardKeys: {
    recess: {
      next: 'enfant, sœur ou case suivante',
      previous: 'enfant, sœur ou case précédente',
      play: 'le choisir, ou y aller',
      letGo: 'lâcher la pièce choisie',
      steps: 'prendre le déplacement de 3, 2 ou 1 pas pour l’enfant choisi',
      pass: 'passer tout le tour, tant que rien n’en est joué',
    },
    exxtra: {
      next: 'coup suivant\u00a0: lancer, puis les barreaux du haut vers le bas',
      previous: 'coup précédent',
      play: 'jouer le coup choisi',
      roll: 'lancer (encore)',
      rung: 'poser la paire tenue sur ce barreau',
    },
    kakekko: {
      next: 'case ou raccourci suivant',
      previous: 'case ou raccourci précédent',
      play: 'lancer le dé\u00a0; aller à la case choisie, y tracer ou y bâtir',
      spend: 'ajouter autant de billes au lancer',
      letGo: 'revenir à la marche',
      connect: 'tracer un raccourci (encore une fois pour arrêter)',
      make: 'bâtir une base secrète (encore une fois pour arrêter)',
      rest: 'se reposer\u00a0: prendre une bille de la réserve',
      end: 'finir le tour',
    },
    swish: {
      left: 'orienter l’os suivant de 1° à gauche\u00a0; à la mise en place, l’os précédent de la mare\u00a0; pour manger, le poisson précédent',
      right:
        'orienter l’os suivant de 1° à droite\u00a0; à la mise en place, l’os suivant de la mare\u00a0; pour manger, le poisson suivant',
      bigLeft: 'orienter de 10° à gauche',
      bigRight: 'orienter de 10° à droite',
      up: 'à la mise en place, la place de départ précédente\u00a0; pour manger, le poisson précédent',
      down: 'à la mise en place, la place de départ suivante\u00a0; pour manger, le poisson suivant',
      play: 'nager le pas visé\u00a0; prendre l’os et la place choisis\u00a0; manger le poisson choisi',
      stop: 'arrêter de nager pour ce tour',
      pass: 'passer, quand aucun coup n’est possible',
    },
  },
  editorKeys: {
    kakekko: {
      letGo: 'abandonner la sélection et la ligne en cours',
      remove: 'supprimer la case ou le raccourci choisi',
    },
    swish: {
      nudge: 'déplacer l’os ou la place de départ choisis de 0,1',
      bigNudge: 'le déplacer de 0,5',
      turn: 'le tourner de 15° dans le sens horaire (la molette tourne de 5°, avec Maj de 1°)',
      turnBack: 'le tourner de 15° dans le sens antihoraire',
      remove: 'le supprimer',
      letGo: 'abandonner la sélection',
    },
  },
}
