import type { RecessState } from '../../../shared/games/recess/types.js'
import { kid, nun, OPEN, play, stage, type Stage } from './helpers.js'

/** Positions the fight, shove and refusal tests start from, each set up once. */

/** seats 1 to 3 have a kid in detention: seat 0's moves this turn are "1, nun" */
export const NUN_PHASE = { det: { 1: 1, 2: 1, 3: 1 } } as const

/** an open yard whose nun 0 on H4 looks along row 4 */
export const NUN_WATCHES_ROW_4: Stage = {
  rows: OPEN,
  nuns: [
    [3, 7],
    [7, 0],
  ],
}

/**
 * Seat 0's boy is in a fight on F4 that nun 0 on A4 watches as its turn starts; seat 0's two girls
 * are in detention, so its moves are "1, nun"
 */
export const WATCHED_FIGHT: Stage = {
  rows: OPEN,
  nuns: [
    [3, 0],
    [7, 7],
  ],
  kids: { 0: [3, 5], 4: [3, 5] },
  pins: { 0: 4 },
  det: { 2: 1, 3: 1 },
}

/** in the nun phase, nun 0 moves from A4 onto seat 1's boy on E4 (more pieces or rules as given) */
export function nunLandsOnKid(o: Stage = {}): RecessState {
  const nuns: Stage['nuns'] = [
    [3, 0],
    [7, 7],
  ]
  return play(stage({ ...NUN_PHASE, rows: OPEN, nuns, kids: { 4: [3, 4] }, ...o }), nun(0, [3, 4]))
}

/** seat 0's boy has just landed on nun 0 on A2; fights stand on D4 and G7 for the nun to be sent to */
export function tattling(): RecessState {
  const s = stage({
    rows: OPEN,
    nuns: [
      [1, 0],
      [0, 7],
    ],
    kids: { 0: [1, 3], 4: [3, 3], 8: [3, 3], 9: [6, 6], 5: [6, 6] },
    pins: { 4: 8, 9: 5 },
  })
  return play(s, kid(0, 3, [1, 0]))
}
