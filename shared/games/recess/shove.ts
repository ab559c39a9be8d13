/**
 * Shoves: where a shoved piece may go, chains through occupied cells, and what a nun landing on a
 * fight does.
 */
import type { Reason } from '../../engine/types.js'
import type { RecessState } from './types.js'
import { NUN } from './types.js'
import { FLOOR, OBSTACLE, SAFE, nameOf } from './board.js'
import { Lookup, fightAt, fightCells, geo, occupancy, piecePos } from './state.js'
import { why } from './reasons.js'
import { put } from './draft.js'

/**
 * Shove counts to a free cell through cells holding exactly one piece (0: a free floor cell, -1:
 * no chain). Safe cells, equipment, crowded cells and `avoid` are never used.
 */
function chainDistances(s: RecessState, occ: Uint8Array, avoid: number): Int16Array {
  const g = geo(s)
  const dist = new Int16Array(g.size).fill(-1)
  const queue: number[] = []
  for (let q = 0; q < g.size; q++) {
    if (g.kind[q] === FLOOR && occ[q] === 0) {
      dist[q] = 0
      queue.push(q)
    }
  }
  const adj = s.rules.shoveAdjacency === 8 ? g.adj8 : g.adj4
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i]
    for (const q of adj[p]) {
      if (dist[q] < 0 && q !== avoid && g.kind[q] === FLOOR && occ[q] === 1) {
        dist[q] = dist[p] + 1
        queue.push(q)
      }
    }
  }
  return dist
}

/**
 * Cells the piece may be shoved to: free neighbours if any; otherwise occupied neighbours that
 * start a chain reaching a free cell in the fewest shoves. Never safe cells, equipment or `avoid`.
 */
export function shoveTargets(s: RecessState, piece: number, avoid = -1): number[] {
  const g = geo(s)
  const at = piecePos(s, piece)
  if (at < 0) return []
  const adj = s.rules.shoveAdjacency === 8 ? g.adj8 : g.adj4
  const look = new Lookup(s)
  const free = adj[at].filter((q) => g.kind[q] === FLOOR && !look.occupied(q))
  if (free.length > 0) return free
  const dist = chainDistances(s, occupancy(s), avoid)
  let best = Infinity
  for (const q of adj[at]) if (dist[q] > 0 && dist[q] < best) best = dist[q]
  return adj[at].filter((q) => dist[q] === best)
}

/** the cell the head of the pending shove may not use: the first fighter's, after a break-up */
export function pendingAvoid(s: RecessState): number {
  const p = s.pend
  if (p?.t !== 'shove' || p.hold === undefined || p.q[0] === p.hold) return -1
  return s.kp[p.hold]
}

/** where the head of the pending shove may go */
export function pendingTargets(s: RecessState): number[] {
  return s.pend?.t === 'shove' ? shoveTargets(s, s.pend.q[0], pendingAvoid(s)) : []
}

/** why the head of the pending shove may not go to `q`, or null */
export function shoveReason(s: RecessState, q: number): Reason | null {
  if (s.pend?.t !== 'shove') return why('noShove')
  const targets = pendingTargets(s)
  if (targets.includes(q)) return null
  const g = geo(s)
  const at = piecePos(s, s.pend.q[0])
  const cell = nameOf(g, q)
  if (q === at) return why('shove.same', { cell })
  const four = s.rules.shoveAdjacency === 4
  if (!(four ? g.adj4 : g.adj8)[at].includes(q))
    return why(four ? 'shove.notOrthogonal' : 'shove.notAdjacent', { cell, from: nameOf(g, at) })
  if (g.kind[q] === OBSTACLE) return why('shove.equipment', { cell })
  if (g.kind[q] === SAFE) return why('shove.safe', { cell })
  const avoid = pendingAvoid(s)
  if (q === avoid) return why('shove.apart', { cell })
  const occ = occupancy(s)
  const free = targets.find((t) => occ[t] === 0)
  if (free !== undefined) return why('shove.occupied', { cell, free: nameOf(g, free) })
  if (occ[q] > 1) return why('shove.crowded', { cell })
  const dist = chainDistances(s, occ, avoid)
  if (dist[q] < 0 || targets.length === 0) return why('shove.dead', { cell })
  return why('shove.longer', { cell, best: nameOf(g, targets[0]) })
}

/** a piece on `q` (the first kid, else the first nun), or -1 */
function pieceAt(s: RecessState, q: number): number {
  const k = s.kp.indexOf(q)
  if (k >= 0) return k
  const n = s.np.indexOf(q)
  return n >= 0 ? NUN + n : -1
}

function movePiece(s: RecessState, piece: number, q: number): void {
  if (piece >= NUN) put(s, 'np', piece - NUN, q)
  else put(s, 'kp', piece, q)
}

/** shoves the head of the queue to `q` (a target from pendingTargets, or -1: nowhere to go) */
export function shoveTo(s: RecessState, q: number): void {
  if (s.pend?.t !== 'shove') return
  const queue = s.pend.q
  const piece = queue[0]
  if (q < 0) {
    if (piece < NUN) put(s, 'kp', piece, -1)
    queue.shift()
  } else {
    const next = pieceAt(s, q)
    movePiece(s, piece, q)
    if (next >= 0) queue[0] = next
    else queue.shift()
  }
  if (queue.length === 0) s.pend = null
}

/** the nun arrives on a fight: the victim is shoved and stands up, the attacker goes to detention */
export function nunOnFight(s: RecessState, nun: number, cell: number): void {
  const a = fightAt(s, cell)
  const v = s.pin[a]
  put(s, 'pin', a, -1)
  put(s, 'kp', a, -1)
  put(s, 'det', a, 1)
  put(s, 'np', nun, cell)
  s.pend = { t: 'shove', q: [v] }
}

/** resolves pending choices that have one answer (all of them with `canonical`); false when the player must choose */
export function autoResolve(s: RecessState, canonical: boolean): boolean {
  const p = s.pend
  if (!p) return true
  if (p.t === 'shove') {
    const targets = pendingTargets(s)
    if (targets.length === 0) shoveTo(s, -1)
    else if (targets.length === 1 || canonical) shoveTo(s, targets[0])
    else return false
    return true
  }
  const fights = fightCells(s)
  if (fights.length === 0) s.pend = null
  else if (fights.length === 1 || canonical) nunOnFight(s, p.nun, fights[0])
  else return false
  return true
}
