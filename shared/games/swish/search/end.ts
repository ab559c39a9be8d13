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
 * children are classified by their fan (children.ts). What keeps it short without giving up
 * completeness: ways out that are cheap to check are tried first (ways.ts), each step placed by the
 * rules' own tests, so one that works proves "yes" and only "no" needs the search; runs restart
 * with doubled node budgets in new orders (one early choice can hide a way out behind a huge dead
 * subtree); once one child of a search node has failed, its neighbours are ruled out together when
 * a box search shows that none of them can (boxes.ts); a node, when its bones lack room (room.ts).
 */
import { Placing } from '../fish.js'
import { BOX_FIRST, BOX_MOST, ruledOut } from './boxes.js'
import { type Chain, PLACES_PER_NODE } from './chain.js'
import { fanAt, needOf } from './children.js'
import type { Fan } from './fan.js'
import { childOrder } from './order.js'
import { roomAsk, roomKnownDead, roomSkips, roomStart } from './room.js'
import type { Scratch } from './scratch.js'
import { cheapWay, keepWay, lastWay, otherWays } from './ways.js'

/** outcomes of a search: a way out, none, or cut off by the node budget */
export const YES = 1,
  NO = 0,
  CUT = -1
/** the node budget of an exact question's first run next to a dead end, and elsewhere (tryEnd) */
const QUICK = 16
const LOOK = 1
/** the node budget of a search's first run */
const FIRST_BUDGET = 48

/**
 * After t steps (t > s0, the chain Q0 … Qt set) with largest need M > t: can the turn still end
 * legally? First the last way out found, tried from here; then the exhaustive search.
 */
export function canEnd(chain: Chain, scratch: Scratch, t: number, M: number, likelyNo = false): boolean {
  return tryEnd(chain, scratch, t, M, Infinity, likelyNo) === YES
}

/**
 * canEnd within at most `most` search nodes: YES, NO, or CUT when that was not enough (bots
 * use it to skip steps whose legality would take long to settle).
 */
export function tryEnd(chain: Chain, scratch: Scratch, t: number, M: number, most: number, likelyNo = false): number {
  chain.boxes = 0 // a search cut short by a cap (cap.ts) may have left boxes open
  // a bounded search counts the bones its cheap ways place too, PLACES_PER_NODE to a node
  const placed = chain.placed
  if (most === Infinity) {
    // an exact question: after the last way out, a first exhaustive run; next to a degree just
    // proved a dead end, QUICK nodes (the dead ends next to dead ends are mostly proved in
    // fewer nodes than the other cheap ways would place bones), and then no other cheap ways
    // (the search's runs go on from there: in the dense pond those ways found a way out next
    // to a dead end about once in a hundred, for less than they cost the others); elsewhere
    // one node, node t itself: a dead end whose steps from there are all blocked (most
    // isolated dead ends) is proved at once, before the other cheap ways, for 1 node
    if (lastWay(chain, scratch, t, M)) return YES
    scratch.deadAt(t).fill(0)
    roomStart(chain)
    chain.shuffle = 0
    chain.limit = chain.nodes + (likelyNo ? QUICK : LOOK)
    const found = search(chain, scratch, t, t, M)
    if (found === YES) keepWay(chain)
    if (found !== CUT) return found
    if (!likelyNo && otherWays(chain, scratch, t, M)) return YES
    return rounds(chain, scratch, t, M, Infinity, false)
  }
  chain.placeEnd = placed + most * PLACES_PER_NODE
  const cheap = cheapWay(chain, scratch, t, M)
  chain.placeEnd = Infinity
  if (cheap) return YES
  most -= (chain.placed - placed) / PLACES_PER_NODE
  // Searches of this kind have heavy tails: one early choice can lead into a huge subtree
  // with no way out while a small one nearby has it. So the search is restarted with a
  // doubled node budget and the children in a new (seeded) order each time, the first time
  // in the heuristic order; a run that finishes within its budget is exhaustive, so its "no"
  // is a proof. The budgets add up to at most about twice the last one. The children of node
  // t shown to have no way out stay so from one run to the next.
  return rounds(chain, scratch, t, M, most, true)
}

/** the search's runs from node t, within `most` nodes; `fresh`: nothing known yet at node t */
function rounds(chain: Chain, scratch: Scratch, t: number, M: number, most: number, fresh: boolean): number {
  if (fresh) {
    scratch.deadAt(t).fill(0)
    roomStart(chain)
  }
  const end = chain.nodes + most
  for (let round = 0, budget = FIRST_BUDGET; chain.nodes < end; round++, budget *= 2) {
    chain.shuffle = round > 0 ? round : 0
    chain.limit = Math.min(end, chain.nodes + budget)
    const found = search(chain, scratch, t, t, M)
    if (found === YES) keepWay(chain)
    if (found !== CUT) return found
  }
  return CUT
}

/** the search below node t (started at node `from`); keeps the way out it finds */
function search(chain: Chain, scratch: Scratch, from: number, t: number, M: number): number {
  if (chain.nodes >= chain.limit) return CUT
  const fan = fanAt(chain, scratch, t)
  const L = chain.L,
    n = 2 * L + 1
  // a child ends the turn legally only once the needs so far are met (M ≤ t + 1); the legal
  // children lie within fan.lo … fan.hi
  for (let i = M <= t + 1 ? fan.lo : n, hi = fan.hi; i <= hi; i++) {
    if (fan.code[i] === Placing.Fine && needOf(chain, fan, i) <= t + 1) {
      scratch.path[t] = i - L
      chain.wayLength = t - from + 1
      chain.way.set(scratch.path.subarray(from, t + 1))
      return YES
    }
  }
  if (t + 1 >= chain.k) return NO
  const order = orderAt(chain, scratch, t, fan)
  const dead = scratch.deadAt(t)
  if (t > from) dead.fill(0)
  // once a child has failed, its neighbours are tried together in boxes: wider after a box
  // that worked, narrower after one that did not, each given twice what that child cost, at
  // node from only about what it cost (there a box that fails is seldom worth its budget;
  // below, boxes fund the boxes inside them, and a smaller budget there lets a dead end's
  // search grow instead: docs/RULINGS.md Swish 1, item 18)
  let width = BOX_FIRST,
    cost = -1
  const start = chain.nodes
  let room = roomSkips(t, M)
  for (let c = 0; c < order[n]; c++) {
    const i = order[c]
    if (dead[i]) continue
    if (!room && chain.nodes - start >= chain.roomAfter) {
      room = true
      if (roomAsk(chain, scratch, t, M)) return NO
    }
    if (cost >= 0) {
      chain.boxLeft = t === from ? cost + 2 : 2 * cost + 8
      if (ruledOut(chain, scratch, t, M, fan, dead, i, width)) {
        width = Math.min(BOX_MOST, 2 * width)
        continue
      }
      width = BOX_FIRST
    }
    const psi = i - L
    chain.qx[t + 1] = fan.x(psi)
    chain.qy[t + 1] = fan.y(psi)
    const need = Math.max(M, needOf(chain, fan, i))
    if (roomKnownDead(chain, scratch, t + 1, need)) {
      dead[i] = 1 // a sibling's room bound covers it
      continue
    }
    scratch.path[t] = psi
    const before = chain.nodes - chain.roomNodes,
      boxBefore = chain.boxNodes
    const found = search(chain, scratch, from, t + 1, need)
    if (found !== NO) return found
    dead[i] = 1
    // its cost for the boxes: without its room bounds, in a pocket without its boxes (room.ts)
    cost = chain.nodes - chain.roomNodes - before - (chain.roomWorked ? chain.boxNodes - boxBefore : 0)
  }
  return NO
}

function orderAt(chain: Chain, scratch: Scratch, t: number, fan: Fan): Int16Array {
  let order = scratch.orders[t]
  if (!order) order = scratch.orders[t] = new Int16Array(2 * (2 * chain.L + 1) + 1)
  return childOrder(order, fan, chain.L, chain.shuffle, t)
}
