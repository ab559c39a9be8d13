import type { GamePlugin } from '../types.js'
import Board from './Board.vue'
import Editor from './Editor.vue'
import Panel from './Panel.vue'
import Thumbnail from './Thumbnail.vue'
import { BOARD_KEYS } from './keys.js'

export const plugin: GamePlugin = { id: 'exxtra', Board, Panel, Editor, Thumbnail, keys: { board: BOARD_KEYS } }
