import type { Scenario } from '../../engine/types.js'
import type { RecessBoard, RecessRules } from './types.js'
import { KIDS_PER_SEAT } from './state.js'

/**
 * A proven upper bound on the actions of one game (see docs/RULINGS.md, Recess! "Length").
 *
 * Turns: each turn starts the clock once and the game ends when a turn ends with the clock at
 * `turns` (or earlier, on a kiss), so there are at most `turns` turns.
 *
 * Shoves: one shove action moves the head of a chain one cell. With P pieces (4 kids a seat and
 * the nuns), a chain starts on a cell holding at least two pieces, and when the head has no free
 * neighbour it goes to a neighbour whose shortest chain to a free cell, through cells holding one
 * piece each, is b ≥ 1 shoves long. That path is untouched by the move (the cell left behind still
 * holds a piece, and the path never ran through the crowded cell), so the next head's shortest
 * chain is at most b − 1: the chain shortens every shove and ends after at most b + 1 shoves, with
 * b ≤ the cells holding exactly one piece ≤ P − 2. So a chain has at most C = P − 1 shove actions.
 *
 * A turn: either one pass, or at most 3 stays and kid moves (each uses one of at most three move
 * values), each kid move followed by at most one tattle choice and one chain, or by the two chains
 * of a break-up (≤ 1 + 2C actions each); then one nun move and its chain (1 + C); then possibly a
 * timeout (1). In all ≤ 3(1 + 2C) + (1 + C) + 1 = 5 + 7C actions per turn.
 */
export function maxActions(scenario: Scenario<RecessRules, RecessBoard>, seats: number): number {
  const pieces = seats * KIDS_PER_SEAT + scenario.board.nuns.length
  const chain = Math.max(1, pieces - 1)
  return scenario.rules.turns * (5 + 7 * chain)
}
