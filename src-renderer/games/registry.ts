import type { GameId } from '../../shared/engine/types.js'
import type { GamePlugin } from './types.js'
import { plugin as exxtra } from './exxtra/index.js'
import { plugin as recess } from './recess/index.js'
import { plugin as kakekko } from './kakekko/index.js'
import { plugin as swish } from './swish/index.js'

/**
 * Each game's board, panel, editor, thumbnail and keys. A game plugs in with one line here; a game
 * missing from this table (or from shared/games/registry.ts) is a type error, never a hidden card.
 */
export const PLUGINS = {
  swish,
  recess,
  exxtra,
  kakekko,
} satisfies Record<GameId, GamePlugin>
