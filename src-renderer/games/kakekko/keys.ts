import { keyTable } from '../types.js'

/** the race board's keys: the board handles them and the "?" overlay lists them */
export const BOARD_KEYS = keyTable('boardKeys.kakekko', {
  next: ['ArrowRight', 'ArrowDown'],
  previous: ['ArrowLeft', 'ArrowUp'],
  play: ['Enter', 'Space'],
  spend: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  letGo: ['Escape'],
  connect: ['[Shift]+c'],
  make: ['[Shift]+m'],
  rest: ['[Shift]+r'],
  end: ['[Shift]+e'],
})

/** the board editor's canvas keys */
export const EDITOR_KEYS = keyTable('editorKeys.kakekko', {
  letGo: ['Escape'],
  remove: ['Delete', 'Backspace'],
})
