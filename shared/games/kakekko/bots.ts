import { pick, type Rand } from '../../engine/rng.js'
import { distancesTo, FAR } from './graph.js'
import { canConnect, canMakeOn, legalActions, stepTargets, targetOf, CONNECT_COST, REST_COST } from './rules.js'
import type { KakekkoAction, KakekkoState } from './types.js'

/**
 * Uniform over the kinds of legal action (walk, rest, connect, make, end), then over that kind's
 * targets. Walks never step further from the goal, so a game of random bots always ends.
 */
export function randomBot(s: KakekkoState, rand: Rand): KakekkoAction {
  if (s.phase === 'roll') return { t: 'roll' }
  const all = legalActions(s)
  if (s.phase === 'raise') return pick(rand, all)
  const dist = distancesTo(s.g, targetOf(s), s.inked)
  const here = dist[s.g.ix[s.pos[s.queue[0]]]]
  const byKind = new Map<string, KakekkoAction[]>()
  for (const a of all) {
    if (a.t === 'walk' && dist[s.g.ix[a.to]] > here) continue
    const list = byKind.get(a.t)
    if (list) list.push(a)
    else byKind.set(a.t, [a])
  }
  return pick(rand, pick(rand, [...byKind.values()]))
}

function racing(s: KakekkoState): number[] {
  const out: number[] = []
  for (let i = 0; i < s.n; i++) if (!s.done[i]) out.push(i)
  return out
}

/** distances that route around secret bases when they can */
function routeDistances(s: KakekkoState, inked: readonly boolean[]): Int32Array {
  const target = targetOf(s)
  if (s.bases.length === 0) return distancesTo(s.g, target, inked)
  const blocked = new Array<boolean>(s.g.ids.length).fill(false)
  for (const b of s.bases) blocked[s.g.ix[b]] = true
  const around = distancesTo(s.g, target, inked, blocked)
  const plain = distancesTo(s.g, target, inked)
  for (let i = 0; i < around.length; i++) if (around[i] >= FAR) around[i] = plain[i] + 6
  return around
}

function spendDecision(s: KakekkoState, seat: number): KakekkoAction {
  const roll = s.roll[seat]
  const max = Math.min(s.hand[seat], s.maxValue - roll)
  const taken = new Set<number>()
  for (let j = 0; j < s.n; j++) if (j !== seat && !s.done[j]) taken.add(s.value[j])
  const need = routeDistances(s, s.inked)[s.g.ix[s.pos[seat]]]
  // enough marbles to get home this turn: spend the fewest that do it with a value of our own
  for (let k = 0; k <= max; k++) if (roll + k >= need && !taken.has(roll + k)) return { t: 'raise', marbles: k }
  // otherwise spend only to dodge a collision that would cost the whole turn
  for (let k = 0; k <= max; k++) if (!taken.has(roll + k)) return { t: 'raise', marbles: k }
  return { t: 'raise', marbles: 0 }
}

/** the step along the shortest route, stepping on a secret base only when no other step gains as much */
function bestStep(s: KakekkoState, dist: Int32Array, seat: number): number {
  const here = dist[s.g.ix[s.pos[seat]]]
  let best = -1
  let bestCost = Infinity
  for (const i of stepTargets(s)) {
    if (dist[i] >= here) continue
    const cost = s.bases.includes(s.g.ids[i]) && i !== targetOf(s) ? dist[i] + 4 + s.hand[seat] : dist[i]
    if (cost < bestCost) {
      bestCost = cost
      best = i
    }
  }
  return best
}

/** the first squares of `seat`'s shortest route, nearest first */
function routeAhead(s: KakekkoState, dist: Int32Array, seat: number, steps: number): number[] {
  const out: number[] = []
  let i = s.g.ix[s.pos[seat]]
  for (let k = 0; k < steps; k++) {
    let next = -1
    for (const j of s.g.adj[i]) if (dist[j] < dist[i] && (next < 0 || dist[j] < dist[next])) next = j
    for (const sl of s.g.slotsAt[i]) {
      if (!s.inked[sl]) continue
      const j = s.g.slots[sl].a === i ? s.g.slots[sl].b : s.g.slots[sl].a
      if (dist[j] < dist[i] && (next < 0 || dist[j] < dist[next])) next = j
    }
    if (next < 0) break
    out.push(next)
    i = next
  }
  return out
}

function bestSlot(s: KakekkoState, seat: number, dist: Int32Array): number {
  const rivals = racing(s).filter((j) => j !== seat)
  const mine = dist[s.g.ix[s.pos[seat]]]
  const weight = rivals.length === 1 ? 0.8 : 0.5 / Math.max(1, rivals.length - 1)
  let best = -1
  let bestScore = CONNECT_COST
  for (let k = 0; k < s.g.slots.length; k++) {
    if (!canConnect(s, k)) continue
    const inked = s.inked.slice()
    inked[k] = true
    const after = routeDistances(s, inked)
    const gain = mine - after[s.g.ix[s.pos[seat]]]
    if (gain <= CONNECT_COST) continue
    let theirs = 0
    for (const j of rivals) {
      const p = s.g.ix[s.pos[j]]
      theirs += dist[p] - after[p]
    }
    const score = gain - weight * theirs
    if (score > bestScore) {
      bestScore = score
      best = k
    }
  }
  return best
}

function baseSpot(s: KakekkoState, seat: number, dist: Int32Array): number {
  const me = dist[s.g.ix[s.pos[seat]]]
  const mine = new Set(routeAhead(s, dist, seat, 12))
  for (const j of racing(s)) {
    if (j === seat || s.hand[j] < 2 || dist[s.g.ix[s.pos[j]]] > me + 2) continue
    const ahead = routeAhead(s, dist, j, 5)
    if (ahead.some((i) => s.bases.includes(s.g.ids[i]))) continue
    for (const i of ahead.slice(1)) if (!mine.has(i) && canMakeOn(s, i)) return i
  }
  return -1
}

/**
 * A cheap policy: spend marbles to finish or to dodge a collision; ink slots that shorten its own
 * route more than its rivals'; walk the shortest route around secret bases; set a base before a
 * close rival with marbles; rest with a spare pair of points when its hand is empty.
 */
export function heuristicBot(s: KakekkoState): KakekkoAction {
  if (s.phase === 'roll') return { t: 'roll' }
  const seat = s.queue[0]
  if (s.phase === 'raise') return spendDecision(s, seat)
  const dist = routeDistances(s, s.inked)
  const here = dist[s.g.ix[s.pos[seat]]]
  if (here > s.left && s.left >= CONNECT_COST) {
    const k = bestSlot(s, seat, dist)
    if (k >= 0) return { t: 'connect', slot: s.g.slots[k].id }
    if (s.secretBases) {
      const i = baseSpot(s, seat, dist)
      if (i >= 0) return { t: 'make', square: s.g.ids[i] }
    }
    if (s.hand[seat] === 0 && s.pool > 0 && s.left % 2 === 0 && s.left <= 4) return { t: 'rest' }
  }
  const step = bestStep(s, dist, seat)
  if (step >= 0) return { t: 'walk', to: s.g.ids[step] }
  if (s.left >= REST_COST && s.pool > 0 && s.hand[seat] < s.maxHand) return { t: 'rest' }
  return { t: 'end' }
}

/**
 * The MCTS playout policy: mostly a forward step (random among the steps that get closer), else a
 * random bot's choice; marbles are kept. Cheaper and far shorter games than the random bot's.
 */
export function playoutBot(s: KakekkoState, rand: Rand): KakekkoAction {
  if (s.phase === 'roll') return { t: 'roll' }
  if (s.phase === 'raise') return rand.int(4) === 0 ? randomBot(s, rand) : { t: 'raise', marbles: 0 }
  if (rand.int(6) > 0) {
    const dist = distancesTo(s.g, targetOf(s), s.inked)
    const here = dist[s.g.ix[s.pos[s.queue[0]]]]
    const closer = stepTargets(s).filter((i) => dist[i] < here)
    if (closer.length) return { t: 'walk', to: s.g.ids[pick(rand, closer)] }
  }
  return randomBot(s, rand)
}
