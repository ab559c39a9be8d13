/** Each state's search (a Chain), kept while the state is alive or made for one question. */
import type { SwishState } from '../types.js'
import { Chain } from './chain.js'

const TURNS = new WeakMap<SwishState, Chain>()

/** the search of a state, kept while the state is alive */
export function turnOf(state: SwishState): Chain {
  let turn = TURNS.get(state)
  if (!turn) {
    turn = new Chain(state)
    TURNS.set(state, turn)
  }
  return turn
}

/** the work (Chain.work) the search of a state has done, 0 when it has none yet */
export const workOf = (state: SwishState): number => TURNS.get(state)?.work ?? 0

/**
 * The search of a state for one question (legalActions): the kept one if there is, else a new one
 * not kept (keeping costs a WeakMap entry per state, which a playout that asks once per state pays
 * for in garbage collection)
 */
export function turnOnce(state: SwishState): Chain {
  return TURNS.get(state) ?? new Chain(state)
}

/** keeps a search made by turnOnce after all (it searched: what it learnt is worth keeping) */
export function keepTurn(state: SwishState, turn: Chain): void {
  if (!TURNS.has(state)) TURNS.set(state, turn)
}
