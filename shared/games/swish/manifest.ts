import type { GameManifest } from '../manifest.js'
import { meta, players } from '../../../resources/scenarios/swish.scenario.json?texts.json'

/** how swish plugs into the app (shared/games/manifest.ts): light enough for the first load */
export const manifest = {
  id: 'swish',
  seatLimits: { min: 2, max: 4 },
  defaultScenario: {
    meta: { title: meta.title, author: meta.author, description: meta.description },
    players: { min: players.min, max: players.max },
  },
  module: () => import('./index.js').then((m) => m.swish),
  texts: () =>
    Promise.all([import('./messages.js'), import('./insight-messages.js')]).then((ms) => ms.map((m) => m.messages)),
} as const satisfies GameManifest<'swish'>
