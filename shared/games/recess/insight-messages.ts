import type { GameMessages } from '../messages.js'

/** the end-of-game chart and the hint's reasons (why.ts) in ja, en and fr */
export const messages: GameMessages = {
  en: {
    recess: {
      chart: { coins: 'Coins' },
      advice: {
        pass: 'Pass this turn.',
        timeout: 'Let the time run out.',
        from: 'from {cell}',
        fromEntrance: 'in from the entrance',
        boy: {
          stay: 'Keep your boy on {cell} in the fight and take a coin.',
          moved: 'Walk your boy {steps} step {cause} to {cell}. | Walk your boy {steps} steps {cause} to {cell}.',
          fight:
            'Walk your boy {steps} step {cause} to {cell} and start a fight. | Walk your boy {steps} steps {cause} to {cell} and start a fight.',
          breakUp:
            'Walk your boy {steps} step {cause} to {cell} and break up the fight. | Walk your boy {steps} steps {cause} to {cell} and break up the fight.',
          tattle:
            'Walk your boy {steps} step {cause} to {cell} and tattle to the nun. | Walk your boy {steps} steps {cause} to {cell} and tattle to the nun.',
          kiss: 'Walk your boy {steps} step {cause} to {cell} for a kiss. | Walk your boy {steps} steps {cause} to {cell} for a kiss.',
        },
        girl: {
          stay: 'Keep your girl on {cell} in the fight and take a coin.',
          moved: 'Walk your girl {steps} step {cause} to {cell}. | Walk your girl {steps} steps {cause} to {cell}.',
          fight:
            'Walk your girl {steps} step {cause} to {cell} and start a fight. | Walk your girl {steps} steps {cause} to {cell} and start a fight.',
          breakUp:
            'Walk your girl {steps} step {cause} to {cell} and break up the fight. | Walk your girl {steps} steps {cause} to {cell} and break up the fight.',
          tattle:
            'Walk your girl {steps} step {cause} to {cell} and tattle to the nun. | Walk your girl {steps} steps {cause} to {cell} and tattle to the nun.',
          kiss: 'Walk your girl {steps} step {cause} to {cell} for a kiss. | Walk your girl {steps} steps {cause} to {cell} for a kiss.',
        },
        nunMoved: 'Move the nun on {from} to {cell}.',
        nunBreakUp: 'Move the nun on {from} onto the fight at {cell}.',
        nunShove: 'Move the nun on {from} to {cell} and shove what stands there.',
        shove: 'Shove the piece to {cell}.',
        tattle: 'Send the nun to the fight at {cell}.',
      },
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
      advice: {
        pass: 'この手番はパスしましょう。',
        timeout: '時間切れを待ちましょう。',
        from: '{cell}から',
        fromEntrance: '入口から',
        boy: {
          stay: '{cell}の男の子をけんかに留めて、コインを1枚取りましょう。',
          moved: '男の子を{cause}{cell}へ{steps}マス歩かせましょう。',
          fight: '男の子を{cause}{cell}へ{steps}マス歩かせて、けんかを始めましょう。',
          breakUp: '男の子を{cause}{cell}へ{steps}マス歩かせて、けんかを仲裁しましょう。',
          tattle: '男の子を{cause}{cell}へ{steps}マス歩かせて、尼さんに告げ口しましょう。',
          kiss: '男の子を{cause}{cell}へ{steps}マス歩かせて、キスしましょう。',
        },
        girl: {
          stay: '{cell}の女の子をけんかに留めて、コインを1枚取りましょう。',
          moved: '女の子を{cause}{cell}へ{steps}マス歩かせましょう。',
          fight: '女の子を{cause}{cell}へ{steps}マス歩かせて、けんかを始めましょう。',
          breakUp: '女の子を{cause}{cell}へ{steps}マス歩かせて、けんかを仲裁しましょう。',
          tattle: '女の子を{cause}{cell}へ{steps}マス歩かせて、尼さんに告げ口しましょう。',
          kiss: '女の子を{cause}{cell}へ{steps}マス歩かせて、キスしましょう。',
        },
        nunMoved: '{from}の尼さんを{cell}へ動かしましょう。',
        nunBreakUp: '{from}の尼さんを{cell}のけんかへ動かしましょう。',
        nunShove: '{from}の尼さんを{cell}へ動かして、そこの駒を押しのけましょう。',
        shove: '駒を{cell}へ押しのけましょう。',
        tattle: '尼さんを{cell}のけんかへ向かわせましょう。',
      },
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
      advice: {
        pass: 'Passez ce tour.',
        timeout: 'Laissez le temps s’écouler.',
        from: 'depuis {cell}',
        fromEntrance: 'depuis l’entrée',
        boy: {
          stay: 'Gardez votre garçon de {cell} dans la bagarre et prenez une pièce.',
          moved: 'Avancez votre garçon de {steps} pas {cause} jusqu’en {cell}.',
          fight: 'Avancez votre garçon de {steps} pas {cause} jusqu’en {cell} et lancez une bagarre.',
          breakUp: 'Avancez votre garçon de {steps} pas {cause} jusqu’en {cell} et séparez la bagarre.',
          tattle: 'Avancez votre garçon de {steps} pas {cause} jusqu’en {cell} et allez rapporter à la sœur.',
          kiss: 'Avancez votre garçon de {steps} pas {cause} jusqu’en {cell} pour un baiser.',
        },
        girl: {
          stay: 'Gardez votre fille de {cell} dans la bagarre et prenez une pièce.',
          moved: 'Avancez votre fille de {steps} pas {cause} jusqu’en {cell}.',
          fight: 'Avancez votre fille de {steps} pas {cause} jusqu’en {cell} et lancez une bagarre.',
          breakUp: 'Avancez votre fille de {steps} pas {cause} jusqu’en {cell} et séparez la bagarre.',
          tattle: 'Avancez votre fille de {steps} pas {cause} jusqu’en {cell} et allez rapporter à la sœur.',
          kiss: 'Avancez votre fille de {steps} pas {cause} jusqu’en {cell} pour un baiser.',
        },
        nunMoved: 'Déplacez la sœur de {from} en {cell}.',
        nunBreakUp: 'Déplacez la sœur de {from} sur la bagarre en {cell}.',
        nunShove: 'Déplacez la sœur de {from} en {cell} et poussez ce qui s’y trouve.',
        shove: 'Poussez le pion en {cell}.',
        tattle: 'Envoyez la sœur à la bagarre en {cell}.',
      },
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
