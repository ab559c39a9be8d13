import type { GameId } from '../../shared/engine/types.js'
import type { GamePlugin } from './types.js'

/** Each game's board, panels, editor and thumbnail. A game plugs in with one line here. */
export const PLUGINS: Partial<Record<GameId, GamePlugin>> = {}
