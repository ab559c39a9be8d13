/**
 * The search's working memory: every buffer a search writes and reads again before it answers,
 * in one object handed to each part of it. Nothing in it is carried from one search to the next:
 * a search runs to its end before another starts and reads only what it wrote itself, so one
 * Scratch per joint limit serves every search with that limit (`scratchFor`), and the buffers are
 * made once instead of once per state (the bots ask a search of most states they meet).
 */
import { newPair } from '../geometry.js'
import { Fan } from './fan.js'

/** the most a box's first node widens the joint limit by: half the widest box (boxes.ts) */
export const WIDE = 6

/** the room bound's pixel (flood.ts), and its window: half its side and its side in pixels, its side in blocks of 2 × 2 */
export const PIXEL = 0.05
export const HALF_SIDE = Math.ceil(4 / PIXEL)
export const SIDE = 2 * HALF_SIDE
export const CSIDE = SIDE / 2

const NO_JOINTS = new Float64Array(0)
/** the way out of a search that has not searched yet */
export const NO_WAY = new Int16Array(0)

export class Scratch {
  /** the joint limit of the searches it serves */
  readonly L: number
  /** the two segments of a distance and its square (geometry.ts pairDist2Out) */
  readonly pair = newPair()
  /** Qt−1, the joint before Qt (Chain.prevInto) */
  readonly prev = new Float64Array(2)
  /** the cells of a Near around a point (Near.aroundBone, aroundWithin) */
  readonly cells = new Int32Array(4)
  /** a midpoint at [4], [5] as Near.aroundBone reads it (place, the fans' obstacles, the room's points) */
  readonly mid = new Float64Array(6)

  /** per depth: the fan, and the wide fan of a box's first node (children.ts) */
  readonly fans: Fan[] = []
  readonly wideFans: Fan[] = []
  /** the open boxes (boxes.ts): per box its node, its drift and whether its later bones move along */
  boxPivot = new Int16Array(0)
  boxDrift = NO_JOINTS
  boxMoves = new Uint8Array(0)

  /** per depth: the children's order and the children ruled out, plain and wide (end.ts, boxes.ts) */
  readonly orders: Int16Array[] = []
  readonly deads: Uint8Array[] = []
  readonly wideDeads: Uint8Array[] = []
  /** the degrees stepped from each node on the search's current path (end.ts) */
  path = new Int16Array(0)
  /** the first step's degrees in the order legalMarks visits them (first-step.ts) */
  order = new Int16Array(0)

  /**
   * The moved way out (moved.ts): the base way W's joints (x, y, from Qt) and turns (way); per
   * bone of W its clearance when last measured (0: not yet) and the shift v it had then (clearX,
   * clearY); moved()'s turns that changed and joints (turns, jx, jy); a way kept by movedFrom (saved)
   */
  x = NO_JOINTS
  y = NO_JOINTS
  clear = NO_JOINTS
  clearX = NO_JOINTS
  clearY = NO_JOINTS
  jx = NO_JOINTS
  jy = NO_JOINTS
  way = NO_WAY
  turns = NO_WAY
  saved = NO_WAY
  /** bounds of the base's bones' distances, and of the step's bone's (bounds.ts) */
  far = NO_JOINTS
  stepFar = NO_JOINTS
  /** the shifts those bounds allow for (bounds.ts) */
  readonly drift = new Float64Array(4)
  /** the step's bone (Q(t−1) → Qt) as joints 0 and 1, now and as it lay in the base (bounds.ts) */
  readonly stepX = new Float64Array(2)
  readonly stepY = new Float64Array(2)
  readonly stepBaseX = new Float64Array(2)
  readonly stepBaseY = new Float64Array(2)
  /**
   * the bone whose clearance is measured (its ends in `pair`[0–3]): its midpoint at [4], [5] (as
   * Near.aroundWithin reads it), its clearance so far at [6] and the reach of the cells at [7]
   */
  readonly bone = new Float64Array(8)

  /**
   * The room bound's window (room.ts, flood.ts): per pixel unknown, kept, blocked, counted or
   * outside, its flood's queue; the same for blocks of 2 × 2 pixels, and how many of those the
   * last coarse flood kept; the search whose flood the grid holds (its roomId), and the last id given
   */
  readonly grid = new Uint8Array(SIDE * SIDE)
  readonly queue = new Int32Array(SIDE * SIDE)
  readonly cgrid = new Uint8Array(CSIDE * CSIDE)
  readonly cqueue = new Int32Array(CSIDE * CSIDE)
  coarseKept = 0
  gridOwner = 0
  roomIds = 0

  constructor(L: number) {
    this.L = L
  }

  /** per depth: children of the node there already known to have no way out (`wide`: a box's first node) */
  deadAt(t: number, wide = false): Uint8Array {
    const deads = wide ? this.wideDeads : this.deads
    let d = deads[t]
    if (!d) d = deads[t] = new Uint8Array(2 * (wide ? this.L + WIDE : this.L) + 1)
    return d
  }

  /** makes the buffers sized by the fish's length hold a fish of k bones */
  fit(k: number): void {
    if (this.boxPivot.length <= k) {
      this.boxPivot = new Int16Array(2 * k + 2)
      this.boxDrift = new Float64Array(2 * k + 2)
      this.boxMoves = new Uint8Array(2 * k + 2)
    }
    if (this.path.length <= k) this.path = new Int16Array(2 * k + 2)
    if (this.x.length < k + 2) {
      const f = () => new Float64Array(2 * k + 4),
        d = () => new Int16Array(2 * k + 4)
      this.x = f()
      this.y = f()
      this.clear = f()
      this.clearX = f()
      this.clearY = f()
      this.jx = f()
      this.jy = f()
      this.way = d()
      this.turns = d()
      this.saved = d()
      this.far = new Float64Array(this.x.length * this.x.length)
      this.stepFar = f()
    }
  }
}

const SCRATCH = new Map<number, Scratch>()

/** the Scratch of the searches with joint limit L, fitted to a fish of k bones */
export function scratchFor(L: number, k: number): Scratch {
  let s = SCRATCH.get(L)
  if (!s) SCRATCH.set(L, (s = new Scratch(L)))
  s.fit(k)
  return s
}

/** to[0 … n) = from[0 … n) (a loop: `set` with a subarray makes a view object each time) */
export function copyWay(to: Int16Array, from: Int16Array, n: number): void {
  for (let i = 0; i < n; i++) to[i] = from[i]
}
