import type { Rand } from '../../engine/rng.js'
import { pick } from '../../engine/rng.js'
import { doubleStep, pairValue, xCount } from './dice.js'
import { heldValue, legalActions, occupant } from './rules.js'
import type { ExxtraAction, ExxtraState } from './types.js'
import { OFF, RUNGS } from './types.js'

const ROLL: ExxtraAction = { t: 'roll' }

export function randomBot(s: ExxtraState, rand: Rand): ExxtraAction {
  return pick(rand, legalActions(s))
}

/** a cheap playout policy: roll once, then take the highest free rung */
export function playoutBot(s: ExxtraState): ExxtraAction {
  if (s.rolls === 0) return ROLL
  for (let r = RUNGS - 1; r > 0; r--) if (occupant(s, r) < 0) return { t: 'place', rung: r }
  return { t: 'place', rung: 0 }
}

/** share of first rolls (the ones opponents usually place) worth at least `v` */
function shareAtLeast(s: ExxtraState, v: number): number {
  let hits = 0
  const [A, B] = s.faces
  for (const a of A) for (const b of B) if ((pairValue(a, b, true, s.xx) as number) >= v) hits++
  return hits / (A.length * B.length)
}

/**
 * What placing value `v` on rung `r` is worth to the seat on turn, in squares: the squares it
 * will move (never past the goal), discounted by the chance an opponent knocks it back from
 * below, plus the squares it takes away from the pairs it knocks back.
 */
function placementWorth(s: ExxtraState, v: number, r: number, pos: number): number {
  const me = s.seat
  const gain = Math.min(r, s.goal - pos)
  let freeBelow = 0
  for (let q = 0; q < r; q++) if (q === 0 || occupant(s, q) < 0) freeBelow++
  const risk = r === 0 ? 0 : Math.min(1, (shareAtLeast(s, v) * (s.n - 1) * freeBelow) / RUNGS)
  let taken = 0
  for (let i = 0; i < s.n; i++) {
    if (i !== me && s.rung[i] !== OFF && s.rung[i] > r && s.value[i] <= v) {
      taken += Math.min(s.rung[i], s.goal - s.pos[i]) / Math.max(1, s.n - 2)
    }
  }
  return gain * (1 - risk) + taken
}

function bestPlacement(s: ExxtraState, v: number, pos: number): { rung: number; worth: number } {
  let best = { rung: 0, worth: placementWorth(s, v, 0, pos) }
  for (let r = 1; r < RUNGS; r++) {
    if (occupant(s, r) >= 0) continue
    const worth = placementWorth(s, v, r, pos)
    if (worth > best.worth) best = { rung: r, worth }
  }
  return best
}

/** worths closer than this are equal: sums of the same worths in another order differ by float noise */
export const TIE = 1e-9

/**
 * Push your luck one roll ahead: place the held pair where it is worth most, unless one more
 * roll (with its risk of X sending the pawn back and losing the placement) is worth more. A tie
 * stops: rolling again that cannot do better (dice that always show the same pair) never repeats.
 */
export function heuristicBot(s: ExxtraState): ExxtraAction {
  const v = heldValue(s)
  if (v === null) return ROLL
  const pos = s.pos[s.seat]
  const stop = bestPlacement(s, v, pos)
  const place: ExxtraAction = { t: 'place', rung: stop.rung }
  if (s.rolls >= s.rollLimit) return place
  const [A, B] = s.faces
  let again = 0
  for (const a of A) {
    for (const b of B) {
      const w = pairValue(a, b, false, s.xx)
      if (w === null) {
        again -= Math.min(pos, xCount(a, b))
        continue
      }
      const step = Math.min(doubleStep(a, b), s.goal - pos)
      if (pos + step >= s.goal) again += s.goal
      else again += step + bestPlacement(s, w, pos + step).worth
    }
  }
  again /= A.length * B.length
  return again > stop.worth + TIE ? ROLL : place
}
