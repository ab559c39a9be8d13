/**
 * The previous degree's way out, moved (Turn.legalMarks asks it before follow and the search).
 *
 * When step ψ from node t has a way out W, step ψ + δ has the way out W with its first turn
 * less δ whenever that one works: its bones after the step's own are W's, all moved by the same
 * vector v = Qt' − Qt (|v| = 2 sin(|δ|/2)), since every later turn is relative to the bone
 * before it. Placing each bone again (follow) costs a search of every obstacle near it for
 * every degree. Instead each bone keeps its clearance: how far it can move, in any direction,
 * before one of the rules' tests fails — off the table (its new joint), on another fish or on a
 * bone placed earlier this turn (0.39), touching a small fish (0.42; not the last bone, whose
 * touch ends the turn where it may end anyway), on an old bone of the fish that is still there
 * when the way ends (0.39: the need it would have is above the way's end). A distance between
 * a moved segment and a fixed one changes by at most how far the first moved, so a bone that
 * has moved less than its clearance since it was measured passes every one of those tests; a
 * bone that has moved more is measured again where it is now. The step's own bone is judged
 * exactly by the fan, and it is checked against the way's bones (which move relative to it)
 * directly. The bones of W keep their distances to each other. So a way that passes is a
 * proof, as a followed one is; one that does not proves nothing (follow and the search decide).
 * The turns that take up the change of heading, the repairs at the first bone that fails (shifted:
 * that bone, or else the one before it, turned a little and the next turn less as much, so the
 * bones after it move by one more vector; else movedFrom) and the bookkeeping of the clearances are in the methods' comments.
 */
import { AROUND, BLOCK, BLOCK_BITS, Chain, PREV } from './chain.js'
import { DOUBLE_ZERO, OVERLAP, PAIR, pairDist2Out, RAD, TOUCH } from './geometry.js'

export abstract class Moved extends Chain {
  /**
   * The last way out found: the degrees of its steps, the last one ending the turn legally.
   * Neighbouring questions (the next degree, the next node) usually have the same way out.
   */
  protected way = NO_WAY
  protected wayLength = 0

  /** the last way out followed from node t (ways.ts) */
  protected abstract follow(t: number, M: number, fixes?: number, from?: number): boolean

  /** the base: the step's degree index and W's length (W's joints and turns are in S) */
  private baseAt = -1
  private baseLength = 0
  /** the bone of the moved way that failed last (tried first) */
  private failed = 0
  /** moved(): the shift of the bones that did not turn (read by passes) */
  private vx = DOUBLE_ZERO
  private vy = DOUBLE_ZERO
  /** the repair of the last movedFrom at bone pushAt, and a little more, tried first there */
  private pushAt = -1
  private push = 0

  /** keeps the way out just proved for the step of degree index i (Qt set) as the base */
  protected baseOn(t: number, i: number, kept = 0, vx = 0, vy = 0): void {
    const n = this.wayLength,
      was = this.baseLength
    this.baseAt = n > 0 ? i : -1
    this.baseLength = n
    if (n === 0) return
    if (S.x.length < this.k + 2) {
      // scratch shared by every search (only legalMarks uses it, and it starts with baseOff)
      const f = () => new Float64Array(2 * this.k + 4),
        d = () => new Int16Array(2 * this.k + 4)
      S = { x: f(), y: f(), clear: f(), clearX: f(), clearY: f(), jx: f(), jy: f(), way: d(), turns: d(), saved: d() }
      FAR = new Float64Array(S.x.length * S.x.length)
      STEP_FAR = f()
    }
    // a new base: no pair of its bones measured yet
    forget(0, n, n)
    STEP_FAR.fill(-Infinity, 0, n)
    DRIFT[0] = DRIFT[2] = 0
    copy(S.way, this.way, n)
    if (kept > 0 && n >= was) {
      // movedFrom: the joints are those follow placed (Q(t) … Q(t+n)); the first `kept` bones
      // are where they were checked, moved by v from where their clearances were measured, and
      // they keep what is left of them (the way ends no sooner, so no more old bones count)
      for (let c = 0; c <= n; c++) {
        S.x[c] = this.qx[t + c]
        S.y[c] = this.qy[t + c]
      }
      for (let c = 0; c < kept; c++) {
        const ex = vx - S.clearX[c],
          ey = vy - S.clearY[c]
        const left = S.clear[c] - Math.sqrt(ex * ex + ey * ey)
        S.clear[c] = left > 0 ? left : 0
        S.clearX[c] = S.clearY[c] = 0
      }
      S.clear.fill(0, kept, n)
      return
    }
    // the joints as place() computes them
    this.prevInto(t, PREV, 0)
    let px = PREV[0],
      py = PREV[1],
      x = this.qx[t],
      y = this.qy[t]
    S.x[0] = x
    S.y[0] = y
    for (let c = 0; c < n; c++) {
      const h = Math.atan2(y - py, x - px) + this.way[c] * RAD
      px = x
      py = y
      x += Math.cos(h)
      y += Math.sin(h)
      S.x[c + 1] = x
      S.y[c + 1] = y
    }
    S.clear.fill(0, 0, n)
  }

  /** forgets the base (the next step is not next to one proved by it) */
  protected baseOff(): void {
    this.baseAt = -1
  }

  /**
   * Whether the base's way out, moved, ends the turn legally after the step of degree index i
   * from node t − 1 (Qt set, its bone placed legally by the fan, touching nothing, its need
   * with the ones before it M). When it does, it is the last way out. Its first turn takes up
   * the step's change of heading; where the joint limit stops it, the next turn takes up the
   * rest, and so on: the bones before the turn that took it all are turned (a), and are checked
   * where they lie now, the others are moved by one vector v and checked by their clearances.
   */
  protected moved(t: number, i: number, M: number): boolean {
    const n = this.baseLength
    if (this.baseAt < 0 || n === 0) return false
    const T = t + n
    if (M > T) return false
    const L = this.L,
      turns = S.turns,
      jx = S.jx,
      jy = S.jy
    let e = i - this.baseAt,
      a = 0
    for (; e !== 0; a++) {
      if (a >= n || a >= TURNED) return false
      const w = S.way[a] - e
      turns[a] = w < -L ? -L : w > L ? L : w
      e = turns[a] - w
    }
    turns[a] = S.way[a] // (a < n, or e was 0 from the start with a = 0)
    // the joints of the turned bones, as place() computes them
    this.prevInto(t, PREV, 0)
    let px = PREV[0],
      py = PREV[1]
    jx[0] = this.qx[t]
    jy[0] = this.qy[t]
    for (let c = 0; c < a; c++) {
      const h = Math.atan2(jy[c] - py, jx[c] - px) + turns[c] * RAD
      px = jx[c]
      py = jy[c]
      jx[c + 1] = px + Math.cos(h)
      jy[c + 1] = py + Math.sin(h)
    }
    const bx = S.x,
      by = S.y
    const vx = jx[a] - bx[a],
      vy = jy[a] - by[a]
    for (let c = a + 1; c <= n; c++) {
      jx[c] = bx[c] + vx
      jy[c] = by[c] + vy
    }
    // the bone of the last turn that changed keeps its heading (that turn took up the rest of the
    // change): it is moved by v as the bones after it are; only the bones before it turned
    const m = a > 0 ? a - 1 : 0
    if (!this.self) {
      // the step's bone against the way's bones but its neighbour, and each turned bone against
      // the bones after its neighbour (the moved ones keep their distances to each other)
      // (the step's bone moved, from where it lay in the base, by at most DRIFT[3] more than v:
      // its ends by 0 and Qt' − Qt; a bone from m on whose distance to it in the base, less
      // that and DRIFT[2], beats an overlap is not measured)
      pairLimit(SURE)
      this.stepBone(t)
      const wx = jx[0] - bx[0] - vx,
        wy = jy[0] - by[0] - vy,
        w2 = wx * wx + wy * wy,
        v2 = vx * vx + vy * vy
      DRIFT[3] = Math.sqrt(w2 > v2 ? w2 : v2)
      const sure = SURE + DRIFT[3] + MARGIN,
        skip = sure + DRIFT[2],
        far = STEP_FAR
      for (let c = 1; c < n; c++) {
        if (c >= m && (far[c] > skip || measureStep(c) > sure)) continue
        if (bonesNear(STEP_X, STEP_Y, 0, jx, jy, c)) return false
      }
      for (let b = 0; b < m; b++) {
        for (let c = b + 2; c < n; c++) {
          if (bonesNear(jx, jy, b, jx, jy, c)) return false
        }
      }
    }
    for (let c = 0; c < m; c++) {
      S.clear[c] = 0 // (measured for where it lay before it turned)
      this.clearance(t, T, c, c === n - 1)
      if (BONE[6] <= EDGE) return false
    }
    // the bone that failed last comes first (after a repair, the way often fails there again);
    // then the others in order, up to the first that fails: the bones before it all pass
    const first = this.failed >= m && this.failed < n ? this.failed : m
    this.vx = vx
    this.vy = vy
    let bad = this.passes(first, t, T, n) ? -1 : first
    for (let c = m; c < (bad < 0 ? n : bad); c++) {
      if (c !== first && !this.passes(c, t, T, n)) bad = c
    }
    if (bad >= 0) {
      this.failed = bad
      // that bone shifted, else the one before it (the bones before that passed: see shifted)
      return (
        this.shifted(t, i, bad, T, a, m) ||
        (bad > m && this.shifted(t, i, bad - 1, T, a, m)) ||
        (bad > 0 && this.movedFrom(t, i, bad, T, a))
      )
    }
    copy(this.way, S.way, n)
    copy(this.way, turns, a + 1)
    this.wayLength = n
    return true
  }

  /**
   * The moved way's bone c (moved by v, c ≥ m, the bones before it passed) fails here, or the
   * bone after it does (the turn that mends a way is often one bone earlier): turned by d about
   * its first joint, with the next turn less d, bone c + 1 keeps its heading, so it and
   * the bones after it are the base's moved by v + u (u: how far bone c's end moved). Bone c is
   * checked where it lies (clearance, and against the way's other bones and the step's), the
   * bones after it by their clearances with v + u, and, since the bones before c moved by v
   * only, each of those against each after it. On success the way is the new base.
   */
  private shifted(t: number, i: number, c: number, T: number, a: number, m: number): boolean {
    const n = this.baseLength,
      L = this.L
    if (c + 1 >= n) return false
    const jx = S.jx,
      jy = S.jy,
      bx = S.x,
      by = S.y,
      vx = this.vx,
      vy = this.vy
    const tc = c <= a ? S.turns[c] : S.way[c],
      tn = S.way[c + 1]
    const h = Math.atan2(jy[c + 1] - jy[c], jx[c + 1] - jx[c])
    const x1 = jx[c + 1],
      y1 = jy[c + 1]
    // the bones after c against those before it and the step's: when no pair is within an
    // overlap + CROSS now, none is after a shift |u| < CROSS (a distance changes by at most |u|)
    DRIFT[1] = 0
    const wide = this.self || !this.across(t, c, n, SURE + CROSS, m)
    let ok = false,
      fresh = 0,
      d = 0
    for (const dd of SHIFTS) {
      d = dd
      if (tc + d < -L || tc + d > L || tn - d < -L || tn - d > L) continue
      const ex = jx[c] + Math.cos(h + d * RAD),
        ey = jy[c] + Math.sin(h + d * RAD)
      const ux = ex - x1,
        uy = ey - y1
      jx[c + 1] = ex
      jy[c + 1] = ey
      for (let e = c + 2; e <= n; e++) {
        jx[e] = bx[e] + vx + ux
        jy[e] = by[e] + vy + uy
      }
      const u2 = ux * ux + uy * uy
      DRIFT[1] = Math.sqrt(u2)
      if (!this.self && this.crossed(t, c, n, m, !wide || u2 >= CROSS * CROSS)) continue
      this.clearance(t, T, c, false)
      fresh = BONE[6]
      if (fresh <= EDGE) continue
      this.vx = vx + ux
      this.vy = vy + uy
      ok = true
      for (let e = c + 1; e < n && ok; e++) ok = this.passes(e, t, T, n)
      this.vx = vx
      this.vy = vy
      if (ok) break
    }
    if (!ok) {
      jx[c + 1] = x1
      jy[c + 1] = y1
      for (let e = c + 2; e <= n; e++) {
        jx[e] = bx[e] + vx
        jy[e] = by[e] + vy
      }
      return false
    }
    // the way as it lies now is the new base: each bone keeps what is left of its clearance
    copy(this.way, S.way, n)
    copy(this.way, S.turns, a + 1)
    this.way[c] = tc + d
    this.way[c + 1] = tn - d
    this.wayLength = n
    const ux = jx[c + 1] - x1,
      uy = jy[c + 1] - y1
    // the bounds of the pairs' distances: every bone from m on moved by v, or by v + u, or (bone
    // c) turned so that each of its points moved by v and at most u more; the turned ones anew
    const uu = Math.sqrt(ux * ux + uy * uy)
    DRIFT[0] += uu
    DRIFT[2] += DRIFT[3] + uu
    forget(0, m, n)
    STEP_FAR.fill(-Infinity, 0, m)
    for (let b = 0; b < n; b++) {
      let left = 0
      if (b === c) left = fresh
      else if (b >= m) {
        const ex = (b < c ? vx : vx + ux) - S.clearX[b],
          ey = (b < c ? vy : vy + uy) - S.clearY[b]
        left = S.clear[b] - Math.sqrt(ex * ex + ey * ey)
      }
      S.clear[b] = left > 0 ? left : 0
      S.clearX[b] = S.clearY[b] = 0
    }
    for (let e = 0; e <= n; e++) {
      bx[e] = jx[e]
      by[e] = jy[e]
    }
    copy(S.way, this.way, n)
    this.baseAt = i
    return true
  }

  /**
   * shifted(): whether bone c (turned), or the bones after it (moved by v + u), come within an
   * overlap of the step's bone, or of the way's bones before c (moved by v), but neighbours.
   * A pair of bones from m on whose distance in the base, less what it may have changed since
   * (DRIFT), beats the overlap by more than u is not measured: bone c's points moved by at most
   * u from where they were moved by v, the bones after it by u.
   */
  private crossed(t: number, c: number, n: number, m: number, before: boolean): boolean {
    const jx = S.jx,
      jy = S.jy,
      far = FAR,
      w = S.x.length
    pairLimit(SURE)
    const sure = SURE + DRIFT[1] + MARGIN,
      skip = sure + DRIFT[0]
    if (c >= 1) {
      this.stepBone(t)
      const stepSure = sure + DRIFT[3]
      if (!(c >= m && (STEP_FAR[c] > stepSure + DRIFT[2] || measureStep(c) > stepSure)))
        if (bonesNear(STEP_X, STEP_Y, 0, jx, jy, c)) return true
    }
    for (let b = 0; b + 2 <= c; b++) {
      if (b >= m && (far[b * w + c] > skip || measure(b, c) > sure)) continue
      if (bonesNear(jx, jy, b, jx, jy, c)) return true
    }
    for (let e = c + 2; e < n; e++) {
      if (far[c * w + e] > skip || measure(c, e) > sure) continue
      if (bonesNear(jx, jy, c, jx, jy, e)) return true
    }
    return before && this.across(t, c, n, SURE, m)
  }

  /**
   * whether a bone after c comes within `limit` of the step's bone or of a bone before c (not
   * neighbours), the bones after c moved by DRIFT[1] at most from the base's moved by v: the
   * bones turned (before m) are measured where they lie, the others only when their distance in
   * the base (FAR) is not enough to rule the pair out
   */
  private across(t: number, c: number, n: number, limit: number, m: number): boolean {
    const jx = S.jx,
      jy = S.jy,
      far = FAR,
      w = S.x.length
    pairLimit(limit)
    this.stepBone(t)
    const sure = limit + DRIFT[1] + MARGIN,
      skip = sure + DRIFT[0],
      stepSure = sure + DRIFT[3],
      stepSkip = stepSure + DRIFT[2]
    for (let e = c + 1; e < n; e++) {
      if (e >= m && (STEP_FAR[e] > stepSkip || measureStep(e) > stepSure)) continue
      if (bonesNear(STEP_X, STEP_Y, 0, jx, jy, e)) return true
    }
    const turned = m < c ? m : c
    for (let b = 0; b < turned; b++) {
      for (let e = b + 2 > c + 1 ? b + 2 : c + 1; e < n; e++) {
        if (bonesNear(jx, jy, b, jx, jy, e)) return true
      }
    }
    for (let b = turned; b < c; b++) {
      const row = b * w
      for (let e = b + 2 > c + 1 ? b + 2 : c + 1; e < n; e++) {
        if (far[row + e] > skip || measure(b, e) > sure) continue
        if (bonesNear(jx, jy, b, jx, jy, e)) return true
      }
    }
    return false
  }

  /** whether bone c of the moved way (moved by v) passes, by its clearance or measured anew */
  private passes(c: number, t: number, T: number, n: number): boolean {
    const s = S.clear[c] - EDGE,
      vx = this.vx,
      vy = this.vy
    if (s > 0) {
      const dx = vx - S.clearX[c],
        dy = vy - S.clearY[c]
      if (dx * dx + dy * dy < s * s) return true
    }
    this.clearance(t, T, c, c === n - 1)
    const got = BONE[6]
    if (got <= EDGE) return false
    S.clear[c] = got
    S.clearX[c] = vx
    S.clearY[c] = vy
    return true
  }

  /**
   * The moved way's bone c fails here: the bones before it pass, so it is followed from bone c
   * on, with repairs (follow), its need taken as T (the bones before it lie on no old bone still
   * there after step T: their needs are at most T). On success the way followed is the new
   * base; else the last way is left as it was.
   */
  private movedFrom(t: number, i: number, c: number, T: number, a: number): boolean {
    const n = this.baseLength,
      saved = S.saved
    copy(saved, this.way, n)
    for (let e = 1; e <= c; e++) {
      this.qx[t + e] = S.jx[e]
      this.qy[t + e] = S.jy[e]
    }
    copy(this.way, S.way, n)
    copy(this.way, S.turns, a + 1)
    this.wayLength = n
    const was = this.way[c]
    if (this.pushAt === c) {
      const w = was + this.push
      if (w >= -this.L && w <= this.L) this.way[c] = w
    }
    if (this.follow(t, T, FIXES, c)) {
      const d = this.way[c] - was
      this.pushAt = d !== 0 ? c : -1
      this.push = d + Math.sign(d) * PUSH
      this.baseOn(t, i, c, S.jx[a] - S.x[a], S.jy[a] - S.y[a])
      this.failed = c
      return true
    }
    this.pushAt = -1
    copy(this.way, saved, n)
    this.wayLength = n
    return false
  }

  /** STEP_X, STEP_Y ← the step's bone from node t − 1 (Q(t−1) → Qt): see bonesNear */
  private stepBone(t: number): void {
    this.prevInto(t, PREV, 0)
    STEP_X[0] = PREV[0]
    STEP_Y[0] = PREV[1]
    STEP_X[1] = S.jx[0]
    STEP_Y[1] = S.jy[0]
  }

  /**
   * How far the bone A → B of a way out from node t (the step's bone ends at Qt) ending after
   * step T can move before one of the tests above fails, up to CLEAR; 0 or less: it fails here.
   * Written to BONE[6], not returned (a double returned from a call that is not inlined is boxed).
   */
  private clearance(t: number, T: number, c: number, last: boolean): void {
    this.placed++
    // (the bone and each segment measured go through PAIR, the midpoint and the clearance so far
    // through BONE: doubles passed to or returned from calls that are not inlined are boxed)
    const ax = S.jx[c],
      ay = S.jy[c],
      bx = S.jx[c + 1],
      by = S.jy[c + 1]
    const s = Math.min(CLEAR, this.table - Math.sqrt(bx * bx + by * by))
    BONE[6] = s
    if (s <= EDGE) return
    const mx = (ax + bx) / 2,
      my = (ay + by) / 2
    const pair = PAIR
    pair[0] = ax
    pair[1] = ay
    pair[2] = bx
    pair[3] = by
    BONE[4] = mx
    BONE[5] = my
    const near = this.nearOnes(),
      fish = near[0],
      small = near[1]
    const box = AROUND
    BONE[7] = FISH_REACH
    fish.aroundWithin(BONE, box)
    nearest(fish.seg, fish.start, fish.width, box, OVERLAP)
    if (BONE[6] <= EDGE) return
    if (!last) {
      BONE[7] = SMALL_REACH
      small.aroundWithin(BONE, box)
      nearest(small.seg, small.start, small.width, box, TOUCH)
      if (BONE[6] <= EDGE) return
    }
    if (this.self) return
    // the bones placed before the step's (they stay), then the old bones still there when the way ends
    const qx = this.qx,
      qy = this.qy
    for (let i = 1; i < t; i++) {
      const ex = 2 * mx - qx[i - 1] - qx[i],
        ey = 2 * my - qy[i - 1] - qy[i]
      if (ex * ex + ey * ey >= GAP_REACH2) continue
      pair[4] = qx[i - 1]
      pair[5] = qy[i - 1]
      pair[6] = qx[i]
      pair[7] = qy[i]
      gap()
    }
    if (BONE[6] <= EDGE) return
    const p = this.p,
      blocks = this.oldBlocks(),
      stay = this.k - T - 1
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
      const b = this.oldAt(j)
      const ex = 2 * mx - p[b] - p[b + 2],
        ey = 2 * my - p[b + 1] - p[b + 3]
      if (ex * ex + ey * ey >= GAP_REACH2) continue
      pair[4] = p[b]
      pair[5] = p[b + 1]
      pair[6] = p[b + 2]
      pair[7] = p[b + 3]
      gap()
    }
  }
}

/** how many steps of a way out follow() may replace */
export const FIXES = 4

/** the way out of a search that has not searched yet */
export const NO_WAY = new Int16Array(0)

/** an empty joint array (Ways before its first base) */
const NO_JOINTS = new Float64Array(0)
/**
 * The moved ways' scratch, shared by every search (see baseOn): the base way W's joints (x, y,
 * from Qt) and turns (way); per bone of W its clearance when last measured (0: not yet) and the
 * shift v it had then (clearX, clearY); moved()'s turns that changed and joints (turns, jx, jy);
 * a way kept by movedFrom (saved)
 */
let S = {
  x: NO_JOINTS,
  y: NO_JOINTS,
  clear: NO_JOINTS,
  clearX: NO_JOINTS,
  clearY: NO_JOINTS,
  jx: NO_JOINTS,
  jy: NO_JOINTS,
  way: NO_WAY,
  turns: NO_WAY,
  saved: NO_WAY,
}

/**
 * clearances are measured up to CLEAR, from the segments whose midpoints lie within 1 + the
 * test's limit + CLEAR of a bone's midpoint (nearest skips the others, each of them CLEAR clear):
 * the cells of a Near that hold them are those within that reach along each axis (a little more,
 * so that no segment nearest would measure is left out by rounding)
 */
const CLEAR = 0.25
const FISH_REACH = 1 + OVERLAP + CLEAR + 1e-6
const SMALL_REACH = 1 + TOUCH + CLEAR + 1e-6
/**
 * the bone whose clearance is measured (its ends are in PAIR[0–3]): its midpoint at [4], [5] (as
 * Near.aroundWithin reads it), its clearance so far at [6] and the reach of the cells at [7]
 */
const BONE = new Float64Array(8)
/**
 * The overlap tests between a moved way's bones go through PAIR, their limit and its square at
 * PAIR[9], PAIR[10] (no double passed to a call): pairBone writes bone b of the joints (xs, ys)
 * at PAIR[at … at + 3].
 */
function pairBone(at: number, xs: Float64Array, ys: Float64Array, b: number): void {
  const p = PAIR
  p[at] = xs[b]
  p[at + 1] = ys[b]
  p[at + 2] = xs[b + 1]
  p[at + 3] = ys[b + 1]
}
/**
 * Whether bone b of the joints (xs, ys) and bone e of (us, vs) come within PAIR[9] (geometry.ts
 * pairBonesWithin, its numbers in the same order: the bounding-circle reject, then the distance),
 * the bones written to PAIR only when the reject fails (most pairs are far apart)
 */
function bonesNear(
  xs: Float64Array,
  ys: Float64Array,
  b: number,
  us: Float64Array,
  vs: Float64Array,
  e: number,
): boolean {
  const mx = xs[b] + xs[b + 1] - us[e] - us[e + 1]
  const my = ys[b] + ys[b + 1] - vs[e] - vs[e + 1]
  const reach = 2 * (1 + PAIR[9])
  if (mx > reach || mx < -reach || my > reach || my < -reach) return false
  if (mx * mx + my * my > reach * reach) return false
  pairBone(0, xs, ys, b)
  pairBone(4, us, vs, e)
  pairDist2Out()
  return PAIR[8] <= PAIR[10]
}
/** the step's bone (Q(t−1) → Qt) as joints 0 and 1 (stepBone) */
const STEP_X = new Float64Array(2)
const STEP_Y = new Float64Array(2)
/** PAIR[9], PAIR[10] ← the limit of the overlap tests (SURE, or SURE + CROSS) and its square */
function pairLimit(limit: number): void {
  PAIR[9] = limit
  PAIR[10] = limit * limit
}
/**
 * The bounds of the distances between the base's bones (shifted, crossed, across): for bones b
 * and e (b < e − 1), at FAR[b · w + e] (w: S.x.length), a lower bound of their core distance in
 * the base when it was measured, plus DRIFT[0] then (−∞: not measured). DRIFT[0] is the sum of the
 * shifts u since the base was set (baseOn): under a shift the bones from m on keep their distances
 * but for at most |u| (shifted), so a pair's distance now is at least FAR − DRIFT[0]; the turned
 * bones' pairs are forgotten. DRIFT[1]: how far the bones after the one shifted moved in the
 * check at hand.
 */
let FAR = NO_JOINTS
const DRIFT = new Float64Array(4)
/**
 * The same for the step's bone (Q(t−1) → Qt) and each bone e of the base, at STEP_FAR[e], with
 * DRIFT[2] for DRIFT[0]: the sum, over the shifts since the base was set, of how far the step's
 * bone had moved relative to the bones moved by v (DRIFT[3], set by moved() for each degree) and
 * |u|. The step's bone from Q(t−1) is in STEP_X, STEP_Y (stepBone).
 */
let STEP_FAR = NO_JOINTS
/** FAR forgets the pairs of the bones b0 ≤ b < b1 with the bones after them (of n) */
function forget(b0: number, b1: number, n: number): void {
  const far = FAR,
    w = S.x.length
  for (let b = b0; b < b1; b++) for (let i = b * w + b + 2; i < b * w + n; i++) far[i] = -Infinity
}
/** the distance of the step's bone and the base's bone e as baseGap gives it, kept in STEP_FAR */
function measureStep(e: number): number {
  // the step's bone as it lay in the base: from Q(t−1) to the base's first joint
  STEP_BASE_X[0] = STEP_X[0]
  STEP_BASE_Y[0] = STEP_Y[0]
  STEP_BASE_X[1] = S.x[0]
  STEP_BASE_Y[1] = S.y[0]
  const d = baseGap(STEP_BASE_X, STEP_BASE_Y, 0, e)
  STEP_FAR[e] = d + DRIFT[2]
  return d
}
const STEP_BASE_X = new Float64Array(2)
const STEP_BASE_Y = new Float64Array(2)
/** a bound must beat a limit by this much to rule a pair out (the moved joints' rounding, far below) */
const MARGIN = 1e-7

/**
 * The distance of the base's bones b and e (not neighbours) now, measured in the base (S.x, S.y):
 * kept in FAR and returned less DRIFT[0]'s part.
 */
function measure(b: number, e: number): number {
  const d = baseGap(S.x, S.y, b, e)
  FAR[b * S.x.length + e] = d + DRIFT[0]
  return d
}

/**
 * The core distance of bone b of the joints (xs, ys) and the base's bone e; for bones whose
 * midpoints lie more than 2 apart, that less 1 (each core lies within 0.5 of its midpoint),
 * enough to rule them out.
 */
function baseGap(xs: Float64Array, ys: Float64Array, b: number, e: number): number {
  const x = S.x,
    y = S.y
  const mx = xs[b] + xs[b + 1] - x[e] - x[e + 1],
    my = ys[b] + ys[b + 1] - y[e] - y[e + 1],
    m2 = mx * mx + my * my
  if (m2 > 16) return Math.sqrt(m2) / 2 - 1
  pairBone(0, xs, ys, b)
  pairBone(4, x, y, e)
  pairDist2Out()
  return Math.sqrt(PAIR[8])
}
/** gap(): (2 (1 + OVERLAP + CLEAR))², the reject on twice the midpoints' difference */
const GAP_REACH2 = 4 * (1 + OVERLAP + CLEAR) * (1 + OVERLAP + CLEAR)
/** a clearance must beat a move by this much (rounding) */
const EDGE = 1e-9
/** the step's bone against the moved way's: an overlap, or within rounding of one */
const SURE = OVERLAP + EDGE

/**
 * The clearance of the bone in PAIR[0–3] (midpoint M in BONE[4, 5]) from the unit segments of the
 * cells `box` of a Near (core distance less `limit`): lowers BONE[6] to it when it is less. A
 * segment whose midpoint lies 1 + limit + CLEAR or more from M is at least CLEAR clear.
 */
function nearest(seg: Float64Array, start: Int32Array, width: number, box: Int32Array, limit: number): void {
  const pair = PAIR
  const mx = BONE[4],
    my = BONE[5]
  let s = BONE[6]
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
      pairDist2Out()
      const d = Math.sqrt(pair[8]) - limit
      if (d < s) s = d
    }
  }
  BONE[6] = s
}

/**
 * The clearance of the bone in PAIR[0–3] (midpoint BONE[4, 5]) from the bone in PAIR[4–7]
 * against an overlap: lowers BONE[6] to it when it is less (the caller has ruled out the bones
 * whose midpoints lie 1 + OVERLAP + CLEAR or more apart: at least CLEAR clear)
 */
function gap(): void {
  const pair = PAIR
  pairDist2Out()
  const d = Math.sqrt(pair[8]) - OVERLAP
  if (d < BONE[6]) BONE[6] = d
}
/** moved(): the most turns that may take up a step's change of heading (the bones turned then) */
const TURNED = 3

/** shifted(): the turns d tried (bone c turned by d, the next turn less d), nearest first */
const SHIFTS = [1, -1, 2, -2, 4, -4]
/** shifted(): a shift shorter than this needs no check of the bones before c against those after (2 sin 2° ≈ 0.07) */
const CROSS = 0.1

/** movedFrom: degrees added to a repeated repair, so that the next degrees pass by clearances */
const PUSH = 2

/** to[0 … n) = from[0 … n) (a loop: `set` with a subarray makes a view object each time) */
function copy(to: Int16Array, from: Int16Array, n: number): void {
  for (let i = 0; i < n; i++) to[i] = from[i]
}
