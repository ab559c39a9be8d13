/**
 * Boxes: neighbouring children of a node ruled out together. Once one child has failed, a run of
 * its neighbours is shown to have no way out by one search that stands for every member (the
 * middle member's, with every threshold reduced by how far a member's bones can be from its own:
 * children.ts shift), so its "no" holds for each of them; a box that finds a way or runs out of
 * budget proves nothing, and its members are then searched one by one.
 */
import { Placing } from '../fish.js'
import { RAD } from '../geometry.js'
import { type Chain, prevInto } from './chain.js'
import { fanAt, needOf } from './children.js'
import type { Fan } from './fan.js'
import { type Scratch, WIDE } from './scratch.js'
import { SEARCH } from './watch.js'

/** children tried together in a box: at first, and at most after boxes that worked (≤ 2 WIDE) */
export const BOX_FIRST = 3
export const BOX_MOST = 2 * WIDE

/**
 * Tries to show at once that the children around i of node t (legal, touching nothing, need
 * above t + 1, not yet settled) have no way out: a box of `width` of them (see boxDead). Marks
 * them in `dead` and returns true when it does.
 */
export function ruledOut(
  chain: Chain,
  scratch: Scratch,
  t: number,
  M: number,
  fan: Fan,
  dead: Uint8Array,
  i: number,
  width: number,
  moves = false,
): boolean {
  const watch = SEARCH.watch
  watch?.boxing?.(chain, t)
  let lo = i,
    hi = i
  while (hi - lo + 1 < width && (open(chain, t, M, fan, dead, lo - 1) || open(chain, t, M, fan, dead, hi + 1))) {
    if (open(chain, t, M, fan, dead, hi + 1)) hi++
    if (hi - lo + 1 < width && open(chain, t, M, fan, dead, lo - 1)) lo--
  }
  let yes = false
  if (hi !== lo) {
    let need = Infinity
    for (let j = lo; j <= hi; j++) need = Math.min(need, Math.max(M, needOf(chain, fan, j)))
    yes = boxDead(chain, scratch, t, lo - fan.L, hi - fan.L, need, fan, moves)
    if (yes) dead.fill(1, lo, hi + 1)
  }
  watch?.boxed?.(chain, t, lo, hi, moves, yes)
  return yes
}

/** ruledOut: child j of node t can join a box (legal, touching nothing, its need unmet, not settled) */
function open(chain: Chain, t: number, M: number, fan: Fan, dead: Uint8Array, j: number): boolean {
  return (
    j >= 0 &&
    j <= 2 * fan.L &&
    !dead[j] &&
    fan.code[j] === Placing.Fine &&
    !fan.touch[j] &&
    Math.max(M, needOf(chain, fan, j)) > t + 1
  )
}

/**
 * Whether the steps ψ ∈ [lo, hi] from node t (all legal and touching nothing, need at least M)
 * have no way out, shown for all of them at once by one search that stands for every member:
 * the middle step's, with every threshold reduced by how far a member's bones can be from its
 * own (the scratch's boxPivot, boxDrift; bones that move along excepted). Its "no" holds for each member;
 * inside, neighbouring children are boxed in turn. It gives up (false) when a way out might
 * exist or when the box budget (boxLeft) runs out; that only means checking them one by one.
 * Two kinds, by what follows a member's step:
 * - `moves` (legalMarks' first step, and every box inside one): the same headings. Any way out
 *   after step ψ is a run of bones with given headings; the same headings after the middle
 *   step m (a whole degree; hw the larger of m − lo and hi − m) give the same bones moved by
 *   v = Q(ψ) − Q(m), |v| ≤ 2 sin(hw/2), however long the way, and only the first turn differs,
 *   by ψ − m: so the first node's children go up to L + hw.
 * - else (the search's nodes): the same turns, so everything after the step turns about Qt by
 *   at most hw = (hi − lo)/2 with it, and a bone d steps on moves by up to d · 2 sin(hw/2).
 *   Inside the search these serve better than moved ones, whose widened nodes multiply there;
 *   at the first step the moved ones serve better (docs/RULINGS.md Swish 1, items 6 and 11).
 */
function boxDead(
  chain: Chain,
  scratch: Scratch,
  t: number,
  lo: number,
  hi: number,
  M: number,
  fan: Fan,
  moves: boolean,
): boolean {
  let hw: number
  if (moves) {
    const mid = Math.floor((lo + hi) / 2)
    hw = Math.max(mid - lo, hi - mid)
    chain.qx[t + 1] = fan.x(mid)
    chain.qy[t + 1] = fan.y(mid)
  } else {
    const mid = (lo + hi) / 2
    hw = (hi - lo) / 2
    prevInto(chain, t, scratch.prev, 0)
    const h = Math.atan2(fan.qy - scratch.prev[1], fan.qx - scratch.prev[0]) + mid * RAD
    chain.qx[t + 1] = fan.qx + Math.cos(h)
    chain.qy[t + 1] = fan.qy + Math.sin(h)
  }
  scratch.boxPivot[chain.boxes] = t
  scratch.boxDrift[chain.boxes] = 2 * Math.sin((hw / 2) * RAD)
  scratch.boxMoves[chain.boxes] = moves ? 1 : 0
  chain.boxes++
  const dead = boxNode(chain, scratch, t + 1, M, moves ? hw : 0, moves)
  chain.boxes--
  return dead
}

/** inside a box: true when no member of it has a way out from node t (`wide`: see fanAt) */
function boxNode(chain: Chain, scratch: Scratch, t: number, M: number, wide: number, moves: boolean): boolean {
  chain.boxNodes++
  if (--chain.boxLeft < 0) return false
  const fan = fanAt(chain, scratch, t, wide)
  const L = fan.L,
    lo = fan.lo,
    hi = fan.hi
  // (the legal children lie within lo … hi, see Fan.lo)
  for (let i = M <= t + 1 ? lo : hi + 1; i <= hi; i++) {
    if (fan.code[i] === Placing.Fine && needOf(chain, fan, i) <= t + 1) return false
  }
  if (t + 1 >= chain.k) return true
  const dead = scratch.deadAt(t, wide > 0)
  dead.fill(0)
  let width = BOX_FIRST,
    tried = false
  for (let i = lo; i <= hi; i++) {
    if (dead[i] || fan.code[i] !== Placing.Fine || fan.touch[i]) continue
    if (tried) {
      if (ruledOut(chain, scratch, t, M, fan, dead, i, width, moves)) {
        width = Math.min(BOX_MOST, 2 * width)
        continue
      }
      if (chain.boxLeft < 0) return false
      width = BOX_FIRST
    }
    chain.qx[t + 1] = fan.x(i - L)
    chain.qy[t + 1] = fan.y(i - L)
    if (!boxNode(chain, scratch, t + 1, Math.max(M, needOf(chain, fan, i)), 0, moves)) return false
    dead[i] = 1
    tried = true
  }
  return true
}
