/** Kid moves and stays: which move values a kid may use, where it may end, and what landing does. */
import type { Reason } from '../../engine/types.js'
import type { RecessState } from './types.js'
import { SAFE, canReach, nameOf, reach } from './board.js'
import {
  KIDS_PER_SEAT, anyKidMoved, attackerCount, attackerOf, canStillMove, gateList, geo, isGirl, kidsAt, moversLeft,
  nunAt, owner, sight,
} from './state.js'
import { phaseReason, reachReason, seenReason, why } from './reasons.js'

/** what a kid's landing does */
export const Landing = { Move: 0, Fight: 1, BreakUp: 2, Tattle: 3, Kiss: 4 } as const
export type Landing = (typeof Landing)[keyof typeof Landing]

/** why a landing is refused (negative, so it never equals a Landing) */
const Refused = { MustLeave: -1, NunNoFight: -2, OwnKid: -3, KissSeen: -4, FightSeen: -5, TooMany: -6 } as const
type Refused = (typeof Refused)[keyof typeof Refused]

export interface KidContext {
  seen: Uint8Array
  movers: number
}

export const kidContext = (s: RecessState): KidContext => ({ seen: sight(s), movers: moversLeft(s) })

/**
 * Why a move value may not be used now, or null. Values go in falling order, a larger one skipped
 * only while the spare values allow. A kid that is not itself an attacker may not take a value an
 * attacker that did not stay needs to walk away; an attacker walking away may always take one.
 */
function stepsReason(s: RecessState, kid: number, steps: number, ctx: KidContext): Reason | null {
  const idx = s.left.indexOf(steps)
  if (idx < 0) return why('stepsNotLeft', { steps })
  const slack = Math.max(0, s.left.length - ctx.movers)
  if (idx > slack) return why('useLargerFirst', { steps: s.left[0] })
  if (s.pin[kid] >= 0) return null
  let attackers = 0
  let first = -1
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const k = s.cur * KIDS_PER_SEAT + j
    if (k !== kid && s.pin[k] >= 0 && canStillMove(s, k)) {
      attackers++
      if (first < 0) first = k
    }
  }
  if (attackers > s.left.length - idx - 1) return why('attackersMustMove', { cell: nameOf(geo(s), s.kp[first]) })
  return null
}

/** what landing on `q` does, or why not as a code (hot in move generation: no allocation) */
function landingCode(s: RecessState, kid: number, q: number, seen: Uint8Array): Landing | Refused {
  const g = geo(s)
  const me = owner(kid)
  const girl = isGirl(kid)
  let others = 0
  let first = -1
  let partner = false
  for (let k = 0; k < s.kp.length; k++) {
    if (k === kid || s.kp[k] !== q) continue
    others++
    if (first < 0) first = k
    if (owner(k) === me && isGirl(k) !== girl) partner = true
  }
  if (g.kind[q] === SAFE) return partner && !seen[q] ? Landing.Kiss : Landing.Move
  const attacking = s.pin[kid] >= 0
  if (attacking && q === s.kp[kid]) return Refused.MustLeave
  const nun = s.np.indexOf(q)
  if (others === 0 && nun < 0) return Landing.Move
  if (others >= 2) return Landing.BreakUp
  if (nun >= 0) {
    for (let a = 0; a < s.pin.length; a++) if (s.pin[a] >= 0 && a !== kid) return Landing.Tattle
    return Refused.NunNoFight
  }
  if (owner(first) === me) {
    if (!partner) return Refused.OwnKid
    return seen[q] ? Refused.KissSeen : Landing.Kiss
  }
  if (seen[q]) return Refused.FightSeen
  if (attackerCount(s, me) - (attacking ? 1 : 0) >= 3) return Refused.TooMany
  return Landing.Fight
}

function refusal(s: RecessState, code: Refused, q: number): Reason {
  const cell = nameOf(geo(s), q)
  switch (code) {
    case Refused.MustLeave: return why('mustLeaveFight', { cell })
    case Refused.NunNoFight: return why('nunNoFight', { cell })
    case Refused.OwnKid: return why('ownKid', { cell })
    case Refused.KissSeen: return seenReason(s, 'kissSeen', q)
    case Refused.FightSeen: return seenReason(s, 'fightSeen', q)
    case Refused.TooMany: return why('tooManyFights')
  }
}

/** what landing on `q` does, or why the kid may not end there */
export function landing(s: RecessState, kid: number, q: number, seen: Uint8Array): Landing | Reason {
  const l = landingCode(s, kid, q, seen)
  return l >= 0 ? (l as Landing) : refusal(s, l as Refused, q)
}

export function kidReason(s: RecessState, kid: number, steps: number, q: number, ctx: KidContext): Reason | null {
  const r = stepsReason(s, kid, steps, ctx)
  if (r) return r
  const g = geo(s)
  if (!canReach(g, s.kp[kid], steps, gateList(g, kid), q)) return reachReason(g, s.kp[kid], steps, gateList(g, kid), q)
  const l = landingCode(s, kid, q, ctx.seen)
  return l >= 0 ? null : refusal(s, l as Refused, q)
}

/** the state of a kid of the player on turn, if it cannot move at all now */
export function kidStateReason(s: RecessState, kid: number): Reason | null {
  if (owner(kid) !== s.cur || kid >= s.kp.length) return why('notYourKid')
  if (s.det[kid] > 0) return why('detained')
  if (attackerOf(s, kid) >= 0) return why('pinned', { cell: nameOf(geo(s), s.kp[kid]) })
  const bit = 1 << (kid & 3)
  if (s.held & bit) return why('freedThisTurn')
  if (s.done & bit) return why('alreadyMoved')
  return null
}

export function stayReason(s: RecessState, kid: number): Reason | null {
  const p = phaseReason(s, 0) ?? kidStateReason(s, kid)
  if (p) return p
  if (s.pin[kid] < 0) return why('notAttacker')
  if (anyKidMoved(s)) return why('stayFirst')
  if (s.left.length === 0) return why('noMovesLeft')
  return null
}

/** legal kid moves of `kid` (stays not included); with `first`, stops at the first one */
export function kidMoves(s: RecessState, kid: number, ctx = kidContext(s), first = false): { steps: number; to: number; landing: Landing }[] {
  const out: { steps: number; to: number; landing: Landing }[] = []
  if (phaseReason(s, 0) || kidStateReason(s, kid)) return out
  const g = geo(s)
  for (const steps of s.left) {
    if (stepsReason(s, kid, steps, ctx)) continue
    for (const q of reach(g, s.kp[kid], steps, gateList(g, kid))) {
      const l = landingCode(s, kid, q, ctx.seen)
      if (l >= 0) {
        out.push({ steps, to: q, landing: l as Landing })
        if (first) return out
      }
    }
  }
  return out
}

export function anyKidAction(s: RecessState): boolean {
  const ctx = kidContext(s)
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const kid = s.cur * KIDS_PER_SEAT + j
    if (!stayReason(s, kid)) return true
    if (kidMoves(s, kid, ctx, true).length > 0) return true
  }
  return false
}

function take(s: RecessState, from: number, to: number, amount: number): void {
  const n = Math.min(amount, s.coins[from])
  s.coins[from] -= n
  s.coins[to] += n
}

/** an attacker stays on its victim: it uses the largest move left and takes a coin */
export function stay(s: RecessState, kid: number): void {
  s.started = true
  s.done |= 1 << (kid & 3)
  s.stayed |= 1 << (kid & 3)
  s.left.shift()
  take(s, owner(s.pin[kid]), s.cur, 1)
}

export function moveKid(s: RecessState, kid: number, steps: number, q: number): void {
  const l = landingCode(s, kid, q, sight(s))
  s.started = true
  s.done |= 1 << (kid & 3)
  s.left = s.left.slice(s.left.indexOf(steps) + 1)
  s.pin[kid] = -1
  s.kp[kid] = q
  switch (l) {
    case Landing.Fight: {
      const victim = kidsAt(s, q).find((k) => k !== kid)!
      s.pin[kid] = victim
      take(s, owner(victim), s.cur, 1)
      break
    }
    case Landing.BreakUp: {
      const attacker = kidsAt(s, q).find((k) => s.pin[k] >= 0)!
      const victim = s.pin[attacker]
      s.pin[attacker] = -1
      s.pend = { t: 'shove', q: [attacker, victim], hold: attacker }
      break
    }
    case Landing.Tattle:
      s.pend = { t: 'tattle', nun: nunAt(s, q) }
      break
    case Landing.Kiss:
      s.kisser = s.cur
      for (let o = 0; o < s.n; o++) if (o !== s.cur) take(s, o, s.cur, 2)
      s.over = true
      s.pend = null
      break
  }
}
