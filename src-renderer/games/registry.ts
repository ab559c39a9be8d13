import type { GameId } from '../../shared/engine/types.js'
import type { GamePlugin } from './types.js'
import { plugin as exxtra } from './exxtra/index.js'
import { plugin as recess } from './recess/index.js'
import { plugin as kakekko } from './kakekko/index.js'
import { plugin as swish } from './swish/index.js'

/**
 * Each game's board, panel, editor, thumbnail and keys (src-renderer/games/<id>/index.ts), beside
 * its manifest (shared/games/<id>/manifest.ts). A game missing from this table, or filed under
 * another game's id, is a type error, never a hidden card.
 */
export const PLUGINS = {
  swish,
  recess,
  exxtra,
  kakekko,
} as const satisfies { readonly [Id in GameId]: GamePlugin<Id> }
