import type { GameMessages } from '../messages.js'

/** the end-of-game chart and the hint's reasons (why.ts) in ja, en and fr */
export const messages: GameMessages = {
  en: {
    exxtra: {
      chart: { progress: 'Square on the track' },
      advice: {
        roll: 'Roll the dice.',
        rollAgain: 'Roll again.',
        place: 'Place your {value} on rung {rung}.',
        placeKnocksOne: 'Place your {value} on rung {rung} and knock back the pair of {seat}.',
        placeKnocksMany: 'Place your {value} on rung {rung} and knock back {count} pairs.',
      },
      hintWhy: {
        firstRoll: 'A turn starts with a roll.',
        rollAgain: 'Roll again: only {bad} of {total} rolls would end your turn, and {value} is worth pushing.',
        stop: 'Stop now and place on rung {rung}: {bad} of {total} rolls would end your turn.',
        knockOne: 'Place on rung {rung}: it knocks back {seat}’s pair.',
        knockMany:
          'Place on rung {rung}: it knocks back {count} pair. | Place on rung {rung}: it knocks back {count} pairs.',
        lastRoll: 'That was the last of your {limit} rolls: rung {rung} is the best place left.',
      },
    },
  },
  ja: {
    exxtra: {
      chart: { progress: 'コース上のマス' },
      advice: {
        roll: 'サイコロを振りましょう。',
        rollAgain: 'もう一度振りましょう。',
        place: '{value}を{rung}の段に置きましょう。',
        placeKnocksOne: '{value}を{rung}の段に置いて、{seat}の組を戻させましょう。',
        placeKnocksMany: '{value}を{rung}の段に置いて、{count}組を戻させましょう。',
      },
      hintWhy: {
        firstRoll: '手番はまずサイコロを振ります。',
        rollAgain: 'もう一度振りましょう。手番が終わる目は{total}通り中{bad}通りだけで、{value}はまだ伸ばせます。',
        stop: 'ここで止めて{rung}の段に置きましょう。{total}通り中{bad}通りで手番が終わってしまいます。',
        knockOne: '{rung}の段に置くと、{seat}の組を押し戻せます。',
        knockMany: '{rung}の段に置くと、{count}組を押し戻せます。',
        lastRoll: '{limit}回目の振りが最後でした。残りでいちばん良いのは{rung}の段です。',
      },
    },
  },
  fr: {
    exxtra: {
      chart: { progress: 'Case sur la piste' },
      advice: {
        roll: 'Lancez les dés.',
        rollAgain: 'Relancez les dés.',
        place: 'Placez votre {value} sur le barreau {rung}.',
        placeKnocksOne: 'Placez votre {value} sur le barreau {rung} et renvoyez la paire de {seat}.',
        placeKnocksMany: 'Placez votre {value} sur le barreau {rung} et renvoyez {count} paires.',
      },
      hintWhy: {
        firstRoll: 'Un tour commence par un lancer.',
        rollAgain: 'Relancez\u00a0: seuls {bad} lancers sur {total} finiraient votre tour, et {value} mérite mieux.',
        stop: 'Arrêtez-vous et placez sur le barreau {rung}\u00a0: {bad} lancers sur {total} finiraient votre tour.',
        knockOne: 'Placez sur le barreau {rung}\u00a0: la paire de {seat} recule.',
        knockMany:
          'Placez sur le barreau {rung}\u00a0: {count} paire recule. | Placez sur le barreau {rung}\u00a0: {count} paires reculent.',
        lastRoll:
          'C’était le dernier de vos {limit} lancers\u00a0: le barreau {rung} est la meilleure place qui reste.',
      },
    },
  },
}
