/**
 * Which first steps of a state are legal (`legalMarks`, what `legalActions` lists): a step whose
 * bone places legally and whose need is met is legal at once; the others are asked of the search
 * (end.ts), each run of such degrees visited from its middle out (firstStepOrder), since away from
 * the blocked degrees a way out is found sooner, and each way out found serves the next degree
 * (moved.ts) in both directions; runs of the first step's dead ends are ruled out together by
 * boxes whose later bones keep their headings (boxes.ts).
 */
import { Placing } from '../fish.js'
import { BOX_FIRST, BOX_MOST, ruledOut } from './boxes.js'
import { type Chain, LEGAL } from './chain.js'
import { NO_OLD } from './fan.js'
import { fanBare, needOf, touchesAt } from './children.js'
import { canEnd } from './end.js'
import { baseOff, baseOn, moved } from './moved.js'
import type { Scratch } from './scratch.js'
import { SEARCH } from './watch.js'

/**
 * The legal steps from this state (whole degrees, increasing). `first`: stop at the first one
 * found (whether any is legal decides Pass).
 */
export function legalSteps(chain: Chain, scratch: Scratch, first: boolean): number[] {
  const marks = legalMarks(chain, scratch, first),
    legal = chain.legal
  const out: number[] = []
  for (let i = 0; i < marks.length; i++) if (marks[i] === legal) out.push(i - chain.L)
  return out
}

/**
 * Per ψ + L, `legal` (LEGAL, or Placing.Fine when it returns the fan's codes) for each legal step (the
 * array is scratch: read it before the next search).
 * `first`: stop at the first one found.
 */
export function legalMarks(chain: Chain, scratch: Scratch, first: boolean): Uint8Array {
  chain.boxes = 0
  const t0 = chain.s0,
    t = t0 + 1
  const fan = fanBare(chain, scratch, t0)
  const L = chain.L,
    n = 2 * L + 1
  const code = fan.code,
    old = fan.old
  // a step is legal at once when its bone's need (k − j for old bone j, see needOf) is met
  // (self-overlap allowed: every step; a need before this state unmet: none; NO_OLD: no need)
  const least = chain.self ? 0 : chain.need0 > t ? NO_OLD + 1 : chain.k - t
  chain.legal = LEGAL
  if (!first && fan.oldMin >= least) {
    // every step that places legally is legal: the fan's codes say it all
    chain.legal = Placing.Fine
    return code
  }
  const done = scratch.deadAt(t0)
  done.fill(0)
  let rest = false
  for (let i = 0; i < n; i++) {
    if (code[i] !== Placing.Fine) continue
    if (old[i] >= least) {
      done[i] = LEGAL
      if (first) return done
    } else rest = true
  }
  if (!rest || t >= chain.k) return done
  chain.searched = true
  touchesAt(chain, scratch, t0, fan)
  baseOff(chain)
  // each run from its middle up, then from its middle down (firstStepOrder); after a dead
  // end, the next degrees are tried together in boxes, as in the search's nodes (wider after a
  // box that worked), each given twice the work that dead end cost
  let wayAt = -1
  let width = BOX_FIRST,
    most = BOX_MOST,
    cost = -1,
    pause = 0,
    wait = 0
  const seq = firstStepOrder(scratch, n, done, fan.code, fan.touch)
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
      baseOff(chain)
      if (done[mid] === LEGAL && midLength > 0) {
        chain.way.set(chain.midWay.subarray(0, midLength))
        chain.wayLength = midLength
        chain.qx[t] = fan.x(mid - L)
        chain.qy[t] = fan.y(mid - L)
        baseOn(chain, scratch, t, mid)
        wayAt = mid
      }
    }
    if (done[i] || fan.code[i] !== Placing.Fine || fan.touch[i]) continue
    if (cost >= 0 && afterDead && wait-- <= 0) {
      chain.boxLeft = 2 * cost + 8
      if (SEARCH.firstBoxes && ruledOut(chain, scratch, t0, chain.need0, fan, done, i, width, true)) {
        width = Math.min(most, 2 * width)
        pause = 0
        continue
      }
      most = Math.max(BOX_FIRST, width >> 1)
      width = BOX_FIRST
      wait = pause = 2 * pause + 1
    }
    chain.qx[t] = fan.x(i - L)
    chain.qy[t] = fan.y(i - L)
    const M = Math.max(chain.need0, needOf(chain, fan, i))
    if (wayAt >= 0 && chain.wayLength > 0) {
      // the way out found for step wayAt, its first turn less the difference: the bones after
      // the first lie where that way's did, moved by |Q(t)' − Q(t)| only (not turned about Q(s0));
      // first checked against the clearances its bones had (moved.ts), then placed again
      if (SEARCH.moved && moved(chain, scratch, t, i, M)) {
        SEARCH.watch?.proved?.(chain, 'moved', t)
        wayAt = i
        done[i] = LEGAL
        if (first) return onlyLegal(done, i)
        if (kind === MIDDLE) midLength = keepMid(chain)
        continue
      }
      const w = chain.way[0] - (i - wayAt)
      if (w >= -L && w <= L) chain.way[0] = w
      wayAt = -1
    }
    const work = chain.work
    SEARCH.watch?.asking?.(chain, t)
    const yes = canEnd(chain, scratch, t, M, afterDead)
    SEARCH.watch?.asked?.(chain, t, yes)
    if (yes) {
      cost = -1
      baseOn(chain, scratch, t, i)
      wayAt = i
      done[i] = LEGAL
      if (first) return onlyLegal(done, i)
      if (kind === MIDDLE) midLength = keepMid(chain)
    } else {
      cost = chain.work - work
      baseOff(chain)
      done[i] = 1
      if (kind === MIDDLE) midCost = cost
    }
  }
  return done
}

/** legalMarks: keeps the way out just proved for the middle of a run (its length) */
function keepMid(chain: Chain): number {
  if (chain.midWay.length < chain.k + 1) chain.midWay = new Int16Array(chain.k + 1)
  chain.midWay.set(chain.way.subarray(0, chain.wayLength))
  return chain.wayLength
}

/** legalMarks(first): the marks with step i the only legal one */
function onlyLegal(done: Uint8Array, i: number): Uint8Array {
  done.fill(0)
  done[i] = LEGAL
  return done
}

/** firstStepOrder's kinds of visit: upwards (from the run's middle), its middle, downwards, the first downwards */
const UP = 0,
  MIDDLE = 1,
  DOWN = 2,
  TURN = 3

/**
 * The order legalMarks visits the first step's degrees in (4 · index + kind, the count at n):
 * each run of steps still to settle from its middle up, then from the middle down. The middle of
 * a run lies farthest from the blocked degrees around it, where a way out is easiest to find,
 * and each way out found serves the next degree (moved.ts) in both directions.
 */
export function firstStepOrder(
  scratch: Scratch,
  n: number,
  done: Uint8Array,
  code: Uint8Array,
  touch: Uint8Array,
): Int16Array {
  if (scratch.order.length < n + 1) scratch.order = new Int16Array(n + 1)
  const order = scratch.order
  const open = (i: number) => !done[i] && code[i] === Placing.Fine && !touch[i]
  let c = 0
  for (let a = 0; a < n; a++) {
    if (!open(a)) continue
    let b = a
    while (b + 1 < n && open(b + 1)) b++
    const mid = (a + b) >> 1
    order[c++] = 4 * mid + MIDDLE
    for (let j = mid + 1; j <= b; j++) order[c++] = 4 * j + UP
    for (let j = mid - 1; j >= a; j--) order[c++] = 4 * j + (j === mid - 1 ? TURN : DOWN)
    a = b
  }
  order[n] = c
  return order
}
