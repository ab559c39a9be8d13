/**
 * The previous degree's way out, moved (legalMarks, first-step.ts, asks it before follow and the
 * search).
 *
 * When step ψ from node t has a way out W, step ψ + δ has the way out W with its first turn
 * less δ whenever that one works: its bones after the step's own are W's, all moved by the same
 * vector v = Qt' − Qt (|v| = 2 sin(|δ|/2)), since every later turn is relative to the bone
 * before it. Placing each bone again (follow) costs a search of every obstacle near it for
 * every degree. Instead each bone keeps its clearance (clearance.ts) and is measured again only
 * once it has moved farther than that. The step's own bone is judged exactly by the fan, and it is
 * checked against the way's bones (which move relative to it) directly (bounds.ts); the bones of W
 * keep their distances to each other. So a way that passes is a proof, as a followed one is; one
 * that does not proves nothing (follow and the search decide). Where the joint limit stops the
 * first turn, the next turns take up the rest; the first bone that fails is repaired (shifted.ts),
 * else the way is followed from that bone (movedFrom).
 */ import { RAD } from '../geometry.js'
import { bonesNear, EDGE, forget, MARGIN, measureStep, stepBone, SURE } from './bounds.js'
import { type Chain, prevInto } from './chain.js'
import { clearance, passes } from './clearance.js'
import { copyWay, type Scratch } from './scratch.js'
import { shifted } from './shifted.js'
import { FIXES, follow } from './ways.js'

/** keeps the way out just proved for the step of degree index i (Qt set) as the base */
export function baseOn(chain: Chain, scratch: Scratch, t: number, i: number, kept = 0, vx = 0, vy = 0): void {
  const n = chain.wayLength,
    was = chain.baseLength
  chain.baseAt = n > 0 ? i : -1
  chain.baseLength = n
  if (n === 0) return
  // a new base: no pair of its bones measured yet
  forget(scratch, 0, n, n)
  scratch.stepFar.fill(-Infinity, 0, n)
  scratch.drift[0] = scratch.drift[2] = 0
  copyWay(scratch.way, chain.way, n)
  if (kept > 0 && n >= was) {
    // movedFrom: the joints are those follow placed (Q(t) … Q(t+n)); the first `kept` bones
    // are where they were checked, moved by v from where their clearances were measured, and
    // they keep what is left of them (the way ends no sooner, so no more old bones count)
    for (let c = 0; c <= n; c++) {
      scratch.x[c] = chain.qx[t + c]
      scratch.y[c] = chain.qy[t + c]
    }
    for (let c = 0; c < kept; c++) {
      const ex = vx - scratch.clearX[c],
        ey = vy - scratch.clearY[c]
      const left = scratch.clear[c] - Math.sqrt(ex * ex + ey * ey)
      scratch.clear[c] = left > 0 ? left : 0
      scratch.clearX[c] = scratch.clearY[c] = 0
    }
    scratch.clear.fill(0, kept, n)
    return
  }
  // the joints as place() computes them
  prevInto(chain, t, scratch.prev, 0)
  let px = scratch.prev[0],
    py = scratch.prev[1],
    x = chain.qx[t],
    y = chain.qy[t]
  scratch.x[0] = x
  scratch.y[0] = y
  for (let c = 0; c < n; c++) {
    const h = Math.atan2(y - py, x - px) + chain.way[c] * RAD
    px = x
    py = y
    x += Math.cos(h)
    y += Math.sin(h)
    scratch.x[c + 1] = x
    scratch.y[c + 1] = y
  }
  scratch.clear.fill(0, 0, n)
}

/** forgets the base (the next step is not next to one proved by it) */
export function baseOff(chain: Chain): void {
  chain.baseAt = -1
}

/**
 * Whether the base's way out, moved, ends the turn legally after the step of degree index i
 * from node t − 1 (Qt set, its bone placed legally by the fan, touching nothing, its need
 * with the ones before it M). When it does, it is the last way out. Its first turn takes up
 * the step's change of heading; where the joint limit stops it, the next turn takes up the
 * rest, and so on: the bones before the turn that took it all are turned (a), and are checked
 * where they lie now, the others are moved by one vector v and checked by their clearances.
 */
export function moved(chain: Chain, scratch: Scratch, t: number, i: number, M: number): boolean {
  const n = chain.baseLength
  if (chain.baseAt < 0 || n === 0) return false
  const T = t + n
  if (M > T) return false
  const L = chain.L,
    turns = scratch.turns,
    jx = scratch.jx,
    jy = scratch.jy
  let e = i - chain.baseAt,
    a = 0
  for (; e !== 0; a++) {
    if (a >= n || a >= TURNED) return false
    const w = scratch.way[a] - e
    turns[a] = w < -L ? -L : w > L ? L : w
    e = turns[a] - w
  }
  turns[a] = scratch.way[a] // (a < n, or e was 0 from the start with a = 0)
  // the joints of the turned bones, as place() computes them
  prevInto(chain, t, scratch.prev, 0)
  let px = scratch.prev[0],
    py = scratch.prev[1]
  jx[0] = chain.qx[t]
  jy[0] = chain.qy[t]
  for (let c = 0; c < a; c++) {
    const h = Math.atan2(jy[c] - py, jx[c] - px) + turns[c] * RAD
    px = jx[c]
    py = jy[c]
    jx[c + 1] = px + Math.cos(h)
    jy[c + 1] = py + Math.sin(h)
  }
  const bx = scratch.x,
    by = scratch.y
  const vx = jx[a] - bx[a],
    vy = jy[a] - by[a]
  for (let c = a + 1; c <= n; c++) {
    jx[c] = bx[c] + vx
    jy[c] = by[c] + vy
  }
  // the bone of the last turn that changed keeps its heading (that turn took up the rest of the
  // change): it is moved by v as the bones after it are; only the bones before it turned
  const m = a > 0 ? a - 1 : 0
  if (!chain.self) {
    // the step's bone against the way's bones but its neighbour, and each turned bone against
    // the bones after its neighbour (the moved ones keep their distances to each other)
    // (the step's bone moved, from where it lay in the base, by at most scratch.drift[3] more than v:
    // its ends by 0 and Qt' − Qt; a bone from m on whose distance to it in the base, less
    // that and scratch.drift[2], beats an overlap is not measured)
    stepBone(chain, scratch, t)
    const wx = jx[0] - bx[0] - vx,
      wy = jy[0] - by[0] - vy,
      w2 = wx * wx + wy * wy,
      v2 = vx * vx + vy * vy
    scratch.drift[3] = Math.sqrt(w2 > v2 ? w2 : v2)
    const sure = SURE + scratch.drift[3] + MARGIN,
      skip = sure + scratch.drift[2],
      far = scratch.stepFar
    for (let c = 1; c < n; c++) {
      if (c >= m && (far[c] > skip || measureStep(scratch, c) > sure)) continue
      if (bonesNear(scratch, scratch.stepX, scratch.stepY, 0, jx, jy, c, false)) return false
    }
    for (let b = 0; b < m; b++) {
      for (let c = b + 2; c < n; c++) {
        if (bonesNear(scratch, jx, jy, b, jx, jy, c, false)) return false
      }
    }
  }
  for (let c = 0; c < m; c++) {
    scratch.clear[c] = 0 // (measured for where it lay before it turned)
    clearance(chain, scratch, t, T, c, c === n - 1)
    if (scratch.bone[6] <= EDGE) return false
  }
  // the bone that failed last comes first (after a repair, the way often fails there again);
  // then the others in order, up to the first that fails: the bones before it all pass
  const first = chain.failed >= m && chain.failed < n ? chain.failed : m
  chain.vx = vx
  chain.vy = vy
  let bad = passes(chain, scratch, first, t, T, n) ? -1 : first
  for (let c = m; c < (bad < 0 ? n : bad); c++) {
    if (c !== first && !passes(chain, scratch, c, t, T, n)) bad = c
  }
  if (bad >= 0) {
    chain.failed = bad
    // that bone shifted, else the one before it (the bones before that passed: see shifted)
    return (
      shifted(chain, scratch, t, i, bad, T, a, m) ||
      (bad > m && shifted(chain, scratch, t, i, bad - 1, T, a, m)) ||
      (bad > 0 && movedFrom(chain, scratch, t, i, bad, T, a))
    )
  }
  copyWay(chain.way, scratch.way, n)
  copyWay(chain.way, turns, a + 1)
  chain.wayLength = n
  return true
}

/**
 * The moved way's bone c fails here: the bones before it pass, so it is followed from bone c
 * on, with repairs (follow), its need taken as T (the bones before it lie on no old bone still
 * there after step T: their needs are at most T). On success the way followed is the new
 * base; else the last way is left as it was.
 */
export function movedFrom(
  chain: Chain,
  scratch: Scratch,
  t: number,
  i: number,
  c: number,
  T: number,
  a: number,
): boolean {
  const n = chain.baseLength,
    saved = scratch.saved
  copyWay(saved, chain.way, n)
  for (let e = 1; e <= c; e++) {
    chain.qx[t + e] = scratch.jx[e]
    chain.qy[t + e] = scratch.jy[e]
  }
  copyWay(chain.way, scratch.way, n)
  copyWay(chain.way, scratch.turns, a + 1)
  chain.wayLength = n
  const was = chain.way[c]
  if (chain.pushAt === c) {
    const w = was + chain.push
    if (w >= -chain.L && w <= chain.L) chain.way[c] = w
  }
  if (follow(chain, scratch, t, T, FIXES, c)) {
    const d = chain.way[c] - was
    chain.pushAt = d !== 0 ? c : -1
    chain.push = d + Math.sign(d) * PUSH
    baseOn(chain, scratch, t, i, c, scratch.jx[a] - scratch.x[a], scratch.jy[a] - scratch.y[a])
    chain.failed = c
    return true
  }
  chain.pushAt = -1
  copyWay(chain.way, saved, n)
  chain.wayLength = n
  return false
}

/** moved(): the most turns that may take up a step's change of heading (the bones turned then) */
const TURNED = 3

/** movedFrom: degrees added to a repeated repair, so that the next degrees pass by clearances */
const PUSH = 2
