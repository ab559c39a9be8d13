import type { GamePlugin } from '../types.js'
import { canvasPart, lazyPart } from '../parts.js'
import { BOARD_KEYS, EDITOR_KEYS } from './keys.js'

/** the parts load when first shown (games/parts.ts); the keys are small and the "?" overlay lists them at once */
export const plugin: GamePlugin<'kakekko'> = {
  id: 'kakekko',
  Board: canvasPart(() => import('./Board.vue')),
  Panel: lazyPart(() => import('./Panel.vue')),
  Editor: canvasPart(() => import('./Editor.vue')),
  Thumbnail: canvasPart(() => import('./Thumbnail.vue')),
  keys: { board: BOARD_KEYS, editor: EDITOR_KEYS },
}
