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

/** the search a question made and did not keep: the next question's new search (begin) */
let spare: Chain | null = null

/**
 * The search of a state for one question (legalActions): the kept one if there is, else a new one
 * not kept (keeping costs a WeakMap entry per state, which a playout that asks once per state pays
 * for in garbage collection). The new one is the spare made new when there is one: a playout asks
 * once per state, and a Chain's buffers cost more to allocate than to clear. Hand it back with
 * `doneWith`.
 */
export function turnOnce(state: SwishState): Chain {
  const kept = TURNS.get(state)
  if (kept) return kept
  const turn = spare
  if (!turn) return new Chain(state)
  spare = null
  turn.begin(state)
  return turn
}

/**
 * The question asked of turnOnce's search is answered: it is kept if it searched (what it learnt
 * is worth keeping) and the state has no kept search yet, else it becomes the spare (begin() makes
 * every field new). Nothing may hold it after this call.
 */
export function doneWith(state: SwishState, turn: Chain): void {
  if (TURNS.get(state) === turn) return
  if (turn.searched && !TURNS.has(state)) TURNS.set(state, turn)
  else spare = turn
}
