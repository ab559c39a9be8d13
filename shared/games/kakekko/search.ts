/**
 * MCTS hooks for Kakekko: a position evaluation (a race between the seats' remaining distances),
 * a cheap playout policy and a pruning hint, over the cached distance tables of distances.ts.
 * Nothing here changes the rules or the heuristic bot.
 */
import type { Rand } from '../../engine/rng.js'
import { distTable, withSlot, type DistTable } from './distances.js'
import { FAR } from './graph.js'
import { heuristicBot } from './bots.js'
import * as rules from './rules.js'
import type { KakekkoAction, KakekkoState } from './types.js'

// the rules' constants and functions this file uses, under short names
const { CONNECT_COST, DIE_SIDES, LEG_TOP_SCORE, REST_COST } = rules
const legalActions = rules.legalActions
const teamOf = rules.teamOf
const targetOf = (s: KakekkoState): number => (s.leg === 0 ? s.g.goal : s.g.start)

// ---- evaluation ------------------------------------------------------------------------------

/** standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 through erf) */
function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * z)
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z)
  return x >= 0 ? 0.5 + 0.5 * y : 0.5 - 0.5 * y
}

const MEAN_ROLL = (DIE_SIDES + 1) / 2
/** what a marble in hand is worth in points (fitted with the rest; 1.3 measured no better) */
export const MARBLE_WORTH = 1
/**
 * Fitted (least log-loss) on ~100,000 positions of playout-policy vs heuristic games on the default
 * board: the remaining route counts the inked route a quarter and the route that inks on the way
 * three quarters; the spread of a race grows by about 20 points² a round (dice, collisions, and
 * slots inked by either side), far above the dice alone (2 × 35/12).
 */
const ROUTE_MIX = 0.25
const RACE_VAR = 20
const RACE_VAR0 = 8

/**
 * Points each seat still needs, net of what it holds: the remaining route (with inking costs where
 * a slot pays) minus this round's points not yet spent and the marbles in hand.
 */
export function remaining(s: KakekkoState): number[] {
  const g = s.g
  const target = targetOf(s)
  const t = distTable(g, target, s.inked)
  const out = new Array<number>(s.n).fill(0)
  const inQueue = new Array<boolean>(s.n).fill(false)
  if (s.phase === 'act') for (const q of s.queue) inQueue[q] = true
  for (let i = 0; i < s.n; i++) {
    if (s.done[i]) continue
    const p = g.ix[s.pos[i]]
    const d = t.d[p]
    const e = t.e[p]
    let r = d >= FAR ? (e >= FAR ? 200 : e) : Math.min(d, ROUTE_MIX * d + (1 - ROUTE_MIX) * e)
    if (s.thereAndBack && s.leg === 0) r += t.d[g.start] >= FAR ? 0 : distTable(g, g.start, s.inked).d[g.goal]
    // this round's points
    if (s.phase === 'act') {
      if (i === s.queue[0]) r -= s.left
      else if (inQueue[i]) r -= s.value[i]
    } else if (s.phase === 'raise') {
      r -= s.value[i]
    } else if (s.phase === 'roll') {
      r -= s.roll[i] > 0 ? s.roll[i] : MEAN_ROLL
    }
    r -= MARBLE_WORTH * Math.min(s.hand[i], Math.max(0, s.maxValue - 1))
    out[i] = r
  }
  return out
}

/** chance that a seat needing `a` more points gets home before one needing `b` */
function raceChance(a: number, b: number): number {
  const rounds = Math.max(0.5, (Math.max(0, a) + Math.max(0, b)) / (2 * MEAN_ROLL))
  const sigma = Math.sqrt(RACE_VAR * rounds + RACE_VAR0)
  return phi((b - a) / sigma)
}

/** per seat, the chance of finishing the current race ahead of each other seat, as rank rewards */
export function evaluate(s: KakekkoState): number[] {
  const n = s.n
  if (s.phase === 'over' && s.places) {
    return s.places.map((p, i) => {
      let v = 0
      for (let j = 0; j < n; j++) if (j !== i) v += p < s.places![j] ? 1 : p === s.places![j] ? 0.5 : 0
      return n > 1 ? v / (n - 1) : 1
    })
  }
  const need = remaining(s)
  const finishRank = new Array<number>(n).fill(-1)
  s.finish.forEach((seat, k) => (finishRank[seat] = k))
  // teams: a team races with its nearer pawn
  if (s.teams) {
    const teamNeed = new Map<number, number>()
    for (let i = 0; i < n; i++) {
      const t = teamOf(i)
      teamNeed.set(t, Math.min(teamNeed.get(t) ?? Infinity, need[i]))
    }
    for (let i = 0; i < n; i++) need[i] = teamNeed.get(teamOf(i))!
  }
  const out = new Array<number>(n).fill(0)
  for (let i = 0; i < n; i++) {
    let v = 0
    for (let j = 0; j < n; j++) {
      if (j === i) continue
      let p: number
      if (s.teams && teamOf(i) === teamOf(j)) p = 0.5
      else if (s.done[i] && s.done[j]) p = finishRank[i] < finishRank[j] ? 1 : 0
      else if (s.done[i]) p = 1
      else if (s.done[j]) p = 0
      else p = raceChance(need[i], need[j])
      if (s.thereAndBack) {
        // points already scored count: a leg is worth one point of lead per place
        const lead = s.score[i] - s.score[j]
        if (lead !== 0) p = Math.min(1, Math.max(0, p + lead / (2 * LEG_TOP_SCORE) + (lead > 0 ? 0.25 : -0.25)))
      }
      v += p
    }
    out[i] = n > 1 ? v / (n - 1) : 1
  }
  return out
}

// ---- playout -------------------------------------------------------------------------------

function rivalsGain(s: KakekkoState, seat: number, before: Int32Array, after: Int32Array): number {
  let theirs = 0
  let rivals = 0
  for (let j = 0; j < s.n; j++) {
    if (j === seat || s.done[j]) continue
    if (s.teams && teamOf(j) === teamOf(seat)) continue
    rivals++
    const p = s.g.ix[s.pos[j]]
    theirs += before[p] - after[p]
  }
  return rivals === 0 ? 0 : theirs / rivals
}

/** the slot worth inking now for the pawn on turn, or -1 */
function slotToInk(s: KakekkoState, seat: number, t: DistTable, target: number): number {
  const g = s.g
  const here = g.ix[s.pos[seat]]
  const mine = t.d[here]
  let best = -1
  let bestScore = 0
  for (let k = 0; k < g.slots.length; k++) {
    if (s.inked[k]) continue
    if (s.connectFrom === 'pawn' && g.slots[k].a !== here && g.slots[k].b !== here) continue
    const after = withSlot(g, target, s.inked, k, t).d
    const gain = mine - after[here]
    if (gain <= CONNECT_COST) continue
    // inking that brings the pawn home this turn is always right
    if (after[here] + CONNECT_COST <= s.left) return k
    const score = gain - CONNECT_COST - rivalsGain(s, seat, t.d, after)
    if (score > bestScore) {
      bestScore = score
      best = k
    }
  }
  return best
}

function valueTaken(s: KakekkoState, seat: number, v: number): boolean {
  for (let j = 0; j < s.n; j++) if (j !== seat && !s.done[j] && s.value[j] === v) return true
  return false
}

function raiseChoice(s: KakekkoState, seat: number, rand: Rand): KakekkoAction {
  const roll = s.roll[seat]
  const max = Math.min(s.hand[seat], s.maxValue - roll)
  const target = targetOf(s)
  const t = distTable(s.g, target, s.inked)
  const p = s.g.ix[s.pos[seat]]
  const need = Math.min(t.d[p], t.e[p])
  for (let k = 0; k <= max; k++)
    if (roll + k >= need && !valueTaken(s, seat, roll + k)) return { t: 'raise', marbles: k }
  for (let k = 0; k <= max; k++) {
    if (valueTaken(s, seat, roll + k)) continue
    // now and then spend a marble anyway, so playouts see both sides of hoarding
    if (k < max && rand.int(8) === 0) continue
    return { t: 'raise', marbles: k }
  }
  return { t: 'raise', marbles: 0 }
}

/**
 * The playout policy: spend marbles to get home or dodge a collision; ink a slot that gets the
 * pawn home this turn or helps it more than its rivals; otherwise walk the shortest route.
 */
export function playout(s: KakekkoState, rand: Rand): KakekkoAction {
  if (s.phase === 'roll') return { t: 'roll' }
  if (s.bases.length > 0) return heuristicBot(s)
  const seat = s.queue[0]
  if (s.phase === 'raise') return raiseChoice(s, seat, rand)
  const g = s.g
  const target = targetOf(s)
  const t = distTable(g, target, s.inked)
  const here = g.ix[s.pos[seat]]
  const dh = t.d[here]
  if (dh > s.left && s.left >= CONNECT_COST) {
    const k = slotToInk(s, seat, t, target)
    if (k >= 0) return { t: 'connect', slot: g.slots[k].id }
  }
  // the steps that get closer; random among the best
  let best = -1
  let count = 0
  const adj = g.adj[here]
  const at = g.slotsAt[here]
  for (let q = 0; q < adj.length + at.length; q++) {
    let j: number
    if (q < adj.length) j = adj[q]
    else {
      const sl = at[q - adj.length]
      if (!s.inked[sl]) continue
      const x = g.slots[sl]
      j = x.a === here ? x.b : x.a
    }
    if (t.d[j] >= dh) continue
    if (best < 0 || t.d[j] < t.d[best]) {
      best = j
      count = 1
    } else if (t.d[j] === t.d[best] && rand.int(++count) === 0) best = j
  }
  if (best >= 0) return { t: 'walk', to: g.ids[best] }
  if (s.left >= REST_COST && s.pool > 0 && s.hand[seat] < s.maxHand) return { t: 'rest' }
  return { t: 'end' }
}

// ---- hint ----------------------------------------------------------------------------------

/**
 * The actions worth searching. Spending: see raiseHint. Acting: walks that get closer (by the
 * inked route or by the route that inks on the way); inking a slot that saves the pawn more than
 * it costs and either brings it home this turn or helps it more than its rivals; rest; ending the turn only when no walk gets closer (or with secret bases).
 */
export function hint(s: KakekkoState): KakekkoAction[] {
  const all = legalActions(s)
  if (all.length <= 1) return all
  if (s.phase === 'raise') return raiseHint(s, all)
  if (s.phase !== 'act') return all
  const g = s.g
  const seat = s.queue[0]
  const target = targetOf(s)
  const t = distTable(g, target, s.inked)
  const here = g.ix[s.pos[seat]]
  const out: KakekkoAction[] = []
  let forward = false
  for (const a of all) {
    switch (a.t) {
      case 'walk': {
        const j = g.ix[a.to]
        if (t.d[j] < t.d[here] || t.e[j] < t.e[here]) {
          out.push(a)
          forward = true
        }
        break
      }
      case 'connect': {
        const k = g.slotIx[a.slot]
        const after = withSlot(g, target, s.inked, k, t).d
        const gain = t.d[here] - after[here]
        if (gain <= CONNECT_COST) break
        // worth it when it brings the pawn home this turn, or helps it more than its rivals
        // (searching every shortcut near home as well measured weaker: 57% against 73% of games)
        if (after[here] + CONNECT_COST <= s.left || gain - CONNECT_COST - rivalsGain(s, seat, t.d, after) > 0)
          out.push(a)
        break
      }
      case 'rest':
        out.push(a)
        break
      case 'make':
        out.push(a)
        break
      case 'end':
        break
    }
  }
  if (!forward || s.secretBases) out.push({ t: 'end' })
  return out.length ? out : all
}

/** how far from home a pawn must be before spending marbles is only a matter of timing */
export const ENDGAME_STEPS = 18

/**
 * Spending choices worth searching. Near the end (some pawn within ENDGAME_STEPS of home) every
 * amount: finishing, outbidding and blocking a rival's value all matter. Before that a marble is
 * one more step whenever it is spent, so only keeping them all and the cheapest spend that gives a
 * value nobody holds are searched (the search's noise would otherwise spend them at random).
 */
function raiseHint(s: KakekkoState, all: KakekkoAction[]): KakekkoAction[] {
  const g = s.g
  const t = distTable(g, targetOf(s), s.inked)
  for (let i = 0; i < s.n; i++) {
    if (s.done[i]) continue
    const p = g.ix[s.pos[i]]
    if (Math.min(t.d[p], t.e[p]) <= ENDGAME_STEPS) return all
  }
  if (s.thereAndBack || s.teams) return all
  const seat = s.queue[0]
  const roll = s.roll[seat]
  const out: KakekkoAction[] = [all[0]]
  // the cheapest amount that gives a value nobody holds (one marble when the roll is free already)
  for (let k = 1; k < all.length; k++) {
    if (!valueTaken(s, seat, roll + k)) {
      out.push(all[k])
      break
    }
  }
  return out
}

// ---- action keys ---------------------------------------------------------------------------

const KIND: Record<KakekkoAction['t'], number> = { roll: 0, raise: 1, walk: 2, rest: 3, connect: 4, make: 5, end: 6 }

/**
 * The search's number for an action (GameModule.actionKey): its kind in the low three bits, its one
 * field (marbles, square or slot id, all whole numbers from 0) above them.
 */
export function actionKey(a: KakekkoAction): number {
  switch (a.t) {
    case 'raise':
      return KIND.raise + 8 * a.marbles
    case 'walk':
      return KIND.walk + 8 * a.to
    case 'connect':
      return KIND.connect + 8 * a.slot
    case 'make':
      return KIND.make + 8 * a.square
    default:
      return KIND[a.t]
  }
}
