import { scriptedRng } from '../../../shared/engine/rng.js'
import { defaultScenario, exxtra, OFF } from '../../../shared/games/exxtra/index.js'
import type { ExxtraState } from '../../../shared/games/exxtra/index.js'

/**
 * Diana holds "70" (7 and X on a first roll) and may roll again or place it; Carl's "64" is on
 * rung 4
 */
export function dianaHolds70(): ExxtraState {
  const s: ExxtraState = {
    ...exxtra.setup(defaultScenario, 4, 1),
    seat: 3,
    pos: [0, 3, 0, 0],
    rung: [OFF, OFF, 4, OFF],
    value: [OFF, OFF, 64, OFF],
    rng: scriptedRng([4, 5]),
  }
  return exxtra.apply(s, { t: 'roll' })
}
