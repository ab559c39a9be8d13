import type { Reason } from '../../engine/types.js'
import { targetOf } from './rules.js'
import type { KakekkoAction, KakekkoState } from './types.js'

/**
 * The hinted move as advice to the player on turn ("Walk to square 12"), where describe() tells it
 * as a log line. A roll says nothing of the die to come.
 */
export function advice(s: KakekkoState, a: KakekkoAction): Reason {
  const seat = s.queue[0] ?? 0
  const A = (key: string, params: Record<string, string | number> = {}): Reason => ({
    key: `kakekko.advice.${key}`,
    params,
  })
  switch (a.t) {
    case 'roll':
      return A('roll')
    case 'raise':
      return a.marbles === 0
        ? A('keep', { value: s.roll[seat] })
        : A('raise', { marbles: a.marbles, value: s.roll[seat] + a.marbles })
    case 'walk':
      return s.g.ix[a.to] === targetOf(s) ? A('finish', { square: a.to }) : A('walk', { square: a.to })
    case 'rest':
      return A('rest')
    case 'connect': {
      const sl = s.g.slots[s.g.slotIx[a.slot]]
      return A('connect', { a: s.g.ids[sl.a], b: s.g.ids[sl.b] })
    }
    case 'make':
      return A('make', { square: a.square })
    case 'end':
      return A('end', { left: s.left })
  }
}
