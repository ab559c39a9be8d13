/**
 * How long an Exxtra game can last, and how far a pawn can get before the round limit: the two
 * bounds behind `maxActions` and the check that the goal can be reached at all. The derivations
 * are in docs/RULINGS.md (Exxtra 9–11); tests/unit/exxtra/bounds.test.ts compares `furthestReach`
 * with an exhaustive search of the real rules on small settings.
 */
import { doubleStep, faceValue, pairValue, X } from './dice.js'
import { DEFAULT_RULES } from './schema.js'
import type { ExxtraRules } from './types.js'
import { RUNGS } from './types.js'

/**
 * The most actions any game can take: a turn is at most `rollLimit` rolls and one placement (a
 * placement, a fault and a win each end it), and the game ends after `roundLimit` × seats turns.
 */
export function maxActions(rules: Pick<ExxtraRules, 'roundLimit' | 'rollLimit'>, seats: number): number {
  const rounds = rules.roundLimit ?? DEFAULT_RULES.roundLimit
  const rolls = rules.rollLimit ?? DEFAULT_RULES.rollLimit
  return rounds * seats * (rolls + 1)
}

/**
 * The furthest square any pawn can reach from the start within the round limit, at `seats` seats,
 * over every choice of every player and every roll of the dice (the players helping that pawn).
 * The pawn reaching it is not on the goal yet: a goal at or below this square can be reached.
 *
 * - A roll moves the pawn at most D, the largest double (1-1, 2-2, 3-3) both dice can show; a turn
 *   has at most rollLimit rolls.
 * - The pair placed in one turn moves the pawn at the start of the next: rung r, if it is still on
 *   the ladder. Every other seat plays between those turns and must fault (an X on a roll after
 *   its first, so with rollLimit ≥ 2 and an X face) or place. A placement below rung r with a
 *   value at least the pair's knocks it back, and no one can place below the lowest first-roll
 *   value `low`. So the pair on rung 5 can stay when faults are possible or its value beats
 *   `low`. Otherwise the others must all place above it, on the m = 5 − r rungs there: a placement
 *   frees the rungs above its own (all pairs worth the same), so reading the taken rungs as a
 *   binary number, the lowest rung the highest bit, every placement makes the number larger, and
 *   at most 2^m − 1 seats can place there (always taking the highest free rung reaches it). The
 *   pair stays on the highest rung r with 2^(5 − r) ≥ seats: 4 at 2 seats, 3 at 3–4, 2 at 5–6.
 * - A turn either places its first roll (any pair, X counting 0) or rolls on: then rolling as
 *   often as allowed, doubles all the way, and placing the last roll (a pair without X) is best.
 * - The last round's placements never move anyone: the game ends first.
 */
export function furthestReach(rules: ExxtraRules, seats: number): number {
  const A = rules.dieA.map(faceValue)
  const B = rules.dieB.map(faceValue)
  const xx = rules.firstRollDoubleX === 'hundred' ? 100 : 0
  const K = rules.rollLimit ?? DEFAULT_RULES.rollLimit
  const R = rules.roundLimit ?? DEFAULT_RULES.roundLimit
  const canFault = K >= 2 && (A.includes(X) || B.includes(X))
  let D = 0
  let low = Infinity
  for (const a of A) {
    for (const b of B) {
      D = Math.max(D, doubleStep(a, b))
      low = Math.min(low, pairValue(a, b, true, xx) as number)
    }
  }
  const top = RUNGS - 1
  let crowded = top - 1
  while (crowded > 1 && 2 ** (top - crowded) < seats) crowded--
  const ladder = (v: number) => (canFault || v > low ? top : crowded)
  // one turn that is not the last: squares from its doubles plus the placed pair's rung
  let turn = 0
  for (const a of A) {
    for (const b of B) {
      turn = Math.max(turn, doubleStep(a, b) + ladder(pairValue(a, b, true, xx) as number))
      if (K >= 2 && a !== X && b !== X) {
        turn = Math.max(turn, (K - 1) * D + doubleStep(a, b) + ladder(pairValue(a, b, false, xx) as number))
      }
    }
  }
  return (R - 1) * turn + K * D
}
