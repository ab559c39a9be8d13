/**
 * Witnesses, for the bots: when a step is proved legal by a search, the proof holds a way out
 * (the degrees of the rest of a turn that ends legally after it). Kept here, it makes the next
 * state's next step legal by construction: the bots play it instead of searching again when
 * nothing cheaper is at hand (bots.ts). A step after which the turn can end at once leaves none:
 * Stop is legal after it, which the bots check anyway (and keeping nothing there spares the
 * playouts a WeakMap entry per state). A cache that changes how fast the bots find a legal
 * action, never what the rules answer: the rules do not read it, and every witness comes from a
 * proof by the rules' own search (rules.ts, stepCheck).
 */
import type { SwishState } from './types.js'

/** per state, the ways out proved for steps from it: degree → the steps after that one */
const PROOFS = new WeakMap<SwishState, Map<number, Int16Array>>()
/** per state reached by a proved step, the rest of that step's way out */
const WITNESSES = new WeakMap<SwishState, Int16Array>()

/** a way out is known for the step of `deg` from `state`: the degrees of the steps after it */
export function proved(state: SwishState, deg: number, way: Int16Array): void {
  let m = PROOFS.get(state)
  if (!m) PROOFS.set(state, (m = new Map<number, Int16Array>()))
  m.set(deg, way)
}

/** has a way out been proved for the step of `deg` from `state`? */
export const hasProof = (state: SwishState, deg: number): boolean => PROOFS.get(state)?.has(deg) === true

/** `next` is `state` after the step of `deg`, in the same turn: it inherits that step's way out */
export function passOn(state: SwishState, deg: number, next: SwishState): void {
  const way = PROOFS.get(state)?.get(deg)
  if (way) WITNESSES.set(next, way)
}

/**
 * The step the witness of `state` names (legal, and its own way out is then known), or null when
 * the state has none.
 */
export function witnessed(state: SwishState): number | null {
  const way = WITNESSES.get(state)
  if (!way || way.length === 0) return null
  if (way.length > 1) proved(state, way[0], way.subarray(1))
  return way[0]
}
