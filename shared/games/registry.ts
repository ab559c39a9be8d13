import { swish } from './swish/index.js'
import { recess } from './recess/index.js'
import type { GameId, GameModule } from '../engine/types.js'
import { exxtra } from './exxtra/index.js'
import { kakekko } from './kakekko/index.js'

/**
 * Every game the app knows. A game plugs in here (rules) and in src-renderer/games/registry.ts
 * (board, editor, panels); the table is total, so a game missing from it is a type error.
 */
export const GAMES: Readonly<Record<GameId, GameModule>> = {
  recess,
  swish,
  exxtra,
  kakekko,
}
