import type { RecessState } from './types.js'
import { NUN } from './types.js'
import { geometry, markSight, type Geometry } from './board.js'

export const KIDS_PER_SEAT = 4
export const owner = (kid: number): number => kid >> 2
export const isGirl = (kid: number): boolean => (kid & 3) >= 2
export const gateList = (g: Geometry, kid: number): number[] => g.gates[isGirl(kid) ? 1 : 0]

export function geo(s: RecessState): Geometry {
  return geometry(s.board)
}

export function nunDirs(s: RecessState): number {
  return s.rules.nunMoves === 'queen' ? 8 : 4
}

/** the attacker pinning `kid`, or -1 */
export function attackerOf(s: RecessState, kid: number): number {
  for (let a = 0; a < s.pin.length; a++) if (s.pin[a] === kid) return a
  return -1
}

/** cells some nun sees (its own cell included) */
export function sight(s: RecessState): Uint8Array {
  const g = geo(s)
  const mark = new Uint8Array(g.size)
  const dirs = nunDirs(s)
  for (const at of s.np) markSight(g, at, dirs, mark)
  return mark
}

/** pieces per cell (kids on the board and nuns) */
export function occupancy(s: RecessState): Uint8Array {
  const count = new Uint8Array(geo(s).size)
  for (const p of s.kp) if (p >= 0) count[p]++
  for (const p of s.np) count[p]++
  return count
}

/** where a piece of the shove queue stands */
export function piecePos(s: RecessState, piece: number): number {
  return piece >= NUN ? s.np[piece - NUN] : s.kp[piece]
}

/** the kids (ids) on a cell */
export function kidsAt(s: RecessState, cell: number): number[] {
  const out: number[] = []
  for (let k = 0; k < s.kp.length; k++) if (s.kp[k] === cell) out.push(k)
  return out
}

export function nunAt(s: RecessState, cell: number): number {
  return s.np.indexOf(cell)
}

/** the attacker of a fight on `cell`, or -1 */
export function fightAt(s: RecessState, cell: number): number {
  for (let a = 0; a < s.pin.length; a++) if (s.pin[a] >= 0 && s.kp[a] === cell) return a
  return -1
}

/** cells where a fight is going on */
export function fightCells(s: RecessState): number[] {
  const out: number[] = []
  for (let a = 0; a < s.pin.length; a++) if (s.pin[a] >= 0) out.push(s.kp[a])
  return out
}

export function attackerCount(s: RecessState, seat: number): number {
  let n = 0
  for (let j = 0; j < KIDS_PER_SEAT; j++) if (s.pin[seat * KIDS_PER_SEAT + j] >= 0) n++
  return n
}

/**
 * a kid of the player on turn that may still move this turn: free when the turn began (not
 * detained, not pinned) and not moved yet
 */
export function canStillMove(s: RecessState, kid: number): boolean {
  const bit = 1 << (kid & 3)
  return owner(kid) === s.cur && !(s.done & bit) && !(s.held & bit) && s.det[kid] === 0 && attackerOf(s, kid) < 0
}

export function moversLeft(s: RecessState): number {
  let n = 0
  for (let j = 0; j < KIDS_PER_SEAT; j++) if (canStillMove(s, s.cur * KIDS_PER_SEAT + j)) n++
  return n
}

/** a kid has moved (not only stayed) this turn */
export function anyKidMoved(s: RecessState): boolean {
  return (s.done & ~s.stayed) !== 0
}

/**
 * fight cells the nun move must land on: fights a nun saw when the turn began whose attacker is
 * still on its victim (it stayed, or had no move value left to walk away with)
 */
export function forcedCells(s: RecessState): number[] {
  const out: number[] = []
  for (const a of s.seen) if (s.pin[a] >= 0 && !out.includes(s.kp[a])) out.push(s.kp[a])
  return out
}

export function detainedCount(s: RecessState, seat: number): number {
  let n = 0
  for (let j = 0; j < KIDS_PER_SEAT; j++) if (s.det[seat * KIDS_PER_SEAT + j] > 0) n++
  return n
}
