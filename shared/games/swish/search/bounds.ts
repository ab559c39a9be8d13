/**
 * Bounds on the distances between the bones of the moved way out (moved.ts, shifted.ts), so that
 * most pairs are ruled out without a distance: for bones b and e of the base (b < e − 1), at
 * far[b · w + e] (w: scratch.x.length), a lower bound of their core distance in the base when it
 * was measured, plus drift[0] then (−∞: not measured). drift[0] is the sum of the shifts u since the
 * base was set (baseOn): under a shift the bones from m on keep their distances but for at most
 * |u| (shifted), so a pair's distance now is at least far − drift[0]; the turned bones' pairs are
 * forgotten. drift[1]: how far the bones after the one shifted moved in the check at hand. The same
 * for the step's bone (Q(t−1) → Qt, in stepX, stepY) and each bone e of the base, at stepFar[e],
 * with drift[2] for drift[0]: the sum, over the shifts since the base was set, of how far the
 * step's bone had moved relative to the bones moved by v (drift[3], set by moved() for each
 * degree) and |u|. All of them in the Scratch.
 */
import { OVERLAP, pairDist2Out } from '../geometry.js'
import { type Chain, prevInto } from './chain.js'
import type { Scratch } from './scratch.js'

/** a clearance must beat a move by this much (rounding) */
export const EDGE = 1e-9
/** the step's bone against the moved way's: an overlap, or within rounding of one */
export const SURE = OVERLAP + EDGE
/** shifted(): a shift shorter than this needs no check of the bones before c against those after (2 sin 2° ≈ 0.07) */
export const CROSS = 0.1
/** the limit of the pairs' test when a shift may be up to CROSS (shifted.ts across) */
export const SURE_CROSS = SURE + CROSS
/** a bound must beat a limit by this much to rule a pair out (the moved joints' rounding, far below) */
export const MARGIN = 1e-7

const SURE2 = SURE * SURE,
  SURE_CROSS2 = SURE_CROSS * SURE_CROSS

/**
 * Whether bone b of the joints (xs, ys) and bone e of (us, vs) come within SURE, or SURE_CROSS when
 * `cross` (geometry.ts bonesWithin, its numbers in the same order: the bounding-circle reject,
 * then the distance), the bones written to the scratch's pair only when the reject fails (most
 * pairs are far apart)
 */
export function bonesNear(
  scratch: Scratch,
  xs: Float64Array,
  ys: Float64Array,
  b: number,
  us: Float64Array,
  vs: Float64Array,
  e: number,
  cross: boolean,
): boolean {
  const mx = xs[b] + xs[b + 1] - us[e] - us[e + 1]
  const my = ys[b] + ys[b + 1] - vs[e] - vs[e + 1]
  const reach = 2 * (1 + (cross ? SURE_CROSS : SURE))
  if (mx > reach || mx < -reach || my > reach || my < -reach) return false
  if (mx * mx + my * my > reach * reach) return false
  pairBone(scratch, 0, xs, ys, b)
  pairBone(scratch, 4, us, vs, e)
  pairDist2Out(scratch.pair)
  return scratch.pair[8] <= (cross ? SURE_CROSS2 : SURE2)
}

/** writes bone b of the joints (xs, ys) to the scratch's pair at [at … at + 3] */
function pairBone(scratch: Scratch, at: number, xs: Float64Array, ys: Float64Array, b: number): void {
  const p = scratch.pair
  p[at] = xs[b]
  p[at + 1] = ys[b]
  p[at + 2] = xs[b + 1]
  p[at + 3] = ys[b + 1]
}

/** stepX, stepY ← the step's bone from node t − 1 (Q(t−1) → Qt): see bonesNear */
export function stepBone(chain: Chain, scratch: Scratch, t: number): void {
  prevInto(chain, t, scratch.prev, 0)
  scratch.stepX[0] = scratch.prev[0]
  scratch.stepY[0] = scratch.prev[1]
  scratch.stepX[1] = scratch.jx[0]
  scratch.stepY[1] = scratch.jy[0]
}

/** far forgets the pairs of the bones b0 ≤ b < b1 with the bones after them (of n) */
export function forget(scratch: Scratch, b0: number, b1: number, n: number): void {
  const far = scratch.far,
    w = scratch.x.length
  for (let b = b0; b < b1; b++) for (let i = b * w + b + 2; i < b * w + n; i++) far[i] = -Infinity
}

/** the distance of the step's bone and the base's bone e as baseGap gives it, kept in stepFar */
export function measureStep(scratch: Scratch, e: number): number {
  // the step's bone as it lay in the base: from Q(t−1) to the base's first joint
  scratch.stepBaseX[0] = scratch.stepX[0]
  scratch.stepBaseY[0] = scratch.stepY[0]
  scratch.stepBaseX[1] = scratch.x[0]
  scratch.stepBaseY[1] = scratch.y[0]
  const d = baseGap(scratch, scratch.stepBaseX, scratch.stepBaseY, 0, e)
  scratch.stepFar[e] = d + scratch.drift[2]
  return d
}

/**
 * The distance of the base's bones b and e (not neighbours) now, measured in the base (x, y):
 * kept in far and returned less drift[0]'s part.
 */
export function measure(scratch: Scratch, b: number, e: number): number {
  const d = baseGap(scratch, scratch.x, scratch.y, b, e)
  scratch.far[b * scratch.x.length + e] = d + scratch.drift[0]
  return d
}

/**
 * The core distance of bone b of the joints (xs, ys) and the base's bone e; for bones whose
 * midpoints lie more than 2 apart, that less 1 (each core lies within 0.5 of its midpoint),
 * enough to rule them out.
 */
function baseGap(scratch: Scratch, xs: Float64Array, ys: Float64Array, b: number, e: number): number {
  const x = scratch.x,
    y = scratch.y
  const mx = xs[b] + xs[b + 1] - x[e] - x[e + 1],
    my = ys[b] + ys[b + 1] - y[e] - y[e + 1],
    m2 = mx * mx + my * my
  if (m2 > 16) return Math.sqrt(m2) / 2 - 1
  pairBone(scratch, 0, xs, ys, b)
  pairBone(scratch, 4, x, y, e)
  pairDist2Out(scratch.pair)
  return Math.sqrt(scratch.pair[8])
}
