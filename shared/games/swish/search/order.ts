/** The search's order of a node's children (end.ts). */
import { Placing } from '../fish.js'
import type { Fan } from './fan.js'

/**
 * The children worth recursing into (legal, touching nothing), straightest first, those within
 * OPENING degrees of a blocked degree after the others: a fish that keeps swimming straight
 * where it has room finds the way out of most positions without curling into itself. The
 * count is stored at index n.
 */
export function childOrder(order: Int16Array, fan: Fan, L: number, shuffle: number, t: number): Int16Array {
  const n = 2 * L + 1
  // room[i]: how many degrees from i to the nearest one not worth recursing into (capped);
  // only within fan.lo … fan.hi (outside, every degree is blocked: no room, not read)
  const lo = fan.lo,
    hi = fan.hi
  const room = order.subarray(n + 1)
  let run = 0
  for (let i = lo; i <= hi; i++) {
    run = fan.code[i] === Placing.Fine && !fan.touch[i] ? Math.min(run + 1, OPENING) : 0
    room[i] = run
  }
  run = 0
  for (let i = hi; i >= lo; i--) {
    run = room[i] > 0 ? Math.min(run + 1, OPENING) : 0
    if (run < room[i]) room[i] = run
  }
  // outward from the middle degree L as far as the farther of lo and hi
  const far = lo <= hi ? Math.max(L - lo, hi - L) : -1
  let c = 0
  for (let pass = 0; pass < 2; pass++) {
    const open = pass === 0
    for (let d = 0; d <= far; d++) {
      const i = L - d,
        j = L + d
      if (i >= lo && i <= hi && room[i] > 0 && room[i] >= OPENING === open) order[c++] = i
      if (d > 0 && j >= lo && j <= hi && room[j] > 0 && room[j] >= OPENING === open) order[c++] = j
    }
  }
  order[n] = c
  if (shuffle > 0) {
    let x = (shuffle * 0x9e3779b1 + t * 0x85ebca6b) | 0 || 1
    for (let a = c - 1; a > 0; a--) {
      x ^= x << 13
      x ^= x >>> 17
      x ^= x << 5
      const b = (x >>> 0) % (a + 1)
      const v = order[a]
      order[a] = order[b]
      order[b] = v
    }
  }
  return order
}

/** degrees of room on both sides that make a child "open" in the search order */
const OPENING = 15
