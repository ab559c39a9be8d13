import type { Problem } from '../../engine/types.js'
import type { ExxtraScenario } from './types.js'

/**
 * Semantic checks the schemas cannot make. Exxtra has none left: the rules schema already refuses
 * a die without a number face and a track out of range, the loader checks the seat range, and
 * every variant can end (pairs on the ladder move pawns whatever the dice show).
 */
export function check(_scenario: ExxtraScenario): Problem[] {
  return []
}
