import type { Rand } from '../../engine/rng.js'
import { pick } from '../../engine/rng.js'
import type { RecessAction, RecessState } from './types.js'
import { SAFE } from './board.js'
import { Landing, apply, kidMoves, legalActions } from './rules.js'
import { KIDS_PER_SEAT, Lookup, attackerOf, owner, pairGap, threats } from './state.js'

/** every legal action but the timer's own */
function choices(s: RecessState): RecessAction[] {
  return legalActions(s).filter((a) => a.t !== 'timeout')
}

export function randomBot(s: RecessState, rand: Rand): RecessAction {
  return pick(rand, choices(s))
}

/**
 * A cheap policy for MCTS playouts: a kiss when one is in reach, often a fight, otherwise any
 * kid move or stay at random (never a pass while something can be done); other choices at random.
 */
export function playoutBot(s: RecessState, rand: Rand): RecessAction {
  if (s.phase !== 0 || s.pend || s.over) return randomBot(s, rand)
  const moves: RecessAction[] = []
  const fights: RecessAction[] = []
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const kid = s.cur * KIDS_PER_SEAT + j
    for (const m of kidMoves(s, kid)) {
      const a = m.action
      if (m.landing === Landing.Kiss) return a
      if (m.landing === Landing.Fight) fights.push(a)
      moves.push(a)
    }
  }
  if (fights.length > 0 && rand.float() < 0.7) return pick(rand, fights)
  const stays = legalActions(s).filter((a) => a.t === 'stay')
  const all = [...moves, ...stays]
  return all.length > 0 ? pick(rand, all) : randomBot(s, rand)
}

/**
 * A one-action lookahead over a hand-written score: coins first, a kiss out of sight when one is
 * in reach, fights only where no nun looks, and the boy and girl of a pair closing in.
 */
export function heuristicBot(s: RecessState, rand: Rand): RecessAction {
  const me = s.cur
  let best: RecessAction[] = []
  let bestScore = -Infinity
  for (const a of choices(s)) {
    if (a.t === 'pass') continue
    const score = evaluate(apply(s, a), me)
    if (score > bestScore + 1e-9) {
      bestScore = score
      best = [a]
    } else if (Math.abs(score - bestScore) <= 1e-9) best.push(a)
  }
  return best.length > 0 ? pick(rand, best) : randomBot(s, rand)
}

/** how good `s` looks for `me` */
export function evaluate(s: RecessState, me: number): number {
  let others = 0
  for (let o = 0; o < s.n; o++) if (o !== me) others = Math.max(others, s.coins[o])
  let score = 10 * s.coins[me] - 4 * others
  if (s.over) return score + (s.kisser === me ? 1000 : 0)
  const at = new Lookup(s)
  const g = at.g
  const base = me * KIDS_PER_SEAT
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const k = base + j
    const cell = s.kp[k]
    if (s.det[k] > 0) score -= 6
    if (s.pin[k] >= 0) score += at.seen(cell) ? -8 : 5
    if (attackerOf(s, k) >= 0) score -= 8
    if (cell >= 0 && g.kind[cell] !== SAFE && !at.seen(cell) && s.pin[k] < 0 && attackerOf(s, k) < 0) {
      score -= 2 * threats(s, k, cell)
    }
  }
  for (let a = 0; a < s.pin.length; a++) {
    if (s.pin[a] >= 0 && owner(a) !== me && at.seen(s.kp[a])) score += 3
  }
  let pair = Infinity
  for (const boy of [base, base + 1]) {
    for (const girl of [base + 2, base + 3]) {
      pair = Math.min(pair, pairGap(s, boy, girl))
    }
  }
  return score - 5 * Math.min(pair, 40)
}
