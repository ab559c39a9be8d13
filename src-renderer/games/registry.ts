import type { GameId } from '../../shared/engine/types.js'
import type { GamePlugin } from './types.js'
import { plugin as exxtra } from './exxtra/index.js'
import { plugin as recess } from './recess/index.js'
import { plugin as kakekko } from './kakekko/index.js'
import { plugin as swish } from './swish/index.js'

/** Each game's board, panels, editor and thumbnail. A game plugs in with one line here. */
export const PLUGINS: Partial<Record<GameId, GamePlugin>> = {
  swish,
  recess,
  exxtra,
  kakekko,
}
