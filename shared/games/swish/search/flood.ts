/**
 * The room bound's flood (room.ts): the part of the free region around Qt, over-estimated on a
 * grid of pixels of side H, and the area the sausages of bones lying in it can cover (see room.ts
 * for why each test keeps it an over-estimate). Open water is seen first on blocks of 2 × 2
 * pixels (coarseOpen); either way the answer is the one the pixel flood alone would give.
 */
import { OVERLAP, pairDist2Out } from '../geometry.js'
import { capTick } from './cap.js'
import type { Chain } from './chain.js'
import type { Near } from './near.js'
import { nearOnes } from './place.js'
import { CSIDE, PIXEL, type Scratch, SIDE } from './scratch.js'
import { SEARCH } from './watch.js'

/** pixel side */
export const H = PIXEL
/** a sausage's radius: half the overlap distance */
export const R = OVERLAP / 2
const HALF_DIAG = H / Math.SQRT2
/** how far from a kept pixel's centre (an edge one's) a counted pixel's centre may lie */
const REACH = R + Math.SQRT2 * H + H
const STEPS = Math.ceil(REACH / H)
/** a part that comes this close (pixels) to the window's edge proves nothing */
const BORDER = STEPS + 2
/** insideAt's limits: no free core point within h/√2 (0.39 − h/√2), in a sausage (r − h/√2) */
const FREE2 = (OVERLAP - HALF_DIAG) ** 2
const INSIDE2 = (R - HALF_DIAG) ** 2
/** coarseOpen: a block is free when its centre lies this far from every obstacle (0.39, and rounding) */
const COARSE2 = (OVERLAP + 1e-9) ** 2
/** the window's pixels: unknown, kept (possibly free), blocked, counted, outside (in an obstacle) */
export const KEPT = 1
const BLOCKED = 2,
  COUNTED = 3,
  OUT = 4

/**
 * The counted area of the part holding Qt (see the file comment), or Infinity once it covers
 * `cap` or reaches the window's edge (scratch.grid then holds the pixels flooded so far as KEPT).
 */
export function roomArea(chain: Chain, scratch: Scratch, t: number, cap: number): number {
  const need = cap
  const fishNear = nearOnes(chain)[0]
  const t2 = (chain.table + HALF_DIAG) ** 2
  const pair = scratch.pair
  const cx = chain.winX,
    cy = chain.winY
  const grid = scratch.grid,
    queue = scratch.queue
  const startAt = (Math.floor(chain.qx[t] / H) - cx) * SIDE + (Math.floor(chain.qy[t] / H) - cy)
  scratch.coarseKept = 0
  const open = SEARCH.coarse && coarseOpen(chain, scratch, t, startAt, need)
  // the pixels of the blocks coarseOpen flooded are kept ones of the part: the flood starts
  // from all of them (it finds the same part, testing only the pixels outside them)
  let tail = keepBlocks(scratch)
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
        if ((++chain.roomWork & 15) === 0) capTick()
        const x = (cx + ix + dx + 0.5) * H,
          y = (cy + iy + dy + 0.5) * H
        // the point in scratch.pair[0–3] (a segment from it to itself): no double passed to a call
        pair[0] = pair[2] = x
        pair[1] = pair[3] = y
        if (blockedAt(chain, scratch, fishNear, t, t2, FREE2)) {
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
        chain.roomWork++
        pair[0] = pair[2] = (cx + x + 0.5) * H
        pair[1] = pair[3] = (cy + y + 0.5) * H
        if (insideAt(chain, scratch, fishNear, t, INSIDE2)) {
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
 * way scratch.coarseKept says how many blocks it flooded (in scratch.cqueue), whose pixels roomArea keeps
 * (keepBlocks: in scratch.grid, a subset of that part's, as the siblings' test in roomBound reads it).
 * False: nothing shown (the flood decides).
 */
function coarseOpen(chain: Chain, scratch: Scratch, t: number, startAt: number, need: number): boolean {
  const fishNear = nearOnes(chain)[0]
  const pair = scratch.pair
  const cx = chain.winX,
    cy = chain.winY
  const cgrid = scratch.cgrid,
    queue = scratch.cqueue
  const tc = chain.table - 1e-9
  const t2 = tc > 0 ? tc * tc : 0
  cgrid.fill(0)
  const sx = (startAt / SIDE) | 0,
    sy = startAt - sx * SIDE
  const b0 = (sx >> 1) * CSIDE + (sy >> 1)
  {
    const x = (cx + 2 * (sx >> 1) + 1) * H,
      y = (cy + 2 * (sy >> 1) + 1) * H
    chain.roomWork++
    pair[0] = pair[2] = x
    pair[1] = pair[3] = y
    if (blockedAt(chain, scratch, fishNear, t, t2, COARSE2)) return false
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
        if ((++chain.roomWork & 15) === 0) capTick()
        const x = (cx + 2 * (bx + dx) + 1) * H,
          y = (cy + 2 * (by + dy) + 1) * H
        pair[0] = pair[2] = x
        pair[1] = pair[3] = y
        if (blockedAt(chain, scratch, fishNear, t, t2, COARSE2)) {
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
  scratch.coarseKept = tail
  return open
}

/**
 * scratch.grid cleared but for the pixels of the scratch.coarseKept blocks coarseOpen flooded, kept and queued
 * in scratch.queue; their number
 */
function keepBlocks(scratch: Scratch): number {
  const grid = scratch.grid,
    queue = scratch.queue
  grid.fill(0)
  let tail = 0
  for (let q = 0; q < scratch.coarseKept; q++) {
    const b = scratch.cqueue[q]
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
 * whether the point in scratch.pair[0–3] lies farther than √t2 from the table's centre or closer than
 * √lim2 to an obstacle (insideAt)
 */
function blockedAt(chain: Chain, scratch: Scratch, near: Near, t: number, t2: number, lim2: number): boolean {
  const x = scratch.pair[0],
    y = scratch.pair[1]
  return x * x + y * y > t2 || insideAt(chain, scratch, near, t, lim2)
}

/**
 * Whether the point (x, y) in scratch.pair[0–3] (from it to itself) is closer than √lim2 to another
 * fish's bone or a bone of the chain before node t − 1: lim2 = FREE2 = (0.39 − h/√2)², no free
 * core point within h/√2 of it; INSIDE2 = (r − h/√2)², it lies in an obstacle's sausage;
 * COARSE2 (0.39², coarseOpen), no free core point within h/√2 of a pixel centre within h/√2 of it
 */
function insideAt(chain: Chain, scratch: Scratch, near: Near, t: number, lim2: number): boolean {
  if (nearWithin(scratch, near, lim2)) return true
  const pair = scratch.pair,
    qx = chain.qx,
    qy = chain.qy
  for (let j = 1; j < t; j++) {
    pair[4] = qx[j - 1]
    pair[5] = qy[j - 1]
    pair[6] = qx[j]
    pair[7] = qy[j]
    pairDist2Out(pair)
    if (pair[8] < lim2) return true
  }
  return false
}

/** whether a bone of the buckets comes closer than √lim2 to the point in scratch.pair[0–3] */
function nearWithin(scratch: Scratch, near: Near, lim2: number): boolean {
  const box = scratch.cells,
    pair = scratch.pair
  scratch.mid[4] = pair[0]
  scratch.mid[5] = pair[1]
  near.aroundBone(scratch.mid, box)
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
      pairDist2Out(pair)
      if (pair[8] < lim2) return true
    }
  }
  return false
}
