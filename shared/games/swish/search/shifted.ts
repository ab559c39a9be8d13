/**
 * The repair of a moved way out at the bone that fails (moved.ts): that bone, or else the one
 * before it, turned by ±1°, ±2° or ±4° with the next turn less as much, so the bones after it are
 * the base's moved by one more vector and are checked by their clearances (clearance.ts); the bone
 * turned is checked where it lies, and the pairs of bones whose distances may have changed by more
 * than their bounds allow (bounds.ts) are measured again. A repair that passes is a proof, as the
 * way it repairs would have been.
 */
import { RAD } from '../geometry.js'
import { bonesNear, CROSS, EDGE, forget, MARGIN, measure, measureStep, stepBone, SURE, SURE_CROSS } from './bounds.js'
import type { Chain } from './chain.js'
import { clearance, passes } from './clearance.js'
import { copyWay, type Scratch } from './scratch.js'
import { SEARCH } from './watch.js'

/**
 * The moved way's bone c (moved by v, c ≥ m, the bones before it passed) fails here, or the
 * bone after it does (the turn that mends a way is often one bone earlier): turned by d about
 * its first joint, with the next turn less d, bone c + 1 keeps its heading, so it and
 * the bones after it are the base's moved by v + u (u: how far bone c's end moved). Bone c is
 * checked where it lies (clearance, and against the way's other bones and the step's), the
 * bones after it by their clearances with v + u, and, since the bones before c moved by v
 * only, each of those against each after it. On success the way is the new base.
 */
export function shifted(
  chain: Chain,
  scratch: Scratch,
  t: number,
  i: number,
  c: number,
  T: number,
  a: number,
  m: number,
): boolean {
  const n = chain.baseLength,
    L = chain.L
  if (c + 1 >= n) return false
  const jx = scratch.jx,
    jy = scratch.jy,
    bx = scratch.x,
    by = scratch.y,
    vx = chain.vx,
    vy = chain.vy
  const tc = c <= a ? scratch.turns[c] : scratch.way[c],
    tn = scratch.way[c + 1]
  const h = Math.atan2(jy[c + 1] - jy[c], jx[c + 1] - jx[c])
  const x1 = jx[c + 1],
    y1 = jy[c + 1]
  // the bones after c against those before it and the step's: when no pair is within an
  // overlap + CROSS now, none is after a shift |u| < CROSS (a distance changes by at most |u|)
  scratch.drift[1] = 0
  const wide = chain.self || !across(chain, scratch, t, c, n, true, m)
  let ok = false,
    fresh = 0,
    d = 0
  for (const dd of SHIFTS) {
    d = dd
    if (tc + d < -L || tc + d > L || tn - d < -L || tn - d > L) continue
    const ex = jx[c] + Math.cos(h + d * RAD),
      ey = jy[c] + Math.sin(h + d * RAD)
    const ux = ex - x1,
      uy = ey - y1
    jx[c + 1] = ex
    jy[c + 1] = ey
    for (let e = c + 2; e <= n; e++) {
      jx[e] = bx[e] + vx + ux
      jy[e] = by[e] + vy + uy
    }
    const u2 = ux * ux + uy * uy
    scratch.drift[1] = Math.sqrt(u2)
    if (!chain.self && crossed(chain, scratch, t, c, n, m, !wide || u2 >= CROSS * CROSS)) continue
    clearance(chain, scratch, t, T, c, false)
    fresh = scratch.bone[6]
    if (fresh <= EDGE) continue
    chain.vx = vx + ux
    chain.vy = vy + uy
    ok = true
    for (let e = c + 1; e < n && ok; e++) ok = passes(chain, scratch, e, t, T, n)
    chain.vx = vx
    chain.vy = vy
    if (ok) break
  }
  if (!ok) {
    jx[c + 1] = x1
    jy[c + 1] = y1
    for (let e = c + 2; e <= n; e++) {
      jx[e] = bx[e] + vx
      jy[e] = by[e] + vy
    }
    return false
  }
  // the way as it lies now is the new base: each bone keeps what is left of its clearance
  copyWay(chain.way, scratch.way, n)
  copyWay(chain.way, scratch.turns, a + 1)
  chain.way[c] = tc + d
  chain.way[c + 1] = tn - d
  chain.wayLength = n
  const ux = jx[c + 1] - x1,
    uy = jy[c + 1] - y1
  // the bounds of the pairs' distances: every bone from m on moved by v, or by v + u, or (bone
  // c) turned so that each of its points moved by v and at most u more; the turned ones anew
  const uu = Math.sqrt(ux * ux + uy * uy)
  scratch.drift[0] += uu
  scratch.drift[2] += scratch.drift[3] + uu
  forget(scratch, 0, m, n)
  scratch.stepFar.fill(-Infinity, 0, m)
  for (let b = 0; b < n; b++) {
    let left = 0
    if (b === c) left = fresh
    else if (b >= m) {
      const ex = (b < c ? vx : vx + ux) - scratch.clearX[b],
        ey = (b < c ? vy : vy + uy) - scratch.clearY[b]
      left = scratch.clear[b] - Math.sqrt(ex * ex + ey * ey)
    }
    scratch.clear[b] = left > 0 ? left : 0
    scratch.clearX[b] = scratch.clearY[b] = 0
  }
  for (let e = 0; e <= n; e++) {
    bx[e] = jx[e]
    by[e] = jy[e]
  }
  copyWay(scratch.way, chain.way, n)
  chain.baseAt = i
  SEARCH.watch?.proved?.(chain, 'shifted', t)
  return true
}

/**
 * shifted(): whether bone c (turned), or the bones after it (moved by v + u), come within an
 * overlap of the step's bone, or of the way's bones before c (moved by v), but neighbours.
 * A pair of bones from m on whose distance in the base, less what it may have changed since
 * (scratch.drift), beats the overlap by more than u is not measured: bone c's points moved by at most
 * u from where they were moved by v, the bones after it by u.
 */
function crossed(chain: Chain, scratch: Scratch, t: number, c: number, n: number, m: number, before: boolean): boolean {
  const jx = scratch.jx,
    jy = scratch.jy,
    far = scratch.far,
    w = scratch.x.length
  const sure = SURE + scratch.drift[1] + MARGIN,
    skip = sure + scratch.drift[0]
  if (c >= 1) {
    stepBone(chain, scratch, t)
    const stepSure = sure + scratch.drift[3]
    if (!(c >= m && (scratch.stepFar[c] > stepSure + scratch.drift[2] || measureStep(scratch, c) > stepSure)))
      if (bonesNear(scratch, scratch.stepX, scratch.stepY, 0, jx, jy, c, false)) return true
  }
  for (let b = 0; b + 2 <= c; b++) {
    if (b >= m && (far[b * w + c] > skip || measure(scratch, b, c) > sure)) continue
    if (bonesNear(scratch, jx, jy, b, jx, jy, c, false)) return true
  }
  for (let e = c + 2; e < n; e++) {
    if (far[c * w + e] > skip || measure(scratch, c, e) > sure) continue
    if (bonesNear(scratch, jx, jy, c, jx, jy, e, false)) return true
  }
  return before && across(chain, scratch, t, c, n, false, m)
}

/**
 * whether a bone after c comes within SURE (SURE_CROSS when `cross`) of the step's bone or of a bone before c (not
 * neighbours), the bones after c moved by scratch.drift[1] at most from the base's moved by v: the
 * bones turned (before m) are measured where they lie, the others only when their distance in
 * the base (scratch.far) is not enough to rule the pair out
 */
function across(chain: Chain, scratch: Scratch, t: number, c: number, n: number, cross: boolean, m: number): boolean {
  const jx = scratch.jx,
    jy = scratch.jy,
    far = scratch.far,
    w = scratch.x.length
  const limit = cross ? SURE_CROSS : SURE
  stepBone(chain, scratch, t)
  const sure = limit + scratch.drift[1] + MARGIN,
    skip = sure + scratch.drift[0],
    stepSure = sure + scratch.drift[3],
    stepSkip = stepSure + scratch.drift[2]
  for (let e = c + 1; e < n; e++) {
    if (e >= m && (scratch.stepFar[e] > stepSkip || measureStep(scratch, e) > stepSure)) continue
    if (bonesNear(scratch, scratch.stepX, scratch.stepY, 0, jx, jy, e, cross)) return true
  }
  const turned = m < c ? m : c
  for (let b = 0; b < turned; b++) {
    for (let e = b + 2 > c + 1 ? b + 2 : c + 1; e < n; e++) {
      if (bonesNear(scratch, jx, jy, b, jx, jy, e, cross)) return true
    }
  }
  for (let b = turned; b < c; b++) {
    const row = b * w
    for (let e = b + 2 > c + 1 ? b + 2 : c + 1; e < n; e++) {
      if (far[row + e] > skip || measure(scratch, b, e) > sure) continue
      if (bonesNear(scratch, jx, jy, b, jx, jy, e, cross)) return true
    }
  }
  return false
}

/** shifted(): the turns d tried (bone c turned by d, the next turn less d), nearest first */
const SHIFTS = [1, -1, 2, -2, 4, -4]
