import type { Ranking, Reason } from '../../engine/types.js'
import { seedRng } from '../../engine/rng.js'
import { bonesOverlap, RAD } from './geometry.js'
import {
  badColour,
  endProblem,
  freshBoneProblem,
  grownJoints,
  Placing,
  slotJoints,
  stepColours,
  stepJoints,
  tailPlace,
  touchesAny,
  touching,
  withTail,
} from './fish.js'
import {
  doneWith,
  legalMarks,
  legalSteps as searchSteps,
  NO,
  tryEnd,
  turnOf,
  turnOnce,
  wayOut,
  YES,
} from './search/index.js'
import { copy, NONE, PASS, PICKS, STOP, stepActions } from './shapes.js'
import { hasProof, passOn, proved } from './witness.js'
import { COLOURS, type Fish, type SmallFish, type SwishAction, type SwishScenario, type SwishState } from './types.js'

/** a problem code of a step that cannot lead to a legal end of the turn */
export const DEAD_END = 100

/**
 * A state's lists are made once by setup, each in a loop of its own, then copied by `slice`
 * (which keeps the elements kind) or `filter`, and changed in place of their copy by code of their
 * own: V8 then gives every state's list the same elements kind, and the search's compiled code is
 * not thrown away when a list made another way comes along (a `map` or `Array.from` gives a holey
 * kind; issue 34 found such "wrong map" deopts recompiling legalActions, apply and eat in a bot's
 * first second). V8 remembers kinds per place in the code: an array made by one shared helper, or
 * written by one, took the kind of the others it had seen (the seats' slot numbers became object
 * lists). tests/unit/swish/kinds.test.ts holds each list to one kind.
 */
export function setup(scenario: SwishScenario, seats: number, seed: number): SwishState {
  const { rules, board } = scenario
  const pond: SmallFish[] = []
  for (let id = 0; id < board.fish.length; id++) {
    const b = board.fish[id]
    const dx = Math.cos(b.angle * RAD) / 2,
      dy = Math.sin(b.angle * RAD) / 2
    pond.push({ id, c: COLOURS.indexOf(b.colour), x1: b.x - dx, y1: b.y - dy, x2: b.x + dx, y2: b.y + dy })
  }
  // one loop per list (above)
  const slotOf: number[] = []
  for (let i = 0; i < seats; i++) slotOf.push(-1)
  const fish: (Fish | null)[] = []
  for (let i = 0; i < seats; i++) fish.push(null)
  const sick: number[][] = []
  for (let i = 0; i < seats; i++) sick.push([])
  return {
    rng: seedRng(seed),
    n: seats,
    phase: 'setup',
    limit: rules.jointLimit,
    selfOverlap: rules.selfOverlap === 'allowed',
    table: board.tableRadius,
    stall: rules.stallRounds * seats,
    pond,
    slots: board.slots.map((s) => ({ ...s })),
    slotOf,
    fish,
    sick,
    seat: seats - 1,
    steps: 0,
    len: 0,
    passes: 0,
    quiet: 0,
    options: [],
  }
}

export function toAct(state: SwishState): number | null {
  return state.phase === 'over' ? null : state.seat
}

export function scores(state: SwishState): number[] {
  return state.fish.map((f, i) => (f ? f.c.length : 0) - state.sick[i].length)
}

export function result(state: SwishState): Ranking | null {
  if (state.phase !== 'over') return null
  const s = scores(state)
  return s.map((v) => 1 + s.filter((w) => w > v).length)
}

/**
 * A proven upper bound on the actions of any game of `scenario` at `seats` seats (the game
 * contract's maxActions). With P pond bones, E = P − seats small fish are left after setup and
 * stall = stallRounds × seats:
 *   - setup is `seats` picks;
 *   - a turn is a pass, or s ≤ len steps (len: the fish's bones when the turn began) ended by the
 *     last step, a stop (only when s < len) or a touch, plus one `eat` when several small fish
 *     touch at once: at most len + 1 actions;
 *   - each eat removes a small fish, so at most E turns eat; cut the turns after setup into
 *     blocks, block j running from the j-th eating turn (exclusive) to the next (inclusive), the
 *     last to the end. A block has at most `stall` turns (stall − 1 quiet ones and the eating one,
 *     or, the last, stall quiet ones: the game ends when `quiet` reaches stall), and in block j
 *     every fish has at most 2 + j bones (a fish grows only by eating);
 * so actions ≤ seats + stall · Σ_{j=0..E} (j + 3) = seats + stall · (E + 1)(E + 6) / 2.
 */
export function maxActions(scenario: SwishScenario, seats: number): number {
  const E = Math.max(0, scenario.board.fish.length - seats)
  return seats + (scenario.rules.stallRounds * seats * ((E + 1) * (E + 6))) / 2
}

/** the head bone's colour of a seat */
export const headColour = (seat: number): number => seat

// ---- setup ----------------------------------------------------------------------------------

/**
 * Slots a seat may still choose. The first fish (last seat) goes on any slot; the others must keep
 * the fish evenly spaced: with S slots and n seats, the slots first + round(k·S/n), k = 1…n−1.
 */
export function allowedSlots(state: SwishState): number[] {
  const S = state.slots.length
  const first = state.slotOf[state.n - 1]
  if (first < 0) return state.slots.map((_, i) => i)
  const out: number[] = []
  for (let k = 1; k < state.n; k++) {
    const i = (first + Math.round((k * S) / state.n)) % S
    if (!state.slotOf.includes(i)) out.push(i)
  }
  return out
}

function explainPick(state: SwishState, bone: number, slot: number): Reason | null {
  const b = state.pond.find((s) => s.id === bone)
  if (!b) return { key: 'swish.why.noSuchBone' }
  if (b.c === headColour(state.seat)) return { key: 'swish.why.sameAsHead' }
  if (slot >= state.slots.length) return { key: 'swish.why.noSuchSlot' }
  if (state.slotOf.includes(slot)) return { key: 'swish.why.slotTaken' }
  if (!allowedSlots(state).includes(slot)) return { key: 'swish.why.slotUneven' }
  if (!othersCanStart(state, bone)) return { key: 'swish.why.leavesNoBone' }
  return null
}

/**
 * After the seat on turn takes bone `taken`, can every seat still to set up get a bone of another
 * colour than its head? A bone suits every seat but one, so (Hall) it is enough that there are as
 * many bones as seats and each seat has at least one bone of another colour.
 */
function othersCanStart(state: SwishState, taken: number): boolean {
  const bone = state.pond.find((b) => b.id === taken)
  return bone !== undefined && startsLeft(state, colourCounts(state.pond), bone.c)
}

/** how many bones of each colour a pond has */
function colourCounts(pond: readonly { c: number }[]): number[] {
  const out = COLOURS.map(() => 0)
  for (const b of pond) out[b.c]++
  return out
}

/** othersCanStart for a bone of colour `c`, given the pond's colour counts */
function startsLeft(state: SwishState, counts: readonly number[], c: number): boolean {
  const left = state.pond.length - 1
  if (left < state.seat) return false
  for (let s = 0; s < state.seat; s++) {
    const head = headColour(s)
    if (left - (counts[head] - (c === head ? 1 : 0)) <= 0) return false
  }
  return true
}

// ---- steps ----------------------------------------------------------------------------------

/**
 * The need of the front bone of `q`, just placed as the `t`-th step of a turn of `k` bones: the
 * step count at which the old bone it lies on has left (k − j for old bone j, counted from the
 * front when the turn began), 0 when it lies on none.
 */
function frontNeed(q: readonly number[], t: number, k: number): number {
  for (let j = Math.max(t, 2); j < k; j++) {
    const b = 2 * j
    if (bonesOverlap(q[0], q[1], q[2], q[3], q[b], q[b + 1], q[b + 2], q[b + 3])) return k - (j - t)
  }
  return 0
}

/**
 * Placing.Fine when stepping `deg` now is legal: the new bone is placed legally (freshBoneProblem) and
 * afterwards the turn can still end legally — at once, or after more steps (see search/end.ts: a bone
 * lying on an old bone of its own fish waits for that bone to leave). Otherwise the reason.
 */
export function stepProblem(state: SwishState, deg: number): number {
  return stepCheck(state, deg, Infinity) as number
}

/** search nodes the bots spend at most on settling whether one step is legal */
export const QUICK_NODES = 64

/**
 * stepProblem for the bots: the same answer, or null when settling it would take more than
 * `most` search nodes (the bots then leave that step out; see search.ts).
 */
export function quickStepProblem(state: SwishState, deg: number, most = QUICK_NODES): number | null {
  return stepCheck(state, deg, most)
}

/**
 * stepProblem within `most` search nodes (null: not settled). A step proved legal leaves its way
 * out with the state (witness.ts: the bots' shortcut; the answers here never read it).
 */
function stepCheck(state: SwishState, deg: number, most: number): number | null {
  if (most !== Infinity && hasProof(state, deg)) return Placing.Fine
  const fish = state.fish[state.seat] as Fish
  const q = stepJoints(fish.p, deg)
  const fresh = freshBoneProblem(state, state.seat, q, state.steps + 1)
  if (fresh !== Placing.Fine) return fresh
  if (state.selfOverlap) return Placing.Fine
  const t = state.steps + 1
  const turn = turnOf(state)
  const M = Math.max(turn.need0, frontNeed(q, t, state.len))
  if (M <= t) return Placing.Fine
  if (t >= state.len || touchesAny(state, q)) return Placing.OnItself
  turn.qx[t] = q[0]
  turn.qy[t] = q[1]
  const found = tryEnd(turn, t, M, most)
  if (found === YES) proved(state, deg, wayOut(turn))
  return found === YES ? Placing.Fine : found === NO ? DEAD_END : null
}

const isStepAngle = (state: SwishState, deg: number): boolean =>
  Number.isInteger(deg) && deg >= -state.limit && deg <= state.limit

/**
 * The legal whole-degree steps now, in increasing order. `first`: stop at the first one found
 * (whether any step is legal decides Pass).
 */
export function legalSteps(state: SwishState, first = false): number[] {
  return searchSteps(turnOf(state), first)
}

/** is there any legal step now? */
export function anyStep(state: SwishState): boolean {
  return legalSteps(state, true).length > 0
}

function problemReason(problem: number): Reason {
  switch (problem) {
    case Placing.OffTable:
      return { key: 'swish.why.offTable' }
    case Placing.OnOtherFish:
      return { key: 'swish.why.onOtherFish' }
    case DEAD_END:
      return { key: 'swish.why.deadEnd' }
    default:
      return { key: 'swish.why.onItself' }
  }
}

// ---- the contract -----------------------------------------------------------------------------

export function explain(state: SwishState, action: SwishAction): Reason | null {
  if (state.phase === 'over') return { key: 'swish.why.over' }
  switch (action.t) {
    case 'pick':
      if (state.phase !== 'setup') return { key: 'swish.why.notSetup' }
      return explainPick(state, action.bone, action.slot)
    case 'step': {
      if (state.phase !== 'swim')
        return state.phase === 'eat' ? { key: 'swish.why.chooseFish' } : { key: 'swish.why.inSetup' }
      if (!isStepAngle(state, action.deg)) return { key: 'swish.why.beyondLimit', params: { limit: state.limit } }
      const problem = stepProblem(state, action.deg)
      return problem === Placing.Fine ? null : problemReason(problem)
    }
    case 'stop': {
      if (state.phase !== 'swim')
        return state.phase === 'eat' ? { key: 'swish.why.chooseFish' } : { key: 'swish.why.inSetup' }
      if (state.steps === 0) return { key: 'swish.why.stopFirst' }
      const problem = endProblem(state, state.seat, (state.fish[state.seat] as Fish).p)
      return problem === Placing.Fine ? null : problemReason(problem)
    }
    case 'eat':
      if (state.phase !== 'eat') return { key: 'swish.why.nothingToEat' }
      return state.options.includes(action.fish) ? null : { key: 'swish.why.notTouching' }
    case 'pass':
      if (state.phase !== 'swim')
        return state.phase === 'eat' ? { key: 'swish.why.chooseFish' } : { key: 'swish.why.inSetup' }
      if (state.steps > 0) return { key: 'swish.why.passMidTurn' }
      return anyStep(state) ? { key: 'swish.why.mustMove' } : null
    default:
      return { key: 'swish.why.unknown' }
  }
}

export function legalActions(state: SwishState): SwishAction[] {
  switch (state.phase) {
    case 'setup': {
      const out: SwishAction[] = []
      const slots = allowedSlots(state)
      const counts = colourCounts(state.pond)
      for (const b of state.pond) {
        if (b.c === headColour(state.seat) || !startsLeft(state, counts, b.c)) continue
        const picks = (PICKS[b.id] ??= [])
        for (const slot of slots) out.push((picks[slot] ??= { t: 'pick', bone: b.id, slot }))
      }
      return out
    }
    case 'eat': {
      const out: SwishAction[] = []
      for (const fish of state.options) out.push({ t: 'eat', fish })
      return out
    }
    case 'swim': {
      const turn = turnOnce(state)
      const marks = legalMarks(turn, false),
        legal = turn.legal
      doneWith(state, turn) // kept if it searched: later questions start from the ways out it found
      const steps = stepActions(state.limit)
      // the legal steps come in a few runs of degrees: copied run by run from the shared list
      let out: SwishAction[] = NONE
      for (let i = 0, n = marks.length; i < n; i++) {
        if (marks[i] !== legal) continue
        let j = i + 1
        while (j < n && marks[j] === legal) j++
        out = out === NONE ? steps.slice(i, j) : out.concat(steps.slice(i, j))
        i = j
      }
      if (out === NONE) out = steps.slice(0, 0) // the kind of the runs' copies, not that of a bare []
      if (state.steps > 0 && endProblem(state, state.seat, (state.fish[state.seat] as Fish).p) === Placing.Fine)
        out.push(STOP)
      if (state.steps === 0 && out.length === 0) out.push(PASS)
      return out
    }
    default:
      return []
  }
}

function withFish(state: SwishState, seat: number, fish: Fish): (Fish | null)[] {
  const out = state.fish.slice()
  out[seat] = fish
  return out
}

/** the next seat's turn begins (or the game ends) */
function nextTurn(state: SwishState, ate: boolean, passed: boolean): SwishState {
  const seat = (state.seat + 1) % state.n
  const passes = passed ? state.passes + 1 : 0
  const quiet = ate ? 0 : state.quiet + 1
  const over = state.pond.length === 0 || passes >= state.n || quiet >= state.stall
  const next = copy(state)
  next.phase = over ? 'over' : 'swim'
  next.seat = seat
  next.steps = 0
  next.len = (state.fish[seat] as Fish).c.length
  next.passes = passes
  next.quiet = quiet
  next.options = []
  return next
}

/** the fish of the seat on turn eats small fish `id` (or suffers indigestion) and the turn ends */
function eat(state: SwishState, id: number): SwishState {
  const seat = state.seat
  const fish = state.fish[seat] as Fish
  const bone = state.pond.find((s) => s.id === id)!
  const pond = state.pond.filter((s) => s.id !== id)
  const place = badColour(fish.c, bone.c) ? null : tailPlace(state, seat, fish.p)
  const next = copy(state)
  next.pond = pond
  if (place)
    next.fish = withFish(state, seat, { c: withTail(fish.c, bone.c), p: grownJoints(fish.p, place[0], place[1]) })
  else {
    next.sick = state.sick.slice()
    next.sick[seat] = [...state.sick[seat], bone.c]
  }
  return nextTurn(next, true, false)
}

export function apply(state: SwishState, action: SwishAction): SwishState {
  switch (action.t) {
    case 'pick': {
      const seat = state.seat
      const bone = state.pond.find((s) => s.id === action.bone)!
      const slot = state.slots[action.slot]
      const fish: Fish = { c: withTail([headColour(seat)], bone.c), p: slotJoints(slot.x, slot.y, slot.heading) }
      // every state is made by copy (shapes.ts), so the search meets one shape of state
      const next = copy(state)
      next.pond = state.pond.filter((s) => s.id !== action.bone)
      next.fish = withFish(state, seat, fish)
      next.slotOf = state.slotOf.slice()
      next.slotOf[seat] = action.slot
      if (seat > 0) {
        next.seat = seat - 1
        return next
      }
      next.phase = next.pond.length === 0 ? 'over' : 'swim'
      next.seat = 0
      next.steps = 0
      next.len = fish.c.length
      return next
    }
    case 'step': {
      const fish = state.fish[state.seat] as Fish
      const moved: Fish = { c: stepColours(fish.c), p: stepJoints(fish.p, action.deg) }
      const next = copy(state)
      next.fish = withFish(state, state.seat, moved)
      next.steps = state.steps + 1
      const touched = touching(state, moved.p)
      if (touched.length === 1) return eat(next, touched[0])
      if (touched.length > 1) {
        next.phase = 'eat'
        next.options = touched
        return next
      }
      if (next.steps >= state.len) return nextTurn(next, false, false)
      passOn(state, action.deg, next)
      return next
    }
    case 'stop':
      return nextTurn(state, false, false)
    case 'eat':
      return eat(state, action.fish)
    case 'pass':
      return nextTurn(state, false, true)
  }
}

/** what eating small fish `id` would do to the fish on turn: 'grow', 'front'/'tail' (colour clash) or 'noRoom' */
export function eatOutcome(state: SwishState, id: number): 'grow' | 'front' | 'tail' | 'noRoom' {
  const fish = state.fish[state.seat] as Fish
  const bone = state.pond.find((s) => s.id === id)
  if (!bone) return 'noRoom'
  const clash = badColour(fish.c, bone.c)
  if (clash) return clash
  return tailPlace(state, state.seat, fish.p) ? 'grow' : 'noRoom'
}
