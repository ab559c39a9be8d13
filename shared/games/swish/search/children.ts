/**
 * A search node's children: the fan at node t (fan.ts), each whole degree marked by what its bone
 * does (off the table, on another fish, on a bone placed this turn, touching a small fish, on
 * which old bone), from the obstacles within reach of Qt only. Exact outside boxes; inside them
 * (boxes.ts) each threshold is reduced by how far a member's bone can be from the computed one,
 * so a degree blocked there is blocked for every member.
 */
import { capTick } from './cap.js'
import { type Chain, oldAt } from './chain.js'
import { Fan, NO_OLD } from './fan.js'
import type { Near } from './near.js'
import { nearOnes } from './place.js'
import { type Scratch, WIDE } from './scratch.js'

/** an obstacle whose midpoint is farther than this from the pivot cannot reach a new bone */
const REACH2 = (0.5 + 1 + 0.42 + 1e-6) ** 2
/** covers rounding in a box: its members are the computed chain moved, up to this */
const BOX_SLACK = 1e-9

/**
 * The fan at step t (t ≥ s0), built from the chain Q0 … Qt. Inside boxes its margins are the most
 * a bone placed there can be away from the computed one. `wide` > 0: a box's first node, whose
 * children turn up to L + wide (Fan.L is then L + WIDE).
 */
export function fanAt(c: Chain, s: Scratch, t: number, wide = 0): Fan {
  const fan = fanBare(c, s, t, wide)
  if (fan.blocked < 2 * fan.L + 1) touchesAt(c, s, t, fan)
  return fan
}

/**
 * fanAt without the small fish: `touch` stays clear. legalMarks adds it (touchesAt) only when
 * some step needs a search: a step whose needs are met is legal whether it touches or not.
 */
export function fanBare(c: Chain, s: Scratch, t: number, wide = 0): Fan {
  const fans = wide > 0 ? s.wideFans : s.fans
  let fan = fans[t]
  if (!fan) fan = fans[t] = new Fan(wide > 0 ? c.L + WIDE : c.L)
  c.nodes++
  capTick()
  const qx = c.qx[t],
    qy = c.qy[t]
  // (no double passed to the fan's calls but inside boxes: see Fan.f)
  shift(c, s, t, -1)
  fan.margin = c.boxShift
  fan.resetAt(c.qx, c.qy, t, c.p, t > 0 ? 0 : oldAt(c, 1))
  if (wide > 0) fan.only(c.L + wide)
  fan.tableRadius = c.table
  fan.tableTest()
  // the other fishes' bones whose midpoint lies within REACH of Q: from their buckets once a
  // search has made them (fanNear), else all of them (a state settled by its first fan never
  // makes them)
  s.mid[4] = qx
  s.mid[5] = qy
  if (!c.near) {
    const others = c.others
    for (let f = 0; f < others.length; f++) {
      const o = others[f]
      for (let i = 0; i + 3 < o.length; i += 2) {
        const mx = (o[i] + o[i + 2]) / 2 - qx,
          my = (o[i + 1] + o[i + 3]) / 2 - qy
        if (mx * mx + my * my < REACH2) fan.other(o, i)
      }
    }
  } else fanNear(s, c.near[0], fan, false)
  if (!c.self) {
    const x = c.qx,
      y = c.qy
    for (let i = 1; i < t; i++) {
      const mx = (x[i] + x[i - 1]) / 2 - qx,
        my = (y[i] + y[i - 1]) / 2 - qy
      if (mx * mx + my * my < REACH2) {
        shift(c, s, t, i)
        fan.freshMargin = c.boxShift
        fan.freshAt(x, y, i)
      }
    }
  }
  // no legal child: what else the children would do does not matter
  if (fan.blocked === 2 * fan.L + 1) return fan
  if (!c.self) {
    const p = c.p
    for (let j = t === 0 ? 1 : 0; j <= c.k - t - 2; j++) {
      const b = oldAt(c, j)
      const mx = (p[b] + p[b + 2]) / 2 - qx,
        my = (p[b + 1] + p[b + 3]) / 2 - qy
      if (mx * mx + my * my < REACH2) fan.oldBone(j, p, b)
    }
  }
  return fan
}

/** marks in the fan of node t (from fanBare) the degrees whose bone touches a small fish */
export function touchesAt(c: Chain, s: Scratch, t: number, fan: Fan): void {
  s.mid[4] = c.qx[t]
  s.mid[5] = c.qy[t]
  // as the other fish in fanBare (asked only where a step needs a search, which makes the
  // buckets anyway)
  fanNear(s, nearOnes(c)[1], fan, true)
}

/**
 * fan.other (fan.small when `small`) for each segment of `near` whose midpoint lies within
 * REACH of Q = (mid[4], mid[5]): those of the 5 × 5 cells around Q (a midpoint outside them is
 * 2 · CELL = 3 or more away); the marks do not depend on the order in which they come
 */
function fanNear(s: Scratch, near: Near, fan: Fan, small: boolean): void {
  if (near.seg.length === 0) return
  const qx = s.mid[4],
    qy = s.mid[5]
  const box = s.cells
  near.aroundBone(s.mid, box, 2)
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
 * The most a new bone inside the boxes can be away from its computed place, relative to bone i
 * of the chain (Qi−1 → Qi), or to everything that does not move (i = −1): per box, its drift
 * unless bone i comes after the box's own bone (then both moved by the same v); 0 outside
 * boxes. Written to `c.boxShift`. (A box stands for the steps from node `pivot` within hw
 * degrees of the one it computes: the step's own bone turns about Qpivot by at most hw; what
 * follows either keeps its turns, a point d bones after the pivot moving by at most d · drift,
 * drift = 2 sin(hw / 2), or, in a box that `moves`, keeps its headings, every later bone moved
 * with Qpivot+1 by one vector v, |v| ≤ drift. Boxes nest.)
 */
function shift(c: Chain, s: Scratch, t: number, i: number): void {
  if (c.boxes === 0) {
    c.boxShift = 0
    return
  }
  let e = BOX_SLACK
  for (let b = 0; b < c.boxes; b++) {
    const pivot = s.boxPivot[b]
    if (s.boxMoves[b]) {
      if (pivot + 1 >= i) e += s.boxDrift[b]
    } else if (pivot >= i) e += (t + 1 - pivot) * s.boxDrift[b]
  }
  c.boxShift = e
}

/** the need of the new bone at fan index i */
export function needOf(c: Chain, fan: Fan, i: number): number {
  const j = fan.old[i]
  return j === NO_OLD ? 0 : c.k - j
}
