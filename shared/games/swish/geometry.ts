/**
 * Capsule geometry for Swish. A bone is a segment of length 1 (its core) with radius 0.2. Every
 * function takes plain numbers and allocates nothing: the move search calls them very often.
 */

/** core distance at or under which a fish's front touches a small fish (RULES.md) */
export const TOUCH = 0.42
/** core distance under which two bones overlap (RULES.md) */
export const OVERLAP = 0.39
export const TOUCH2 = TOUCH * TOUCH
export const OVERLAP2 = OVERLAP * OVERLAP
/** capsule radius, for drawing */
export const BONE_RADIUS = 0.2

/**
 * 0 held as a double (−0: equal to 0 in every comparison and sum), the first value of the search's
 * fields that later hold fractions. V8 lays a field out for the kind of number first stored in it:
 * one started at the integer 0 is changed to a double by its first fraction, for every object of
 * the class at once, and the code already compiled for those objects is thrown away and compiled
 * again. In a fresh process that came in the middle of the first decisions.
 */
export const DOUBLE_ZERO = -0

const EPS = 1e-12

/**
 * Squared distance between segments P1Q1 and P2Q2 (closest points of two segments, after
 * Ericson, Real-Time Collision Detection §5.1.9). Degenerate segments are points. (Computed by
 * pairDist2Out, through PAIR.)
 */
export function segDist2(
  p1x: number,
  p1y: number,
  q1x: number,
  q1y: number,
  p2x: number,
  p2y: number,
  q2x: number,
  q2y: number,
): number {
  setPair(p1x, p1y, q1x, q1y, p2x, p2y, q2x, q2y)
  pairDist2Out(PAIR)
  return PAIR[8]
}

/**
 * A pair of segments for a distance: P1Q1 at [0–3], P2Q2 at [4–7], and pairDist2Out's answer, the
 * squared distance, at [8]. Doubles passed to or returned from a call that V8 does not inline are
 * boxed (a heap object each: most of a search's garbage), and the distance is too long to inline
 * at every call site; so the search's loops write the segments into their own pair (its Scratch,
 * search/scratch.ts) and call the predicates below, which take no doubles. This one serves the
 * functions of this module that take plain numbers.
 */
const PAIR = newPair()

/** an empty pair (see PAIR) */
export function newPair(): Float64Array {
  return new Float64Array(9)
}

/** segDist2 of the segments in `p` (see PAIR), written to p[8] */
export function pairDist2Out(p: Float64Array): void {
  const p1x = p[0],
    p1y = p[1],
    q1x = p[2],
    q1y = p[3],
    p2x = p[4],
    p2y = p[5],
    q2x = p[6],
    q2y = p[7]
  const d1x = q1x - p1x,
    d1y = q1y - p1y
  const d2x = q2x - p2x,
    d2y = q2y - p2y
  const rx = p1x - p2x,
    ry = p1y - p2y
  const a = d1x * d1x + d1y * d1y
  const e = d2x * d2x + d2y * d2y
  const f = d2x * rx + d2y * ry
  let s: number, t: number
  if (a <= EPS && e <= EPS) {
    p[8] = rx * rx + ry * ry
    return
  }
  if (a <= EPS) {
    s = 0
    t = f / e
    t = t < 0 ? 0 : t > 1 ? 1 : t
  } else {
    const c = d1x * rx + d1y * ry
    if (e <= EPS) {
      t = 0
      s = -c / a
      s = s < 0 ? 0 : s > 1 ? 1 : s
    } else {
      const b = d1x * d2x + d1y * d2y
      const denom = a * e - b * b
      // parallel (up to rounding): any s works, Ericson takes 0
      s = denom > EPS * a * e ? (b * f - c * e) / denom : 0
      s = s < 0 ? 0 : s > 1 ? 1 : s
      t = (b * s + f) / e
      if (t < 0) {
        t = 0
        s = -c / a
        s = s < 0 ? 0 : s > 1 ? 1 : s
      } else if (t > 1) {
        t = 1
        s = (b - c) / a
        s = s < 0 ? 0 : s > 1 ? 1 : s
      }
    }
  }
  const dx = p1x + d1x * s - (p2x + d2x * t)
  const dy = p1y + d1y * s - (p2y + d2y * t)
  p[8] = dx * dx + dy * dy
}

function setPair(
  p1x: number,
  p1y: number,
  q1x: number,
  q1y: number,
  p2x: number,
  p2y: number,
  q2x: number,
  q2y: number,
): void {
  const p = PAIR
  p[0] = p1x
  p[1] = p1y
  p[2] = q1x
  p[3] = q1y
  p[4] = p2x
  p[5] = p2y
  p[6] = q2x
  p[7] = q2y
}

/** whether segDist2 of the segments in PAIR is under (strict) or at most `limit2` */
function pairUnder(limit2: number): boolean {
  pairDist2Out(PAIR)
  return PAIR[8] < limit2
}
function pairWithin(limit2: number): boolean {
  pairDist2Out(PAIR)
  return PAIR[8] <= limit2
}

/** bonesOverlap of the bones in `p` (the same reject, then the same distance) */
export function pairOverlaps(p: Float64Array): boolean {
  const mx = p[0] + p[2] - p[4] - p[6]
  const my = p[1] + p[3] - p[5] - p[7]
  const reach = 2 * (1 + OVERLAP)
  if (mx > reach || mx < -reach || my > reach || my < -reach) return false
  if (mx * mx + my * my > reach * reach) return false
  pairDist2Out(p)
  return p[8] < OVERLAP2
}

/** bonesTouch of the bones in `p` (the same reject, then the same distance) */
export function pairTouches(p: Float64Array): boolean {
  const mx = p[0] + p[2] - p[4] - p[6]
  const my = p[1] + p[3] - p[5] - p[7]
  const reach = 2 * (1 + TOUCH)
  if (mx > reach || mx < -reach || my > reach || my < -reach) return false
  if (mx * mx + my * my > reach * reach) return false
  pairDist2Out(p)
  return p[8] <= TOUCH2
}

export function segDist(
  p1x: number,
  p1y: number,
  q1x: number,
  q1y: number,
  p2x: number,
  p2y: number,
  q2x: number,
  q2y: number,
): number {
  return Math.sqrt(segDist2(p1x, p1y, q1x, q1y, p2x, p2y, q2x, q2y))
}

/**
 * True when two bones of length at most 1 come within `limit` (core distance; `limit2` is its
 * square). The bounding-circle reject first: each core lies within 0.5 of its midpoint.
 */
export function bonesWithin(
  p1x: number,
  p1y: number,
  q1x: number,
  q1y: number,
  p2x: number,
  p2y: number,
  q2x: number,
  q2y: number,
  limit: number,
  limit2: number,
): boolean {
  const mx = p1x + q1x - p2x - q2x
  const my = p1y + q1y - p2y - q2y
  const reach = 2 * (1 + limit)
  if (mx > reach || mx < -reach || my > reach || my < -reach) return false
  if (mx * mx + my * my > reach * reach) return false
  setPair(p1x, p1y, q1x, q1y, p2x, p2y, q2x, q2y)
  return pairWithin(limit2)
}

/** strictly closer than the overlap distance */
export function bonesOverlap(
  p1x: number,
  p1y: number,
  q1x: number,
  q1y: number,
  p2x: number,
  p2y: number,
  q2x: number,
  q2y: number,
): boolean {
  const mx = p1x + q1x - p2x - q2x
  const my = p1y + q1y - p2y - q2y
  const reach = 2 * (1 + OVERLAP)
  if (mx > reach || mx < -reach || my > reach || my < -reach) return false
  if (mx * mx + my * my > reach * reach) return false
  setPair(p1x, p1y, q1x, q1y, p2x, p2y, q2x, q2y)
  return pairUnder(OVERLAP2)
}

/** at or under the touch distance */
export function bonesTouch(
  p1x: number,
  p1y: number,
  q1x: number,
  q1y: number,
  p2x: number,
  p2y: number,
  q2x: number,
  q2y: number,
): boolean {
  return bonesWithin(p1x, p1y, q1x, q1y, p2x, p2y, q2x, q2y, TOUCH, TOUCH2)
}

/** degrees → radians */
export const RAD = Math.PI / 180

/** heading in degrees of the vector (dx, dy), in (−180, 180] */
export function headingDeg(dx: number, dy: number): number {
  return Math.atan2(dy, dx) / RAD
}

/** an angle in degrees brought into (−180, 180] */
export function wrapDeg(a: number): number {
  let r = a % 360
  if (r > 180) r -= 360
  else if (r <= -180) r += 360
  return r
}
