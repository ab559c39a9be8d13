import type { GameMessages } from '../games/messages.js'

/** the texts of the end-of-game charts and of the hint, beside each game's own (insight-messages.ts) */
export const messages: GameMessages = {
  en: {
    charts: {
      title: 'How the game went',
      turn: 'Turn',
      point: 'Turn {turn}: {name} {value}',
      jump: 'Click a point to see that turn in the replay.',
      loading: 'Drawing the chart…',
      failed: 'The chart could not be drawn.',
      unplayed: 'Nothing to chart yet: the lines start once a turn has been played.',
    },
    hint: {
      button: 'Hint',
      thinking: 'Looking for a good move…',
      play: 'Play it',
      failed: 'No hint this time: the bot could not answer.',
      onBoard: 'Hint marked on the board: {move}',
    },
  },
  ja: {
    charts: {
      title: 'ゲームの流れ',
      turn: '手番',
      point: '{turn}手番目:{name} {value}',
      jump: '点をクリックすると、その手番をリプレイで見られます。',
      loading: 'グラフを描いています…',
      failed: 'グラフを描けませんでした。',
      unplayed: 'まだグラフにするものがありません。一手番が終わると線が引かれます。',
    },
    hint: {
      button: 'ヒント',
      thinking: '良い手を探しています…',
      play: 'この手を指す',
      failed: '今回はヒントを出せません。ボットが答えませんでした。',
      onBoard: 'ヒントを盤面に示しています:{move}',
    },
  },
  fr: {
    charts: {
      title: 'Le fil de la partie',
      turn: 'Tour',
      point: 'Tour {turn}\u00a0: {name} {value}',
      jump: 'Cliquez sur un point pour voir ce tour dans la relecture.',
      loading: 'Dessin du graphique…',
      failed: 'Le graphique n’a pas pu être dessiné.',
      unplayed: 'Rien à tracer pour l’instant\u00a0: les courbes commencent une fois un tour joué.',
    },
    hint: {
      button: 'Conseil',
      thinking: 'Recherche d’un bon coup…',
      play: 'Jouer ce coup',
      failed: 'Pas de conseil cette fois\u00a0: le bot n’a pas répondu.',
      onBoard: 'Conseil marqué sur le plateau\u00a0: {move}',
    },
  },
}
