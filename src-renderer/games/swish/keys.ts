import { keyTable } from '../types.js'

/** the pond's keys: the board handles them and the "?" overlay lists them */
export const BOARD_KEYS = keyTable('boardKeys.swish', {
  left: ['ArrowLeft'],
  right: ['ArrowRight'],
  bigLeft: ['Shift+ArrowLeft'],
  bigRight: ['Shift+ArrowRight'],
  up: ['ArrowUp'],
  down: ['ArrowDown'],
  play: ['Enter', 'Space'],
  stop: ['[Shift]+s'],
  pass: ['[Shift]+p'],
})

/** the pond editor's canvas keys */
export const EDITOR_KEYS = keyTable('editorKeys.swish', {
  nudge: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'],
  bigNudge: ['Shift+ArrowLeft', 'Shift+ArrowRight', 'Shift+ArrowUp', 'Shift+ArrowDown'],
  turn: ['r'],
  turnBack: ['Shift+r'],
  remove: ['Delete', 'Backspace'],
  letGo: ['Escape'],
})
