/**
 * Search hooks for MCTS (see GameModule.playout / hint / evaluate): a cheap greedy playout that
 * swims at the nearest small fish it can digest, a tight hint (coarse angles plus angles aimed at
 * food) and a static evaluation from the scores and how soon each fish can eat again.
 */
import { pick, type Rand } from '../../engine/rng.js'
import { RAD } from './geometry.js'
import { badColour, endProblem, Placing, stepColours, stepJoints, tailPlace, touching } from './fish.js'
import { legalActions, scores } from './rules.js'
import { fallbackAction, playoutBot, stepTester } from './bots.js'
import { witnessed } from './witness.js'
import type { Fish, SwishAction, SwishState } from './types.js'

/** heading of the front bone, radians */
const frontHeading = (p: readonly number[]): number => Math.atan2(p[1] - p[3], p[0] - p[2])

/** an angle in radians brought into (−π, π] */
function wrapRad(a: number): number {
  while (a > Math.PI) a -= 2 * Math.PI
  while (a <= -Math.PI) a += 2 * Math.PI
  return a
}

/**
 * Estimated steps for a fish (colours `c`, front tip at x, y) to eat small fish of colour `col`
 * whose centre is `d` away: at least enough steps to get there, then the first step count at which
 * the rotating colours let it go down (the j-th step brings colours c[k−j] to the front and
 * c[k−1−j] to the tail). Infinity when no count up to `k` suits.
 */
function stepsToEat(c: readonly number[], col: number, d: number): number {
  const k = c.length
  const j0 = Math.max(1, Math.ceil(d - 0.95))
  for (let j = j0; j < j0 + k; j++) {
    const front = c[(((k - j) % k) + k) % k]
    const tail = c[(((k - 1 - j) % k) + k) % k]
    if (col !== front && col !== tail) return j
  }
  return Infinity
}

/** the fewest estimated steps for the fish of `seat` to eat anything, Infinity when nothing */
function nearestMeal(state: SwishState, fish: Fish): number {
  const x = fish.p[0],
    y = fish.p[1]
  let best = Infinity
  for (const s of state.pond) {
    const d = Math.hypot((s.x1 + s.x2) / 2 - x, (s.y1 + s.y2) / 2 - y)
    if (d - 0.95 >= best) continue
    const j = stepsToEat(fish.c, s.c, d)
    if (j < best) best = j
  }
  return best
}

/** how much a fish `steps` estimated steps from a meal, with `reach` steps to come, is worth */
function promise(steps: number, reach: number): number {
  if (steps === Infinity) return 0
  const late = steps - reach
  return late <= 0 ? 0.75 - 0.02 * steps : 0.75 * Math.exp(-late / 3) - 0.02 * steps
}

/** temperature of the logistic over score differences */
const TEMP = 1.6

/**
 * Per seat, the estimated chance in [0, 1] to come out ahead: each fish's score (bones minus
 * indigestion) plus the promise of its next meal; pairwise logistics of the differences, averaged
 * like the rank rewards.
 */
export function evaluate(state: SwishState): number[] {
  const n = state.n
  const base = scores(state)
  if (state.phase === 'setup') return new Array<number>(n).fill(0.5)
  const v = new Array<number>(n)
  for (let i = 0; i < n; i++) {
    const f = state.fish[i]
    if (!f) {
      v[i] = base[i]
      continue
    }
    const reach = i === state.seat && state.phase === 'swim' ? state.len - state.steps : f.c.length
    v[i] = base[i] + promise(nearestMeal(state, f), reach)
  }
  // fewer fish left: a lead is worth more
  const left = state.pond.length
  const t = TEMP * Math.sqrt(Math.max(left, 2) / 12)
  const out = new Array<number>(n).fill(0)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i !== j) out[i] += 1 / (1 + Math.exp(-(v[i] - v[j]) / t))
    }
    out[i] /= n - 1
  }
  return out
}

/** the small fish the fish on turn should make for: fewest estimated steps, then nearest */
function target(state: SwishState, fish: Fish): { x: number; y: number; steps: number; d: number } | null {
  const x = fish.p[0],
    y = fish.p[1]
  let best: { x: number; y: number; steps: number; d: number } | null = null
  for (const s of state.pond) {
    const cx = (s.x1 + s.x2) / 2,
      cy = (s.y1 + s.y2) / 2
    const d = Math.hypot(cx - x, cy - y)
    const j = stepsToEat(fish.c, s.c, d)
    if (j === Infinity) continue
    if (!best || j < best.steps || (j === best.steps && d < best.d)) best = { x: cx, y: cy, steps: j, d }
  }
  return best
}

/** what a step to `deg` touches: 0 nothing, 1 a fish it can digest, −1 only fish it cannot */
function bite(state: SwishState, fish: Fish, deg: number): number {
  const p = stepJoints(fish.p, deg)
  const touched = touching(state, p)
  if (!touched.length) return 0
  const c = stepColours(fish.c)
  for (const id of touched) {
    const s = state.pond.find((b) => b.id === id)!
    if (badColour(c, s.c) === null && tailPlace(state, state.seat, p) !== null) return 1
  }
  return -1
}

const canStop = (state: SwishState): boolean =>
  state.steps > 0 && endProblem(state, state.seat, (state.fish[state.seat] as Fish).p) === Placing.Fine

/**
 * The playout policy: swim at the chosen small fish (aimed angle with a little noise), never bite
 * a fish it cannot digest, stop when the aim is behind; random steps now and then and when stuck.
 */
export function greedyPlayout(state: SwishState, rand: Rand): SwishAction {
  if (state.phase === 'setup') return pick(rand, legalActions(state))
  if (state.phase === 'eat') {
    const fish = state.fish[state.seat] as Fish
    for (const id of state.options) {
      const s = state.pond.find((b) => b.id === id)!
      if (badColour(fish.c, s.c) === null) return { t: 'eat', fish: id }
    }
    return { t: 'eat', fish: state.options[0] }
  }
  if (state.phase !== 'swim') return pick(rand, legalActions(state))
  const fish = state.fish[state.seat] as Fish
  const L = state.limit
  const aim = target(state, fish)
  if (aim && rand.float() < 0.9) {
    const want = wrapRad(Math.atan2(aim.y - fish.p[1], aim.x - fish.p[0]) - frontHeading(fish.p)) / RAD
    if (Math.abs(want) > L + 10 && canStop(state) && rand.float() < 0.7) return { t: 'stop' }
    const legal = stepTester(state)
    for (let tries = 0; tries < 3; tries++) {
      let deg = Math.round(want + (tries === 0 ? (rand.float() - 0.5) * 20 : (rand.float() - 0.5) * 90))
      if (deg > L) deg = L
      if (deg < -L) deg = -L
      if (!legal(deg)) continue
      if (bite(state, fish, deg) < 0) continue
      return { t: 'step', deg }
    }
  }
  if (canStop(state) && rand.float() < 0.5) return { t: 'stop' }
  return playoutBot(state, rand)
}

/** the coarse angles of the hint: every 30° and the limit */
function coarseAngles(L: number): number[] {
  const out = [L, -L]
  for (let a = -Math.floor(L / 30) * 30; a <= L; a += 30) if (a !== L && a !== -L) out.push(a)
  return out
}

/**
 * The search hint, the smaller action set the bots search: coarse angles (every 30° and the
 * limit), the angles aimed at the small fish nearest in steps (their centres, and their ends when
 * close), the next step of the witness (witness.ts) when there is one, Stop when legal; only
 * steps whose legality is settled within SET_NODES search nodes in all (stepTester: every step
 * listed is legal), never one that bites a fish it cannot digest (unless nothing else is left).
 * When none of these is legal it is the one legal action fallbackAction proves first (a step,
 * else Stop or Pass), so it holds a legal action whenever one exists, without settling every
 * angle. Setup: one bone per colour for each allowed slot.
 */
export function tightHint(state: SwishState): SwishAction[] {
  if (state.phase === 'setup') {
    const all = legalActions(state)
    const seen = new Set<string>()
    const out: SwishAction[] = []
    for (const a of all) {
      if (a.t !== 'pick') continue
      const bone = state.pond.find((b) => b.id === a.bone)!
      const k = `${bone.c}/${a.slot}`
      if (seen.has(k)) continue
      seen.add(k)
      out.push(a)
    }
    return out.length ? out : all
  }
  if (state.phase !== 'swim') return legalActions(state)
  const fish = state.fish[state.seat] as Fish
  const L = state.limit
  const set = new Set<number>(coarseAngles(L))
  const x = fish.p[0],
    y = fish.p[1]
  const h = frontHeading(fish.p)
  const ranked: { s: number; d: number; cx: number; cy: number; i: number }[] = []
  state.pond.forEach((s, i) => {
    const cx = (s.x1 + s.x2) / 2,
      cy = (s.y1 + s.y2) / 2
    const d = Math.hypot(cx - x, cy - y)
    const j = stepsToEat(fish.c, s.c, d)
    if (j !== Infinity) ranked.push({ s: j, d, cx, cy, i })
  })
  ranked.sort((a, b) => a.s - b.s || a.d - b.d)
  const addAim = (tx: number, ty: number) => {
    const a = Math.round(wrapRad(Math.atan2(ty - y, tx - x) - h) / RAD)
    if (a >= -L && a <= L) set.add(a)
  }
  for (const r of ranked.slice(0, 3)) {
    addAim(r.cx, r.cy)
    if (r.d < 2) {
      const s = state.pond[r.i]
      addAim(s.x1, s.y1)
      addAim(s.x2, s.y2)
    }
  }
  const w = witnessed(state)
  if (w !== null) set.add(w)
  const legal = stepTester(state)
  const steps: SwishAction[] = []
  const biting: SwishAction[] = []
  for (const deg of [...set].sort((a, b) => a - b)) {
    if (!legal(deg)) continue
    if (bite(state, fish, deg) < 0) biting.push({ t: 'step', deg })
    else steps.push({ t: 'step', deg })
  }
  if (canStop(state)) steps.push({ t: 'stop' })
  if (steps.length) return steps
  if (biting.length) return biting
  return [fallbackAction(state)]
}

/**
 * The search's number for an action (GameModule.actionKey), so that it keys its tree with one
 * Map lookup instead of walking the action's fields: each kind gets its own range, exact within
 * the action schema's bounds (a turn of ±360°, bones, slots and fish below 10,001).
 */
export function actionKey(a: SwishAction): number {
  switch (a.t) {
    case 'stop':
      return 0
    case 'pass':
      return 1
    case 'step':
      return 2 + (a.deg + 360)
    case 'eat':
      return 723 + a.fish
    case 'pick':
      return 10_724 + a.bone * 10_001 + a.slot
  }
}

/** playouts stop after this many actions and are scored by `evaluate` */
export const PLAYOUT_DEPTH = 12
