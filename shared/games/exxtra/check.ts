import type { Problem } from '../../engine/types.js'
import { furthestReach } from './bounds.js'
import type { ExxtraScenario } from './types.js'

const SEATS = { min: 2, max: 6 }

/**
 * Semantic checks the schemas cannot make. The rules schema already refuses a die without a
 * number face and settings out of range, and the loader checks the seat range. What is left: the
 * goal must be within reach. Every game ends, after `roundLimit` rounds at the latest (then the
 * pawn furthest ahead wins), but a race whose goal no pawn can reach in time, whatever the players
 * choose and the dice show, is refused (`furthestReach` in bounds.ts; RULINGS.md, Exxtra 11).
 * Without a round limit no setting could keep the pawns from the goal: a pawn can always gain at
 * least 2 squares a round, so only a round limit too short for the track makes a race unwinnable.
 * The most seats the scenario allows is the hardest case, so that is the one checked.
 */
export function check(scenario: ExxtraScenario): Problem[] {
  const { rules, players } = scenario
  const seats = Math.min(SEATS.max, Math.max(SEATS.min, players.max))
  const goal = rules.trackLength + 1
  const reach = furthestReach(rules, seats)
  if (reach >= goal) return []
  return [
    {
      path: 'rules.roundLimit',
      reason: { key: 'exxtra.problem.goalOutOfReach', params: { seats, rounds: rules.roundLimit, reach, goal } },
    },
  ]
}
