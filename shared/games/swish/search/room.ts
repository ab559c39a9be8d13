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
 * 2 × 2 pixels (flood.ts coarseOpen: a quarter of the tests), which show, when the blocks surely kept
 * cover what the bones need, that the flood would end so too; else the flood starts from all
 * their pixels and tests only the others. Either way the bound answers what the flood alone
 * would (the same part, the same area).
 */

import { type Chain, ROOM_AFTER } from './chain.js'
import { H, KEPT, R, roomArea } from './flood.js'
import { HALF_SIDE, type Scratch, SIDE } from './scratch.js'
import { SEARCH } from './watch.js'

/** area of one bone's sausage */
const SAUSAGE = 2 * R + Math.PI * R * R
/** the fewest bones to go for which it is asked */
const ROOM_LEAST = 4
/** pixels the room bound looks at in about the time of one search node */
const PIXELS_PER_NODE = 20

/**
 * True when the bones a way out from node t (t ≥ s0, the chain Q0 … Qt set, largest need M)
 * still needs cannot fit in the room around Qt; false when they may. Its work is bounded (the
 * flood stops once the part it found covers what the bones need) and counted in `nodes`.
 */
export function roomDead(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  if (chain.self || M - t < 2) return false
  const before = chain.roomWork
  const dead = roomBound(chain, scratch, t, M)
  const cost = (chain.roomWork - before) / PIXELS_PER_NODE
  chain.nodes += cost
  chain.roomNodes += cost
  return dead
}

/**
 * How the search asks (end.ts): at a node once its children have cost `roomAfter` nodes,
 * at first ROOM_AFTER in each question (roomStart), twice as many after each bound that
 * failed (open water), half as many (not fewer) after one that worked; `roomWorked` says
 * whether one has worked in this question (a pocket: there the boxes are given what a child
 * cost without the boxes inside it, which would otherwise fund ever larger ones above).
 * roomStart: a new question.
 */
export function roomStart(chain: Chain): void {
  chain.roomAfter = ROOM_AFTER
  chain.roomWorked = false
}

/** whether the bound is not worth asking at node t (fewer bones to go fit in almost any room) */
export function roomSkips(t: number, M: number): boolean {
  return !SEARCH.room || M - t < ROOM_LEAST
}

/** roomDead, counted for roomAfter and roomWorked */
export function roomAsk(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  if (roomDead(chain, scratch, t, M)) {
    chain.roomAfter = Math.max(ROOM_AFTER, chain.roomAfter / 2)
    chain.roomWorked = true
    return true
  }
  chain.roomAfter *= 2
  return false
}

/**
 * roomDead at no cost, from the part flooded for a sibling of node t (false when there is
 * none, or when it does not hold Qt)
 */
export function roomKnownDead(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  if (!SEARCH.room || chain.self || M - t < 2 || scratch.gridOwner !== chain.roomId || !sameChain(chain, t))
    return false
  const at = (Math.floor(chain.qx[t] / H) - chain.winX) * SIDE + (Math.floor(chain.qy[t] / H) - chain.winY)
  return scratch.grid[at] === KEPT && chain.partArea < roomNeeded(chain, M - t)
}

function roomBound(chain: Chain, scratch: Scratch, t: number, M: number): boolean {
  const need = roomNeeded(chain, M - t)
  // the children of one node share the obstacles (the chain before node t − 1): the part
  // flooded for one of them serves every sibling whose Qt lies in it
  if (scratch.gridOwner === chain.roomId && sameChain(chain, t)) {
    const at = (Math.floor(chain.qx[t] / H) - chain.winX) * SIDE + (Math.floor(chain.qy[t] / H) - chain.winY)
    if (scratch.grid[at] === KEPT && (chain.partArea < Infinity || need <= chain.partCap)) return chain.partArea < need
  }
  const u = t > 0 ? t - 1 : t
  chain.winX = Math.floor(chain.qx[u] / H) - HALF_SIDE
  chain.winY = Math.floor(chain.qy[u] / H) - HALF_SIDE
  keepChain(chain, t)
  scratch.gridOwner = chain.roomId
  chain.partCap = need
  chain.partArea = roomArea(chain, scratch, t, need)
  chain.lastArea = chain.partArea
  return chain.partArea < need
}

/** whether the grid's flood was made for this chain up to node t (the children of one node share it) */
function sameChain(chain: Chain, t: number): boolean {
  if (chain.chainT !== t) return false
  for (let j = 0; j < t; j++) {
    if (chain.chainXY[2 * j] !== chain.qx[j] || chain.chainXY[2 * j + 1] !== chain.qy[j]) return false
  }
  return true
}

/** notes the chain up to node t as the one the grid's flood is made for */
function keepChain(chain: Chain, t: number): void {
  chain.chainT = t
  for (let j = 0; j < t; j++) {
    chain.chainXY[2 * j] = chain.qx[j]
    chain.chainXY[2 * j + 1] = chain.qy[j]
  }
}

/** the least area the sausages of n more bones cover (see the file comment) */
export function roomNeeded(chain: Chain, n: number): number {
  const every = Math.ceil(n / 2) * SAUSAGE
  if (chain.L > 90) return every
  const w = (chain.L * Math.PI) / 180
  const shared = Math.PI * R * R + R * R * (Math.tan(w / 2) - w / 2)
  return Math.max(every, n * SAUSAGE - (n - 1) * shared)
}
