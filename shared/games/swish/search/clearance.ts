/**
 * How far a bone of a way out can move, in any direction, before one of the rules' tests fails:
 * its clearance, up to CLEAR — off the table (its new joint), on another fish or on a bone placed
 * earlier this turn (0.39), touching a small fish (0.42; not the last bone, whose touch ends the
 * turn where it may end anyway), on an old bone of the fish that is still there when the way ends
 * (0.39: the need it would have is above the way's end). A distance between a moved segment and a
 * fixed one changes by at most how far the first moved, so a bone that has moved less than its
 * clearance since it was measured passes every one of those tests (`passes`); one that has moved
 * more is measured again where it is now.
 */
import { OVERLAP, pairDist2Out, TOUCH } from '../geometry.js'
import { type Chain, oldAt } from './chain.js'
import { EDGE } from './bounds.js'
import { BLOCK, BLOCK_BITS, nearOnes, oldBlocks } from './place.js'
import type { Scratch } from './scratch.js'

/**
 * clearances are measured up to CLEAR, from the segments whose midpoints lie within 1 + the
 * test's limit + CLEAR of a bone's midpoint (nearest skips the others, each of them CLEAR clear):
 * the cells of a Near that hold them are those within that reach along each axis (a little more,
 * so that no segment nearest would measure is left out by rounding)
 */
const CLEAR = 0.25
const FISH_REACH = 1 + OVERLAP + CLEAR + 1e-6
const SMALL_REACH = 1 + TOUCH + CLEAR + 1e-6

/** gap(scratch, ): (2 (1 + OVERLAP + CLEAR))², the reject on twice the midpoints' difference */
const GAP_REACH2 = 4 * (1 + OVERLAP + CLEAR) * (1 + OVERLAP + CLEAR)

/**
 * How far the bone A → B of a way out from node t (the step's bone ends at Qt) ending after
 * step T can move before one of the tests above fails, up to CLEAR; 0 or less: it fails here.
 * Written to the scratch's bone[6], not returned (a double returned from a call that is not inlined is boxed).
 */
export function clearance(chain: Chain, scratch: Scratch, t: number, T: number, c: number, last: boolean): void {
  chain.placed++
  // (the bone and each segment measured go through the scratch's pair, the midpoint and the
  // clearance so far through its bone: doubles passed to or returned from calls that are not inlined are boxed)
  const ax = scratch.jx[c],
    ay = scratch.jy[c],
    bx = scratch.jx[c + 1],
    by = scratch.jy[c + 1]
  const s = Math.min(CLEAR, chain.table - Math.sqrt(bx * bx + by * by))
  scratch.bone[6] = s
  if (s <= EDGE) return
  const mx = (ax + bx) / 2,
    my = (ay + by) / 2
  const pair = scratch.pair
  pair[0] = ax
  pair[1] = ay
  pair[2] = bx
  pair[3] = by
  scratch.bone[4] = mx
  scratch.bone[5] = my
  const near = nearOnes(chain),
    fish = near[0],
    small = near[1]
  const box = scratch.cells
  scratch.bone[7] = FISH_REACH
  fish.aroundWithin(scratch.bone, box)
  nearest(scratch, fish.seg, fish.start, fish.width, box, OVERLAP)
  if (scratch.bone[6] <= EDGE) return
  if (!last) {
    scratch.bone[7] = SMALL_REACH
    small.aroundWithin(scratch.bone, box)
    nearest(scratch, small.seg, small.start, small.width, box, TOUCH)
    if (scratch.bone[6] <= EDGE) return
  }
  if (chain.self) return
  // the bones placed before the step's (they stay), then the old bones still there when the way ends
  const qx = chain.qx,
    qy = chain.qy
  for (let i = 1; i < t; i++) {
    const ex = 2 * mx - qx[i - 1] - qx[i],
      ey = 2 * my - qy[i - 1] - qy[i]
    if (ex * ex + ey * ey >= GAP_REACH2) continue
    pair[4] = qx[i - 1]
    pair[5] = qy[i - 1]
    pair[6] = qx[i]
    pair[7] = qy[i]
    gap(scratch)
  }
  if (scratch.bone[6] <= EDGE) return
  const p = chain.p,
    blocks = oldBlocks(chain),
    stay = chain.k - T - 1
  for (let j = 0; j <= stay; j++) {
    if ((j & (BLOCK - 1)) === 0) {
      // a block whose every bone lies farther than its overlap's reach + CLEAR: skipped
      const c = 3 * (j >> BLOCK_BITS)
      const dx = mx - blocks[c],
        dy = my - blocks[c + 1],
        r = blocks[c + 2] + CLEAR
      if (dx * dx + dy * dy > r * r) {
        j |= BLOCK - 1
        continue
      }
    }
    const b = oldAt(chain, j)
    const ex = 2 * mx - p[b] - p[b + 2],
      ey = 2 * my - p[b + 1] - p[b + 3]
    if (ex * ex + ey * ey >= GAP_REACH2) continue
    pair[4] = p[b]
    pair[5] = p[b + 1]
    pair[6] = p[b + 2]
    pair[7] = p[b + 3]
    gap(scratch)
  }
}

/** whether bone c of the moved way (moved by v) passes, by its clearance or measured anew */
export function passes(chain: Chain, scratch: Scratch, c: number, t: number, T: number, n: number): boolean {
  const s = scratch.clear[c] - EDGE,
    vx = chain.vx,
    vy = chain.vy
  if (s > 0) {
    const dx = vx - scratch.clearX[c],
      dy = vy - scratch.clearY[c]
    if (dx * dx + dy * dy < s * s) return true
  }
  clearance(chain, scratch, t, T, c, c === n - 1)
  const got = scratch.bone[6]
  if (got <= EDGE) return false
  scratch.clear[c] = got
  scratch.clearX[c] = vx
  scratch.clearY[c] = vy
  return true
}

/**
 * The clearance of the bone in the scratch's pair[0–3] (midpoint M in its bone[4, 5]) from the unit segments of the
 * cells `box` of a Near (core distance less `limit`): lowers bone[6] to it when it is less. A
 * segment whose midpoint lies 1 + limit + CLEAR or more from M is at least CLEAR clear.
 */
function nearest(
  scratch: Scratch,
  seg: Float64Array,
  start: Int32Array,
  width: number,
  box: Int32Array,
  limit: number,
): void {
  const pair = scratch.pair
  const mx = scratch.bone[4],
    my = scratch.bone[5]
  let s = scratch.bone[6]
  const reach = 1 + limit + CLEAR
  for (let r = box[2]; r <= box[3]; r++) {
    const i0 = 4 * start[r * width + box[0]],
      i1 = 4 * start[r * width + box[1] + 1]
    for (let i = i0; i < i1; i += 4) {
      const dx = 2 * mx - seg[i] - seg[i + 2],
        dy = 2 * my - seg[i + 1] - seg[i + 3]
      if (dx * dx + dy * dy >= 4 * reach * reach) continue
      pair[4] = seg[i]
      pair[5] = seg[i + 1]
      pair[6] = seg[i + 2]
      pair[7] = seg[i + 3]
      pairDist2Out(pair)
      const d = Math.sqrt(pair[8]) - limit
      if (d < s) s = d
    }
  }
  scratch.bone[6] = s
}

/**
 * The clearance of the bone in the scratch's pair[0–3] (midpoint bone[4, 5]) from the bone in pair[4–7]
 * against an overlap: lowers bone[6] to it when it is less (the caller has ruled out the bones
 * whose midpoints lie 1 + OVERLAP + CLEAR or more apart: at least CLEAR clear)
 */
function gap(scratch: Scratch): void {
  const pair = scratch.pair
  pairDist2Out(pair)
  const d = Math.sqrt(pair[8]) - OVERLAP
  if (d < scratch.bone[6]) scratch.bone[6] = d
}
