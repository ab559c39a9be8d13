import type { GameMessages } from '../messages.js'

/** the end-of-game chart and the hint's reasons (why.ts) in ja, en and fr */
export const messages: GameMessages = {
  en: {
    swish: {
      chart: { eaten: 'Small fish eaten', score: 'Score' },
      advice: {
        pick: 'Take the {cause} bone and start at place {slot}.',
        step: 'Swim a step, turning {deg} degree. | Swim a step, turning {deg} degrees.',
        stepEat:
          'Swim a step, turning {deg} degree, and swallow the {cause} fish. | Swim a step, turning {deg} degrees, and swallow the {cause} fish.',
        stepEatSick:
          'Swim a step, turning {deg} degree, onto the {cause} fish, indigestion and all. | Swim a step, turning {deg} degrees, onto the {cause} fish, indigestion and all.',
        stepMany: 'Swim a step, turning {deg}°, to touch {count} fish at once.',
        stop: 'Stop here.',
        eat: 'Swallow the {cause} fish.',
        eatSick: 'Swallow the {cause} fish, indigestion and all.',
        pass: 'Pass: your fish cannot move.',
      },
      hintWhy: {
        pick: 'Start with the {cause} bone at start place {slot}.',
        pass: 'No step can end your turn legally: pass.',
        eat: 'Swallow the {cause} fish: your fish grows by a bone.',
        eatSickAnyway: 'The {cause} fish gives indigestion (a point less), yet the search rates it best.',
        eatSick: 'Every fish touched gives indigestion: take the {cause} one.',
        touchMany: 'This step touches {count} fish; you may then swallow the {cause} one, which your fish can digest.',
        touchManySick: 'This step touches {count} fish, all of them indigestible, the {cause} one among them.',
        swallow: 'This step swallows a {cause} fish your fish can digest.',
        swallowSick: 'This step swallows the {cause} fish even though it gives indigestion (a point less).',
        toward: {
          red: 'This step heads for a red fish, about {n} step away. | This step heads for a red fish, about {n} steps away.',
          blue: 'This step heads for a blue fish, about {n} step away. | This step heads for a blue fish, about {n} steps away.',
          yellow:
            'This step heads for a yellow fish, about {n} step away. | This step heads for a yellow fish, about {n} steps away.',
          green:
            'This step heads for a green fish, about {n} step away. | This step heads for a green fish, about {n} steps away.',
        },
        towardAvoid: {
          red: 'This step heads for a red fish, about {n} step away; {cause} would give indigestion. | This step heads for a red fish, about {n} steps away; {cause} would give indigestion.',
          blue: 'This step heads for a blue fish, about {n} step away; {cause} would give indigestion. | This step heads for a blue fish, about {n} steps away; {cause} would give indigestion.',
          yellow:
            'This step heads for a yellow fish, about {n} step away; {cause} would give indigestion. | This step heads for a yellow fish, about {n} steps away; {cause} would give indigestion.',
          green:
            'This step heads for a green fish, about {n} step away; {cause} would give indigestion. | This step heads for a green fish, about {n} steps away; {cause} would give indigestion.',
        },
        away: {
          red: 'This step brings you no closer to the nearest red fish (about {n} step away), yet the search rates it best. | This step brings you no closer to the nearest red fish (about {n} steps away), yet the search rates it best.',
          blue: 'This step brings you no closer to the nearest blue fish (about {n} step away), yet the search rates it best. | This step brings you no closer to the nearest blue fish (about {n} steps away), yet the search rates it best.',
          yellow:
            'This step brings you no closer to the nearest yellow fish (about {n} step away), yet the search rates it best. | This step brings you no closer to the nearest yellow fish (about {n} steps away), yet the search rates it best.',
          green:
            'This step brings you no closer to the nearest green fish (about {n} step away), yet the search rates it best. | This step brings you no closer to the nearest green fish (about {n} steps away), yet the search rates it best.',
        },
        towardNone: 'No fish left that your fish can digest; the search rates this step best.',
        stop: {
          red: 'Stop here, about {n} step from the nearest red fish. | Stop here, about {n} steps from the nearest red fish.',
          blue: 'Stop here, about {n} step from the nearest blue fish. | Stop here, about {n} steps from the nearest blue fish.',
          yellow:
            'Stop here, about {n} step from the nearest yellow fish. | Stop here, about {n} steps from the nearest yellow fish.',
          green:
            'Stop here, about {n} step from the nearest green fish. | Stop here, about {n} steps from the nearest green fish.',
        },
        stopAvoid: {
          red: 'Stop here, about {n} step from the nearest red fish; {cause} would give indigestion. | Stop here, about {n} steps from the nearest red fish; {cause} would give indigestion.',
          blue: 'Stop here, about {n} step from the nearest blue fish; {cause} would give indigestion. | Stop here, about {n} steps from the nearest blue fish; {cause} would give indigestion.',
          yellow:
            'Stop here, about {n} step from the nearest yellow fish; {cause} would give indigestion. | Stop here, about {n} steps from the nearest yellow fish; {cause} would give indigestion.',
          green:
            'Stop here, about {n} step from the nearest green fish; {cause} would give indigestion. | Stop here, about {n} steps from the nearest green fish; {cause} would give indigestion.',
        },
        stopNone: 'Stop here: no fish left that your fish can digest.',
      },
    },
  },
  ja: {
    swish: {
      chart: { eaten: '食べた小魚', score: '得点' },
      advice: {
        pick: '{cause}の骨を取って、開始位置{slot}から始めましょう。',
        step: '{deg}度曲がって1歩泳ぎましょう。',
        stepEat: '{deg}度曲がって1歩泳ぎ、{cause}の小魚を食べましょう。',
        stepEatSick: '消化不良になりますが、{deg}度曲がって1歩泳ぎ、{cause}の小魚に触れましょう。',
        stepMany: '{deg}度曲がって1歩泳ぎ、{count}匹の小魚に同時に触れましょう。',
        stop: 'ここで止まりましょう。',
        eat: '{cause}の小魚を食べましょう。',
        eatSick: '消化不良になりますが、{cause}の小魚を食べましょう。',
        pass: 'パスしましょう。魚は動けません。',
      },
      hintWhy: {
        pick: '{slot}番のスタート位置に{cause}の骨で始めましょう。',
        pass: 'どう動いても正しく手番を終えられません。パスです。',
        eat: '{cause}の小魚を食べましょう。骨が1本増えます。',
        eatSickAnyway: '{cause}の小魚は消化不良(1点減)ですが、読みではこれが最善です。',
        eatSick: '触れた小魚はどれも消化不良になります。{cause}の小魚を選びます。',
        touchMany: 'この一歩で{count}匹の小魚に触れます。消化できる{cause}の小魚を選んで食べられます。',
        touchManySick: 'この一歩で{count}匹の小魚に触れますが、{cause}の小魚も含めてどれも消化不良になります。',
        swallow: 'この一歩で、消化できる{cause}の小魚を食べられます。',
        swallowSick: 'この一歩で{cause}の小魚を食べますが、消化不良になります(1点減)。',
        toward: {
          red: 'この一歩で約{n}歩先の赤の小魚に向かいます。',
          blue: 'この一歩で約{n}歩先の青の小魚に向かいます。',
          yellow: 'この一歩で約{n}歩先の黄の小魚に向かいます。',
          green: 'この一歩で約{n}歩先の緑の小魚に向かいます。',
        },
        towardAvoid: {
          red: 'この一歩で約{n}歩先の赤の小魚に向かいます。{cause}は消化不良になります。',
          blue: 'この一歩で約{n}歩先の青の小魚に向かいます。{cause}は消化不良になります。',
          yellow: 'この一歩で約{n}歩先の黄の小魚に向かいます。{cause}は消化不良になります。',
          green: 'この一歩で約{n}歩先の緑の小魚に向かいます。{cause}は消化不良になります。',
        },
        away: {
          red: 'この一歩ではいちばん近い赤の小魚(約{n}歩先)に近づきませんが、読みではこれが最善です。',
          blue: 'この一歩ではいちばん近い青の小魚(約{n}歩先)に近づきませんが、読みではこれが最善です。',
          yellow: 'この一歩ではいちばん近い黄の小魚(約{n}歩先)に近づきませんが、読みではこれが最善です。',
          green: 'この一歩ではいちばん近い緑の小魚(約{n}歩先)に近づきませんが、読みではこれが最善です。',
        },
        towardNone: '消化できる小魚はもう残っていません。読みではこの一歩が最善です。',
        stop: {
          red: 'ここで止まりましょう。いちばん近い赤の小魚まで約{n}歩です。',
          blue: 'ここで止まりましょう。いちばん近い青の小魚まで約{n}歩です。',
          yellow: 'ここで止まりましょう。いちばん近い黄の小魚まで約{n}歩です。',
          green: 'ここで止まりましょう。いちばん近い緑の小魚まで約{n}歩です。',
        },
        stopAvoid: {
          red: 'ここで止まりましょう。いちばん近い赤の小魚まで約{n}歩です。{cause}は消化不良になります。',
          blue: 'ここで止まりましょう。いちばん近い青の小魚まで約{n}歩です。{cause}は消化不良になります。',
          yellow: 'ここで止まりましょう。いちばん近い黄の小魚まで約{n}歩です。{cause}は消化不良になります。',
          green: 'ここで止まりましょう。いちばん近い緑の小魚まで約{n}歩です。{cause}は消化不良になります。',
        },
        stopNone: 'ここで止まりましょう。消化できる小魚はもう残っていません。',
      },
    },
  },
  fr: {
    swish: {
      chart: { eaten: 'Petits poissons mangés', score: 'Score' },
      advice: {
        pick: 'Prenez l’os {cause} et commencez à la place {slot}.',
        step: 'Nagez d’un pas en tournant de {deg} degré. | Nagez d’un pas en tournant de {deg} degrés.',
        stepEat:
          'Nagez d’un pas en tournant de {deg} degré et avalez le poisson {cause}. | Nagez d’un pas en tournant de {deg} degrés et avalez le poisson {cause}.',
        stepEatSick:
          'Nagez d’un pas en tournant de {deg} degré jusqu’au poisson {cause}, malgré l’indigestion. | Nagez d’un pas en tournant de {deg} degrés jusqu’au poisson {cause}, malgré l’indigestion.',
        stepMany: 'Nagez d’un pas en tournant de {deg}° pour toucher {count} poissons à la fois.',
        stop: 'Arrêtez-vous ici.',
        eat: 'Avalez le poisson {cause}.',
        eatSick: 'Avalez le poisson {cause}, malgré l’indigestion.',
        pass: 'Passez\u00a0: votre poisson ne peut pas bouger.',
      },
      hintWhy: {
        pick: 'Commencez avec l’os {cause} à la place de départ {slot}.',
        pass: 'Aucun pas ne peut finir votre tour dans les règles\u00a0: passez.',
        eat: 'Avalez le poisson {cause}\u00a0: votre poisson gagne un os.',
        eatSickAnyway:
          'Le poisson {cause} donne une indigestion (un point de moins), mais la recherche le juge meilleur.',
        eatSick: 'Tout poisson touché donne une indigestion\u00a0: on choisit le {cause}.',
        touchMany: 'Ce pas touche {count} poissons\u00a0; vous pourrez avaler le {cause}, que votre poisson digère.',
        touchManySick: 'Ce pas touche {count} poissons, tous indigestes, dont le {cause}.',
        swallow: 'Ce pas avale un poisson {cause} que votre poisson digère.',
        swallowSick: 'Ce pas avale le poisson {cause} malgré l’indigestion (un point de moins).',
        toward: {
          red: 'Ce pas va vers un poisson rouge, à environ {n} pas.',
          blue: 'Ce pas va vers un poisson bleu, à environ {n} pas.',
          yellow: 'Ce pas va vers un poisson jaune, à environ {n} pas.',
          green: 'Ce pas va vers un poisson vert, à environ {n} pas.',
        },
        towardAvoid: {
          red: 'Ce pas va vers un poisson rouge, à environ {n} pas\u00a0; le {cause} donnerait une indigestion.',
          blue: 'Ce pas va vers un poisson bleu, à environ {n} pas\u00a0; le {cause} donnerait une indigestion.',
          yellow: 'Ce pas va vers un poisson jaune, à environ {n} pas\u00a0; le {cause} donnerait une indigestion.',
          green: 'Ce pas va vers un poisson vert, à environ {n} pas\u00a0; le {cause} donnerait une indigestion.',
        },
        away: {
          red: 'Ce pas ne vous rapproche pas du poisson rouge le plus proche (à environ {n} pas), mais la recherche le juge meilleur.',
          blue: 'Ce pas ne vous rapproche pas du poisson bleu le plus proche (à environ {n} pas), mais la recherche le juge meilleur.',
          yellow:
            'Ce pas ne vous rapproche pas du poisson jaune le plus proche (à environ {n} pas), mais la recherche le juge meilleur.',
          green:
            'Ce pas ne vous rapproche pas du poisson vert le plus proche (à environ {n} pas), mais la recherche le juge meilleur.',
        },
        towardNone: 'Plus aucun poisson digeste\u00a0; la recherche juge ce pas meilleur.',
        stop: {
          red: 'Arrêtez-vous ici, à environ {n} pas du poisson rouge le plus proche.',
          blue: 'Arrêtez-vous ici, à environ {n} pas du poisson bleu le plus proche.',
          yellow: 'Arrêtez-vous ici, à environ {n} pas du poisson jaune le plus proche.',
          green: 'Arrêtez-vous ici, à environ {n} pas du poisson vert le plus proche.',
        },
        stopAvoid: {
          red: 'Arrêtez-vous ici, à environ {n} pas du poisson rouge le plus proche\u00a0; le {cause} donnerait une indigestion.',
          blue: 'Arrêtez-vous ici, à environ {n} pas du poisson bleu le plus proche\u00a0; le {cause} donnerait une indigestion.',
          yellow:
            'Arrêtez-vous ici, à environ {n} pas du poisson jaune le plus proche\u00a0; le {cause} donnerait une indigestion.',
          green:
            'Arrêtez-vous ici, à environ {n} pas du poisson vert le plus proche\u00a0; le {cause} donnerait une indigestion.',
        },
        stopNone: 'Arrêtez-vous\u00a0: plus aucun poisson digeste.',
      },
    },
  },
}
