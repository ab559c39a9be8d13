/**
 * Search hooks for MCTS: a playout policy (the heuristic with a sharper reckoning of the risk to a
 * placed pair and bolder about rolling on, with the dice tables precomputed once per die set and
 * its decisions remembered per position), a pruning hint
 * that leaves only close roll-or-stop calls to search, and a race evaluation (fitted to self-play
 * outcomes) that scores playouts cut after `playoutDepth` actions.
 */
import { TIE } from './bots.js'
import { doubleStep, pairValue, xCount } from './dice.js'
import { isOver } from './rules.js'
import type { ExxtraAction, ExxtraState } from './types.js'
import { OFF, RUNGS } from './types.js'

/** everything about the dice the bots need, computed once per die set */
interface DiceTable {
  /** outcomes of a later roll: value (-1 for a fault), double step, X count, one per face pair */
  later: { w: number; step: number; x: number }[]
  /** share of first rolls worth at least v, by v (0…100) */
  atLeast: Float64Array
  /** the playout policy's share: at least one of RISK.rolls first rolls worth at least v, by v */
  bold: Float64Array
  /**
   * the playout's decisions with the goal `decidedGoal`, by the ladder, then by held value, seats
   * and square (see playoutKey). The die set belongs to one game, so this fills up with the
   * positions that game reaches, DECIDED_MAX at most
   */
  decided: Map<number, Map<number, ExxtraAction>>
  decidedSize: number
  decidedGoal: number
}

const tables = new WeakMap<number[][], Map<number, DiceTable>>()

function tableOf(s: ExxtraState): DiceTable {
  let byXx = tables.get(s.faces)
  if (!byXx) {
    byXx = new Map()
    tables.set(s.faces, byXx)
  }
  let t = byXx.get(s.xx)
  if (t) return t
  const [A, B] = s.faces
  const later: DiceTable['later'] = []
  const firsts: number[] = []
  for (const a of A) {
    for (const b of B) {
      const w = pairValue(a, b, false, s.xx)
      later.push({ w: w ?? -1, step: doubleStep(a, b), x: xCount(a, b) })
      firsts.push(pairValue(a, b, true, s.xx) as number)
    }
  }
  const atLeast = new Float64Array(102)
  for (let v = 0; v <= 101; v++) {
    let hits = 0
    for (const f of firsts) if (f >= v) hits++
    atLeast[v] = firsts.length ? hits / firsts.length : 0
  }
  const bold = atLeast.map((p) => 1 - (1 - p) ** RISK.rolls)
  t = { later, atLeast, bold, decided: new Map(), decidedSize: 0, decidedGoal: -1 }
  byXx.set(s.xx, t)
  return t
}

/** RUNGS and OFF under short names, and the actions this file returns, made once and shared */
const NR: number = RUNGS
const NONE: number = OFF
const ROLL: ExxtraAction = { t: 'roll' }
const PLACE: ExxtraAction[] = Array.from({ length: NR }, (_, rung) => ({ t: 'place', rung }))

/** the held value as heldValue computes it, without the null checks */
function held(s: ExxtraState): number {
  const a = s.faces[0][s.roll[0]]
  const b = s.faces[1][s.roll[1]]
  return pairValue(a, b, s.rolls === 1, s.xx) as number
}

/** bit r set when rung r (1…5) is taken */
function takenMask(s: ExxtraState): number {
  let m = 0
  for (let i = 0; i < s.n; i++) if (s.rung[i] > 0) m |= 1 << s.rung[i]
  return m
}

/** free rungs below each rung (rung 0 always counts as free), for the taken-rung mask */
const FREE_BELOW: Int8Array[] = Array.from({ length: 1 << NR }, (_, mask) => {
  const out = new Int8Array(NR)
  for (let r = 0; r < NR; r++) for (let q = 0; q < r; q++) if (q === 0 || !(mask & (1 << q))) out[r]++
  return out
})

/**
 * How the playout policy reckons a placement, where the heuristic's reckoning is naive: an opponent
 * usually rolls more than once, so the chance one of them shows a pair that knocks ours back is
 * that of at least one of `rolls` first rolls (the heuristic: one), scaled by `scale`; and a pair
 * knocked back counts `taken` × its squares. Fitted in games of the policy against the heuristic
 * (2 and 3 seats, the default scenario): see README, Bots and performance.
 */
export const RISK = { rolls: 3, scale: 1.3, taken: 1.5 }

/**
 * What placing value v on rung r is worth, in squares: the heuristic's placementWorth with the
 * dice table when `bold` is false, the playout policy's (RISK) when it is true
 */
function worth(s: ExxtraState, t: DiceTable, mask: number, v: number, r: number, pos: number, bold: boolean): number {
  const gain = Math.min(r, s.goal - pos)
  const share = bold ? RISK.scale * t.bold[Math.min(101, v)] : t.atLeast[Math.min(101, v)]
  const risk = r === 0 ? 0 : Math.min(1, (share * (s.n - 1) * FREE_BELOW[mask][r]) / NR)
  const weight = bold ? RISK.taken : 1
  let taken = 0
  for (let i = 0; i < s.n; i++) {
    if (i !== s.seat && s.rung[i] !== NONE && s.rung[i] > r && s.value[i] <= v) {
      taken += (weight * Math.min(s.rung[i], s.goal - s.pos[i])) / Math.max(1, s.n - 2)
    }
  }
  return gain * (1 - risk) + taken
}

/** the rung the latest call to best chose */
let bestRung = 0

/** the worth of the best rung for value v from square pos, left in bestRung (ties go to the lower rung) */
function best(s: ExxtraState, t: DiceTable, mask: number, v: number, pos: number, bold: boolean): number {
  let rung = 0
  let w = worth(s, t, mask, v, 0, pos, bold)
  for (let r = 1; r < NR; r++) {
    if (mask & (1 << r)) continue
    const x = worth(s, t, mask, v, r, pos, bold)
    if (x > w) {
      w = x
      rung = r
    }
  }
  bestRung = rung
  return w
}

/** the worth of the best outcome the latest call to againWorth saw */
let againBest = 0

/** the worth of rolling once more, as the heuristic reckons it (its best outcome left in againBest) */
function againWorth(s: ExxtraState, t: DiceTable, mask: number, bold: boolean): number {
  const pos = s.pos[s.seat]
  let again = 0
  let top = -Infinity
  for (const o of t.later) {
    let w: number
    if (o.w < 0) w = -Math.min(pos, o.x)
    else {
      const step = Math.min(o.step, s.goal - pos)
      w = pos + step >= s.goal ? s.goal : step + best(s, t, mask, o.w, pos + step, bold)
    }
    again += w
    if (w > top) top = w
  }
  againBest = top
  return again / t.later.length
}

/** the heuristic bot's decision, computed faster (the same choice in every state) */
export function fastHeuristic(s: ExxtraState): ExxtraAction {
  if (s.rolls === 0) return ROLL
  const t = tableOf(s)
  const mask = takenMask(s)
  const v = held(s)
  const pos = s.pos[s.seat]
  const stop = best(s, t, mask, v, pos, false)
  const rung = bestRung
  if (s.rolls >= s.rollLimit) return PLACE[rung]
  return againWorth(s, t, mask, false) > stop + TIE ? ROLL : PLACE[rung]
}

/**
 * The actions worth searching. Before the first roll there is no choice. After it: when the
 * playout policy's roll-or-stop reckoning is clear by more than HINT.band squares, only its choice;
 * otherwise rolling on, or stopping where the playout policy would place the held pair. Search thus only
 * weighs close calls on how far to push; other placements are dropped (searching them spread the
 * few iterations a decision gets too thin), and with few iterations it cannot turn a clear call.
 * Only stopping when the roll limit is reached, or when no outcome of another roll is worth more
 * than stopping now (dice that always show the same pair): search then has nothing to weigh, and
 * a search that always rolls would roll again and again in the same position.
 */
export function hint(s: ExxtraState): ExxtraAction[] {
  if (isOver(s)) return []
  if (s.rolls === 0) return [ROLL]
  const t = tableOf(s)
  const mask = takenMask(s)
  const stop = best(s, t, mask, held(s), s.pos[s.seat], true)
  const place = PLACE[bestRung]
  if (s.rolls >= s.rollLimit) return [place]
  const margin = againWorth(s, t, mask, true) - (stop * PUSH.alpha + PUSH.beta)
  // no roll can do better than stopping: searching a roll only finds the same position again
  if (againBest <= stop + TIE) return [place]
  if (margin > HINT.band) return [ROLL]
  if (margin < -HINT.band) return [place]
  return [ROLL, place]
}

/** how clear (in squares) a roll-or-stop call must be for search to leave it alone */
export const HINT = { band: 1 }

/**
 * The race model of `evaluate`, fitted to games between playout policies: seat i beats seat j with
 * probability Φ((left j − left i ± tempo) / (spread · √(left i + left j + base))), where the seat
 * moving earlier in the coming round gets +tempo, and the seat on turn counts `held` of the worth of
 * its best placement.
 */
export const PACE = { tempo: 0.3, spread: 2.25, base: 0.1, held: 0.45 }

/** the standard normal distribution function */
function phi(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z))
  const d = 0.3989423 * Math.exp((-z * z) / 2)
  const p = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))))
  return z > 0 ? 1 - p : p
}

/**
 * Each seat's chance of beating each other one, from how far each pawn still has to go (its pair on
 * the ladder counted at its odds of staying there; the seat on turn gets its best placement) and
 * who moves first; the estimate per seat is its mean over the others, as rank rewards count.
 */
export function evaluate(s: ExxtraState): number[] {
  const n = s.n
  if (s.winner >= 0) {
    return s.pos.map((_, i) => (i === s.winner ? 1 : 0))
  }
  if (isOver(s)) {
    // the round limit ended it: rank rewards by square, ties sharing
    return s.pos.map(
      (p, i) => s.pos.reduce((acc, q, j) => acc + (j === i ? 0 : p > q ? 1 : p === q ? 0.5 : 0), 0) / (n - 1),
    )
  }
  const t = tableOf(s)
  const mask = takenMask(s)
  const left: number[] = []
  for (let i = 0; i < n; i++) {
    let eff = s.pos[i]
    const r = s.rung[i]
    if (r > 0) {
      let freeBelow = 0
      for (let q = 0; q < r; q++) if (q === 0 || !(mask & (1 << q))) freeBelow++
      const risk = Math.min(1, (t.atLeast[Math.min(101, s.value[i])] * (n - 1) * freeBelow) / NR)
      eff += Math.min(r, s.goal - s.pos[i]) * (1 - risk)
    }
    left.push(Math.max(0, s.goal - eff))
  }
  if (s.rolls > 0) {
    const me = s.seat
    left[me] = Math.max(0, left[me] - PACE.held * Math.max(0, best(s, t, mask, held(s), s.pos[me], false)))
  }
  const out = new Array<number>(n).fill(0)
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // seats after the one on turn in table order move earlier in the coming round
      const oi = (i - s.seat + n) % n
      const oj = (j - s.seat + n) % n
      const tempo = oi < oj ? PACE.tempo : -PACE.tempo
      const z = (left[j] - left[i] + tempo) / (PACE.spread * Math.sqrt(left[i] + left[j] + PACE.base))
      const p = phi(z)
      out[i] += p
      out[j] += 1 - p
    }
  }
  for (let i = 0; i < n; i++) out[i] /= n - 1
  return out
}

/**
 * How much bolder than the heuristic the playout policy is: it rolls on when the worth of one more
 * roll beats `alpha` × the worth of stopping + `beta` (the heuristic: 1 and 0). With RISK, the
 * policy wins about 61% of 2-seat games against the heuristic (its earlier form, 0.85 and −0.5
 * with the heuristic's reckoning of placements: 56.5%); see README, Bots and performance.
 */
export const PUSH = { alpha: 1, beta: -0.3 }

/**
 * Everything else the playout's decision depends on, in two numbers (see playoutKey): the held
 * value, the square, the seat count and, per rung 1…5, the value of the other seat's pair on it and
 * the squares it would move that pawn (which seat it is does not matter: `worth` sums over them).
 * Past this many positions remembered, the memo starts again: its memory stays bounded (about
 * 100 bytes an entry).
 */
export const DECIDED_MAX = 1 << 16

/** the part of playoutKey that does not depend on the ladder, left by playoutKey */
let keyLow = 0

/**
 * The ladder part of the playout's memo key (the other part is left in keyLow), or -1 when the
 * position does not fit (long tracks, a pair of the seat on turn still on the ladder).
 */
function playoutKey(s: ExxtraState, v: number): number {
  if (s.goal > 255 || v > 126 || s.n > 15 || s.rung[s.seat] > 0) return -1
  keyLow = (s.n * 128 + v) * 256 + s.pos[s.seat]
  let high = 0
  for (let i = 0; i < s.n; i++) {
    const r = s.rung[i]
    if (r <= 0) continue
    const value = s.value[i]
    if (value > 126) return -1
    // rung r: value + 1 in 7 bits (0: empty), then the squares moved (1…r) in 3 bits
    high += ((value + 1) * 8 + Math.min(r, s.goal - s.pos[i])) * 1024 ** (r - 1)
  }
  return high
}

/** the playout policy: placements reckoned with RISK, a bolder choice between rolling and stopping */
export function playout(s: ExxtraState): ExxtraAction {
  if (s.rolls === 0) return ROLL
  if (s.rolls >= s.rollLimit) return bolder(s, PUSH.alpha, PUSH.beta)
  const t = tableOf(s)
  const high = playoutKey(s, held(s))
  if (high < 0) return bolder(s, PUSH.alpha, PUSH.beta)
  if (t.decidedGoal !== s.goal || t.decidedSize >= DECIDED_MAX) {
    t.decided.clear()
    t.decidedSize = 0
    t.decidedGoal = s.goal
  }
  let byLow = t.decided.get(high)
  if (byLow === undefined) {
    byLow = new Map()
    t.decided.set(high, byLow)
  }
  let a = byLow.get(keyLow)
  if (a === undefined) {
    a = bolder(s, PUSH.alpha, PUSH.beta)
    byLow.set(keyLow, a)
    t.decidedSize++
  }
  return a
}

/**
 * Placements reckoned with RISK (with the heuristic's reckoning when `bold` is false); rolls on when
 * one more roll is worth more than alpha × stopping + beta
 */
export function bolder(s: ExxtraState, alpha: number, beta: number, bold = true): ExxtraAction {
  if (s.rolls === 0) return ROLL
  const t = tableOf(s)
  const mask = takenMask(s)
  const v = held(s)
  const pos = s.pos[s.seat]
  const stop = best(s, t, mask, v, pos, bold)
  const rung = bestRung
  if (s.rolls >= s.rollLimit) return PLACE[rung]
  const again = againWorth(s, t, mask, bold)
  // bolder than the heuristic about risk, never about a roll that cannot do better than stopping
  return again > stop * alpha + beta && againBest > stop + TIE ? ROLL : PLACE[rung]
}

/** the search's number for an action (GameModule.actionKey): 0 for a roll, 1 + the rung for a placement */
export function actionKey(a: ExxtraAction): number {
  return a.t === 'roll' ? 0 : 1 + a.rung
}
