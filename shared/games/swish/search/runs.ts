/**
 * The runs of a fan (fan.ts): for one obstacle, the whole degrees whose new bone it blocks form
 * one run around the direction of its nearest point; `segment` and `run` find that run's ends
 * from the cone's estimate (cone.ts), each end confirmed by the rule's own predicate at the degree
 * inside it and the one outside (`settle`), else by a binary search with that predicate; an
 * obstacle whose run lies outside the degrees its marks can change is settled by their edge
 * degrees (`misses`), and near-degenerate ones degree by degree (`each`). Functions over the Fan,
 * whose slots `f` carry their numbers (no double passed to a call, see geometry.ts PAIR).
 */
import { Placing } from '../fish.js'
import { pairDist2Out, pairOverlaps, pairTouches, RAD } from '../geometry.js'
import { segmentCone, wrapInt, wrapRealAt } from './cone.js'
import type { Fan } from './fan.js'

/** an obstacle within this of its threshold is near-degenerate: checked degree by degree */
export const SLACK = 1e-9
/**
 * the slots of Fan.f: pivot, heading, obstacle, squared table radius, threshold (squared) of the
 * current obstacle; then the current run's centre c and half window, and its estimated ends; a
 * scratch angle (reaches)
 */
export const QX = 0,
  QY = 1,
  H = 2,
  AX = 3,
  AY = 4,
  BX = 5,
  BY = 6,
  T2 = 7,
  LIM2 = 8,
  LIM = 9,
  C = 10,
  HALF = 11,
  LO = 12,
  HI = 13,
  W = 14
/** marks besides the codes: touching, lying on an old bone */
export const M_TOUCH = 10,
  M_OLD = 11
/** which predicate a run is searched with */
export const T_TABLE = 0,
  T_OVERLAP = 1,
  T_TOUCH = 2,
  T_NEAR = 3,
  T_NEAR_OR_AT = 4

/** the predicate for the current obstacle at whole degree m (any integer) */
export function hit(fan: Fan, m: number): boolean {
  const i = fan.joint(wrapInt(m))
  const f = fan.f
  fan.evals++
  if (fan.kind === T_TABLE) {
    const x = fan.xs[i],
      y = fan.ys[i]
    return x * x + y * y > f[T2]
  }
  // the bones through the fan's pair: no double passed to a call (see geometry.ts)
  const p = fan.pair
  p[0] = fan.xs[i]
  p[1] = fan.ys[i]
  p[2] = f[QX]
  p[3] = f[QY]
  p[4] = f[AX]
  p[5] = f[AY]
  p[6] = f[BX]
  p[7] = f[BY]
  switch (fan.kind) {
    case T_OVERLAP:
      return pairOverlaps(p)
    case T_TOUCH:
      return pairTouches(p)
    case T_NEAR:
      pairDist2Out(p)
      return p[8] < f[LIM2]
    default:
      pairDist2Out(p)
      return p[8] <= f[LIM2]
  }
}

/**
 * The run of whole degrees m with hit(m), given that they form one run containing the real
 * angle c = f[C] (degrees, relative) inside (c − half, c + half), half = f[HALF]; its ends
 * estimated at f[LO], f[HI] (NaN: none). Calls `mark` for each ψ of the run within [−L, L].
 * (Its callers have asked `misses` first.)
 */
export function run(fan: Fan, mark: number): void {
  const L = fan.L,
    f = fan.f
  const c = f[C],
    half = f[HALF]
  // the window stays clear of the fan's far side: an end of the run beyond L (or −L) is out of it
  const clear = Math.abs(c) + half <= 360 - L
  if (f[LO] === f[LO] && settle(fan, mark, clear)) return
  const a = Math.ceil(c)
  const last = Math.ceil(c + half) - 1
  const first = Math.floor(c - half) + 1
  let hi: number
  if (a <= last && hit(fan, a)) {
    let lo = a,
      up = last + 1
    while (up - lo > 1) {
      const mid = Math.floor((lo + up) / 2)
      if (hit(fan, mid)) lo = mid
      else up = mid
    }
    hi = lo
  } else hi = a - 1
  let from: number
  const b = a - 1
  if (b >= first && hit(fan, b)) {
    let up = b,
      lo = first - 1
    while (up - lo > 1) {
      const mid = Math.floor((lo + up) / 2)
      if (hit(fan, mid)) up = mid
      else lo = mid
    }
    from = up
  } else from = b + 1
  // m and m ± 360 are the same degree; [−L, L] spans less than a turn
  if (from <= hi) markRun(fan, from, hi, mark)
}

/**
 * Takes the run's ends from an estimate of the real interval [f[LO], f[HI]] (degrees), if two
 * evaluations on each side confirm them: the degree inside each end hits, the one outside
 * does not. Returns false (nothing marked) when they do not.
 */
export function settle(fan: Fan, mark: number, clear: boolean): boolean {
  let top = Math.floor(fan.f[HI]),
    bottom = Math.ceil(fan.f[LO])
  if (bottom > top) {
    if (hit(fan, top) || hit(fan, bottom)) return false
    return true
  }
  // an end beyond the edge of the degrees the marks can change (`clear`: the part of the window
  // beyond the fan's edge lies outside the fan): the run covers the degrees from the other end to
  // that edge when the edge hits, whatever lies beyond it (outside the fan, or blocked already)
  const a = fan.edgeLo,
    b = fan.edgeHi
  if (clear && top > b) {
    if (!hit(fan, b)) return false
    top = b
  } else if (!hit(fan, top) || hit(fan, top + 1)) return false
  if (clear && bottom < a) {
    if (!hit(fan, a)) return false
    bottom = a
  } else if (!hit(fan, bottom) || hit(fan, bottom - 1)) return false
  if (bottom > top) return false
  markRun(fan, bottom, top, mark)
  return true
}

/**
 * Whether the run (c = f[C], half = f[HALF]) misses the degrees its marks can change, shown by
 * their edge degrees: the run is one arc containing c, so when c lies outside [edgeLo, edgeHi]
 * (within [−L, L]) it reaches into it only through edgeLo or edgeHi (where the window has them)
 */
export function misses(fan: Fan): boolean {
  const a = fan.edgeLo,
    b = fan.edgeHi,
    c = fan.f[C]
  if (c <= b && c >= a) return false
  return !reaches(fan, c > b ? b : a) && !reaches(fan, c > b ? a : b)
}

/** whether whole degree m lies in the window (c − half, c + half) (modulo 360) and hits */
export function reaches(fan: Fan, m: number): boolean {
  const f = fan.f
  f[W] = m - f[C]
  wrapRealAt(f, W)
  const w = f[W],
    half = f[HALF]
  return w > -half && w < half && hit(fan, m)
}

/** marks the whole degrees m = from … to (taken modulo 360) that lie in [−L, L] */
export function markRun(fan: Fan, from: number, to: number, mark: number): void {
  const L = fan.L
  for (let shift = -360; shift <= 360; shift += 360) {
    const lo = Math.max(from + shift, -L),
      up = Math.min(to + shift, L)
    if (lo <= up) markRange(fan, lo + L, up + L, mark)
  }
}

/** applies a mark to the indices lo … hi */
export function markRange(fan: Fan, lo: number, hi: number, what: number): void {
  switch (what) {
    case M_TOUCH:
      fan.touch.fill(1, lo, hi + 1)
      return
    case M_OLD: {
      const old = fan.old,
        j = fan.oldIndex
      if (j < fan.oldMin) fan.oldMin = j
      for (let i = lo; i <= hi; i++) if (old[i] > j) old[i] = j
      return
    }
    default: {
      // only between the lowest and the highest Placing.Fine index: the rest is blocked already
      const code = fan.code
      const from = lo > fan.lo ? lo : fan.lo,
        to = hi < fan.hi ? hi : fan.hi
      if (from > to) return
      let blocked = 0
      for (let i = from; i <= to; i++) {
        if (code[i] === Placing.Fine) {
          code[i] = what
          blocked++
        }
      }
      fan.blocked += blocked
      if (from === fan.lo) {
        let a = to + 1
        while (a <= fan.hi && code[a] !== Placing.Fine) a++
        fan.lo = a
      }
      if (to === fan.hi) {
        let b = from - 1
        while (b >= fan.lo && code[b] !== Placing.Fine) b--
        fan.hi = b
      }
    }
  }
}

/** every degree whose mark can change, one by one (near-degenerate obstacles) */
export function each(fan: Fan, mark: number): void {
  const L = fan.L
  for (let psi = fan.edgeLo; psi <= fan.edgeHi; psi++) if (hit(fan, psi)) markRange(fan, psi + L, psi + L, mark)
}

/**
 * Sets the degrees the marks of an obstacle can change (see edgeLo); false when there are none
 * (every degree blocked already, for a code mark)
 */
export function edges(fan: Fan, mark: number): boolean {
  if (mark === M_TOUCH || mark === M_OLD) {
    fan.edgeLo = -fan.L
    fan.edgeHi = fan.L
    return true
  }
  fan.edgeLo = fan.lo - fan.L
  fan.edgeHi = fan.hi - fan.L
  return fan.lo <= fan.hi
}

/**
 * One segment obstacle, f[AX … BY] (its ends in the order the rule's check passes them): marks
 * the degrees whose bone comes within limit = f[LIM] of it (`touch`: at most limit, else closer
 * than it), by the rule's own predicate when `exact`.
 */
export function segment(fan: Fan, touch: boolean, exact: boolean, mark: number): void {
  const f = fan.f
  const limit = f[LIM]
  if (limit <= 0 || !edges(fan, mark)) return
  const qx = f[QX],
    qy = f[QY],
    ax = f[AX],
    ay = f[AY],
    bx = f[BX],
    by = f[BY]
  // the point of AB nearest to Q
  const dx = bx - ax,
    dy = by - ay
  const len2 = dx * dx + dy * dy
  let u = len2 > 0 ? ((qx - ax) * dx + (qy - ay) * dy) / len2 : 0
  u = u < 0 ? 0 : u > 1 ? 1 : u
  const cx = ax + u * dx - qx,
    cy = ay + u * dy - qy
  const d2 = cx * cx + cy * cy
  const reach = 1 + limit + SLACK
  if (d2 > reach * reach) return
  const d = Math.sqrt(d2)
  fan.kind = exact ? (touch ? T_TOUCH : T_OVERLAP) : touch ? T_NEAR_OR_AT : T_NEAR
  f[LIM2] = limit * limit
  if (d < limit - SLACK) {
    markRange(fan, 0, 2 * fan.L, mark)
    return
  }
  if (d <= limit + SLACK) return each(fan, mark)
  const theta = Math.atan2(cy, cx)
  f[C] = (theta - f[H]) / RAD
  wrapRealAt(f, C)
  const c = f[C]
  f[HALF] = 90
  if (misses(fan)) return // (before the cone: most obstacles behind the fish end here)
  const cone = fan.cone
  cone[2] = ax - qx
  cone[3] = ay - qy
  cone[4] = bx - qx
  cone[5] = by - qy
  cone[6] = limit
  cone[7] = theta
  if (segmentCone(cone)) {
    f[LO] = c + cone[0] / RAD
    f[HI] = c + cone[1] / RAD
  } else f[LO] = f[HI] = NaN
  run(fan, mark)
}
