import { keyTable } from '../types.js'

/** the playground's keys: the board handles them (input.ts) and the "?" overlay lists them */
export const BOARD_KEYS = keyTable('boardKeys.recess', {
  next: ['ArrowRight', 'ArrowDown'],
  previous: ['ArrowLeft', 'ArrowUp'],
  play: ['Enter', 'Space'],
  letGo: ['Escape'],
  steps: ['1', '2', '3'],
  pass: ['[Shift]+p'],
})
