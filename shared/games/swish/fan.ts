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
 * codes, whose first reason stands, only the degrees still OK matter, lo … hi: the edges there
 * play the part of −L and L (an obstacle whose run lies in blocked degrees costs its edge
 * evaluations only, and none when every degree is blocked).
 *
 * Exact fans (margin 0) evaluate the rule's own predicates (`bonesOverlap`, `bonesTouch` in
 * their PAIR form, `pairOverlaps` and `pairTouches`: the same numbers; the table test) at whole degrees, on the very numbers `stepJoints` computes, so they agree exactly
 * with checking each degree one by one; only the degrees inside a run are inferred from its ends.
 * Near-degenerate cases (Q within 1e-9 of the threshold) are checked degree by degree.
 *
 * A fan with a margin e > 0 answers for every bone within e of the one it computes (the search's
 * boxes, see reach.ts boxDead): a degree counts as blocked only if the computed bone is closer than r − e
 * (off the table: its joint farther out than the radius + e), so it is blocked for all of them.
 */
import { segmentCone, wrapInt, wrapRealAt } from './cone.js'
import { DOUBLE_ZERO, OVERLAP, PAIR, pairDist2Out, pairOverlaps, pairTouches, RAD, TOUCH } from './geometry.js'

export { wrapInt }

/** what is wrong with a new bone; the order is the order in which reasons are reported */
export const OK = 0
export const OFF = 1
export const OTHER = 2
export const SELF = 3
/** `old` when the bone crosses no old bone */
export const NO_OLD = 0x7fff

const SLACK = 1e-9
// slots of Fan.f: pivot, heading, obstacle, squared table radius, threshold (squared) of the
// current obstacle; then the current run's centre c and half window, and its estimated ends; a
// scratch angle (reaches)
const QX = 0,
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
const M_TOUCH = 10,
  M_OLD = 11
/** which predicate a run is searched with */
const T_TABLE = 0,
  T_OVERLAP = 1,
  T_TOUCH = 2,
  T_NEAR = 3,
  T_NEAR_OR_AT = 4

export class Fan {
  /** largest turn in whole degrees */
  readonly L: number
  /** per ψ + L: OK, OFF, OTHER or SELF (the first that applies, in that order) */
  readonly code: Uint8Array
  /** per ψ + L: 1 when the new bone touches a small fish */
  readonly touch: Uint8Array
  /** per ψ + L: the smallest index of an old bone the new bone overlaps, NO_OLD if none */
  readonly old: Int16Array
  /** how many degrees have a code other than OK */
  blocked = 0
  /**
   * the lowest and the highest index whose code is OK (lo > hi: none). Every index outside lies
   * blocked, so the loops over a node's children (reach.ts, order.ts) and the marking of codes
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
  private readonly xs = new Float64Array(361)
  private readonly ys = new Float64Array(361)
  private readonly stamp = new Uint32Array(361)
  private gen = 0
  /**
   * numbers kept unboxed (see the slots above): the obstacle path passes no double to a call,
   * since V8 boxes one passed to a call it does not inline (a heap object each, geometry.ts)
   */
  private readonly f = new Float64Array(15)
  private kind = 0
  /**
   * the degrees the current obstacle's marks can change: for the codes only lo … hi (the rest is
   * blocked already, and a degree keeps its first reason), for the other marks −L … L
   */
  private edgeLo = 0
  private edgeHi = 0
  private oldIndex = 0
  /** the cone estimate of the current segment obstacle, and its inputs (see cone.ts) */
  private readonly cone = new Float64Array(9)

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
    this.code.fill(OK)
    this.blocked = 0
    this.lo = 0
    this.hi = 2 * this.L
    this.touch.fill(0)
    this.old.fill(NO_OLD)
    this.oldMin = NO_OLD
  }

  /**
   * Rules out the degrees beyond ±w (marked OFF): a fan wider than the joint limit (a box's first
   * node, see Chain.fanBare) has children only within the union of its members' windows.
   */
  only(w: number): void {
    if (w < this.L) {
      this.markRange(0, this.L - w - 1, OFF)
      this.markRange(this.L + w + 1, 2 * this.L, OFF)
    }
  }

  get qx(): number {
    return this.f[QX]
  }

  get qy(): number {
    return this.f[QY]
  }

  /** the new front joint for a whole degree ψ in (−180, 180] (as `stepJoints` computes it) */
  private joint(psi: number): number {
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

  /** the predicate for the current obstacle at whole degree m (any integer) */
  private hit(m: number): boolean {
    const i = this.joint(wrapInt(m))
    const f = this.f
    this.evals++
    if (this.kind === T_TABLE) {
      const x = this.xs[i],
        y = this.ys[i]
      return x * x + y * y > f[T2]
    }
    // the bones through PAIR: no double passed to a call (see geometry.ts)
    const p = PAIR
    p[0] = this.xs[i]
    p[1] = this.ys[i]
    p[2] = f[QX]
    p[3] = f[QY]
    p[4] = f[AX]
    p[5] = f[AY]
    p[6] = f[BX]
    p[7] = f[BY]
    switch (this.kind) {
      case T_OVERLAP:
        return pairOverlaps()
      case T_TOUCH:
        return pairTouches()
      case T_NEAR:
        pairDist2Out()
        return p[8] < f[LIM2]
      default:
        pairDist2Out()
        return p[8] <= f[LIM2]
    }
  }

  /**
   * The run of whole degrees m with hit(m), given that they form one run containing the real
   * angle c = f[C] (degrees, relative) inside (c − half, c + half), half = f[HALF]; its ends
   * estimated at f[LO], f[HI] (NaN: none). Calls `mark` for each ψ of the run within [−L, L].
   * (Its callers have asked `misses` first.)
   */
  private run(mark: number): void {
    const L = this.L,
      f = this.f
    const c = f[C],
      half = f[HALF]
    // the window stays clear of the fan's far side: an end of the run beyond L (or −L) is out of it
    const clear = Math.abs(c) + half <= 360 - L
    if (f[LO] === f[LO] && this.settle(mark, clear)) return
    const a = Math.ceil(c)
    const last = Math.ceil(c + half) - 1
    const first = Math.floor(c - half) + 1
    let hi: number
    if (a <= last && this.hit(a)) {
      let lo = a,
        up = last + 1
      while (up - lo > 1) {
        const mid = Math.floor((lo + up) / 2)
        if (this.hit(mid)) lo = mid
        else up = mid
      }
      hi = lo
    } else hi = a - 1
    let from: number
    const b = a - 1
    if (b >= first && this.hit(b)) {
      let up = b,
        lo = first - 1
      while (up - lo > 1) {
        const mid = Math.floor((lo + up) / 2)
        if (this.hit(mid)) up = mid
        else lo = mid
      }
      from = up
    } else from = b + 1
    // m and m ± 360 are the same degree; [−L, L] spans less than a turn
    if (from <= hi) this.markRun(from, hi, mark)
  }

  /**
   * Takes the run's ends from an estimate of the real interval [f[LO], f[HI]] (degrees), if two
   * evaluations on each side confirm them: the degree inside each end hits, the one outside
   * does not. Returns false (nothing marked) when they do not.
   */
  private settle(mark: number, clear: boolean): boolean {
    let top = Math.floor(this.f[HI]),
      bottom = Math.ceil(this.f[LO])
    if (bottom > top) {
      if (this.hit(top) || this.hit(bottom)) return false
      return true
    }
    // an end beyond the edge of the degrees the marks can change (`clear`: the part of the window
    // beyond the fan's edge lies outside the fan): the run covers the degrees from the other end to
    // that edge when the edge hits, whatever lies beyond it (outside the fan, or blocked already)
    const a = this.edgeLo,
      b = this.edgeHi
    if (clear && top > b) {
      if (!this.hit(b)) return false
      top = b
    } else if (!this.hit(top) || this.hit(top + 1)) return false
    if (clear && bottom < a) {
      if (!this.hit(a)) return false
      bottom = a
    } else if (!this.hit(bottom) || this.hit(bottom - 1)) return false
    if (bottom > top) return false
    this.markRun(bottom, top, mark)
    return true
  }

  /**
   * Whether the run (c = f[C], half = f[HALF]) misses the degrees its marks can change, shown by
   * their edge degrees: the run is one arc containing c, so when c lies outside [edgeLo, edgeHi]
   * (within [−L, L]) it reaches into it only through edgeLo or edgeHi (where the window has them)
   */
  private misses(): boolean {
    const a = this.edgeLo,
      b = this.edgeHi,
      c = this.f[C]
    if (c <= b && c >= a) return false
    return !this.reaches(c > b ? b : a) && !this.reaches(c > b ? a : b)
  }

  /** whether whole degree m lies in the window (c − half, c + half) (modulo 360) and hits */
  private reaches(m: number): boolean {
    const f = this.f
    f[W] = m - f[C]
    wrapRealAt(f, W)
    const w = f[W],
      half = f[HALF]
    return w > -half && w < half && this.hit(m)
  }

  /** marks the whole degrees m = from … to (taken modulo 360) that lie in [−L, L] */
  private markRun(from: number, to: number, mark: number): void {
    const L = this.L
    for (let shift = -360; shift <= 360; shift += 360) {
      const lo = Math.max(from + shift, -L),
        up = Math.min(to + shift, L)
      if (lo <= up) this.markRange(lo + L, up + L, mark)
    }
  }

  /** applies a mark to the indices lo … hi */
  private markRange(lo: number, hi: number, what: number): void {
    switch (what) {
      case M_TOUCH:
        this.touch.fill(1, lo, hi + 1)
        return
      case M_OLD: {
        const old = this.old,
          j = this.oldIndex
        if (j < this.oldMin) this.oldMin = j
        for (let i = lo; i <= hi; i++) if (old[i] > j) old[i] = j
        return
      }
      default: {
        // only between the lowest and the highest OK index: the rest is blocked already
        const code = this.code
        const from = lo > this.lo ? lo : this.lo,
          to = hi < this.hi ? hi : this.hi
        if (from > to) return
        let blocked = 0
        for (let i = from; i <= to; i++) {
          if (code[i] === OK) {
            code[i] = what
            blocked++
          }
        }
        this.blocked += blocked
        if (from === this.lo) {
          let a = to + 1
          while (a <= this.hi && code[a] !== OK) a++
          this.lo = a
        }
        if (to === this.hi) {
          let b = from - 1
          while (b >= this.lo && code[b] !== OK) b--
          this.hi = b
        }
      }
    }
  }

  /** every degree whose mark can change, one by one (near-degenerate obstacles) */
  private each(mark: number): void {
    const L = this.L
    for (let psi = this.edgeLo; psi <= this.edgeHi; psi++) if (this.hit(psi)) this.markRange(psi + L, psi + L, mark)
  }

  /**
   * Sets the degrees the marks of an obstacle can change (see edgeLo); false when there are none
   * (every degree blocked already, for a code mark)
   */
  private edges(mark: number): boolean {
    if (mark === M_TOUCH || mark === M_OLD) {
      this.edgeLo = -this.L
      this.edgeHi = this.L
      return true
    }
    this.edgeLo = this.lo - this.L
    this.edgeHi = this.hi - this.L
    return this.lo <= this.hi
  }

  /** marks the degrees whose new joint would be off a table of radius `tableRadius` (set beforehand) */
  tableTest(): void {
    const f = this.f
    const radius = this.tableRadius + this.margin
    const r = Math.sqrt(f[QX] * f[QX] + f[QY] * f[QY])
    if (r + 1 <= radius - SLACK) return
    if (!this.edges(OFF)) return
    this.kind = T_TABLE
    f[T2] = radius * radius
    if (r < SLACK) return this.each(OFF)
    f[C] = (Math.atan2(f[QY], f[QX]) - f[H]) / RAD
    wrapRealAt(f, C)
    const c = f[C]
    // |Q + u|² > R² where the angle between u and Q is below acos((R² − |Q|² − 1) / 2|Q|)
    const cos = (radius * radius - r * r - 1) / (2 * r)
    const half = cos >= 1 ? -1 : cos <= -1 ? 180 : Math.acos(cos) / RAD
    f[HALF] = 180
    if (this.misses()) return
    f[LO] = c - half
    f[HI] = c + half
    this.run(OFF)
  }

  /**
   * One segment obstacle, f[AX … BY] (its ends in the order the rule's check passes them): marks
   * the degrees whose bone comes within limit = f[LIM] of it (`touch`: at most limit, else closer
   * than it), by the rule's own predicate when `exact`.
   */
  private segment(touch: boolean, exact: boolean, mark: number): void {
    const f = this.f
    const limit = f[LIM]
    if (limit <= 0 || !this.edges(mark)) return
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
    this.kind = exact ? (touch ? T_TOUCH : T_OVERLAP) : touch ? T_NEAR_OR_AT : T_NEAR
    f[LIM2] = limit * limit
    if (d < limit - SLACK) {
      this.markRange(0, 2 * this.L, mark)
      return
    }
    if (d <= limit + SLACK) return this.each(mark)
    const theta = Math.atan2(cy, cx)
    f[C] = (theta - f[H]) / RAD
    wrapRealAt(f, C)
    const c = f[C]
    f[HALF] = 90
    if (this.misses()) return // (before the cone: most obstacles behind the fish end here)
    const cone = this.cone
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
    this.run(mark)
  }

  /** a bone of another fish: o[i … i + 3] */
  other(o: ArrayLike<number>, i: number): void {
    const f = this.f
    f[AX] = o[i]
    f[AY] = o[i + 1]
    f[BX] = o[i + 2]
    f[BY] = o[i + 3]
    f[LIM] = OVERLAP - this.margin
    this.segment(false, this.margin === 0, OTHER)
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
    this.segment(false, margin === 0, SELF)
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
    this.segment(false, this.margin === 0, M_OLD)
  }

  /** a small fish: s[i … i + 3] (x1, y1, x2, y2) */
  small(s: ArrayLike<number>, i: number): void {
    const f = this.f
    f[AX] = s[i]
    f[AY] = s[i + 1]
    f[BX] = s[i + 2]
    f[BY] = s[i + 3]
    f[LIM] = TOUCH - this.margin
    this.segment(true, this.margin === 0, M_TOUCH)
  }
}
