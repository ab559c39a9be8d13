import type { GameId } from '../engine/types.js'
import type { GameMessages } from './messages.js'

/**
 * The games, loaded on first use (issue 18 §5): the same modules as registry.ts, each behind a
 * dynamic import, so a bundler puts every game (rules, schemas, bots) in its own chunk and the
 * page's first load carries none of them. Main, the workers and the tests keep the synchronous
 * registry (`GAMES`); the renderer's main thread goes through src-renderer/games/modules.ts.
 *
 * Each loader is typed with its game's own module type (state, action, rules and board as the
 * game's zod schemas infer them); the table is total over GameId, so a game missing here is a type
 * error.
 */
export interface GameModules {
  recess: (typeof import('./recess/index.js'))['recess']
  kakekko: (typeof import('./kakekko/index.js'))['kakekko']
  exxtra: (typeof import('./exxtra/index.js'))['exxtra']
  swish: (typeof import('./swish/index.js'))['swish']
}

export const GAME_LOADERS: { readonly [K in GameId]: () => Promise<GameModules[K]> } = {
  recess: () => import('./recess/index.js').then((m) => m.recess),
  kakekko: () => import('./kakekko/index.js').then((m) => m.kakekko),
  exxtra: () => import('./exxtra/index.js').then((m) => m.exxtra),
  swish: () => import('./swish/index.js').then((m) => m.swish),
}

const texts = (...loads: Promise<{ messages: GameMessages }>[]) =>
  Promise.all([import('../stats/messages.js'), ...loads]).then((ms) => ms.map((m) => m.messages))

/**
 * Each game's texts (shared/games/messages.ts lists the same files): its own catalogue, its
 * charts' and hints' texts, and the charts' common texts (shared/stats/messages.ts).
 */
export const GAME_TEXT_LOADERS: { readonly [K in GameId]: () => Promise<GameMessages[]> } = {
  recess: () => texts(import('./recess/messages.js'), import('./recess/insight-messages.js')),
  kakekko: () => texts(import('./kakekko/messages.js'), import('./kakekko/insight-messages.js')),
  exxtra: () => texts(import('./exxtra/messages.js'), import('./exxtra/insight-messages.js')),
  swish: () => texts(import('./swish/messages.js'), import('./swish/insight-messages.js')),
}
