/**
 * The position a turn's search works on (see reach.ts): the obstacles, the moving fish's bones
 * from before the turn, the chain of bones placed this turn, and the fan at the end of the chain.
 */
import { bonesOverlap, DOUBLE_ZERO, OVERLAP, PAIR, pairOverlaps, pairTouches, RAD } from './geometry.js'
import { Fan, NO_OLD } from './fan.js'
import { Near } from './near.js'
import type { Fish, SmallFish, SwishState } from './types.js'

export class Chain {
  readonly k: number
  readonly s0: number
  readonly L: number
  readonly table: number
  readonly self: boolean
  /**
   * the other fishes' joints (their `p` arrays as they are: bone j is p[2j] … p[2j + 3]) and the
   * small fish, both read in place
   */
  protected readonly others: (readonly number[])[]
  protected readonly small: readonly SmallFish[]
  /** the moving fish's joints when the state was reached */
  protected readonly p: readonly number[]
  /** joints of the chain of new bones: Q0 (the front tip when the turn began) … Qt */
  readonly qx: Float64Array
  readonly qy: Float64Array
  /** the largest need of the bones placed before this state (0: none lies on an old bone) */
  readonly need0: number
  /** per depth: the fan, and the wide fan of a box's first node (scratch, see SCRATCH) */
  private readonly fans: Fan[]
  private readonly wideFans: Fan[]
  /** set by place(): whether the bone placed touches a small fish */
  protected touched = false
  /** nodes classified, for the benchmark */
  nodes = 0
  /** bones placed by `place` (the cheap ways out), counted towards a bounded search's budget */
  placed = 0

  constructor(state: SwishState) {
    const fish = state.fish[state.seat] as Fish
    this.k = state.len
    this.s0 = state.steps
    this.L = state.limit
    this.table = state.table
    this.self = state.selfOverlap
    this.p = fish.p
    let fans = SCRATCH.get(this.L)
    if (!fans) SCRATCH.set(this.L, (fans = { plain: [], wide: [] }))
    this.fans = fans.plain
    this.wideFans = fans.wide
    const others: number[][] = []
    for (let o = 0; o < state.fish.length; o++) {
      const f = state.fish[o]
      if (o !== state.seat && f) others.push(f.p)
    }
    this.others = others
    this.small = state.pond
    this.qx = new Float64Array(this.k + 1)
    this.qy = new Float64Array(this.k + 1)
    if (BOXES.pivot.length <= this.k) {
      BOXES.pivot = new Int16Array(2 * this.k + 2)
      BOXES.drift = new Float64Array(2 * this.k + 2)
      BOXES.moves = new Uint8Array(2 * this.k + 2)
    }
    this.boxMoves = BOXES.moves
    this.boxPivot = BOXES.pivot
    this.boxDrift = BOXES.drift
    for (let i = 0; i <= this.s0; i++) {
      this.qx[i] = this.p[2 * (this.s0 - i)]
      this.qy[i] = this.p[2 * (this.s0 - i) + 1]
    }
    this.need0 = this.self ? 0 : this.chainNeed()
  }

  /** old bone bj (index from the front when the turn began) as its four coordinates' offset in p */
  protected oldAt(j: number): number {
    return 2 * (this.s0 + j)
  }

  /** the largest need of the bones placed before this state */
  private chainNeed(): number {
    let M = 0
    const p = this.p,
      s = this.s0,
      k = this.k
    for (let i = 0; i < s; i++) {
      const a = 2 * i
      for (let j = Math.max(s, i + 2); j < k; j++) {
        const b = 2 * j
        if (bonesOverlap(p[a], p[a + 1], p[a + 2], p[a + 3], p[b], p[b + 1], p[b + 2], p[b + 3])) {
          M = Math.max(M, k - (j - s))
        }
      }
    }
    return M
  }

  /**
   * The fan at step t (t ≥ s0), built from the chain Q0 … Qt. Inside boxes (see boxPivot) its
   * margins are the most a bone placed there can be away from the computed one. `wide` > 0: a
   * box's first node, whose children turn up to L + wide (Fan.L is then L + WIDE).
   */
  fanAt(t: number, wide = 0): Fan {
    const fan = this.fanBare(t, wide)
    if (fan.blocked < 2 * fan.L + 1) this.touchesAt(t, fan)
    return fan
  }

  /**
   * fanAt without the small fish: `touch` stays clear. legalMarks adds it (touchesAt) only when
   * some step needs a search: a step whose needs are met is legal whether it touches or not.
   */
  fanBare(t: number, wide = 0): Fan {
    const fans = wide > 0 ? this.wideFans : this.fans
    let fan = fans[t]
    if (!fan) fan = fans[t] = new Fan(wide > 0 ? this.L + WIDE : this.L)
    this.nodes++
    capTick()
    const qx = this.qx[t],
      qy = this.qy[t]
    // (no double passed to the fan's calls but inside boxes: see Fan.f)
    this.shift(t, -1)
    fan.margin = this.boxShift
    fan.resetAt(this.qx, this.qy, t, this.p, t > 0 ? 0 : this.oldAt(1))
    if (wide > 0) fan.only(this.L + wide)
    fan.tableRadius = this.table
    fan.tableTest()
    // the other fishes' bones whose midpoint lies within REACH of Q: from their buckets once a
    // search has made them (fanNear), else all of them (a state settled by its first fan never
    // makes them)
    MID[4] = qx
    MID[5] = qy
    if (!this.near) {
      const others = this.others
      for (let f = 0; f < others.length; f++) {
        const o = others[f]
        for (let i = 0; i + 3 < o.length; i += 2) {
          const mx = (o[i] + o[i + 2]) / 2 - qx,
            my = (o[i + 1] + o[i + 3]) / 2 - qy
          if (mx * mx + my * my < REACH2) fan.other(o, i)
        }
      }
    } else this.fanNear(this.near[0], fan, false)
    if (!this.self) {
      const x = this.qx,
        y = this.qy
      for (let i = 1; i < t; i++) {
        const mx = (x[i] + x[i - 1]) / 2 - qx,
          my = (y[i] + y[i - 1]) / 2 - qy
        if (mx * mx + my * my < REACH2) {
          this.shift(t, i)
          fan.freshMargin = this.boxShift
          fan.freshAt(x, y, i)
        }
      }
    }
    // no legal child: what else the children would do does not matter
    if (fan.blocked === 2 * fan.L + 1) return fan
    if (!this.self) {
      const p = this.p
      for (let j = t === 0 ? 1 : 0; j <= this.k - t - 2; j++) {
        const b = this.oldAt(j)
        const mx = (p[b] + p[b + 2]) / 2 - qx,
          my = (p[b + 1] + p[b + 3]) / 2 - qy
        if (mx * mx + my * my < REACH2) fan.oldBone(j, p, b)
      }
    }
    return fan
  }

  /** marks in the fan of node t (from fanBare) the degrees whose bone touches a small fish */
  touchesAt(t: number, fan: Fan): void {
    MID[4] = this.qx[t]
    MID[5] = this.qy[t]
    // as the other fish in fanBare (asked only where a step needs a search, which makes the
    // buckets anyway)
    this.fanNear(this.nearOnes()[1], fan, true)
  }

  /**
   * fan.other (fan.small when `small`) for each segment of `near` whose midpoint lies within
   * REACH of Q = (MID[4], MID[5]): those of the 5 × 5 cells around Q (a midpoint outside them is
   * 2 · CELL = 3 or more away); the marks do not depend on the order in which they come
   */
  private fanNear(near: Near, fan: Fan, small: boolean): void {
    if (near.seg.length === 0) return
    const qx = MID[4],
      qy = MID[5]
    const box = AROUND
    near.aroundBone(MID, box, 2)
    const sg = near.seg,
      w = near.width
    for (let r = box[2]; r <= box[3]; r++) {
      const i0 = 4 * near.start[r * w + box[0]],
        i1 = 4 * near.start[r * w + box[1] + 1]
      for (let i = i0; i < i1; i += 4) {
        const mx = (sg[i] + sg[i + 2]) / 2 - qx,
          my = (sg[i + 1] + sg[i + 3]) / 2 - qy
        if (mx * mx + my * my < REACH2) {
          if (small) fan.small(sg, i)
          else fan.other(sg, i)
        }
      }
    }
  }

  /**
   * Boxes (scratch shared by every search, see BOXES): the search may stand at once for the
   * steps from node `pivot` within hw degrees of the one it computes (reach.ts, boxDead). The
   * step's own bone turns about Qpivot by at most hw; what follows it either keeps its turns
   * (it all turns with the step: a point d bones after the pivot moves by at most d · drift,
   * drift = 2 sin(hw / 2)) or, in a box that `moves`, keeps its headings (every later bone moves
   * with Qpivot+1, by one vector v, |v| ≤ drift, however far from the pivot; only the turn at
   * node pivot + 1 differs, by up to hw, so that node's children go up to L + hw). Boxes nest.
   */
  protected readonly boxPivot: Int16Array
  protected readonly boxDrift: Float64Array
  /** per box: 1 when its later bones move with its first (see above), 0 when they turn about Qpivot */
  protected readonly boxMoves: Uint8Array
  protected boxes = 0

  /**
   * The most a new bone inside the boxes can be away from its computed place, relative to bone i
   * of the chain (Qi−1 → Qi), or to everything that does not move (i = −1): per box, its drift
   * unless bone i comes after the box's own bone (then both moved by the same v); 0 outside
   * boxes. Written to `boxShift`.
   */
  private shift(t: number, i: number): void {
    if (this.boxes === 0) {
      this.boxShift = 0
      return
    }
    let e = BOX_SLACK
    for (let b = 0; b < this.boxes; b++) {
      const pivot = this.boxPivot[b]
      if (this.boxMoves[b]) {
        if (pivot + 1 >= i) e += this.boxDrift[b]
      } else if (pivot >= i) e += (t + 1 - pivot) * this.boxDrift[b]
    }
    this.boxShift = e
  }

  /** the need of the new bone at fan index i */
  needOf(fan: Fan, i: number): number {
    const j = fan.old[i]
    return j === NO_OLD ? 0 : this.k - j
  }

  /** shift()'s answer (a field, not returned: a double returned from a call not inlined is boxed) */
  private boxShift = DOUBLE_ZERO

  /**
   * out[at], out[at + 1] ← Qt−1, the joint before Qt (no double returned: see geometry.ts PAIR;
   * PREV is a scratch for it)
   */
  protected prevInto(t: number, out: Float64Array, at: number): void {
    if (t > 0) {
      out[at] = this.qx[t - 1]
      out[at + 1] = this.qy[t - 1]
    } else {
      const b = this.oldAt(1)
      out[at] = this.p[b]
      out[at + 1] = this.p[b + 1]
    }
  }

  /**
   * Places the bone of a step of ψ degrees from node u (Qu+1, as the rules compute it): −1 when
   * it lies off the table, on another fish or on a bone of this turn, else its need; `touched`
   * says whether it touches a small fish.
   */
  protected place(u: number, psi: number): number {
    this.placed++
    const qx = this.qx[u],
      qy = this.qy[u]
    // (one branch per source of the joint before: see Fan.resetAt)
    let h: number
    if (u > 0) h = Math.atan2(qy - this.qy[u - 1], qx - this.qx[u - 1]) + psi * RAD
    else {
      const b = this.oldAt(1)
      h = Math.atan2(qy - this.p[b + 1], qx - this.p[b]) + psi * RAD
    }
    const x = qx + Math.cos(h),
      y = qy + Math.sin(h)
    this.qx[u + 1] = x
    this.qy[u + 1] = y
    if (x * x + y * y > this.table * this.table) return -1
    const near = this.nearOnes(),
      fish = near[0],
      small = near[1]
    const box = AROUND,
      mx = (x + qx) / 2,
      my = (y + qy) / 2
    MID[4] = mx
    MID[5] = my
    fish.aroundBone(MID, box)
    const fs = fish.seg,
      fw = fish.width
    // the new bone in PAIR[0–3], each obstacle in PAIR[4–7] (no double passed to a call, geometry.ts)
    const pair = PAIR
    pair[0] = x
    pair[1] = y
    pair[2] = qx
    pair[3] = qy
    // a row's cells hold consecutive runs of `seg`: one run per row
    for (let r = box[2]; r <= box[3]; r++) {
      const i0 = 4 * fish.start[r * fw + box[0]],
        i1 = 4 * fish.start[r * fw + box[1] + 1]
      for (let i = i0; i < i1; i += 4) {
        pair[4] = fs[i]
        pair[5] = fs[i + 1]
        pair[6] = fs[i + 2]
        pair[7] = fs[i + 3]
        if (pairOverlaps()) return -1
      }
    }
    let need = 0
    if (!this.self) {
      const cx = this.qx,
        cy = this.qy
      for (let i = 1; i < u; i++) {
        pair[4] = cx[i]
        pair[5] = cy[i]
        pair[6] = cx[i - 1]
        pair[7] = cy[i - 1]
        if (pairOverlaps()) return -1
      }
      const p = this.p,
        blocks = this.oldBlocks()
      const last = this.k - u - 2
      for (let j = u === 0 ? 1 : 0; j <= last; j++) {
        // a block of old bones whose circle lies farther than the reach of an overlap: skipped
        if ((j & (BLOCK - 1)) === 0 || j === 1) {
          const c = 3 * (j >> BLOCK_BITS)
          const dx = mx - blocks[c],
            dy = my - blocks[c + 1],
            r = blocks[c + 2]
          if (dx * dx + dy * dy > r * r) {
            j |= BLOCK - 1 // the next block's first bone comes next
            continue
          }
        }
        const b = this.oldAt(j)
        pair[4] = p[b]
        pair[5] = p[b + 1]
        pair[6] = p[b + 2]
        pair[7] = p[b + 3]
        if (pairOverlaps()) {
          need = this.k - j
          break
        }
      }
    }
    this.touched = false
    small.aroundBone(MID, box)
    const ss = small.seg,
      sw = small.width
    for (let r = box[2]; r <= box[3] && !this.touched; r++) {
      const i0 = 4 * small.start[r * sw + box[0]],
        i1 = 4 * small.start[r * sw + box[1] + 1]
      for (let i = i0; i < i1; i += 4) {
        pair[4] = ss[i]
        pair[5] = ss[i + 1]
        pair[6] = ss[i + 2]
        pair[7] = ss[i + 3]
        if (pairTouches()) {
          this.touched = true
          break
        }
      }
    }
    return need
  }

  /**
   * The old bones (bj, j ≤ k − s0 − 2, from the front when the turn began) in blocks of BLOCK:
   * per block its joints' centre and the distance from it beyond which no new bone's midpoint
   * can lie for the new bone to overlap one of them (the farthest joint + 0.5 + 0.39, squared
   * in place()); made on the first place()
   */
  private blocks: Float64Array | null = null
  protected oldBlocks(): Float64Array {
    if (this.blocks) return this.blocks
    // bones j ≤ k − s0 − 2 (place() is asked from nodes u ≥ s0): joints 0 … n from the front
    const p = this.p,
      n = this.k - this.s0 - 1
    const blocks = new Float64Array(3 * ((n >> BLOCK_BITS) + 1))
    for (let c = 0; c * BLOCK < n; c++) {
      const j0 = c * BLOCK,
        j1 = Math.min(n, j0 + BLOCK)
      let sx = 0,
        sy = 0
      for (let j = j0; j <= j1; j++) {
        sx += p[this.oldAt(j)]
        sy += p[this.oldAt(j) + 1]
      }
      const cx = sx / (j1 - j0 + 1),
        cy = sy / (j1 - j0 + 1)
      let far = 0
      for (let j = j0; j <= j1; j++) {
        far = Math.max(far, Math.hypot(p[this.oldAt(j)] - cx, p[this.oldAt(j) + 1] - cy))
      }
      blocks[3 * c] = cx
      blocks[3 * c + 1] = cy
      blocks[3 * c + 2] = far + 0.5 + OVERLAP + 1e-9
    }
    return (this.blocks = blocks)
  }

  /** the other fishes' bones and the small fish in buckets (near.ts), made on the first place() */
  private near: [Near, Near] | null = null
  protected nearOnes(): [Near, Near] {
    if (!this.near) {
      const fish: number[] = [],
        small: number[] = []
      for (const o of this.others)
        for (let i = 0; i + 3 < o.length; i += 2) fish.push(o[i], o[i + 1], o[i + 2], o[i + 3])
      for (const s of this.small) small.push(s.x1, s.y1, s.x2, s.y2)
      this.near = [new Near(fish), new Near(small)]
    }
    return this.near
  }
}

/**
 * A limit on searches (the rules and the bots never set one): while `over` is set, it is asked
 * every 256 bones placed, and when it says so the search throws SearchCapped instead of
 * answering. The geometry benchmark counts the states it caps; the play view
 * (src-renderer/games/swish/legal.ts) gives the page 25 ms this way, on a copy of the state, and
 * hands a state it did not settle to a worker that answers exactly. Nothing is guessed.
 */
export class SearchCapped extends Error {
  constructor() {
    super('search capped')
  }
}
let capOver: (() => boolean) | null = null
let capTicks = 0
/** one unit of search work: asks the cap (if one is set) every 256 units */
export function capTick(): void {
  if (capOver !== null && (++capTicks & 255) === 0 && capOver()) throw new SearchCapped()
}
export function capSearches(over: (() => boolean) | null): void {
  capOver = over
  capTicks = 255 // the next node asks
}

/** old bones per block in place() (a power of two) */
export const BLOCK_BITS = 2
export const BLOCK = 1 << BLOCK_BITS

/** a scratch for Chain.prevInto's answer */
export const PREV = new Float64Array(2)

/** place()'s scratch: the cells around a new bone (Near.around) */
export const AROUND = new Int32Array(4)
/** place()'s scratch: the new bone's midpoint at [4], [5] (Near.aroundBone) */
const MID = new Float64Array(6)

/** the boxes' pivots and drifts, shared like the fans: only a search under way uses them */
const BOXES = { pivot: new Int16Array(0), drift: new Float64Array(0), moves: new Uint8Array(0) }

/** covers rounding in a box: its members are the computed chain moved, up to this */
const BOX_SLACK = 1e-9
/** the most a box's first node widens the joint limit by: half the widest box (reach.ts) */
export const WIDE = 6

/** an obstacle whose midpoint is farther than this from the pivot cannot reach a new bone */
const REACH2 = (0.5 + 1 + 0.42 + 1e-6) ** 2

/**
 * Fans per depth, shared by every search with the same joint limit: a search runs to its end
 * before another starts, and only reads what it wrote itself, so nothing is carried between them.
 */
const SCRATCH = new Map<number, { plain: Fan[]; wide: Fan[] }>()
