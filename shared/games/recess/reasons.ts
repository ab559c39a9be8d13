/**
 * Refusal reasons that name what is in the way: the equipment that blocks a walk or a nun's line,
 * the nun that sees a cell. Built only when an action is refused, never in move generation.
 */
import type { Reason } from '../../engine/types.js'
import type { RecessState } from './types.js'
import { OBSTACLE, nameOf, type Geometry } from './board.js'
import { geo, nunDirs } from './state.js'

export const why = (key: string, params?: Record<string, string | number>): Reason => ({
  key: `recess.why.${key}`,
  params,
})

const manhattan = (g: Geometry, a: number, b: number): number =>
  Math.abs(Math.floor(a / g.w) - Math.floor(b / g.w)) + Math.abs((a % g.w) - (b % g.w))

/** the reason an action of the wrong phase is refused, or null in phase `phase` */
export function phaseReason(s: RecessState, phase: 0 | 1): Reason | null {
  if (s.over) return why('gameOver')
  if (s.pend) return why(s.pend.t === 'shove' ? 'finishShove' : 'chooseFight')
  if (s.phase !== phase) return why(phase === 0 ? 'kidsDone' : 'kidsFirst')
  return null
}

/**
 * The equipment cell nearest to `from` inside the rectangle spanned by `from` and `to`, or -1.
 * Every shortest orthogonal walk stays inside that rectangle, so when none of them is open, some
 * equipment lies there.
 */
function nearestObstacle(g: Geometry, from: number, to: number): number {
  const r0 = Math.floor(from / g.w)
  const c0 = from % g.w
  const r1 = Math.floor(to / g.w)
  const c1 = to % g.w
  let best = -1
  let bestD = Infinity
  for (let r = Math.min(r0, r1); r <= Math.max(r0, r1); r++) {
    for (let c = Math.min(c0, c1); c <= Math.max(c0, c1); c++) {
      const q = r * g.w + c
      const d = Math.abs(r - r0) + Math.abs(c - c0)
      if (g.kind[q] === OBSTACLE && d < bestD) {
        best = q
        bestD = d
      }
    }
  }
  return best
}

/**
 * Why no walk of exactly `steps` from `from` (-1: the entrance with these `gates`, leaving it is
 * the first step) ends on `q`; call only when none does. The grid is two-coloured, so a walk's
 * length and its start-to-end distance have the same parity; a walk of the exact length exists
 * when the walking distance d ≤ steps with steps − d even. So: the target is equipment, or too
 * far even in a straight line, or of the wrong parity, or equipment forces a detour (named), or
 * (d = 0) the kid has no neighbour to step to and back.
 */
export function reachReason(g: Geometry, from: number, steps: number, gates: readonly number[], q: number): Reason {
  const cell = nameOf(g, q)
  if (g.kind[q] === OBSTACLE) return why('reach.equipment', { cell })
  const starts = from >= 0 ? [{ at: from, k: steps }] : gates.map((at) => ({ at, k: steps - 1 }))
  let near = Infinity
  let parity = false
  let open: { at: number; m: number } | null = null
  for (const { at, k } of starts) {
    if (k < 0) continue
    const m = manhattan(g, at, q)
    near = Math.min(near, m + steps - k)
    if (m > k) continue
    if ((k - m) % 2 !== 0) parity = true
    else if (!open || m < open.m) open = { at, m }
  }
  if (open && open.m === 0) return why('reach.noStep', { cell })
  if (open) {
    const block = nearestObstacle(g, open.at, q)
    if (block >= 0) return why('reach.blocked', { cell, steps, block: nameOf(g, block) })
  }
  if (parity) return why('reach.parity', { cell, steps })
  return why('reach.far', { cell, steps, d: near === Infinity ? steps + 1 : near })
}

/** why nun `nun` cannot move to `q` along one of its lines; call only when it cannot */
export function nunLineReason(s: RecessState, nun: number, q: number): Reason {
  const g = geo(s)
  const at = s.np[nun]
  const from = nameOf(g, at)
  const cell = nameOf(g, q)
  if (q === at) return why('nun.stay', { nun: from })
  if (g.kind[q] === OBSTACLE) return why('nun.equipment', { cell })
  const dr = Math.floor(q / g.w) - Math.floor(at / g.w)
  const dc = (q % g.w) - (at % g.w)
  const diagonal = Math.abs(dr) === Math.abs(dc)
  if (dr !== 0 && dc !== 0 && !diagonal) return why('nun.notLine', { nun: from, cell })
  if (diagonal && nunDirs(s) === 4) return why('nun.rook', { nun: from, cell })
  const step = Math.sign(dr) * g.w + Math.sign(dc)
  for (let p = at + step; p !== q; p += step) {
    if (g.kind[p] === OBSTACLE) return why('nun.blocked', { nun: from, cell, block: nameOf(g, p) })
  }
  return why('nun.notLine', { nun: from, cell })
}

/** the cell of a nun that sees `q` (its own cell included), or -1 */
export function watcher(s: RecessState, q: number): number {
  const rays = geo(s).rays
  const dirs = nunDirs(s)
  for (const at of s.np) {
    if (at === q) return at
    for (let d = 0; d < dirs; d++) if (rays[at][d].includes(q)) return at
  }
  return -1
}

/** "the nun on X sees Y" reasons (fightSeen, kissSeen) */
export function seenReason(s: RecessState, key: 'fightSeen' | 'kissSeen', q: number): Reason {
  const g = geo(s)
  return why(key, { cell: nameOf(g, q), nun: nameOf(g, watcher(s, q)) })
}
