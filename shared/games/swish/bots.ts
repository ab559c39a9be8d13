import { pick, type Rand } from '../../engine/rng.js'
import { headingDeg, wrapDeg } from './geometry.js'
import { badColour, endProblem, Placing, stepColours, stepJoints, tailPlace, touching } from './fish.js'
import { legalActions, QUICK_NODES, quickStepProblem } from './rules.js'
import { workOf } from './search/index.js'
import { witnessed } from './witness.js'
import type { Fish, SwishAction, SwishState } from './types.js'

/** small fish whose centre lies this close to the front tip get aimed-at angles */
const AIM_REACH = 2.5

/**
 * A pruning hint for bots and playouts: every 10° within the joint limit, the limit itself, and
 * the angles that point the next bone at a nearby small fish (its centre and both ends). Whole
 * degrees, sorted, not yet checked for legality.
 */
export function candidateAngles(state: SwishState): number[] {
  const L = state.limit
  const set = new Set<number>([L, -L])
  for (let a = -Math.floor(L / 10) * 10; a <= L; a += 10) set.add(a)
  const fish = state.fish[state.seat]
  if (fish) {
    const [x0, y0, x1, y1] = fish.p
    const h = headingDeg(x0 - x1, y0 - y1)
    for (const s of state.pond) {
      const cx = (s.x1 + s.x2) / 2,
        cy = (s.y1 + s.y2) / 2
      if ((cx - x0) ** 2 + (cy - y0) ** 2 > AIM_REACH * AIM_REACH) continue
      for (const [tx, ty] of [
        [cx, cy],
        [s.x1, s.y1],
        [s.x2, s.y2],
      ]) {
        const a = Math.round(wrapDeg(headingDeg(tx - x0, ty - y0) - h))
        if (a >= -L && a <= L) set.add(a)
      }
    }
  }
  return [...set].sort((a, b) => a - b)
}

/** search nodes (quickStepProblem's `most`) one of the bots' action sets spends on all its angles */
export const SET_NODES = 32

/**
 * A test of steps under a node budget shared by several angles: each angle gets at most
 * QUICK_NODES of what is left of `total`, none once it is spent (a step then passes only when its
 * legality is settled at once, or a witness proves it). True means legal; false, not shown legal.
 */
export function stepTester(state: SwishState, total = SET_NODES): (deg: number) => boolean {
  let left = total
  return (deg) => {
    const before = workOf(state)
    const legal = quickStepProblem(state, deg, Math.max(0, Math.min(QUICK_NODES, left))) === Placing.Fine
    left -= workOf(state) - before
    return legal
  }
}

/**
 * The candidate angles whose steps are legal, as far as that is settled within SET_NODES search
 * nodes in all (stepTester): every step returned is legal; a legal one may be left out.
 */
export function candidateSteps(state: SwishState): number[] {
  const legal = stepTester(state)
  return candidateAngles(state).filter(legal)
}

const canStop = (state: SwishState): boolean =>
  state.steps > 0 && endProblem(state, state.seat, (state.fish[state.seat] as Fish).p) === Placing.Fine

/**
 * The random bot: uniform over the legal candidate steps (and Stop when it is legal); when none
 * is, Pass if no step at all is legal, else uniform over every legal action.
 */
export function randomBot(state: SwishState, rand: Rand): SwishAction {
  if (state.phase !== 'swim') return pick(rand, legalActions(state))
  const options: SwishAction[] = candidateSteps(state).map((deg) => ({ t: 'step', deg }))
  if (canStop(state)) options.push({ t: 'stop' })
  if (options.length) return pick(rand, options)
  return fallbackAction(state)
}

/**
 * A legal action for when the bots' smaller set holds none. First the witness (witness.ts): after
 * a step proved legal by a search, the next step of its way out is legal.
 * Without one, every whole-degree angle is tried with a node budget that grows fourfold each round
 * (4, 16, 64, …) until one step is proved legal (it is played) or every angle is proved illegal
 * (then Stop if legal, else Pass: before the first step that is legal exactly when no step is).
 * legalActions would settle every angle before answering; one angle whose answer takes millions
 * of search nodes (a long fish curled in a crowded pond) would hold the bot up even when an easy
 * legal step exists. Here it only does when no other angle is cheaper to prove, and the rounds
 * cost at most 4/3 of the last one.
 */
export function fallbackAction(state: SwishState): SwishAction {
  const w = witnessed(state)
  if (w !== null) return { t: 'step', deg: w }
  const L = state.limit
  let open: number[] = [0]
  for (let a = 1; a <= L; a++) open.push(a, -a)
  for (let most = FIRST_ROUND; open.length > 0; most *= 4) {
    const unsettled: number[] = []
    for (const deg of open) {
      const problem = quickStepProblem(state, deg, most)
      if (problem === Placing.Fine) return { t: 'step', deg }
      if (problem === null) unsettled.push(deg)
    }
    open = unsettled
  }
  // after a legal step the turn can always still end, so with no legal step left Stop is legal
  return state.steps > 0 ? { t: 'stop' } : { t: 'pass' }
}

/** fallbackAction's node budget per angle in its first round */
const FIRST_ROUND = 4

/** would the fish with colours `c` and joints `p` grow by eating small fish `id`? */
function edible(state: SwishState, c: number[], p: number[], id: number): boolean {
  const bone = state.pond.find((s) => s.id === id)!
  return badColour(c, bone.c) === null && tailPlace(state, state.seat, p) !== null
}

/**
 * How promising a resting position is: minus the distance from the front tip to the nearest small
 * fish it could eat on its next step (whose colour differs from the bone that comes to the front
 * and from the new tail), a long way when there is none.
 */
function closeness(state: SwishState, c: number[], p: number[]): number {
  const k = c.length
  const front = c[k - 1],
    tail = c[k - 2]
  let best = 50
  for (const s of state.pond) {
    if (s.c === front || s.c === tail) continue
    const d = Math.hypot((s.x1 + s.x2) / 2 - p[0], (s.y1 + s.y2) / 2 - p[1])
    if (d < best) best = d
  }
  return -best
}

/**
 * The heuristic bot. Setup: a legal bone and start place at random. Swimming: greedy over
 * the candidate steps: eat a fish it can digest, never one it cannot, otherwise close in on the
 * nearest digestible fish; stop when no step gets closer.
 */
export function heuristicBot(state: SwishState, rand: Rand): SwishAction {
  if (state.phase === 'setup') {
    // a legal bone (another colour than the head, leaving every later seat a bone), then a place
    const picks = legalActions(state) as Extract<SwishAction, { t: 'pick' }>[]
    const bone = pick(rand, [...new Set(picks.map((a) => a.bone))])
    return pick(
      rand,
      picks.filter((a) => a.bone === bone),
    )
  }
  if (state.phase === 'eat') {
    const fish = state.fish[state.seat] as Fish
    const good = state.options.filter((id) => edible(state, fish.c, fish.p, id))
    return { t: 'eat', fish: good.length ? good[0] : state.options[0] }
  }
  const fish = state.fish[state.seat] as Fish
  let best: SwishAction | null = null
  let bestValue = -Infinity
  if (canStop(state)) {
    best = { t: 'stop' }
    bestValue = closeness(state, fish.c, fish.p) - 0.05
  }
  const c = stepColours(fish.c)
  for (const deg of candidateSteps(state)) {
    const p = stepJoints(fish.p, deg)
    const touched = touching(state, p)
    let value: number
    if (touched.length) value = touched.some((id) => edible(state, c, p, id)) ? 100 : -100
    else value = closeness(state, c, p) + rand.float() * 0.01
    if (value > bestValue) {
      bestValue = value
      best = { t: 'step', deg }
    }
  }
  // nothing in the set is legal and Stop is not (else it would be best): as randomBot would do
  return best ?? fallbackAction(state)
}

/**
 * the playout policy for MCTS: random play that checks only the few angles it draws (SET_NODES
 * search nodes in all), then the witness's step, then randomBot
 */
export function playoutBot(state: SwishState, rand: Rand): SwishAction {
  if (state.phase !== 'swim') return pick(rand, legalActions(state))
  if (canStop(state) && rand.float() < 0.35) return { t: 'stop' }
  const angles = candidateAngles(state)
  const legal = stepTester(state)
  for (let tries = 0; tries < 6; tries++) {
    const deg = angles[rand.int(angles.length)]
    if (legal(deg)) return { t: 'step', deg }
  }
  const w = witnessed(state)
  if (w !== null) return { t: 'step', deg: w }
  return randomBot(state, rand)
}
