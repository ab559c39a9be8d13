import type { GameMessages } from '../messages.js'

/** the end-of-game chart and the hint's reasons (why.ts) in ja, en and fr */
export const messages: GameMessages = {
  en: {
    recess: {
      chart: { coins: 'Coins' },
      hintWhy: {
        kiss: 'Your boy and girl meet for a kiss: the game ends and every other player pays you 2 coins.',
        coins: 'It takes {n} coin. | It takes {n} coins.',
        rivalCoins: 'It costs the richest rival {n} coin. | It costs the richest rival {n} coins.',
        seenFights: 'It keeps your kid out of the nun’s line.',
        hiddenFights: 'It starts a fight where no nun is looking.',
        attacked: 'It frees your kid from its attacker.',
        detained: 'It brings a kid back from detention.',
        rivalsSeen: 'It puts a rival’s fight in the nun’s line.',
        pair: 'It brings your boy and girl closer: {to} steps apart instead of {from}.',
        threats: 'It moves your kid away from rivals who could jump on it.',
        nothing: 'None of the bot’s scoring terms changes with this move; its search rates it best.',
        pass: 'Passing leaves everything as it is; the search found no move that does better.',
      },
    },
  },
  ja: {
    recess: {
      chart: { coins: 'コイン' },
      hintWhy: {
        kiss: '男の子と女の子がそろってキス。ゲームが終わり、他の全員があなたに2枚ずつ払います。',
        coins: 'コインを{n}枚取れます。',
        rivalCoins: 'いちばんコインの多い相手から{n}枚減らせます。',
        seenFights: 'あなたの子供を尼さんの視線から外せます。',
        hiddenFights: '尼さんが見ていない所でけんかを始められます。',
        attacked: 'あなたの子供を相手から解放できます。',
        detained: '居残りの子供を戻せます。',
        rivalsSeen: '相手のけんかを尼さんの視線に入れられます。',
        pair: '男の子と女の子が近づきます。{from}マスから{to}マスに。',
        threats: '飛びかかってきそうな相手の子供から離れられます。',
        nothing: 'この手でボットの評価の項目は変わりませんが、読みではこれが最善です。',
        pass: 'パスすれば局面はそのままです。読みではこれより良い手がありません。',
      },
    },
  },
  fr: {
    recess: {
      chart: { coins: 'Pièces' },
      hintWhy: {
        kiss: 'Votre garçon et votre fille se retrouvent pour un baiser\u00a0: la partie s’arrête et chaque autre joueur vous donne 2 pièces.',
        coins: 'Ce coup rapporte {n} pièce. | Ce coup rapporte {n} pièces.',
        rivalCoins:
          'Ce coup coûte {n} pièce au rival le plus riche. | Ce coup coûte {n} pièces au rival le plus riche.',
        seenFights: 'Ce coup met votre enfant hors de la vue de la sœur.',
        hiddenFights: 'Ce coup lance une bagarre là où aucune sœur ne regarde.',
        attacked: 'Ce coup libère votre enfant de son agresseur.',
        detained: 'Ce coup fait revenir un enfant de retenue.',
        rivalsSeen: 'Ce coup place la bagarre d’un rival sous les yeux de la sœur.',
        pair: 'Ce coup rapproche votre garçon et votre fille\u00a0: {to} pas les séparent au lieu de {from}.',
        threats: 'Ce coup éloigne votre enfant des rivaux qui pourraient lui sauter dessus.',
        nothing: 'Aucun des critères du bot ne change avec ce coup\u00a0; sa recherche le juge meilleur.',
        pass: 'Passer laisse tout en l’état\u00a0; la recherche n’a trouvé aucun coup meilleur.',
      },
    },
  },
}
