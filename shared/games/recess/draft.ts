/**
 * apply() copies only what an action changes: the new state starts by sharing every array with
 * the state it came from, and an array is copied on its first write (`own`). The bookkeeping
 * lives here, outside the states, which stay plain JSON. Rule code changes the kids, pins,
 * detentions, nuns and coins only through `own`; other fields are replaced, never changed in place.
 */
import type { RecessState } from './types.js'

type Shared = 'kp' | 'pin' | 'det' | 'np' | 'coins'
const BIT: Record<Shared, number> = { kp: 1, pin: 2, det: 4, np: 8, coins: 16 }
const ALL = 31

/** the state being built, and which of its arrays are its own already */
let current: RecessState | null = null
let owned = 0

/** a new state to build from `s`, sharing its arrays (the pending shove is copied: its queue changes in place) */
export function draft(s: RecessState): RecessState {
  const p = s.pend
  current = {
    rng: s.rng,
    n: s.n,
    rules: s.rules,
    board: s.board,
    clock: s.clock,
    cur: s.cur,
    coins: s.coins,
    kp: s.kp,
    pin: s.pin,
    det: s.det,
    np: s.np,
    left: s.left,
    done: s.done,
    held: s.held,
    started: s.started,
    phase: s.phase,
    seen: s.seen,
    stayed: s.stayed,
    pend: p && (p.t === 'shove' ? { ...p, q: p.q.slice() } : { ...p }),
    kisser: s.kisser,
    over: s.over,
  }
  owned = 0
  return current
}

/** builds on a state made afresh (setup), whose arrays are all its own */
export function adopt(s: RecessState): RecessState {
  current = s
  owned = ALL
  return s
}

/** the state is built: nothing may change it any more */
export function finish<S extends RecessState>(s: S): S {
  if (current === s) current = null
  return s
}

/** the array `key` of the state being built, ready to be changed: copied on its first write */
export function own(s: RecessState, key: Shared): number[] {
  if (s !== current) throw new Error(`recess: ${key} changed outside apply`)
  if (!(owned & BIT[key])) {
    s[key] = s[key].slice()
    owned |= BIT[key]
  }
  return s[key]
}

/** sets `s[key][i] = v` on the state being built, copying the array only if the value changes */
export function put(s: RecessState, key: Shared, i: number, v: number): void {
  if (s[key][i] !== v) own(s, key)[i] = v
}
