/** Kid moves and stays: which move values a kid may use, where it may end, and what landing does. */
import type { Reason } from '../../engine/types.js'
import type { RecessAction, RecessState } from './types.js'
import { actionTable } from './actions.js'
import { own, put } from './draft.js'
import { SAFE, canReach, nameOf } from './board.js'
import {
  KIDS_PER_SEAT,
  Lookup,
  anyKidMoved,
  attackerCount,
  attackerOf,
  gateList,
  geo,
  kidsAt,
  nunAt,
  owner,
  sideOf,
} from './state.js'
import { phaseReason, reachReason, seenReason, why } from './reasons.js'

/** what a kid's landing does */
export const Landing = { Move: 0, Fight: 1, BreakUp: 2, Tattle: 3, Kiss: 4 } as const
export type Landing = (typeof Landing)[keyof typeof Landing]

/** why a landing is refused (negative, so it never equals a Landing) */
const Refused = { MustLeave: -1, NunNoFight: -2, OwnKid: -3, KissSeen: -4, FightSeen: -5, TooMany: -6 } as const
type Refused = (typeof Refused)[keyof typeof Refused]

/** what the kid rules look up, gathered once per call of legalActions, explain or settle */
export class KidContext extends Lookup {
  /** bit j: the player's kid j lies pinned as a victim */
  readonly pinned: number
  /** the player's kids that may still move this turn */
  readonly movers: number
  /** the player's attackers that may still move this turn, and the first of them (-1: none) */
  readonly attackers: number
  readonly firstAttacker: number
  constructor(s: RecessState) {
    super(s)
    const base = s.cur * KIDS_PER_SEAT
    let pinned = 0
    for (let a = 0; a < s.pin.length; a++) {
      const v = s.pin[a]
      if (v >= base && v < base + KIDS_PER_SEAT) pinned |= 1 << (v & 3)
    }
    let movers = 0
    let attackers = 0
    let firstAttacker = -1
    for (let j = 0; j < KIDS_PER_SEAT; j++) {
      const bit = 1 << j
      const k = base + j
      if (s.done & bit || s.held & bit || pinned & bit || s.det[k] !== 0) continue
      movers++
      if (s.pin[k] >= 0) {
        attackers++
        if (firstAttacker < 0) firstAttacker = k
      }
    }
    this.pinned = pinned
    this.movers = movers
    this.attackers = attackers
    this.firstAttacker = firstAttacker
  }
}

export const kidContext = (s: RecessState): KidContext => new KidContext(s)

/** why a move value may not be used (codes, so that move generation allocates nothing) */
const Steps = { Ok: 0, NotLeft: 1, LargerFirst: 2, AttackersMustMove: 3 } as const
type Steps = (typeof Steps)[keyof typeof Steps]

/**
 * Whether a move value may be used now. Values go in falling order, a larger one skipped only
 * while the spare values allow. A kid that is not itself an attacker may not take a value an
 * attacker that did not stay needs to walk away; an attacker walking away may always take one.
 */
function stepsCode(s: RecessState, kid: number, steps: number, ctx: KidContext): Steps {
  const idx = s.left.indexOf(steps)
  if (idx < 0) return Steps.NotLeft
  if (idx > Math.max(0, s.left.length - ctx.movers)) return Steps.LargerFirst
  if (s.pin[kid] >= 0) return Steps.Ok
  return ctx.attackers > s.left.length - idx - 1 ? Steps.AttackersMustMove : Steps.Ok
}

function stepsReason(s: RecessState, kid: number, steps: number, ctx: KidContext): Reason | null {
  switch (stepsCode(s, kid, steps, ctx)) {
    case Steps.Ok:
      return null
    case Steps.NotLeft:
      return why('stepsNotLeft', { steps })
    case Steps.LargerFirst:
      return why('useLargerFirst', { steps: s.left[0] })
    case Steps.AttackersMustMove:
      return why('attackersMustMove', { cell: nameOf(geo(s), s.kp[ctx.firstAttacker]) })
  }
}

/**
 * What landing on `q` does, or why not as a code (hot in move generation: no allocation). A cell
 * holding no piece is a plain move; only occupied cells need a closer look.
 */
function landingCode(s: RecessState, kid: number, q: number, at: Lookup): Landing | Refused {
  if (!at.occupied(q)) return Landing.Move
  // kid ids are seat * 4 + j, girls j = 2, 3 (types.ts): the partners of `kid` are mate, mate + 1
  const me = kid >> 2
  const mate = (me << 2) + (kid & 2 ? 0 : 2)
  const partner = s.kp[mate] === q || s.kp[mate + 1] === q
  if (at.g.kind[q] === SAFE) return partner && !at.seen(q) ? Landing.Kiss : Landing.Move
  let others = 0
  let first = -1
  for (let k = 0; k < s.kp.length; k++) {
    if (k === kid || s.kp[k] !== q) continue
    others++
    if (first < 0) first = k
  }
  const attacking = s.pin[kid] >= 0
  if (attacking && q === s.kp[kid]) return Refused.MustLeave
  const nun = s.np.indexOf(q)
  if (others === 0 && nun < 0) return Landing.Move
  if (others >= 2) return Landing.BreakUp
  if (nun >= 0) {
    for (let a = 0; a < s.pin.length; a++) if (s.pin[a] >= 0 && a !== kid) return Landing.Tattle
    return Refused.NunNoFight
  }
  if (first >> 2 === me) {
    if (!partner) return Refused.OwnKid
    return at.seen(q) ? Refused.KissSeen : Landing.Kiss
  }
  if (at.seen(q)) return Refused.FightSeen
  if (attackerCount(s, me) - (attacking ? 1 : 0) >= 3) return Refused.TooMany
  return Landing.Fight
}

function refusal(s: RecessState, code: Refused, q: number): Reason {
  const cell = nameOf(geo(s), q)
  switch (code) {
    case Refused.MustLeave:
      return why('mustLeaveFight', { cell })
    case Refused.NunNoFight:
      return why('nunNoFight', { cell })
    case Refused.OwnKid:
      return why('ownKid', { cell })
    case Refused.KissSeen:
      return seenReason(s, 'kissSeen', q)
    case Refused.FightSeen:
      return seenReason(s, 'fightSeen', q)
    case Refused.TooMany:
      return why('tooManyFights')
  }
}

/** what landing on `q` does, or why the kid may not end there (`seen`: the cells some nun sees) */
export function landing(s: RecessState, kid: number, q: number, seen: Uint8Array): Landing | Reason {
  const l = landingCode(s, kid, q, new Lookup(s, [seen]))
  return l >= 0 ? (l as Landing) : refusal(s, l as Refused, q)
}

export function kidReason(s: RecessState, kid: number, steps: number, q: number, ctx: KidContext): Reason | null {
  const r = stepsReason(s, kid, steps, ctx)
  if (r) return r
  const g = geo(s)
  const from = s.kp[kid]
  if (!canReach(g, from, steps, sideOf(kid), q)) return reachReason(g, from, steps, gateList(g, kid), q)
  const l = landingCode(s, kid, q, ctx)
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

/** kidStateReason(s, kid) === null, for a kid of the player on turn, without building a reason */
const kidFree = (s: RecessState, kid: number, ctx: KidContext): boolean => {
  const bit = 1 << (kid & 3)
  return s.det[kid] === 0 && !(ctx.pinned & bit) && !(s.held & bit) && !(s.done & bit)
}

/** phaseReason(s, 0) === null */
const kidsPhase = (s: RecessState): boolean => !s.over && !s.pend && s.phase === 0

export function stayReason(s: RecessState, kid: number): Reason | null {
  const p = phaseReason(s, 0) ?? kidStateReason(s, kid)
  if (p) return p
  if (s.pin[kid] < 0) return why('notAttacker')
  if (anyKidMoved(s)) return why('stayFirst')
  if (s.left.length === 0) return why('noMovesLeft')
  return null
}

/** stayReason(s, kid) === null, for a kid of the player on turn, without building a reason */
export function canStay(s: RecessState, kid: number, ctx: KidContext): boolean {
  return kidsPhase(s) && kidFree(s, kid, ctx) && s.pin[kid] >= 0 && !anyKidMoved(s) && s.left.length > 0
}

/**
 * The legal kid moves of `kid` of the player on turn (stays not included), move values in falling
 * order and cells as `reach` lists them, pushed to `out` as actions (shared: actions.ts); with
 * `out` null, only whether there is one. Most cells are empty, and an empty cell is a plain move.
 */
export function kidMovesInto(s: RecessState, kid: number, ctx: KidContext, out: RecessAction[] | null): boolean {
  if (!kidsPhase(s) || !kidFree(s, kid, ctx)) return false
  const g = ctx.g
  const acts = out && actionTable(g)
  const from = s.kp[kid]
  const side = sideOf(kid)
  let any = false
  for (const steps of s.left) {
    if (stepsCode(s, kid, steps, ctx) !== Steps.Ok) continue
    const row = acts && acts.kidRow(kid, steps)
    for (const q of g.reachOf(from, steps, side)) {
      if (ctx.occupied(q) && landingCode(s, kid, q, ctx) < 0) continue
      if (!out) return true
      out.push(row![q] ?? acts!.kid(kid, steps, q))
      any = true
    }
  }
  return any
}

type KidAction = Extract<RecessAction, { t: 'kid' }>

/** a legal kid move and what its landing does */
export interface KidMove {
  action: KidAction
  steps: number
  to: number
  landing: Landing
}

/** legal kid moves of `kid` (stays not included), with what each landing does */
export function kidMoves(s: RecessState, kid: number, ctx = kidContext(s)): KidMove[] {
  const out: RecessAction[] = []
  if (owner(kid) === s.cur) kidMovesInto(s, kid, ctx, out)
  return (out as KidAction[]).map((action) => {
    const to = action.to[0] * ctx.g.w + action.to[1]
    return { action, steps: action.steps, to, landing: landingCode(s, kid, to, ctx) as Landing }
  })
}

export function anyKidAction(s: RecessState): boolean {
  const ctx = kidContext(s)
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const kid = s.cur * KIDS_PER_SEAT + j
    if (canStay(s, kid, ctx) || kidMovesInto(s, kid, ctx, null)) return true
  }
  return false
}

function take(s: RecessState, from: number, to: number, amount: number): void {
  const n = Math.min(amount, s.coins[from])
  if (n === 0) return
  const coins = own(s, 'coins')
  coins[from] -= n
  coins[to] += n
}

/** an attacker stays on its victim: it uses the largest move left and takes a coin */
export function stay(s: RecessState, kid: number): void {
  s.started = true
  s.done |= 1 << (kid & 3)
  s.stayed |= 1 << (kid & 3)
  s.left = s.left.slice(1)
  take(s, owner(s.pin[kid]), s.cur, 1)
}

export function moveKid(s: RecessState, kid: number, steps: number, q: number): void {
  const l = landingCode(s, kid, q, new Lookup(s))
  s.started = true
  s.done |= 1 << (kid & 3)
  s.left = s.left.slice(s.left.indexOf(steps) + 1)
  put(s, 'pin', kid, -1)
  put(s, 'kp', kid, q)
  switch (l) {
    case Landing.Fight: {
      const victim = kidsAt(s, q).find((k) => k !== kid)!
      put(s, 'pin', kid, victim)
      take(s, owner(victim), s.cur, 1)
      break
    }
    case Landing.BreakUp: {
      const attacker = kidsAt(s, q).find((k) => s.pin[k] >= 0)!
      const victim = s.pin[attacker]
      put(s, 'pin', attacker, -1)
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
