import type { Reason } from '../../engine/types.js'
import { formatValue, pairValue } from './dice.js'
import { heldValue, knockedBy } from './rules.js'
import type { ExxtraAction, ExxtraState } from './types.js'

/** face pairs of the two dice, and those that would end the turn on a roll after the first */
export function faultPairs(s: ExxtraState): { bad: number; total: number } {
  const [A, B] = s.faces
  let bad = 0
  for (const a of A) for (const b of B) if (pairValue(a, b, false, s.xx) === null) bad++
  return { bad, total: A.length * B.length }
}

/**
 * Why a move is good, in the heuristic bot's terms (bots.ts): the chance that one more roll ends
 * the turn (counted over the dice's face pairs), the rung the held pair goes to, the pairs it
 * knocks back, and the turn's roll limit.
 */
export function why(s: ExxtraState, a: ExxtraAction): Reason {
  const K = (key: string, params?: Record<string, number | string>): Reason => ({
    key: `exxtra.hintWhy.${key}`,
    params,
  })
  const { bad, total } = faultPairs(s)
  if (a.t === 'roll') {
    if (s.rolls === 0) return K('firstRoll')
    const held = heldValue(s)
    return K('rollAgain', { bad, total, value: held === null ? '' : formatValue(held) })
  }
  const knocked = knockedBy(s, a.rung)
  if (s.rolls >= s.rollLimit) return K('lastRoll', { rung: a.rung, limit: s.rollLimit })
  if (knocked.length === 1) return K('knockOne', { rung: a.rung, seat: knocked[0] })
  if (knocked.length > 1) return K('knockMany', { rung: a.rung, count: knocked.length })
  return K('stop', { bad, total, rung: a.rung })
}
