/** Each state's search context (reach.ts), kept while the state is alive or made for one question. */
import { Turn } from './reach.js'
import type { SwishState } from './types.js'

const TURNS = new WeakMap<SwishState, Turn>()

/** the search context of a state, kept while the state is alive */
export function turnOf(state: SwishState): Turn {
  let turn = TURNS.get(state)
  if (!turn) {
    turn = new Turn(state)
    TURNS.set(state, turn)
  }
  return turn
}

/** the work (Turn.work) the search context of a state has done, 0 when it has none yet */
export const workOf = (state: SwishState): number => TURNS.get(state)?.work ?? 0

/**
 * The search context of a state for one question (legalActions): the kept one if there is, else a
 * new one not kept (keeping costs a WeakMap entry per state, which a playout that asks once per
 * state pays for in garbage collection)
 */
export function turnOnce(state: SwishState): Turn {
  return TURNS.get(state) ?? new Turn(state)
}

/** keeps a search context made by turnOnce after all (it searched: what it learnt is worth keeping) */
export function keepTurn(state: SwishState, turn: Turn): void {
  if (!TURNS.has(state)) TURNS.set(state, turn)
}
