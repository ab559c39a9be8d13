/**
 * "Not enough room": a fast proof of "no way out" from the area the fish can still swim in.
 *
 * After node t with largest need M, a way out has at least n = M − t more bones, and (self-overlap
 * forbidden) no two of them that are not neighbours come closer than 0.39, nor any of them closer
 * than 0.39 to another fish or to a bone the turn placed before node t − 1. Give every new bone its
 * sausage, the points within r = 0.195 of its core: the sausages of bones that are not neighbours
 * are then disjoint, and none enters the sausage of an obstacle. Two neighbouring bones, turned by
 * ω ≤ 90°, share at most c(ω) = πr² + r²(tan(ω/2) − ω/2) of their sausages (the disc at their joint
 * and a small kite beside it), so the n sausages cover at least n(2r + πr²) − (n − 1)c(L); with any
 * limit, every other one is disjoint from the rest, ⌈n/2⌉(2r + πr²). The cores form one connected
 * curve from Qt through the free region (points at least 0.39 from the obstacles' cores), so they
 * lie in the part of it that holds Qt. On a grid of pixels of side h, that part is over-estimated
 * (a pixel is kept when its centre is within 0.39 − h/√2 of no obstacle core: every pixel holding
 * a free point is kept), flooded from Qt's pixel with 8 neighbours; a pixel is counted in the area
 * when its centre lies within r + √2·h of a kept one's and not within r − h/√2 of an obstacle core,
 * which counts every pixel that holds a point of a sausage. When that area is smaller than what n
 * bones cover, no way out exists: a proof. A part too large to flood within the budget proves
 * nothing (the search decides). Most asks in open water end so; they are seen first on blocks of
 * 2 × 2 pixels (coarseOpen: a quarter of the tests), which show, when the blocks surely kept
 * cover what the bones need, that the flood would end so too; else the flood starts from all
 * their pixels and tests only the others. Either way the bound answers what the flood alone
 * would (the same part, the same area).
 */
import { capTick } from './chain.js'
import { OVERLAP, PAIR, pairDist2Out } from './geometry.js'
import type { Near } from './near.js'
import { Ways } from './ways.js'

/** whether the search asks the room bound (tests and benchmarks turn it off to compare) */
export const ROOM = {
  on: true,
  /** whether it looks at open water on blocks of 2 × 2 pixels first (coarseOpen; tests compare) */
  coarse: true,
}

/** pixel side */
const H = 0.05
const R = OVERLAP / 2
const HALF_DIAG = H / Math.SQRT2
/** area of one bone's sausage */
const SAUSAGE = 2 * R + Math.PI * R * R
/** half the window's side, in pixels */
const HALF_SIDE = Math.ceil(4 / H)

export class Roomy extends Ways {
  /** pixels the room bound has looked at (its work; counted in `nodes` too, PIXELS_PER_NODE to a node) */
  roomWork = 0
  /** the same in search nodes */
  roomNodes = 0
  /** the area the last bound that got to the end found (for tests and benchmarks) */
  lastArea = 0

  /**
   * True when the bones a way out from node t (t ≥ s0, the chain Q0 … Qt set, largest need M)
   * still needs cannot fit in the room around Qt; false when they may. Its work is bounded (the
   * flood stops once the part it found covers what the bones need) and counted in `nodes`.
   */
  protected roomDead(t: number, M: number): boolean {
    if (this.self || M - t < 2) return false
    const before = this.roomWork
    const dead = this.roomBound(t, M)
    const cost = (this.roomWork - before) / PIXELS_PER_NODE
    this.nodes += cost
    this.roomNodes += cost
    return dead
  }

  /**
   * How the search asks (reach.ts): at a node once its children have cost `roomAfter` nodes,
   * at first ROOM_AFTER in each question (roomStart), twice as many after each bound that
   * failed (open water), half as many (not fewer) after one that worked; `roomWorked` says
   * whether one has worked in this question (a pocket: there the boxes are given what a child
   * cost without the boxes inside it, which would otherwise fund ever larger ones above).
   */
  protected roomAfter = ROOM_AFTER
  protected roomWorked = false

  protected roomStart(): void {
    this.roomAfter = ROOM_AFTER
    this.roomWorked = false
  }

  /** whether the bound is not worth asking at node t (fewer bones to go fit in almost any room) */
  protected roomSkips(t: number, M: number): boolean {
    return !ROOM.on || M - t < ROOM_LEAST
  }

  /** roomDead, counted for roomAfter and roomWorked */
  protected roomAsk(t: number, M: number): boolean {
    if (this.roomDead(t, M)) {
      this.roomAfter = Math.max(ROOM_AFTER, this.roomAfter / 2)
      this.roomWorked = true
      return true
    }
    this.roomAfter *= 2
    return false
  }

  /**
   * roomDead at no cost, from the part flooded for a sibling of node t (false when there is
   * none, or when it does not hold Qt)
   */
  protected roomKnownDead(t: number, M: number): boolean {
    if (!ROOM.on || this.self || M - t < 2 || GRID_OWNER !== this.roomId || !this.sameChain(t)) return false
    const at = (Math.floor(this.qx[t] / H) - this.winX) * SIDE + (Math.floor(this.qy[t] / H) - this.winY)
    return GRID[at] === KEPT && this.partArea < this.roomNeeded(M - t)
  }

  private roomBound(t: number, M: number): boolean {
    const need = this.roomNeeded(M - t)
    // the children of one node share the obstacles (the chain before node t − 1): the part
    // flooded for one of them serves every sibling whose Qt lies in it
    if (GRID_OWNER === this.roomId && this.sameChain(t)) {
      const at = (Math.floor(this.qx[t] / H) - this.winX) * SIDE + (Math.floor(this.qy[t] / H) - this.winY)
      if (GRID[at] === KEPT && (this.partArea < Infinity || need <= this.partCap)) return this.partArea < need
    }
    const u = t > 0 ? t - 1 : t
    this.winX = Math.floor(this.qx[u] / H) - HALF_SIDE
    this.winY = Math.floor(this.qy[u] / H) - HALF_SIDE
    this.keepChain(t)
    GRID_OWNER = this.roomId
    this.partCap = need
    this.partArea = this.roomArea(t, need)
    this.lastArea = this.partArea
    return this.partArea < need
  }

  /** this search's number, for GRID_OWNER */
  private readonly roomId = ++ROOM_IDS
  /** the window's origin (pixels) and the chain (t, Q0 … Qt−1) the flood in GRID was made for */
  private winX = 0
  private winY = 0
  private chainT = -1
  private readonly chainXY: Float64Array = new Float64Array(2 * this.k + 2)
  /** what that flood found: the counted area of the part, Infinity when it covers partCap or more */
  private partArea = Infinity
  private partCap = 0

  private sameChain(t: number): boolean {
    if (this.chainT !== t) return false
    for (let j = 0; j < t; j++) {
      if (this.chainXY[2 * j] !== this.qx[j] || this.chainXY[2 * j + 1] !== this.qy[j]) return false
    }
    return true
  }

  private keepChain(t: number): void {
    this.chainT = t
    for (let j = 0; j < t; j++) {
      this.chainXY[2 * j] = this.qx[j]
      this.chainXY[2 * j + 1] = this.qy[j]
    }
  }

  /**
   * The counted area of the part holding Qt (see the file comment), or Infinity once it covers
   * `cap` or reaches the window's edge (GRID then holds the pixels flooded so far as KEPT).
   */
  private roomArea(t: number, cap: number): number {
    const need = cap
    const fishNear = this.nearOnes()[0]
    const t2 = (this.table + HALF_DIAG) ** 2
    const pair = PAIR
    const cx = this.winX,
      cy = this.winY
    const grid = GRID,
      queue = QUEUE
    const startAt = (Math.floor(this.qx[t] / H) - cx) * SIDE + (Math.floor(this.qy[t] / H) - cy)
    COARSE_KEPT = 0
    const open = ROOM.coarse && this.coarseOpen(t, startAt, need)
    // the pixels of the blocks coarseOpen flooded are kept ones of the part: the flood starts
    // from all of them (it finds the same part, testing only the pixels outside them)
    let tail = this.keepBlocks()
    if (open) return Infinity
    if (tail === 0) {
      grid[startAt] = KEPT
      queue[tail++] = startAt
    }
    let kept = tail
    const most = need / (H * H)
    for (let q = 0; q < tail; q++) {
      const at = queue[q]
      const ix = (at / SIDE) | 0,
        iy = at - ix * SIDE
      if (ix < BORDER || iy < BORDER || ix >= SIDE - BORDER || iy >= SIDE - BORDER) return Infinity
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const a2 = at + dx * SIDE + dy
          if (grid[a2] !== 0) continue
          if ((++this.roomWork & 15) === 0) capTick()
          const x = (cx + ix + dx + 0.5) * H,
            y = (cy + iy + dy + 0.5) * H
          // the point in PAIR[0–3] (a segment from it to itself): no double passed to a call
          pair[0] = pair[2] = x
          pair[1] = pair[3] = y
          if (this.blockedAt(fishNear, t, t2, FREE2)) {
            grid[a2] = BLOCKED
            continue
          }
          grid[a2] = KEPT
          queue[tail++] = a2
          // the kept pixels alone already cover as much as the bones need: nothing to prove
          if (++kept > most) return Infinity
        }
      }
    }
    // the area: pixels whose centre is within `reach` of a kept one's (stamped from the kept
    // pixels on the part's edge, `reach` + H: every pixel within `reach` of an inner one is within
    // that of an edge one) and possibly outside every obstacle's sausage
    const reach = REACH,
      steps = STEPS
    let area = kept * H * H
    for (let q = 0; q < tail; q++) {
      const at = queue[q]
      let edge = false
      for (let dx = -1; dx <= 1 && !edge; dx++) {
        for (let dy = -1; dy <= 1; dy++) if (grid[at + dx * SIDE + dy] !== KEPT) edge = true
      }
      if (!edge) continue
      const ix = (at / SIDE) | 0,
        iy = at - ix * SIDE
      for (let dx = -steps; dx <= steps; dx++) {
        const x = ix + dx
        if (x < 0 || x >= SIDE) continue
        for (let dy = -steps; dy <= steps; dy++) {
          const y = iy + dy
          if (y < 0 || y >= SIDE || (dx * dx + dy * dy) * H * H > reach * reach) continue
          const a2 = x * SIDE + y
          if (grid[a2] === KEPT || grid[a2] === COUNTED || grid[a2] === OUT) continue
          this.roomWork++
          pair[0] = pair[2] = (cx + x + 0.5) * H
          pair[1] = pair[3] = (cy + y + 0.5) * H
          if (this.insideAt(fishNear, t, INSIDE2)) {
            grid[a2] = OUT
            continue
          }
          grid[a2] = COUNTED
          area += H * H
          if (area >= need) return Infinity
        }
      }
    }
    return area
  }

  /**
   * Whether the flood of roomArea is sure to stop with nothing proved (Infinity), shown on blocks
   * of 2 × 2 pixels: a block whose centre lies at least 0.39 from every obstacle (and within the
   * table) has its four pixels' centres at least 0.39 − h/√2 from them (and within the table +
   * h/√2), so all four are pixels the flood keeps; two blocks that are neighbours (8 around) hold
   * pixels that are; so the blocks flooded from the one holding Qt's pixel (itself free) are
   * pixels of the part the flood finds. When they number more than `need` needs (4 pixels each),
   * or reach the window's border, so does that part: the flood would return Infinity. Either
   * way COARSE_KEPT says how many blocks it flooded (in CQUEUE), whose pixels roomArea keeps
   * (keepBlocks: in GRID, a subset of that part's, as the siblings' test in roomBound reads it).
   * False: nothing shown (the flood decides).
   */
  private coarseOpen(t: number, startAt: number, need: number): boolean {
    const fishNear = this.nearOnes()[0]
    const pair = PAIR
    const cx = this.winX,
      cy = this.winY
    const cgrid = CGRID,
      queue = CQUEUE
    const tc = this.table - 1e-9
    const t2 = tc > 0 ? tc * tc : 0
    cgrid.fill(0)
    const sx = (startAt / SIDE) | 0,
      sy = startAt - sx * SIDE
    const b0 = (sx >> 1) * CSIDE + (sy >> 1)
    {
      const x = (cx + 2 * (sx >> 1) + 1) * H,
        y = (cy + 2 * (sy >> 1) + 1) * H
      this.roomWork++
      pair[0] = pair[2] = x
      pair[1] = pair[3] = y
      if (this.blockedAt(fishNear, t, t2, COARSE2)) return false
    }
    cgrid[b0] = KEPT
    queue[0] = b0
    let tail = 1
    const most = need / (4 * H * H)
    let open = false
    for (let q = 0; q < tail && !open; q++) {
      const at = queue[q]
      const bx = (at / CSIDE) | 0,
        by = at - bx * CSIDE
      if (2 * bx < BORDER || 2 * by < BORDER || 2 * bx + 1 >= SIDE - BORDER || 2 * by + 1 >= SIDE - BORDER) {
        open = true
        break
      }
      for (let dx = -1; dx <= 1 && !open; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          const a2 = at + dx * CSIDE + dy
          if (cgrid[a2] !== 0) continue
          if ((++this.roomWork & 15) === 0) capTick()
          const x = (cx + 2 * (bx + dx) + 1) * H,
            y = (cy + 2 * (by + dy) + 1) * H
          pair[0] = pair[2] = x
          pair[1] = pair[3] = y
          if (this.blockedAt(fishNear, t, t2, COARSE2)) {
            cgrid[a2] = BLOCKED
            continue
          }
          cgrid[a2] = KEPT
          queue[tail++] = a2
          if (tail > most) {
            open = true
            break
          }
        }
      }
    }
    COARSE_KEPT = tail
    return open
  }

  /**
   * GRID cleared but for the pixels of the COARSE_KEPT blocks coarseOpen flooded, kept and queued
   * in QUEUE; their number
   */
  private keepBlocks(): number {
    const grid = GRID,
      queue = QUEUE
    grid.fill(0)
    let tail = 0
    for (let q = 0; q < COARSE_KEPT; q++) {
      const b = CQUEUE[q]
      const bx = (b / CSIDE) | 0,
        f = 2 * bx * SIDE + 2 * (b - bx * CSIDE)
      grid[f] = grid[f + 1] = grid[f + SIDE] = grid[f + SIDE + 1] = KEPT
      queue[tail++] = f
      queue[tail++] = f + 1
      queue[tail++] = f + SIDE
      queue[tail++] = f + SIDE + 1
    }
    return tail
  }

  /**
   * whether the point in PAIR[0–3] lies farther than √t2 from the table's centre or closer than
   * √lim2 to an obstacle (insideAt)
   */
  private blockedAt(near: Near, t: number, t2: number, lim2: number): boolean {
    const x = PAIR[0],
      y = PAIR[1]
    return x * x + y * y > t2 || this.insideAt(near, t, lim2)
  }

  /**
   * Whether the point (x, y) in PAIR[0–3] (from it to itself) is closer than √lim2 to another
   * fish's bone or a bone of the chain before node t − 1: lim2 = FREE2 = (0.39 − h/√2)², no free
   * core point within h/√2 of it; INSIDE2 = (r − h/√2)², it lies in an obstacle's sausage;
   * COARSE2 (0.39², coarseOpen), no free core point within h/√2 of a pixel centre within h/√2 of it
   */
  private insideAt(near: Near, t: number, lim2: number): boolean {
    if (this.nearWithin(near, lim2)) return true
    const pair = PAIR,
      qx = this.qx,
      qy = this.qy
    for (let j = 1; j < t; j++) {
      pair[4] = qx[j - 1]
      pair[5] = qy[j - 1]
      pair[6] = qx[j]
      pair[7] = qy[j]
      pairDist2Out()
      if (pair[8] < lim2) return true
    }
    return false
  }

  /** the least area the sausages of n more bones cover (see the file comment) */
  roomNeeded(n: number): number {
    const every = Math.ceil(n / 2) * SAUSAGE
    if (this.L > 90) return every
    const w = (this.L * Math.PI) / 180
    const shared = Math.PI * R * R + R * R * (Math.tan(w / 2) - w / 2)
    return Math.max(every, n * SAUSAGE - (n - 1) * shared)
  }

  /** whether a bone of the buckets comes closer than √lim2 to the point in PAIR[0–3] */
  private nearWithin(near: Near, lim2: number): boolean {
    const box = AROUND,
      pair = PAIR
    POINT[4] = pair[0]
    POINT[5] = pair[1]
    near.aroundBone(POINT, box)
    const s = near.seg,
      w = near.width
    for (let r = box[2]; r <= box[3]; r++) {
      const i0 = 4 * near.start[r * w + box[0]],
        i1 = 4 * near.start[r * w + box[1] + 1]
      for (let i = i0; i < i1; i += 4) {
        pair[4] = s[i]
        pair[5] = s[i + 1]
        pair[6] = s[i + 2]
        pair[7] = s[i + 3]
        pairDist2Out()
        if (pair[8] < lim2) return true
      }
    }
    return false
  }
}

/** how far from a kept pixel's centre (an edge one's) a counted pixel's centre may lie */
const REACH = R + Math.SQRT2 * H + H
const STEPS = Math.ceil(REACH / H)
/** a part that comes this close (pixels) to the window's edge proves nothing */
const BORDER = STEPS + 2
/** the nodes a node's children cost before the bound is first asked there, in each question */
const ROOM_AFTER = 16
/** the fewest bones to go for which it is asked */
const ROOM_LEAST = 4
/** pixels the room bound looks at in about the time of one search node */
const PIXELS_PER_NODE = 20
const AROUND = new Int32Array(4)
/** nearWithin: the point, at [4], [5] as Near.aroundBone reads it */
const POINT = new Float64Array(6)
/** insideAt's limits: no free core point within h/√2 (0.39 − h/√2), in a sausage (r − h/√2) */
const FREE2 = (OVERLAP - HALF_DIAG) ** 2
const INSIDE2 = (R - HALF_DIAG) ** 2
/** the window's pixels: unknown, kept (possibly free), blocked, counted, outside (in an obstacle) */
const KEPT = 1,
  BLOCKED = 2,
  COUNTED = 3,
  OUT = 4
const SIDE = 2 * HALF_SIDE
const GRID = new Uint8Array(SIDE * SIDE)
/** coarseOpen: blocks of 2 × 2 pixels; a block is free when its centre lies this far from every obstacle (0.39, and rounding) */
const CSIDE = SIDE / 2
const CGRID = new Uint8Array(CSIDE * CSIDE)
const COARSE2 = (OVERLAP + 1e-9) ** 2
const CQUEUE = new Int32Array(CSIDE * CSIDE)
/** coarseOpen, when it showed nothing: how many blocks it flooded (their indices in CQUEUE) */
let COARSE_KEPT = 0
/** the search whose flood GRID holds (its roomId; see roomBound) */
let GRID_OWNER = 0
let ROOM_IDS = 0
const QUEUE = new Int32Array(SIDE * SIDE)
