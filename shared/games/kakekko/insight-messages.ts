import type { GameMessages } from '../messages.js'

/** the end-of-game chart and the hint's reasons (why.ts) in ja, en and fr */
export const messages: GameMessages = {
  en: {
    kakekko: {
      chart: { steps: 'Steps to the goal', marbles: 'Marbles in hand' },
      advice: {
        roll: 'Roll the die.',
        keep: 'Keep your {value}: spend no marbles.',
        raise: 'Spend {marbles} marble to make {value}. | Spend {marbles} marbles to make {value}.',
        walk: 'Walk to square {square}.',
        finish: 'Walk on to the goal, square {square}.',
        rest: 'Rest to take back a marble.',
        connect: 'Ink the shortcut between squares {a} and {b}.',
        make: 'Draw a secret base on square {square}.',
        end: 'End your turn, leaving {left} point unused. | End your turn, leaving {left} points unused.',
      },
      hintWhy: {
        roll: 'Everybody rolls first: there is nothing else to decide yet.',
        raiseHome:
          'Spending {marbles} marble makes {value}: enough for the {need} steps home. | Spending {marbles} marbles makes {value}: enough for the {need} steps home.',
        raiseDodge:
          'Spending {marbles} marble makes {value}, a number nobody else has: a shared number loses the turn. | Spending {marbles} marbles makes {value}, a number nobody else has: a shared number loses the turn.',
        keep: 'Keep your marbles: {value} is already yours alone.',
        shared: '{value} stays shared, so no turn this round, but your marbles stay in hand for later.',
        finish: 'This step reaches the goal.',
        shortcut: 'The line from {a} to {b} saves {saves} step. | The line from {a} to {b} saves {saves} steps.',
        walk: 'This step brings your pawn to {to} steps from the goal (from {from}).',
        detour: 'This step does not shorten the way ({to} steps remain), but the search rates it best.',
        connect:
          'Inking the line from {a} to {b} saves you {saves} step. | Inking the line from {a} to {b} saves you {saves} steps.',
        connectLater: 'Inking the line from {a} to {b} prepares a shortcut for later.',
        rest: 'Resting takes a marble back: {hand} in hand for a later round.',
        make: 'A secret base on square {square} lies on a shortest way to the goal of a rival still racing.',
        makeAside:
          'No rival still racing has square {square} on a shortest way to the goal, yet the search rates a secret base there best.',
        end: 'Nothing is worth the {left} point left: end the turn. | Nothing is worth the {left} points left: end the turn.',
      },
    },
  },
  ja: {
    kakekko: {
      chart: { steps: 'ゴールまでのマス数', marbles: '手持ちのおはじき' },
      advice: {
        roll: 'サイコロを振りましょう。',
        keep: 'おはじきは使わず、{value}のままにしましょう。',
        raise: 'おはじきを{marbles}個使って{value}にしましょう。',
        walk: 'マス{square}へ歩きましょう。',
        finish: 'ゴールのマス{square}へ歩きましょう。',
        rest: '休んでおはじきを1個取り戻しましょう。',
        connect: 'マス{a}とマス{b}の間に近道の線を引きましょう。',
        make: 'マス{square}に秘密基地を作りましょう。',
        end: '残りの{left}点は使わずに、手番を終えましょう。',
      },
      hintWhy: {
        roll: 'まず全員がサイコロを振ります。まだ決めることはありません。',
        raiseHome: 'おはじきを{marbles}個使うと{value}。ゴールまでの{need}マスに足ります。',
        raiseDodge: 'おはじきを{marbles}個使うと{value}。誰とも重ならない数です。重なると手番がなくなります。',
        keep: 'おはじきは使わずに。{value}はもうあなただけの数です。',
        shared: '{value}は他の人と重なり、この回は手番がありませんが、おはじきは後のために手元に残ります。',
        finish: 'この一歩でゴールに着きます。',
        shortcut: '{a}から{b}への線で{saves}マス近道できます。',
        walk: 'この一歩でゴールまで{to}マスになります({from}マスから)。',
        detour: 'この一歩では近づきません(残り{to}マス)が、読みではこれが最善です。',
        connect: '{a}から{b}への線を引くと{saves}マス近道できます。',
        connectLater: '{a}から{b}への線を引いて、後の近道を用意します。',
        rest: '休んでおはじきを1個取り戻します。手持ちは{hand}個になります。',
        make: '{square}マスは、まだ走っている相手のゴールへの最短の道の上にあります。そこに秘密基地を作りましょう。',
        makeAside:
          '{square}マスはまだ走っている相手のどの最短の道の上にもありませんが、読みではそこに秘密基地を作るのが最善です。',
        end: '残りの{left}点で得になることはありません。手番を終えましょう。',
      },
    },
  },
  fr: {
    kakekko: {
      chart: { steps: 'Pas jusqu’au but', marbles: 'Billes en main' },
      advice: {
        roll: 'Lancez le dé.',
        keep: 'Gardez votre {value}\u00a0: ne dépensez aucune bille.',
        raise: 'Dépensez {marbles} bille pour faire {value}. | Dépensez {marbles} billes pour faire {value}.',
        walk: 'Avancez jusqu’à la case {square}.',
        finish: 'Avancez jusqu’au but, case {square}.',
        rest: 'Reposez-vous pour reprendre une bille.',
        connect: 'Tracez le raccourci entre les cases {a} et {b}.',
        make: 'Dessinez une base secrète sur la case {square}.',
        end: 'Finissez votre tour en laissant {left} point. | Finissez votre tour en laissant {left} points.',
      },
      hintWhy: {
        roll: 'Tout le monde lance d’abord le dé\u00a0: rien d’autre à décider pour l’instant.',
        raiseHome:
          'Dépenser {marbles} bille donne {value}\u00a0: assez pour les {need} pas jusqu’au but. | Dépenser {marbles} billes donne {value}\u00a0: assez pour les {need} pas jusqu’au but.',
        raiseDodge:
          'Dépenser {marbles} bille donne {value}, un nombre que personne d’autre n’a\u00a0: un nombre partagé fait perdre le tour. | Dépenser {marbles} billes donne {value}, un nombre que personne d’autre n’a\u00a0: un nombre partagé fait perdre le tour.',
        keep: 'Gardez vos billes\u00a0: {value} n’est déjà qu’à vous.',
        shared: '{value} reste partagé, donc pas de tour cette manche, mais vos billes restent en main pour plus tard.',
        finish: 'Ce pas atteint le but.',
        shortcut: 'Le trait de {a} à {b} fait gagner {saves} pas.',
        walk: 'Ce pas met votre pion à {to} pas du but (au lieu de {from}).',
        detour: 'Ce pas ne raccourcit pas le chemin (il reste {to} pas), mais la recherche le juge meilleur.',
        connect: 'Tracer le trait de {a} à {b} vous fait gagner {saves} pas.',
        connectLater: 'Tracer le trait de {a} à {b} prépare un raccourci pour plus tard.',
        rest: 'Se reposer reprend une bille\u00a0: {hand} en main pour un autre tour.',
        make: 'La case {square} est sur un plus court chemin vers le but d’un rival encore en course\u00a0: une base secrète y est bien placée.',
        makeAside:
          'La case {square} n’est sur aucun plus court chemin d’un rival encore en course, mais la recherche juge qu’une base secrète y est meilleure.',
        end: 'Rien ne vaut le {left} point restant\u00a0: finissez le tour. | Rien ne vaut les {left} points restants\u00a0: finissez le tour.',
      },
    },
  },
}
