/**
 * One step of a cheap way out placed by the rules' own tests (`place`): its bone off the table,
 * on another fish or on a bone placed this turn is refused, else its need is the first old bone
 * it lies on, and whether it touches a small fish is noted. These are the numbers and predicates
 * the rules use step by step (fish.ts stepJoints, geometry.ts), so a way out whose every step
 * places is a proof that the turn can end legally. The obstacles come from buckets (near.ts), the
 * old bones in blocks of BLOCK whose circle, when out of reach, is skipped whole.
 */
import { OVERLAP, pairOverlaps, pairTouches, RAD } from '../geometry.js'
import { type Chain, oldAt } from './chain.js'
import { Near } from './near.js'
import type { Scratch } from './scratch.js'

/** old bones per block (a power of two) */
export const BLOCK_BITS = 2
export const BLOCK = 1 << BLOCK_BITS

/**
 * Places the bone of a step of ψ degrees from node u (Qu+1, as the rules compute it): −1 when
 * it lies off the table, on another fish or on a bone of this turn, else its need; `c.touched`
 * says whether it touches a small fish.
 */
export function place(c: Chain, s: Scratch, u: number, psi: number): number {
  c.placed++
  const qx = c.qx[u],
    qy = c.qy[u]
  // (one branch per source of the joint before: see Fan.resetAt)
  let h: number
  if (u > 0) h = Math.atan2(qy - c.qy[u - 1], qx - c.qx[u - 1]) + psi * RAD
  else {
    const b = oldAt(c, 1)
    h = Math.atan2(qy - c.p[b + 1], qx - c.p[b]) + psi * RAD
  }
  const x = qx + Math.cos(h),
    y = qy + Math.sin(h)
  c.qx[u + 1] = x
  c.qy[u + 1] = y
  if (x * x + y * y > c.table * c.table) return -1
  const near = nearOnes(c),
    fish = near[0],
    small = near[1]
  const box = s.cells,
    mx = (x + qx) / 2,
    my = (y + qy) / 2
  const mid = s.mid
  mid[4] = mx
  mid[5] = my
  fish.aroundBone(mid, box)
  const fs = fish.seg,
    fw = fish.width
  // the new bone in pair[0–3], each obstacle in pair[4–7] (no double passed to a call, geometry.ts)
  const pair = s.pair
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
      if (pairOverlaps(pair)) return -1
    }
  }
  let need = 0
  if (!c.self) {
    const cx = c.qx,
      cy = c.qy
    for (let i = 1; i < u; i++) {
      pair[4] = cx[i]
      pair[5] = cy[i]
      pair[6] = cx[i - 1]
      pair[7] = cy[i - 1]
      if (pairOverlaps(pair)) return -1
    }
    const p = c.p,
      blocks = oldBlocks(c)
    const last = c.k - u - 2
    for (let j = u === 0 ? 1 : 0; j <= last; j++) {
      // a block of old bones whose circle lies farther than the reach of an overlap: skipped
      if ((j & (BLOCK - 1)) === 0 || j === 1) {
        const b3 = 3 * (j >> BLOCK_BITS)
        const dx = mx - blocks[b3],
          dy = my - blocks[b3 + 1],
          r = blocks[b3 + 2]
        if (dx * dx + dy * dy > r * r) {
          j |= BLOCK - 1 // the next block's first bone comes next
          continue
        }
      }
      const b = oldAt(c, j)
      pair[4] = p[b]
      pair[5] = p[b + 1]
      pair[6] = p[b + 2]
      pair[7] = p[b + 3]
      if (pairOverlaps(pair)) {
        need = c.k - j
        break
      }
    }
  }
  c.touched = false
  small.aroundBone(mid, box)
  const ss = small.seg,
    sw = small.width
  for (let r = box[2]; r <= box[3] && !c.touched; r++) {
    const i0 = 4 * small.start[r * sw + box[0]],
      i1 = 4 * small.start[r * sw + box[1] + 1]
    for (let i = i0; i < i1; i += 4) {
      pair[4] = ss[i]
      pair[5] = ss[i + 1]
      pair[6] = ss[i + 2]
      pair[7] = ss[i + 3]
      if (pairTouches(pair)) {
        c.touched = true
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
export function oldBlocks(c: Chain): Float64Array {
  if (c.blocks) return c.blocks
  // bones j ≤ k − s0 − 2 (place() is asked from nodes u ≥ s0): joints 0 … n from the front
  const p = c.p,
    n = c.k - c.s0 - 1
  const blocks = new Float64Array(3 * ((n >> BLOCK_BITS) + 1))
  for (let b = 0; b * BLOCK < n; b++) {
    const j0 = b * BLOCK,
      j1 = Math.min(n, j0 + BLOCK)
    let sx = 0,
      sy = 0
    for (let j = j0; j <= j1; j++) {
      sx += p[oldAt(c, j)]
      sy += p[oldAt(c, j) + 1]
    }
    const cx = sx / (j1 - j0 + 1),
      cy = sy / (j1 - j0 + 1)
    let far = 0
    for (let j = j0; j <= j1; j++) {
      far = Math.max(far, Math.hypot(p[oldAt(c, j)] - cx, p[oldAt(c, j) + 1] - cy))
    }
    blocks[3 * b] = cx
    blocks[3 * b + 1] = cy
    blocks[3 * b + 2] = far + 0.5 + OVERLAP + 1e-9
  }
  return (c.blocks = blocks)
}

/** the other fishes' bones and the small fish in buckets (near.ts), made on the first place() */
export function nearOnes(c: Chain): [Near, Near] {
  if (!c.near) {
    const fish: number[] = [],
      small: number[] = []
    for (const o of c.others) for (let i = 0; i + 3 < o.length; i += 2) fish.push(o[i], o[i + 1], o[i + 2], o[i + 3])
    for (const s of c.small) small.push(s.x1, s.y1, s.x2, s.y2)
    c.near = [new Near(fish), new Near(small)]
  }
  return c.near
}
