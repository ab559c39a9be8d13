import type { GameId, GameModule } from '../engine/types.js'
import { recess } from './recess/index.js'
import { kakekko } from './kakekko/index.js'
import { exxtra } from './exxtra/index.js'
import { swish } from './swish/index.js'

/**
 * Every game's module, loaded at once: for main, the workers, the server and the tests (the
 * renderer's page loads each on first use through its manifest, shared/games/manifest.ts). Each
 * entry keeps its game's own types (`GAMES.recess.setup` gives a RecessState); the table is total,
 * so a game missing from it is a type error. Code that works on any game reads `GAMES[id]` as a
 * plain `GameModule`.
 */
export const GAMES = { recess, kakekko, exxtra, swish } as const satisfies { readonly [Id in GameId]: GameModule }

/** each game's module type (state, action, rules and board as the game's zod schemas infer them) */
export type GameModules = typeof GAMES
