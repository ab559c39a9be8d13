/**
 * The one state of a turn's search: the position it works on (the obstacles, read in place, the
 * moving fish's bones from before the turn), the chain of bones placed this turn, and what the
 * search has learnt and counted so far. Every part of the search is a function over a Chain and
 * its Scratch (scratch.ts); a Chain is kept with its state while the state lives (turns.ts), so a
 * later question about the same state starts from the ways out found before.
 */
import { bonesOverlap, DOUBLE_ZERO } from '../geometry.js'
import type { Fish, SmallFish, SwishState } from '../types.js'
import type { Near } from './near.js'
import { NO_WAY, type Scratch, scratchFor } from './scratch.js'

/** legalMarks: a legal step (other marks there mean settled otherwise) */
export const LEGAL = 2
/** the nodes a node's children cost before the room bound is first asked there (room.ts) */
export const ROOM_AFTER = 16

/** a field's value until begin() sets it: of the kind it will have */
const NO_BUFFER = new Float64Array(0)
const NO_OTHERS: (readonly number[])[] = []
const NO_SMALL: readonly SmallFish[] = []
const NO_JOINTS: readonly number[] = []

export class Chain {
  // begin() sets every field, for a new Chain and for one made new again (turns.ts reuses the one
  // a question did not keep). The initial values below only give each field its kind, so that
  // begin() always stores into a Chain of one shape (tests/unit/swish/chain-reuse.test.ts).
  k: number = 0
  s0: number = 0
  L: number = 0
  table: number = 0
  self: boolean = false
  /**
   * the other fishes' joints (their `p` arrays as they are: bone j is p[2j] … p[2j + 3]) and the
   * small fish, both read in place
   */
  others: (readonly number[])[] = NO_OTHERS
  small: readonly SmallFish[] = NO_SMALL
  /** the moving fish's joints when the state was reached */
  p: readonly number[] = NO_JOINTS
  /** joints of the chain of new bones: Q0 (the front tip when the turn began) … Qt */
  qx: Float64Array = NO_BUFFER
  qy: Float64Array = NO_BUFFER
  /** the largest need of the bones placed before this state (0: none lies on an old bone) */
  need0: number = 0
  /** the buffers this search works in */
  scratch!: Scratch // (undefined until begin(): a Scratch is costly to make)

  /** set by place(): whether the bone placed touches a small fish */
  touched: boolean = false
  /** nodes classified (and the room bound's work, in nodes) */
  nodes: number = 0
  /** bones placed by `place` (the cheap ways out), counted towards a bounded search's budget */
  placed: number = 0
  /** the boxes open (boxes.ts; their pivots and drifts are in the scratch) */
  boxes: number = 0
  /** shift()'s answer (children.ts; a field, not returned: a double returned from a call not inlined is boxed) */
  boxShift: number = DOUBLE_ZERO
  /** the old bones in blocks and the obstacles in buckets (place.ts), made on the first place() */
  blocks: Float64Array | null = null
  near: [Near, Near] | null = null

  /**
   * The last way out found: the degrees of its steps, the last one ending the turn legally.
   * Neighbouring questions (the next degree, the next node) usually have the same way out.
   */
  way: Int16Array = NO_WAY
  wayLength: number = 0
  /** earlier ways out found by a search (ways.ts: a ring, the newest at `wayAt`) */
  ways: Int16Array[] | null = null
  wayLengths: number[] | null = null
  wayAt: number = 0
  /** `placed` count past which the cheap ways give up (a bounded search's budget); Infinity for exact answers */
  placeEnd: number = Infinity

  /** the moved way's base (moved.ts): the step's degree index and W's length (W's joints and turns are in the scratch) */
  baseAt: number = -1
  baseLength: number = 0
  /** the bone of the moved way that failed last (tried first) */
  failed: number = 0
  /** moved(): the shift of the bones that did not turn (read by passes) */
  vx: number = DOUBLE_ZERO
  vy: number = DOUBLE_ZERO
  /** the repair of the last movedFrom at bone pushAt, and a little more, tried first there */
  pushAt: number = -1
  push: number = 0

  /** pixels the room bound has looked at (its work; counted in `nodes` too), and the same in nodes */
  roomWork: number = 0
  roomNodes: number = 0
  /** the area the last bound that got to the end found (for tests and benchmarks) */
  lastArea: number = 0
  /** when the search asks the room bound, and whether one has worked in this question (room.ts) */
  roomAfter: number = ROOM_AFTER
  roomWorked: boolean = false
  /** this search's number, for the scratch's gridOwner */
  roomId: number = 0
  /** the window's origin (pixels) and the chain (t, Q0 … Qt−1) the flood in the grid was made for */
  winX: number = 0
  winY: number = 0
  chainT: number = -1
  chainXY: Float64Array = NO_BUFFER
  /** what that flood found: the counted area of the part, Infinity when it covers partCap or more */
  partArea: number = Infinity
  partCap: number = 0

  /** the budget left to the boxes open (boxes.ts), and the nodes spent inside boxes */
  boxLeft: number = DOUBLE_ZERO
  boxNodes: number = 0
  /** the search's node limit, and the seed of the children's order (0: the heuristic order) */
  limit: number = Infinity
  shuffle: number = 0
  /** legalMarks: the way out of the middle step of the run of first steps being visited */
  midWay: Int16Array = NO_WAY
  /** whether legalMarks had to look beyond the first step (then what it learnt is worth keeping) */
  searched: boolean = false
  /** the mark of a legal step in the array legalMarks returned last (LEGAL, or Placing.Fine for a fan's codes) */
  legal: number = LEGAL

  constructor(state: SwishState) {
    this.begin(state)
    if (!fieldsWritable) writeFieldsOnce(this)
  }

  /**
   * Makes this the new search of `state`: every field as a new Chain(state) has it. The joint
   * buffers are kept when they are long enough (their first entries zeroed, as new ones are): a
   * buffer of over 64 bytes is allocated outside V8's heap, about 1.3 µs each (docs/PERFORMANCE.md).
   */
  begin(state: SwishState): void {
    const fish = state.fish[state.seat] as Fish
    const k = state.len
    this.k = k
    this.s0 = state.steps
    this.L = state.limit
    this.table = state.table
    this.self = state.selfOverlap
    this.p = fish.p
    this.scratch = scratchFor(this.L, k)
    const others: number[][] = []
    for (let o = 0; o < state.fish.length; o++) {
      const f = state.fish[o]
      if (o !== state.seat && f) others.push(f.p)
    }
    this.others = others
    this.small = state.pond
    this.qx = zeroed(this.qx, k + 1)
    this.qy = zeroed(this.qy, k + 1)
    for (let i = 0; i <= this.s0; i++) {
      this.qx[i] = this.p[2 * (this.s0 - i)]
      this.qy[i] = this.p[2 * (this.s0 - i) + 1]
    }
    this.need0 = this.self ? 0 : chainNeed(this.p, this.s0, k)
    this.touched = false
    this.nodes = 0
    this.placed = 0
    this.boxes = 0
    this.boxShift = DOUBLE_ZERO
    this.blocks = null
    this.near = null
    this.way = NO_WAY
    this.wayLength = 0
    this.ways = null
    this.wayLengths = null
    this.wayAt = 0
    this.placeEnd = Infinity
    this.baseAt = -1
    this.baseLength = 0
    this.failed = 0
    this.vx = DOUBLE_ZERO
    this.vy = DOUBLE_ZERO
    this.pushAt = -1
    this.push = 0
    this.roomWork = 0
    this.roomNodes = 0
    this.lastArea = 0
    this.roomAfter = ROOM_AFTER
    this.roomWorked = false
    this.roomId = ++this.scratch.roomIds
    this.winX = 0
    this.winY = 0
    this.chainT = -1
    this.chainXY = zeroed(this.chainXY, 2 * k + 2)
    this.partArea = Infinity
    this.partCap = 0
    this.boxLeft = DOUBLE_ZERO
    this.boxNodes = 0
    this.limit = Infinity
    this.shuffle = 0
    this.midWay = NO_WAY
    this.searched = false
    this.legal = LEGAL
  }

  /** the work done so far, in search nodes: the nodes, and the bones the cheap ways placed */
  get work(): number {
    return this.nodes + this.placed / PLACES_PER_NODE
  }
}

/**
 * The fields begin() sets from the state. writeFieldsOnce leaves them alone (a `null` written there
 * would lose the class of array they hold): they change when a Chain is made new again (turns.ts),
 * which a process's second question about a swim already does.
 */
const FIXED = new Set<string>([
  'k',
  's0',
  'L',
  'table',
  'self',
  'others',
  'small',
  'p',
  'qx',
  'qy',
  'need0',
  'scratch',
  'roomId',
  'chainXY',
] satisfies (keyof Chain)[])
let fieldsWritable = false

/**
 * Writes every field of the first Chain of the process but the FIXED ones once more, with another
 * value of the same kind, then back. V8 holds a field written only by its initializer as a
 * constant, and code optimised meanwhile counts on it: the field's first later write throws away
 * the optimised constructor and every function that inlined it (a "code dependencies"
 * deoptimisation, seen with --trace-deopt --trace-generalization). The search first writes some
 * fields (pushAt, boxLeft, boxNodes…) only after its code is optimised, which cost a cold search
 * recompilations of the Chain constructor and of legalActions in its first second (issue 34 item
 * 8). Written here, before anything is optimised, they are ordinary fields from the start. A
 * number gets a number of its own kind (an integer stays an integer: see DOUBLE_ZERO), an array
 * an array of its class.
 */
function writeFieldsOnce(c: Chain): void {
  fieldsWritable = true
  for (const key of Object.keys(c)) {
    if (FIXED.has(key)) continue
    const v: unknown = Reflect.get(c, key)
    Reflect.set(c, key, otherOfKind(v))
    Reflect.set(c, key, v)
  }
}

function otherOfKind(v: unknown): unknown {
  if (typeof v === 'number') return v === Infinity ? 0.5 : v + 1
  if (typeof v === 'boolean') return !v
  if (v instanceof Int16Array) return new Int16Array(1)
  return v === null ? [] : null
}

/**
 * `old` with its first n entries zeroed if it has that many, else a new buffer of n zeros (the
 * search reads a chain's buffers below n only)
 */
function zeroed(old: Float64Array, n: number): Float64Array {
  if (old.length < n) return new Float64Array(n)
  for (let i = 0; i < n; i++) old[i] = 0
  return old
}

/** bones placed by the cheap ways (place.ts) that cost about as much as one search node */
export const PLACES_PER_NODE = 8

/** old bone bj (index from the front when the turn began) as its four coordinates' offset in p */
export function oldAt(c: Chain, j: number): number {
  return 2 * (c.s0 + j)
}

/** the largest need of the bones placed before the state (p: the fish's joints after s steps) */
function chainNeed(p: readonly number[], s: number, k: number): number {
  let M = 0
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
 * out[at], out[at + 1] ← Qt−1, the joint before Qt (no double returned: see geometry.ts PAIR;
 * the scratch's `prev` is made for it)
 */
export function prevInto(c: Chain, t: number, out: Float64Array, at: number): void {
  if (t > 0) {
    out[at] = c.qx[t - 1]
    out[at + 1] = c.qy[t - 1]
  } else {
    const b = oldAt(c, 1)
    out[at] = c.p[b]
    out[at + 1] = c.p[b + 1]
  }
}
