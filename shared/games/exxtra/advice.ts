import type { Reason } from '../../engine/types.js'
import { formatValue } from './dice.js'
import { heldValue, knockedBy } from './rules.js'
import type { ExxtraAction, ExxtraState } from './types.js'

/**
 * The hinted move as advice to the player on turn ("Place your 64 on rung 3"), where describe()
 * tells it as a log line. A roll says nothing of the dice to come.
 */
export function advice(s: ExxtraState, a: ExxtraAction): Reason {
  if (a.t === 'roll') return { key: s.rolls === 0 ? 'exxtra.advice.roll' : 'exxtra.advice.rollAgain' }
  const params = { value: formatValue(heldValue(s) as number), rung: a.rung }
  const knocked = knockedBy(s, a.rung)
  if (knocked.length === 0) return { key: 'exxtra.advice.place', params }
  if (knocked.length === 1) return { key: 'exxtra.advice.placeKnocksOne', params: { ...params, seat: knocked[0] } }
  return { key: 'exxtra.advice.placeKnocksMany', params: { ...params, count: knocked.length } }
}
