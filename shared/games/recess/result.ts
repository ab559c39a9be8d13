import type { Ranking } from '../../engine/types.js'
import type { RecessState } from './types.js'
import { detainedCount } from './state.js'

/**
 * Most coins first; among equals the kisser, then the player with fewer kids in detention;
 * still equal players share the place.
 */
export function result(s: RecessState): Ranking | null {
  if (!s.over) return null
  const key = (seat: number): [number, number, number] => [
    s.coins[seat],
    s.kisser === seat ? 1 : 0,
    -detainedCount(s, seat),
  ]
  const better = (a: number, b: number): boolean => {
    const ka = key(a)
    const kb = key(b)
    for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i] > kb[i]
    return false
  }
  const seats = [...Array(s.n).keys()]
  return seats.map((seat) => 1 + seats.filter((o) => better(o, seat)).length)
}
