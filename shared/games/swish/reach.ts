/**
 * "Can this turn still end legally?" — answered exactly, for every sequence of whole-degree steps.
 *
 * Structure (RULES.md, Swish; docs/RULINGS.md): a turn of a fish of k bones has at most k steps,
 * and bones leave only from the tail, so every bone placed this turn stays until the turn ends.
 * Number the fish's bones when the turn began b0 (front) … b(k−1) (tail): after s steps b0 … b(k−s−1)
 * are still there. Hence
 *   - a new bone off the table, on another fish or (self-overlap forbidden) on a bone placed
 *     earlier this turn can never be mended: that step is refused at once;
 *   - a new bone lying on old bone bj is mended exactly when bj has left, after k − j steps in all:
 *     its *need*. A turn can end after step s (stop, a touch, or the k-th step) exactly when no
 *     bone placed so far has a need above s;
 *   - a step whose bone touches a small fish ends the turn on the spot.
 * So the search state is the chain of new bones and the largest need M so far; a node at step t
 * succeeds if one of its whole-degree children is legal with M ≤ t + 1, and otherwise recurses
 * into the legal children that touch nothing. The tree is finite (depth ≤ k, ≤ 2L + 1 children),
 * the search visits all of it unless it finds a way out, so a "no" is a proof. Each node's
 * children are classified by `Fan` in a few distance evaluations per nearby obstacle. What keeps
 * it short without giving up completeness: ways out that are cheap to check are tried first —
 * the last one found (neighbouring questions usually share one), the same with a few of its
 * steps repaired, the ones found before it, constant turns (ways.ts) — each step placed by the
 * rules' own tests, so one that works proves "yes" and only "no" needs the search; runs restart
 * with doubled node budgets in new orders (one early choice can hide a way out behind a huge
 * dead subtree); once one child of a search node has failed, its neighbours are ruled out
 * together when a box search (boxDead) shows that none of them can (so are runs of the first
 * step's dead ends, in legalMarks, by boxes whose later bones move instead of turning); a node,
 * when its bones lack room (room.ts). legalMarks visits each run of first steps still to settle
 * from its middle out (firstStepOrder): away from the blocked degrees a way out is found sooner,
 * and each one found serves its neighbours (moved.ts) on both sides.
 */
import { PREV, WIDE } from './chain.js'
import { DOUBLE_ZERO, RAD } from './geometry.js'
import { type Fan, NO_OLD, OK } from './fan.js'
import { childOrder } from './order.js'
import { Roomy } from './room.js'
import type { SwishState } from './types.js'

/** a state's search for a legal end of its turn (its Chain, and what the search keeps) */
export class Turn extends Roomy {
  /** per depth: the children's order and the children ruled out (scratch, see SCRATCH) */
  private readonly orders: Int16Array[]
  private readonly deads: Uint8Array[]
  private readonly wideDeads: Uint8Array[]
  /** the degrees stepped from each node on the search's current path (scratch, see SCRATCH) */
  private readonly path: Int16Array
  private boxLeft = DOUBLE_ZERO
  /** legalMarks: the way out of the middle step of the run of first steps being visited */
  private midWay = new Int16Array(0)
  /** nodes spent inside boxes (see search) */
  private boxNodes = 0
  /** the search's node limit, and the seed of the children's order (0: the heuristic order) */
  private limit = Infinity
  private shuffle = 0
  /** whether legalMarks had to look beyond the first step (then what it learnt is worth keeping) */
  searched = false
  /** the mark of a legal step in the array legalMarks returned last (LEGAL, or OK for a fan's codes) */
  legal = LEGAL

  constructor(state: SwishState) {
    super(state)
    let scratch = SCRATCH.get(this.L)
    if (!scratch) SCRATCH.set(this.L, (scratch = { orders: [], deads: [], wideDeads: [], path: new Int16Array(0) }))
    if (scratch.path.length <= this.k) scratch.path = new Int16Array(2 * this.k + 2)
    this.orders = scratch.orders
    this.deads = scratch.deads
    this.wideDeads = scratch.wideDeads
    this.path = scratch.path
  }

  /**
   * After t steps (t > s0, the chain Q0 … Qt set) with largest need M > t: can the turn still end
   * legally? First the last way out found, tried from here; then the exhaustive search.
   */
  canEnd(t: number, M: number, likelyNo = false): boolean {
    return this.tryEnd(t, M, Infinity, likelyNo) === YES
  }

  /** the work done so far, in search nodes: the nodes, and the bones the cheap ways placed */
  get work(): number {
    return this.nodes + this.placed / PLACES_PER_NODE
  }

  /**
   * canEnd within at most `most` search nodes: YES, NO, or CUT when that was not enough (bots
   * use it to skip steps whose legality would take long to settle).
   */
  tryEnd(t: number, M: number, most: number, likelyNo = false): number {
    this.boxes = 0 // a search cut short by a benchmark's cap (chain.ts) may have left boxes open
    // a bounded search counts the bones its cheap ways place too, PLACES_PER_NODE to a node
    const placed = this.placed
    if (most === Infinity) {
      // an exact question: after the last way out, a first exhaustive run; next to a degree just
      // proved a dead end, QUICK nodes (the dead ends next to dead ends are mostly proved in
      // fewer nodes than the other cheap ways would place bones), and then no other cheap ways
      // (the search's runs go on from there: in the dense pond those ways found a way out next
      // to a dead end about once in a hundred, for less than they cost the others); elsewhere
      // one node, node t itself: a dead end whose steps from there are all blocked (most
      // isolated dead ends) is proved at once, before the other cheap ways, for 1 node
      if (this.lastWay(t, M)) return YES
      this.deadAt(t).fill(0)
      this.roomStart()
      this.shuffle = 0
      this.limit = this.nodes + (likelyNo ? QUICK : LOOK)
      const found = this.search(t, t, M)
      if (found === YES) this.keepWay()
      if (found !== CUT) return found
      if (!likelyNo && this.otherWays(t, M)) return YES
      return this.rounds(t, M, Infinity, false)
    }
    this.placeEnd = placed + most * PLACES_PER_NODE
    const cheap = this.cheapWay(t, M)
    this.placeEnd = Infinity
    if (cheap) return YES
    most -= (this.placed - placed) / PLACES_PER_NODE
    // Searches of this kind have heavy tails: one early choice can lead into a huge subtree
    // with no way out while a small one nearby has it. So the search is restarted with a
    // doubled node budget and the children in a new (seeded) order each time, the first time
    // in the heuristic order; a run that finishes within its budget is exhaustive, so its "no"
    // is a proof. The budgets add up to at most about twice the last one. The children of node
    // t shown to have no way out stay so from one run to the next.
    return this.rounds(t, M, most, true)
  }

  /** the search's runs from node t, within `most` nodes; `fresh`: nothing known yet at node t */
  private rounds(t: number, M: number, most: number, fresh: boolean): number {
    if (fresh) {
      this.deadAt(t).fill(0)
      this.roomStart()
    }
    const end = this.nodes + most
    for (let round = 0, budget = FIRST_BUDGET; this.nodes < end; round++, budget *= 2) {
      this.shuffle = round > 0 ? round : 0
      this.limit = Math.min(end, this.nodes + budget)
      const found = this.search(t, t, M)
      if (found === YES) this.keepWay()
      if (found !== CUT) return found
    }
    return CUT
  }

  /** the search below node t (started at node `from`); keeps the way out it finds */
  private search(from: number, t: number, M: number): number {
    if (this.nodes >= this.limit) return CUT
    const fan = this.fanAt(t)
    const L = this.L,
      n = 2 * L + 1
    // a child ends the turn legally only once the needs so far are met (M ≤ t + 1); the legal
    // children lie within fan.lo … fan.hi
    for (let i = M <= t + 1 ? fan.lo : n, hi = fan.hi; i <= hi; i++) {
      if (fan.code[i] === OK && this.needOf(fan, i) <= t + 1) {
        this.path[t] = i - L
        this.wayLength = t - from + 1
        this.way.set(this.path.subarray(from, t + 1))
        return YES
      }
    }
    if (t + 1 >= this.k) return NO
    const order = this.orderAt(t, fan)
    const dead = this.deadAt(t)
    if (t > from) dead.fill(0)
    // once a child has failed, its neighbours are tried together in boxes: wider after a box
    // that worked, narrower after one that did not, each given twice what that child cost, at
    // node from only about what it cost (there a box that fails is seldom worth its budget: on
    // seeds 7–30 the work 9% less; below, where boxes fund the boxes inside them, halving it too
    // let one dead-end question of the dense pond grow from 21 thousand nodes to 1.6 million)
    let width = BOX_FIRST,
      cost = -1
    const start = this.nodes
    let room = this.roomSkips(t, M)
    for (let c = 0; c < order[n]; c++) {
      const i = order[c]
      if (dead[i]) continue
      if (!room && this.nodes - start >= this.roomAfter) {
        room = true
        if (this.roomAsk(t, M)) return NO
      }
      if (cost >= 0) {
        this.boxLeft = t === from ? cost + 2 : 2 * cost + 8
        if (this.ruledOut(t, M, fan, dead, i, width)) {
          width = Math.min(BOX_MOST, 2 * width)
          continue
        }
        width = BOX_FIRST
      }
      const psi = i - L
      this.qx[t + 1] = fan.x(psi)
      this.qy[t + 1] = fan.y(psi)
      const need = Math.max(M, this.needOf(fan, i))
      if (this.roomKnownDead(t + 1, need)) {
        dead[i] = 1 // a sibling's room bound covers it
        continue
      }
      this.path[t] = psi
      const before = this.nodes - this.roomNodes,
        boxBefore = this.boxNodes
      const found = this.search(from, t + 1, need)
      if (found !== NO) return found
      dead[i] = 1
      // its cost for the boxes: without its room bounds, in a pocket without its boxes (room.ts)
      cost = this.nodes - this.roomNodes - before - (this.roomWorked ? this.boxNodes - boxBefore : 0)
    }
    return NO
  }

  /**
   * The legal steps from this state (whole degrees, increasing). `first`: stop at the first one
   * found (whether any is legal decides Pass).
   */
  legalSteps(first: boolean): number[] {
    const marks = this.legalMarks(first),
      legal = this.legal
    const out: number[] = []
    for (let i = 0; i < marks.length; i++) if (marks[i] === legal) out.push(i - this.L)
    return out
  }

  /**
   * Per ψ + L, `legal` (LEGAL, or OK when it returns the fan's codes) for each legal step (the
   * array is scratch: read it before the next search).
   * `first`: stop at the first one found.
   */
  legalMarks(first: boolean): Uint8Array {
    this.boxes = 0
    const t0 = this.s0,
      t = t0 + 1
    const fan = this.fanBare(t0)
    const L = this.L,
      n = 2 * L + 1
    const code = fan.code,
      old = fan.old
    // a step is legal at once when its bone's need (k − j for old bone j, see needOf) is met
    // (self-overlap allowed: every step; a need before this state unmet: none; NO_OLD: no need)
    const least = this.self ? 0 : this.need0 > t ? NO_OLD + 1 : this.k - t
    this.legal = LEGAL
    if (!first && fan.oldMin >= least) {
      // every step that places legally is legal: the fan's codes say it all
      this.legal = OK
      return code
    }
    const done = this.deadAt(t0)
    done.fill(0)
    let rest = false
    for (let i = 0; i < n; i++) {
      if (code[i] !== OK) continue
      if (old[i] >= least) {
        done[i] = LEGAL
        if (first) return done
      } else rest = true
    }
    if (!rest || t >= this.k) return done
    this.searched = true
    this.touchesAt(t0, fan)
    this.baseOff()
    // each run from its middle up, then from its middle down (firstStepOrder); after a dead
    // end, the next degrees are tried together in boxes, as in the search's nodes (wider after a
    // box that worked), each given twice the work that dead end cost
    let wayAt = -1
    let width = BOX_FIRST,
      most = BOX_MOST,
      cost = -1,
      pause = 0,
      wait = 0
    const seq = firstStepOrder(n, done, fan)
    let mid = -1,
      midCost = -1,
      midLength = 0
    for (let v = 0; v < seq[n]; v++) {
      const i = seq[v] >> 2,
        kind = seq[v] & 3
      // the neighbour visited just before i (in this run): after a dead end there, boxes
      const back = kind === DOWN || kind === TURN ? i + 1 : i - 1
      const afterDead = back >= 0 && back < n && done[back] === 1
      if (kind === MIDDLE) {
        mid = i
        midLength = 0
      } else if (kind === TURN) {
        // back to the run's middle, now downwards: what was known there
        width = BOX_FIRST
        most = BOX_MOST
        pause = wait = 0
        cost = done[mid] === 1 ? midCost : -1
        wayAt = -1
        this.baseOff()
        if (done[mid] === LEGAL && midLength > 0) {
          this.way.set(this.midWay.subarray(0, midLength))
          this.wayLength = midLength
          this.qx[t] = fan.x(mid - L)
          this.qy[t] = fan.y(mid - L)
          this.baseOn(t, mid)
          wayAt = mid
        }
      }
      if (done[i] || fan.code[i] !== OK || fan.touch[i]) continue
      if (cost >= 0 && afterDead && wait-- <= 0) {
        this.boxLeft = 2 * cost + 8
        if (this.ruledOut(t0, this.need0, fan, done, i, width, true)) {
          width = Math.min(most, 2 * width)
          pause = 0
          continue
        }
        most = Math.max(BOX_FIRST, width >> 1)
        width = BOX_FIRST
        wait = pause = 2 * pause + 1
      }
      this.qx[t] = fan.x(i - L)
      this.qy[t] = fan.y(i - L)
      const M = Math.max(this.need0, this.needOf(fan, i))
      if (wayAt >= 0 && this.wayLength > 0) {
        // the way out found for step wayAt, its first turn less the difference: the bones after
        // the first lie where that way's did, moved by |Q(t)' − Q(t)| only (not turned about Q(s0));
        // first checked against the clearances its bones had (moved.ts), then placed again
        if (this.moved(t, i, M)) {
          wayAt = i
          done[i] = LEGAL
          if (first) return this.onlyLegal(done, i)
          if (kind === MIDDLE) midLength = this.keepMid()
          continue
        }
        const w = this.way[0] - (i - wayAt)
        if (w >= -L && w <= L) this.way[0] = w
        wayAt = -1
      }
      const work = this.work
      if (this.canEnd(t, M, afterDead)) {
        cost = -1
        this.baseOn(t, i)
        wayAt = i
        done[i] = LEGAL
        if (first) return this.onlyLegal(done, i)
        if (kind === MIDDLE) midLength = this.keepMid()
      } else {
        cost = this.work - work
        this.baseOff()
        done[i] = 1
        if (kind === MIDDLE) midCost = cost
      }
    }
    return done
  }

  /** legalMarks: keeps the way out just proved for the middle of a run (its length) */
  private keepMid(): number {
    if (this.midWay.length < this.k + 1) this.midWay = new Int16Array(this.k + 1)
    this.midWay.set(this.way.subarray(0, this.wayLength))
    return this.wayLength
  }

  /** legalMarks(first): the marks with step i the only legal one */
  private onlyLegal(done: Uint8Array, i: number): Uint8Array {
    done.fill(0)
    done[i] = LEGAL
    return done
  }

  /** per depth: children of the node there already known to have no way out (`wide`: a box's first node) */
  private deadAt(t: number, wide = false): Uint8Array {
    const deads = wide ? this.wideDeads : this.deads
    let d = deads[t]
    if (!d) d = deads[t] = new Uint8Array(2 * (wide ? this.L + WIDE : this.L) + 1)
    return d
  }

  /**
   * Tries to show at once that the children around i of node t (legal, touching nothing, need
   * above t + 1, not yet settled) have no way out: a box of `width` of them (see boxDead). Marks
   * them in `dead` and returns true when it does.
   */
  private ruledOut(t: number, M: number, fan: Fan, dead: Uint8Array, i: number, width: number, moves = false): boolean {
    let lo = i,
      hi = i
    while (hi - lo + 1 < width && (this.open(t, M, fan, dead, lo - 1) || this.open(t, M, fan, dead, hi + 1))) {
      if (this.open(t, M, fan, dead, hi + 1)) hi++
      if (hi - lo + 1 < width && this.open(t, M, fan, dead, lo - 1)) lo--
    }
    if (hi === lo) return false
    let need = Infinity
    for (let j = lo; j <= hi; j++) need = Math.min(need, Math.max(M, this.needOf(fan, j)))
    if (!this.boxDead(t, lo - fan.L, hi - fan.L, need, fan, moves)) return false
    dead.fill(1, lo, hi + 1)
    return true
  }

  /** ruledOut: child j of node t can join a box (legal, touching nothing, its need unmet, not settled) */
  private open(t: number, M: number, fan: Fan, dead: Uint8Array, j: number): boolean {
    return (
      j >= 0 &&
      j <= 2 * fan.L &&
      !dead[j] &&
      fan.code[j] === OK &&
      !fan.touch[j] &&
      Math.max(M, this.needOf(fan, j)) > t + 1
    )
  }

  /**
   * Whether the steps ψ ∈ [lo, hi] from node t (all legal and touching nothing, need at least M)
   * have no way out, shown for all of them at once by one search that stands for every member:
   * the middle step's, with every threshold reduced by how far a member's bones can be from its
   * own (Chain.boxPivot; bones that move along excepted). Its "no" holds for each member;
   * inside, neighbouring children are boxed in turn. It gives up (false) when a way out might
   * exist or when the box budget (boxLeft) runs out; that only means checking them one by one.
   * Two kinds, by what follows a member's step:
   * - `moves` (legalMarks' first step, and every box inside one): the same headings. Any way out
   *   after step ψ is a run of bones with given headings; the same headings after the middle
   *   step m (a whole degree; hw the larger of m − lo and hi − m) give the same bones moved by
   *   v = Q(ψ) − Q(m), |v| ≤ 2 sin(hw/2), however long the way, and only the first turn differs,
   *   by ψ − m: so the first node's children go up to L + hw.
   * - else (the search's nodes): the same turns, so everything after the step turns about Qt by
   *   at most hw = (hi − lo)/2 with it, and a bone d steps on moves by up to d · 2 sin(hw/2).
   *   At the first step most of these failed (docs/RULINGS.md Swish 1, items 6 and 11); inside
   *   the search they do better than moved ones on the stuck position (swish-stuck.ts: 1.9 s
   *   against 3.4 s), where the widened nodes multiply.
   */
  private boxDead(t: number, lo: number, hi: number, M: number, fan: Fan, moves: boolean): boolean {
    let hw: number
    if (moves) {
      const mid = Math.floor((lo + hi) / 2)
      hw = Math.max(mid - lo, hi - mid)
      this.qx[t + 1] = fan.x(mid)
      this.qy[t + 1] = fan.y(mid)
    } else {
      const mid = (lo + hi) / 2
      hw = (hi - lo) / 2
      this.prevInto(t, PREV, 0)
      const h = Math.atan2(fan.qy - PREV[1], fan.qx - PREV[0]) + mid * RAD
      this.qx[t + 1] = fan.qx + Math.cos(h)
      this.qy[t + 1] = fan.qy + Math.sin(h)
    }
    this.boxPivot[this.boxes] = t
    this.boxDrift[this.boxes] = 2 * Math.sin((hw / 2) * RAD)
    this.boxMoves[this.boxes] = moves ? 1 : 0
    this.boxes++
    const dead = this.boxNode(t + 1, M, moves ? hw : 0, moves)
    this.boxes--
    return dead
  }

  /** inside a box: true when no member of it has a way out from node t (`wide`: see fanAt) */
  private boxNode(t: number, M: number, wide: number, moves: boolean): boolean {
    this.boxNodes++
    if (--this.boxLeft < 0) return false
    const fan = this.fanAt(t, wide)
    const L = fan.L,
      lo = fan.lo,
      hi = fan.hi
    // (the legal children lie within lo … hi, see Fan.lo)
    for (let i = M <= t + 1 ? lo : hi + 1; i <= hi; i++) {
      if (fan.code[i] === OK && this.needOf(fan, i) <= t + 1) return false
    }
    if (t + 1 >= this.k) return true
    const dead = this.deadAt(t, wide > 0)
    dead.fill(0)
    let width = BOX_FIRST,
      tried = false
    for (let i = lo; i <= hi; i++) {
      if (dead[i] || fan.code[i] !== OK || fan.touch[i]) continue
      if (tried) {
        if (this.ruledOut(t, M, fan, dead, i, width, moves)) {
          width = Math.min(BOX_MOST, 2 * width)
          continue
        }
        if (this.boxLeft < 0) return false
        width = BOX_FIRST
      }
      this.qx[t + 1] = fan.x(i - L)
      this.qy[t + 1] = fan.y(i - L)
      if (!this.boxNode(t + 1, Math.max(M, this.needOf(fan, i)), 0, moves)) return false
      dead[i] = 1
      tried = true
    }
    return true
  }

  private orderAt(t: number, fan: Fan): Int16Array {
    let order = this.orders[t]
    if (!order) order = this.orders[t] = new Int16Array(2 * (2 * this.L + 1) + 1)
    return childOrder(order, fan, this.L, this.shuffle, t)
  }
}

/** outcomes of a search: a way out, none, or cut off by the node budget */
export const YES = 1,
  NO = 0,
  CUT = -1
/** legalMarks: a legal step (other marks there mean settled otherwise) */
export const LEGAL = 2
/** bones placed by the cheap ways (Chain.place) that cost about as much as one search node */
const PLACES_PER_NODE = 8
/** the node budget of an exact question's first run next to a dead end, and elsewhere (tryEnd) */
const QUICK = 16
const LOOK = 1
/** the node budget of a search's first run */
const FIRST_BUDGET = 48

/** children tried together in a box: at first, and at most after boxes that worked (≤ 2 WIDE) */
const BOX_FIRST = 3
const BOX_MOST = 2 * WIDE

/**
 * Per-depth scratch shared by every search with the same joint limit, as the fans are (chain.ts).
 */
const SCRATCH = new Map<
  number,
  { orders: Int16Array[]; deads: Uint8Array[]; wideDeads: Uint8Array[]; path: Int16Array }
>()

/** firstStepOrder's kinds of visit: upwards (from the run's middle), its middle, downwards, the first downwards */
const UP = 0,
  MIDDLE = 1,
  DOWN = 2,
  TURN = 3
let ORDER = new Int16Array(0)

/**
 * The order legalMarks visits the first step's degrees in (4 · index + kind, the count at n):
 * each run of steps still to settle from its middle up, then from the middle down. The middle of
 * a run lies farthest from the blocked degrees around it, where a way out is easiest to find,
 * and each way out found serves the next degree (moved.ts) in both directions.
 */
export function firstStepOrder(n: number, done: Uint8Array, fan: Fan): Int16Array {
  if (ORDER.length < n + 1) ORDER = new Int16Array(n + 1)
  const open = (i: number) => !done[i] && fan.code[i] === OK && !fan.touch[i]
  let c = 0
  for (let a = 0; a < n; a++) {
    if (!open(a)) continue
    let b = a
    while (b + 1 < n && open(b + 1)) b++
    const mid = (a + b) >> 1
    ORDER[c++] = 4 * mid + MIDDLE
    for (let j = mid + 1; j <= b; j++) ORDER[c++] = 4 * j + UP
    for (let j = mid - 1; j >= a; j--) ORDER[c++] = 4 * j + (j === mid - 1 ? TURN : DOWN)
    a = b
  }
  ORDER[n] = c
  return ORDER
}
