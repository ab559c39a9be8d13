/**
 * Ways out that are cheap to check: before the exhaustive search (end.ts), a step is tried with
 * the last way out found, the same with a few of its steps repaired, the ways found before it,
 * zigzags at the joint limit, seeded random dives and constant turns. Every step of them is placed
 * with the rules' own tests (place.ts), so a way that works proves that the turn can end legally;
 * one that does not proves nothing.
 */
import type { Chain } from './chain.js'
import { place } from './place.js'
import { NO_WAY, type Scratch } from './scratch.js'
import { SEARCH } from './watch.js'

/** how many steps of a way out follow() may replace */
export const FIXES = 4

/** after t steps with largest need M: a cheap way out from here (then it is the last way) */
export function cheapWay(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  return lastWay(chain, scratch, t, M) || otherWays(chain, scratch, t, M)
}

/** the last way out found, followed from node t with up to FIXES steps repaired */
export function lastWay(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  // allocated on the first search: most states never need one
  if (chain.way === NO_WAY) chain.way = new Int16Array(chain.k + 1)
  // (follow with repairs places the same bones as without until the first that fails: one pass)
  const yes = chain.wayLength > 0 && follow(chain, scratch, t, M, FIXES)
  if (yes) SEARCH.watch?.proved?.(chain, 'last', t)
  return yes
}

/**
 * the other cheap ways: the earlier ways out; then in exact questions (placeEnd Infinity) the
 * zigzags and random dives (no constant turns: after the zigzags and the dives they find little
 * for what they cost, docs/RULINGS.md Swish 1, item 18); in bounded ones (the bots') the gentle
 * and the sharper constant turns (no dives there)
 */
export function otherWays(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  if (chain.way === NO_WAY) chain.way = new Int16Array(chain.k + 1)
  if (followEarlier(chain, scratch, t, M)) return true
  if (chain.placeEnd !== Infinity)
    return probe(chain, scratch, t, M, PROBES) || probe(chain, scratch, t, M, PROBES_LATE)
  return zigzags(chain, scratch, t, M) || wander(chain, scratch, t, M)
}

/**
 * follow() with ways that turn by the joint limit, one way and the other in turn (both phases):
 * a fish that must swim on with little room around it folds up along a staircase. Asked in exact
 * questions, before the dives.
 */
export function zigzags(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  const n = chain.k - t,
    L = chain.L
  for (let phase = 0; phase < 2; phase++) {
    for (let c = 0; c < n; c++) chain.way[c] = ((c + phase) & 1) === 0 ? L : -L
    chain.wayLength = n
    if (follow(chain, scratch, t, M, FIXES)) {
      SEARCH.watch?.proved?.(chain, 'zigzag', t)
      return true
    }
  }
  chain.wayLength = 0
  return false
}

/**
 * Random dives: from node t, each step a whole degree drawn at random (seeded, so the same
 * question always draws the same), redrawn up to TRIES times while its bone does not place
 * (off the table, on another fish or this turn's bones, or touching a small fish too early).
 * Every step is placed with the rules' own tests, so a dive that ends the turn legally is a
 * proof; one that gets stuck proves nothing. After SHORT dives stuck within a few steps, no more.
 */
function wander(chain: Chain, scratch: Scratch, t: number, M0: number): boolean {
  const n = chain.k - t,
    L = chain.L,
    span = 2 * L + 1
  let x = (t * 0x9e3779b1 + Math.round(chain.qx[t] * 1e6)) | 0 || 1
  let short = 0
  for (let d = 0; d < DIVES; d++) {
    if (d === SHORT && short === d) break
    let M = M0
    let c = 0
    for (; c < n; c++) {
      let need = -1
      for (let r = 0; r < TRIES; r++) {
        if (chain.placed >= chain.placeEnd) return false
        x ^= x << 13
        x ^= x >>> 17
        x ^= x << 5
        const psi = ((x >>> 0) % span) - L
        need = place(chain, scratch, t + c, psi)
        if (need >= 0 && (!chain.touched || Math.max(M, need) <= t + c + 1)) {
          chain.way[c] = psi
          break
        }
        need = -1
      }
      if (need < 0) {
        if (c <= SHORT_STEPS) short++
        break
      }
      M = Math.max(M, need)
      if (M <= t + c + 1) {
        chain.wayLength = c + 1
        return true
      }
    }
  }
  chain.wayLength = 0
  return false
}

/** a copy of the last way out found (its degrees from the node it was found from) */
export function wayOut(chain: Chain): Int16Array {
  return chain.way.slice(0, chain.wayLength)
}

/** keeps the way out just found in the ring of earlier ones */
export function keepWay(chain: Chain): void {
  if (!chain.ways || !chain.wayLengths) {
    chain.ways = []
    chain.wayLengths = []
  }
  chain.wayAt = (chain.wayAt + 1) % WAYS
  let w = chain.ways[chain.wayAt]
  if (!w) w = chain.ways[chain.wayAt] = new Int16Array(chain.k + 1)
  w.set(chain.way.subarray(0, chain.wayLength))
  chain.wayLengths[chain.wayAt] = chain.wayLength
}

/** follow() with the earlier ways out, newest first; the one that works becomes the last way */
function followEarlier(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  if (!chain.ways || !chain.wayLengths) {
    chain.wayLength = 0
    return false
  }
  for (let c = 0; c < WAYS; c++) {
    const at = (chain.wayAt - c + WAYS) % WAYS
    const n = chain.wayLengths[at]
    if (!n) continue
    chain.way.set(chain.ways[at].subarray(0, n))
    chain.wayLength = n
    if (follow(chain, scratch, t, M)) return true
  }
  chain.wayLength = 0
  return false
}

/** follow() with ways that turn by the same angle at every step (straight on, arcs, spirals) */
function probe(chain: Chain, scratch: Scratch, t: number, M: number, turns: readonly number[]): boolean {
  const n = chain.k - t
  for (const d of turns) {
    if (Math.abs(d) > chain.L) continue
    chain.way.fill(d, 0, n)
    chain.wayLength = n
    if (follow(chain, scratch, t, M, FIXES)) return true
  }
  chain.wayLength = 0
  return false
}

/**
 * Steps the last way out found from node t; true when it ends the turn legally from here too
 * (then it is the last way, cut where it ended). With `fixes` > 0, a step of it that fails
 * here (its bone off the table, on another fish or this turn's bones, or touching a small fish
 * too early) is replaced by the nearest degree that does not, up to `fixes` times, and a way
 * that runs out goes on straight. Every step is placed with the rules' own tests, so a way
 * that works is a proof; one that does not proves nothing (the search then decides).
 * `from` > 0: its first steps are placed already (Q(t+1) … Q(t+from) set), and M covers them.
 */
export function follow(chain: Chain, scratch: Scratch, t: number, M: number, fixes = 0, from = 0): boolean {
  const n = chain.k - t,
    L = chain.L
  let length = chain.wayLength
  for (let c = from; c < n; c++) {
    if (chain.placed >= chain.placeEnd) return false
    if (c >= length) {
      if (fixes === 0) return false
      chain.way[c] = 0
      length = c + 1
    }
    let need = place(chain, scratch, t + c, chain.way[c])
    if (need < 0 || (chain.touched && Math.max(M, need) > t + c + 1)) {
      if (fixes-- <= 0) return false
      let fixed = false
      for (const d of REPAIRS) {
        if (chain.placed >= chain.placeEnd) return false
        const psi = chain.way[c] + d
        if (psi < -L || psi > L) continue
        need = place(chain, scratch, t + c, psi)
        if (need >= 0 && (!chain.touched || Math.max(M, need) <= t + c + 1)) {
          chain.way[c] = psi
          fixed = true
          break
        }
      }
      if (!fixed) return false
    }
    M = Math.max(M, need)
    if (M <= t + c + 1) {
      chain.wayLength = c + 1
      return true
    }
  }
  return false
}

/** the turns follow() repairs a step by (nearest first; FIXES of them at most) */
const REPAIRS = [1, -1, 2, -2, 4, -4, 8, -8, 16, -16, 32, -32, 64, -64, 128, -128]

/**
 * random dives (wander) and the draws per step (a dive that draws more before it gives up gets
 * further)
 */
const DIVES = 48
const TRIES = 16
/**
 * wander stops after the first SHORT dives when each got stuck within its first SHORT_STEPS
 * + 1 steps (where the dives find a way out, most go further; where they got stuck so soon, it was
 * mostly a dead end, and the search settles it)
 */
const SHORT = 8
const SHORT_STEPS = 2

/**
 * the turns tried at every step by probe, in bounded questions (the bots'): the gentle ones,
 * then the others (exact questions have the zigzags and the dives instead)
 */
const PROBES = [0, 15, -15]
const PROBES_LATE = [35, -35, 60, -60, 90, -90]

/** earlier ways out kept (Chain.ways) */
const WAYS = 6
