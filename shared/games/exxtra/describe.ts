import type { Reason } from '../../engine/types.js'
import { formatValue, X } from './dice.js'
import { apply, heldValue, knockedBy, limitReached } from './rules.js'
import type { ExxtraAction, ExxtraState } from './types.js'
import { OFF } from './types.js'

const label = (face: number): string => (face === X ? 'X' : String(face))

/**
 * Adds to a turn-ending line what the next seat's pair did at the start of its turn, or that the
 * round limit ended the game. `knocked` lists the pairs the action sent back (they do not move anyone).
 */
function withTurnStart(before: ExxtraState, after: ExxtraState, knocked: number[], inner: Reason): Reason {
  if (limitReached(after)) return { key: 'exxtra.log.roundLimit', params: { rounds: after.roundLimit }, cause: inner }
  const next = after.seat
  const rung = before.rung[next]
  if (rung === OFF || knocked.includes(next)) return inner
  if (after.winner === next) return { key: 'exxtra.log.startMoveWins', params: { seat: next, rung }, cause: inner }
  if (rung === 0) return { key: 'exxtra.log.startTakeBack', params: { seat: next }, cause: inner }
  return { key: 'exxtra.log.startMove', params: { seat: next, rung }, cause: inner }
}

/** the log line of `a` played in `s`; applies it (pure) to tell what the dice showed */
export function describe(s: ExxtraState, a: ExxtraAction): Reason {
  const seat = s.seat
  const after = apply(s, a)
  if (a.t === 'roll') {
    const fa = s.faces[0][after.roll[0]]
    const fb = s.faces[1][after.roll[1]]
    const dice = { seat, a: label(fa), b: label(fb) }
    if (after.rolls === 0) {
      const back = s.pos[seat] - after.pos[seat]
      const inner: Reason =
        back > 0
          ? { key: 'exxtra.log.fault', params: { ...dice, back } }
          : { key: 'exxtra.log.faultAtStart', params: dice }
      return withTurnStart(s, after, [], inner)
    }
    const value = formatValue(heldValue(after) as number)
    const step = after.pos[seat] - s.pos[seat]
    if (after.winner === seat) return { key: 'exxtra.log.doubleWins', params: { ...dice, value, step } }
    if (step > 0) return { key: 'exxtra.log.double', params: { ...dice, value, step } }
    return { key: 'exxtra.log.roll', params: { ...dice, value } }
  }
  const value = formatValue(heldValue(s) as number)
  const knocked = knockedBy(s, a.rung)
  const params = { seat, value, rung: a.rung }
  const inner: Reason =
    knocked.length === 0
      ? { key: 'exxtra.log.place', params }
      : knocked.length === 1
        ? { key: 'exxtra.log.placeKnocksOne', params: { ...params, seat2: knocked[0] } }
        : { key: 'exxtra.log.placeKnocksMany', params: { ...params, count: knocked.length } }
  return withTurnStart(s, after, knocked, inner)
}
