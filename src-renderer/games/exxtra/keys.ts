import { keyTable } from '../types.js'

/** the table's keys: the board handles them and the "?" overlay lists them */
export const BOARD_KEYS = keyTable('boardKeys.exxtra', {
  next: ['ArrowDown', 'ArrowRight'],
  previous: ['ArrowUp', 'ArrowLeft'],
  play: ['Enter', 'Space'],
  roll: ['[Shift]+r'],
  rung: ['0', '1', '2', '3', '4', '5'],
})
