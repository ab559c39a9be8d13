/**
 * The fan of a fish's front: for a pivot joint Q and the heading of the bone ending there, what a
 * new bone from Q does at each whole degree ψ in [−L, L] (off the table, on another fish, on the
 * fish itself, touching a small fish, across which old bone).
 *
 * Per obstacle this costs a few distance evaluations instead of one per degree. For a segment AB
 * and a threshold r, the directions in which a unit bone from Q comes closer than r to AB are the
 * directions of the convex set {z : dist(z, AB) < r} ∩ {|z − Q| ≤ 1} seen from Q. When Q lies
 * outside that set, they form one interval, narrower than 180°, containing the direction of the
 * point of AB nearest to Q and lying within 90° of it (the set is on the far side of the tangent
 * at its nearest point). So the whole degrees in question are one run around that direction, and
 * a binary search on each side with the rule's own predicate finds its ends. The off-table
 * directions are likewise one run, centred on the direction from the table's centre to Q.
 * Only the part of a run within [−L, L] matters: an obstacle behind the fish (its direction
 * outside the fan) is settled by the fan's two edge degrees, and an end beyond an edge by that
 * edge degree (fewer evaluations; tests/unit/swish/fan.test.ts checks every degree). For the
 * codes (fish.ts Placing), whose first reason stands, only the degrees still Fine matter, lo … hi: the edges there
 * play the part of −L and L (an obstacle whose run lies in blocked degrees costs its edge
 * evaluations only, and none when every degree is blocked). The runs themselves: runs.ts.
 *
 * Exact fans (margin 0) evaluate the rule's own predicates (`bonesOverlap`, `bonesTouch` in
 * their pair form, `pairOverlaps` and `pairTouches`: the same numbers; the table test) at whole
 * degrees, on the very numbers `stepJoints` computes, so they agree exactly with checking each degree one by one; only the degrees inside a run are inferred from its ends.
 * Near-degenerate cases (Q within 1e-9 of the threshold) are checked degree by degree.
 *
 * A fan with a margin e > 0 answers for every bone within e of the one it computes (the search's
 * boxes, see boxes.ts): a degree counts as blocked only if the computed bone is closer than r − e (off
 * the table: its joint farther out than the radius + e), so it is blocked for all of them.
 */
import { Placing } from '../fish.js'
import { DOUBLE_ZERO, newPair, OVERLAP, RAD, TOUCH } from '../geometry.js'
import { wrapRealAt } from './cone.js'
import {
  C,
  each,
  edges,
  H,
  HALF,
  HI,
  LIM,
  LO,
  M_OLD,
  M_TOUCH,
  markRange,
  misses,
  QX,
  QY,
  run,
  segment,
  SLACK,
  T2,
  T_TABLE,
  AX,
  AY,
  BX,
  BY,
} from './runs.js'

/** `old` when the bone crosses no old bone */
export const NO_OLD = 0x7fff

export class Fan {
  /** largest turn in whole degrees */
  readonly L: number
  /** per ψ + L: what is wrong with its bone (Placing: the first that applies, in that order) */
  readonly code: Uint8Array
  /** per ψ + L: 1 when the new bone touches a small fish */
  readonly touch: Uint8Array
  /** per ψ + L: the smallest index of an old bone the new bone overlaps, NO_OLD if none */
  readonly old: Int16Array
  /** how many degrees have a code other than Fine */
  blocked = 0
  /**
   * the lowest and the highest index whose code is Fine (lo > hi: none). Every index outside lies
   * blocked, so the loops over a node's children (end.ts, order.ts) and the marking of codes
   * skip the blocked ends: in the dense pond most of a fan is blocked, often at both edges.
   */
  lo = 0
  hi = 0
  /** the smallest index in `old` (NO_OLD if the new bone lies on no old bone at any degree) */
  oldMin = NO_OLD
  /** predicate evaluations, for the benchmark */
  evals = 0
  /** the margin e of this fan (0: exact) */
  margin = DOUBLE_ZERO
  /** the table's radius (tableTest) */
  tableRadius = 0
  /** the margin of the bone freshAt adds */
  freshMargin = DOUBLE_ZERO
  /** new front joint per ψ + 180, computed on demand (stamp says whether it is current) */
  readonly xs = new Float64Array(361)
  readonly ys = new Float64Array(361)
  readonly stamp = new Uint32Array(361)
  gen = 0
  /**
   * numbers kept unboxed (the slots, runs.ts): the obstacle path passes no double to a call,
   * since V8 boxes one passed to a call it does not inline (a heap object each, geometry.ts)
   */
  readonly f = new Float64Array(15)
  kind = 0
  /**
   * the degrees the current obstacle's marks can change: for the codes only lo … hi (the rest is
   * blocked already, and a degree keeps its first reason), for the other marks −L … L
   */
  edgeLo = 0
  edgeHi = 0
  oldIndex = 0
  /** the cone estimate of the current segment obstacle, and its inputs (see cone.ts) */
  readonly cone = new Float64Array(9)
  /** the new bone and an obstacle for the rule's predicates (geometry.ts pairOverlaps, pairTouches) */
  readonly pair = newPair()

  constructor(L: number) {
    this.L = L
    this.code = new Uint8Array(2 * L + 1)
    this.touch = new Uint8Array(2 * L + 1)
    this.old = new Int16Array(2 * L + 1)
  }

  /**
   * Starts a new fan at pivot (qx[t], qy[t]) whose bone comes from (qx[t − 1], qy[t − 1]), or from
   * (p[b], p[b + 1]) when t is 0, with its margin set in `margin` beforehand (see the file
   * comment; no double passed to the call, see `f`). The heading is computed as `stepJoints`
   * computes it, so the new joints are the same numbers.
   */
  resetAt(qx: Float64Array, qy: Float64Array, t: number, p: readonly number[], b: number): void {
    const f = this.f
    const x = qx[t],
      y = qy[t]
    f[QX] = x
    f[QY] = y
    // one branch per source: a value that is a typed array's double on one path and an array's
    // element on the other would be boxed where the paths meet
    if (t > 0) f[H] = Math.atan2(y - qy[t - 1], x - qx[t - 1])
    else f[H] = Math.atan2(y - p[b + 1], x - p[b])
    this.gen++
    if (this.gen === 0xffffffff) {
      this.stamp.fill(0)
      this.gen = 1
    }
    this.code.fill(Placing.Fine)
    this.blocked = 0
    this.lo = 0
    this.hi = 2 * this.L
    this.touch.fill(0)
    this.old.fill(NO_OLD)
    this.oldMin = NO_OLD
  }

  /**
   * Rules out the degrees beyond ±w (marked Placing.OffTable): a fan wider than the joint limit (a box's first
   * node, see Chain.fanBare) has children only within the union of its members' windows.
   */
  only(w: number): void {
    if (w < this.L) {
      markRange(this, 0, this.L - w - 1, Placing.OffTable)
      markRange(this, this.L + w + 1, 2 * this.L, Placing.OffTable)
    }
  }

  get qx(): number {
    return this.f[QX]
  }

  get qy(): number {
    return this.f[QY]
  }

  /** the new front joint for a whole degree ψ in (−180, 180] (as `stepJoints` computes it) */
  joint(psi: number): number {
    const i = psi + 180
    if (this.stamp[i] !== this.gen) {
      const f = this.f
      const h = f[H] + psi * RAD
      this.xs[i] = f[QX] + Math.cos(h)
      this.ys[i] = f[QY] + Math.sin(h)
      this.stamp[i] = this.gen
    }
    return i
  }

  x(psi: number): number {
    return this.xs[this.joint(psi)]
  }

  y(psi: number): number {
    return this.ys[this.joint(psi)]
  }

  /** marks the degrees whose new joint would be off a table of radius `tableRadius` (set beforehand) */
  tableTest(): void {
    const f = this.f
    const radius = this.tableRadius + this.margin
    const r = Math.sqrt(f[QX] * f[QX] + f[QY] * f[QY])
    if (r + 1 <= radius - SLACK) return
    if (!edges(this, Placing.OffTable)) return
    this.kind = T_TABLE
    f[T2] = radius * radius
    if (r < SLACK) return each(this, Placing.OffTable)
    f[C] = (Math.atan2(f[QY], f[QX]) - f[H]) / RAD
    wrapRealAt(f, C)
    const c = f[C]
    // |Q + u|² > R² where the angle between u and Q is below acos((R² − |Q|² − 1) / 2|Q|)
    const cos = (radius * radius - r * r - 1) / (2 * r)
    const half = cos >= 1 ? -1 : cos <= -1 ? 180 : Math.acos(cos) / RAD
    f[HALF] = 180
    if (misses(this)) return
    f[LO] = c - half
    f[HI] = c + half
    run(this, Placing.OffTable)
  }

  /** a bone of another fish: o[i … i + 3] */
  other(o: ArrayLike<number>, i: number): void {
    const f = this.f
    f[AX] = o[i]
    f[AY] = o[i + 1]
    f[BX] = o[i + 2]
    f[BY] = o[i + 3]
    f[LIM] = OVERLAP - this.margin
    segment(this, false, this.margin === 0, Placing.OnOtherFish)
  }

  /**
   * A bone of the moving fish placed this turn (not the new bone's neighbour), from joint i to
   * joint i − 1 of (x, y). Its margin, set beforehand in `freshMargin`: its own, since inside a box
   * a bone placed in it moves along with the new one (no double passed to the call, see `f`).
   */
  freshAt(x: Float64Array, y: Float64Array, i: number): void {
    const margin = this.freshMargin
    const f = this.f
    f[AX] = x[i]
    f[AY] = y[i]
    f[BX] = x[i - 1]
    f[BY] = y[i - 1]
    f[LIM] = OVERLAP - margin
    segment(this, false, margin === 0, Placing.OnItself)
  }

  /** a bone of the moving fish from before the turn, p[b … b + 3], with its index from the front then */
  oldBone(j: number, p: ArrayLike<number>, b: number): void {
    this.oldIndex = j
    const f = this.f
    f[AX] = p[b]
    f[AY] = p[b + 1]
    f[BX] = p[b + 2]
    f[BY] = p[b + 3]
    f[LIM] = OVERLAP - this.margin
    segment(this, false, this.margin === 0, M_OLD)
  }

  /** a small fish: s[i … i + 3] (x1, y1, x2, y2) */
  small(s: ArrayLike<number>, i: number): void {
    const f = this.f
    f[AX] = s[i]
    f[AY] = s[i + 1]
    f[BX] = s[i + 2]
    f[BY] = s[i + 3]
    f[LIM] = TOUCH - this.margin
    segment(this, true, this.margin === 0, M_TOUCH)
  }
}
