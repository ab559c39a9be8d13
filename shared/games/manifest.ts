import type { GameId, ScenarioMeta } from '../engine/types.js'
import type { GameModules } from './registry.js'
import type { GameMessages } from './messages.js'
import { manifest as recess } from './recess/manifest.js'
import { manifest as kakekko } from './kakekko/manifest.js'
import { manifest as exxtra } from './exxtra/manifest.js'
import { manifest as swish } from './swish/manifest.js'

/**
 * One manifest per game (shared/games/<id>/manifest.ts): the place a game is added. It holds
 * what the home screen shows before any of the game's code is loaded (its seat limits, its
 * built-in scenario's texts and player range, read from the scenario file itself) and how to load
 * the rest: the game's module and its texts, each behind a dynamic import, so a bundler puts every
 * game in its own chunk and the page's first load carries none of them. The game's name, in ja, en
 * and fr, is in the app's catalogue (`games.<id>.name`, shared/i18n), which the first load carries.
 *
 * No zod and no rules here: the renderer's start-up chunk imports this file.
 */
export interface GameManifest<Id extends GameId = GameId> {
  id: Id
  /** as GameModule.seatLimits (tests/unit/formats/manifest.test.ts holds the two together) */
  seatLimits: { readonly min: number; readonly max: number }
  /** the built-in scenario (resources/scenarios/<id>.scenario.json): its texts and player range */
  defaultScenario: {
    meta: Pick<ScenarioMeta, 'title' | 'author' | 'description'>
    players: { min: number; max: number }
  }
  /** the game's module: rules, schemas, bots, default scenario */
  module(this: void): Promise<GameModules[Id]>
  /** the game's own texts and its charts' and hints' texts (shared/games/messages.ts lists them all) */
  texts(this: void): Promise<GameMessages[]>
}

/** every game's manifest; total over GameId, so a game without one is a type error */
export const MANIFEST = { recess, kakekko, exxtra, swish } as const satisfies {
  readonly [Id in GameId]: GameManifest<Id>
}

/** a game's texts, with the charts' common texts (shared/stats/messages.ts) */
export function gameTexts(id: GameId): Promise<GameMessages[]> {
  return Promise.all([import('../stats/messages.js').then((m) => [m.messages]), MANIFEST[id].texts()]).then((ms) =>
    ms.flat(),
  )
}

/** true for the id of a game the app knows (a listed file may name any string) */
export function isGameId(id: unknown): id is GameId {
  return typeof id === 'string' && Object.hasOwn(MANIFEST, id)
}
