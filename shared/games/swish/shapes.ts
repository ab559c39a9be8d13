/**
 * Objects legalActions and apply build often, made cheap: the shared action lists and a state
 * copy of one shape.
 */
import type { SwishAction, SwishState } from './types.js'
import type { RngState } from '../../engine/rng.js'

/**
 * The step actions of a joint limit L, from −L to L, shared by every list legalActions returns
 * (actions are never changed in place; a playout step would otherwise allocate 2L + 1 of them).
 */
const STEP_ACTIONS = new Map<number, SwishAction[]>()
export function stepActions(L: number): SwishAction[] {
  let out = STEP_ACTIONS.get(L)
  if (!out) {
    out = []
    for (let deg = -L; deg <= L; deg++) out.push({ t: 'step', deg })
    STEP_ACTIONS.set(L, out)
  }
  return out
}
/** the pick actions, PICKS[bone][slot], shared the same way */
export const PICKS: SwishAction[][] = []
export const STOP: SwishAction = { t: 'stop' }
/** no step found yet (legalActions; never returned) */
export const NONE: SwishAction[] = []
export const PASS: SwishAction = { t: 'pass' }

/**
 * A copy of a state with every field written out: one object shape for every state, whatever the
 * shape of the one copied (the spreads `{ ...state, … }` it replaces were the hottest lines of
 * `apply` and `nextTurn` in a CPU profile).
 */
export function copy(s: SwishState): SwishState {
  return {
    rng: s.rng,
    n: s.n,
    phase: s.phase,
    limit: s.limit,
    selfOverlap: s.selfOverlap,
    table: s.table,
    stall: s.stall,
    pond: s.pond,
    slots: s.slots,
    slotOf: s.slotOf,
    fish: s.fish,
    sick: s.sick,
    seat: s.seat,
    steps: s.steps,
    len: s.len,
    passes: s.passes,
    quiet: s.quiet,
    options: s.options,
  }
}

/** `s` with another random source, in the shape copy gives every state (GameModule.withRng) */
export function withRng(s: SwishState, rng: RngState): SwishState {
  const next = copy(s)
  next.rng = rng
  return next
}
