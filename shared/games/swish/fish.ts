import { bonesOverlap, bonesTouch, RAD } from './geometry.js'
import type { SwishState } from './types.js'

/**
 * What is wrong with a new bone, or with a fish's position at the end of a turn: the rules' checks
 * and the search's fans (search/fan.ts, one code per degree) answer with these, and when more than
 * one applies, with the first in this order.
 */
export const Placing = { Fine: 0, OffTable: 1, OnOtherFish: 2, OnItself: 3 } as const
export type Placing = (typeof Placing)[keyof typeof Placing]

/** joints after one step: the tail bone leaves and comes back as the front bone, `deg` off the old front's heading */
export function stepJoints(p: readonly number[], deg: number): number[] {
  const len = p.length
  const h = Math.atan2(p[1] - p[3], p[0] - p[2]) + deg * RAD
  const out = new Array<number>(len)
  out[0] = p[0] + Math.cos(h)
  out[1] = p[1] + Math.sin(h)
  for (let i = 2; i < len; i++) out[i] = p[i - 2]
  return out
}

/** colours after one step: the tail's colour comes to the front */
export function stepColours(c: readonly number[]): number[] {
  const out = new Array<number>(c.length)
  out[0] = c[c.length - 1]
  for (let i = 1; i < c.length; i++) out[i] = c[i - 1]
  return out
}

/** the two bones of a fish just put on a start slot: the front joint on the slot, heading inward */
export function slotJoints(x: number, y: number, headingDeg: number): number[] {
  const dx = Math.cos(headingDeg * RAD),
    dy = Math.sin(headingDeg * RAD)
  const out = new Array<number>(6)
  out[0] = x
  out[1] = y
  out[2] = x - dx
  out[3] = y - dy
  out[4] = x - 2 * dx
  out[5] = y - 2 * dy
  return out
}

/**
 * `p` with one more joint `(x, y)` after its tail, made as stepJoints makes its joints (and
 * withTail as stepColours makes colours): `new Array(length)` then filled, so that every fish's
 * lists have one elements kind for V8 and the search's compiled code is not thrown away when a
 * fish grows (a spread gives another kind; issue 34). Each has its own `new Array`: V8 remembers
 * the kind per place an array is made, and one helper for both made the colours double lists.
 */
export function grownJoints(p: readonly number[], x: number, y: number): number[] {
  const out = new Array<number>(p.length + 2)
  for (let i = 0; i < p.length; i++) out[i] = p[i]
  out[p.length] = x
  out[p.length + 1] = y
  return out
}

/** colours `c` with colour `tail` after them (grownJoints says why it is made this way) */
export function withTail(c: readonly number[], tail: number): number[] {
  const out = new Array<number>(c.length + 1)
  for (let i = 0; i < c.length; i++) out[i] = c[i]
  out[c.length] = tail
  return out
}

/** does any bone of joints `p` overlap any bone of joints `q`? */
export function chainsOverlap(p: readonly number[], q: readonly number[]): boolean {
  for (let i = 0; i + 3 < p.length; i += 2) {
    const ax = p[i],
      ay = p[i + 1],
      bx = p[i + 2],
      by = p[i + 3]
    for (let j = 0; j + 3 < q.length; j += 2) {
      if (bonesOverlap(ax, ay, bx, by, q[j], q[j + 1], q[j + 2], q[j + 3])) return true
    }
  }
  return false
}

/** does a chain overlap itself (bones that are not neighbours)? */
export function chainOverlapsItself(p: readonly number[]): boolean {
  const bones = p.length / 2 - 1
  for (let i = 0; i + 2 < bones; i++) {
    const a = 2 * i
    for (let j = i + 2; j < bones; j++) {
      const b = 2 * j
      if (bonesOverlap(p[a], p[a + 1], p[a + 2], p[a + 3], p[b], p[b + 1], p[b + 2], p[b + 3])) return true
    }
  }
  return false
}

/** whether the moving fish of `seat` may end its turn with joints `p` (Placing.Fine) or why not */
export function endProblem(state: SwishState, seat: number, p: readonly number[]): Placing {
  const t2 = state.table * state.table
  for (let i = 0; i < p.length; i += 2) {
    if (p[i] * p[i] + p[i + 1] * p[i + 1] > t2) return Placing.OffTable
  }
  for (let o = 0; o < state.fish.length; o++) {
    const f = state.fish[o]
    if (o === seat || !f) continue
    if (chainsOverlap(p, f.p)) return Placing.OnOtherFish
  }
  if (!state.selfOverlap && chainOverlapsItself(p)) return Placing.OnItself
  return Placing.Fine
}

/**
 * What is wrong with the front bone of `p`, just placed as the `fresh`-th new bone of this turn,
 * that no later step can mend: its new joint off the table, the bone on another fish, or (self
 * overlap forbidden) on one of the bones placed earlier this turn. Bones only leave from the tail,
 * and a turn has no more steps than the fish has bones, so a bone placed this turn stays to its end.
 */
export function freshBoneProblem(state: SwishState, seat: number, p: readonly number[], fresh: number): Placing {
  const ax = p[0],
    ay = p[1],
    bx = p[2],
    by = p[3]
  if (ax * ax + ay * ay > state.table * state.table) return Placing.OffTable
  for (let o = 0; o < state.fish.length; o++) {
    const f = state.fish[o]
    if (o === seat || !f) continue
    for (let j = 0; j + 3 < f.p.length; j += 2) {
      if (bonesOverlap(ax, ay, bx, by, f.p[j], f.p[j + 1], f.p[j + 2], f.p[j + 3])) return Placing.OnOtherFish
    }
  }
  if (!state.selfOverlap) {
    for (let i = 2; i < fresh; i++) {
      const b = 2 * i
      if (bonesOverlap(ax, ay, bx, by, p[b], p[b + 1], p[b + 2], p[b + 3])) return Placing.OnItself
    }
  }
  return Placing.Fine
}

/**
 * The end-of-turn check for a fish in the middle of its turn, `fresh` bones placed so far, each
 * one checked by freshBoneProblem when it was placed. Bones that have not moved since the turn
 * began lay legally then (every turn ends in a legal position, and eating or another fish's turn
 * keeps it so), so only fresh bones lying on old ones of the same fish remain to look at.
 */
export function midTurnProblem(state: SwishState, p: readonly number[], fresh: number): Placing {
  if (state.selfOverlap) return Placing.Fine
  const bones = p.length / 2 - 1
  for (let i = 0; i < fresh; i++) {
    const a = 2 * i
    for (let j = Math.max(fresh, i + 2); j < bones; j++) {
      const b = 2 * j
      if (bonesOverlap(p[a], p[a + 1], p[a + 2], p[a + 3], p[b], p[b + 1], p[b + 2], p[b + 3])) return Placing.OnItself
    }
  }
  return Placing.Fine
}

/** ids of the small fish the front bone of `p` touches */
export function touching(state: SwishState, p: readonly number[]): number[] {
  const out: number[] = []
  const ax = p[0],
    ay = p[1],
    bx = p[2],
    by = p[3]
  for (const s of state.pond) {
    if (bonesTouch(ax, ay, bx, by, s.x1, s.y1, s.x2, s.y2)) out.push(s.id)
  }
  return out
}

export function touchesAny(state: SwishState, p: readonly number[]): boolean {
  const ax = p[0],
    ay = p[1],
    bx = p[2],
    by = p[3]
  for (const s of state.pond) {
    if (bonesTouch(ax, ay, bx, by, s.x1, s.y1, s.x2, s.y2)) return true
  }
  return false
}

/** the order in which an eaten bone is turned behind the tail until it fits: 0, +5, −5, +10, … */
export function tailTurns(limit: number): number[] {
  const out = [0]
  for (let a = 5; a <= limit; a += 5) out.push(a, -a)
  return out
}

/**
 * Where a bone eaten by the fish of `seat` (joints `p`) goes: the new tail joint, straight behind
 * the tail or turned in 5° steps up to the joint limit, the first that overlaps nothing and stays
 * on the table. null when there is no room: then it is indigestion.
 */
export function tailPlace(state: SwishState, seat: number, p: readonly number[]): [number, number] | null {
  const n = p.length
  const tx = p[n - 2],
    ty = p[n - 1]
  const h = Math.atan2(ty - p[n - 3], tx - p[n - 4])
  const t2 = state.table * state.table
  const bones = n / 2 - 1
  for (const a of tailTurns(state.limit)) {
    const x = tx + Math.cos(h + a * RAD),
      y = ty + Math.sin(h + a * RAD)
    if (x * x + y * y > t2) continue
    let free = true
    for (let o = 0; o < state.fish.length && free; o++) {
      const f = state.fish[o]
      if (o === seat || !f) continue
      for (let j = 0; j + 3 < f.p.length; j += 2) {
        if (bonesOverlap(tx, ty, x, y, f.p[j], f.p[j + 1], f.p[j + 2], f.p[j + 3])) {
          free = false
          break
        }
      }
    }
    if (free && !state.selfOverlap) {
      for (let i = 0; i + 1 < bones; i++) {
        const b = 2 * i
        if (bonesOverlap(tx, ty, x, y, p[b], p[b + 1], p[b + 2], p[b + 3])) {
          free = false
          break
        }
      }
    }
    if (free) return [x, y]
  }
  return null
}

/** why a small fish of colour `colour` would not go down a fish with colours `c`: null if it is fine */
export function badColour(c: readonly number[], colour: number): 'front' | 'tail' | null {
  if (colour === c[c.length - 1]) return 'tail'
  if (colour === c[0]) return 'front'
  return null
}
