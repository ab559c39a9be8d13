/** How long a Kakekko game can last: the stated bound behind `maxActions` (RULINGS.md, Kakekko 10). */
import { ROUND_LIMIT } from './schema.js'
import type { Rules } from './types.js'

/**
 * The most actions any game can take at `seats` seats. A game has at most `roundLimit` rounds
 * (rounds are counted across both legs of variant 2, and the game ends when the last one does). In
 * a round each racing seat rolls once and decides on marbles at most once; then only seats whose
 * value nobody shares take a turn, so their values are different numbers of at most `maxValue`.
 * Every action of a turn but End spends at least one point and End ends it, so a turn with value v
 * has at most v actions, and all turns of a round together at most the sum of the `seats` largest
 * numbers up to `maxValue`.
 */
export function maxActions(rules: Pick<Rules, 'roundLimit' | 'maxValue'>, seats: number): number {
  const rounds = rules.roundLimit ?? ROUND_LIMIT.default
  const top = rules.maxValue
  let turns = 0
  for (let k = 0; k < seats && top - k > 0; k++) turns += top - k
  return rounds * (2 * seats + turns)
}
