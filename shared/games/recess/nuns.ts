/** The nun move: straight lines, the forced landing on a watched fight, and what landing does. */
import type { Reason } from '../../engine/types.js'
import type { RecessState } from './types.js'
import { NUN } from './types.js'
import { SAFE, nameOf } from './board.js'
import { fightAt, forcedCells, geo, kidsAt, nunAt, nunDirs } from './state.js'
import { nunLineReason, phaseReason, why } from './reasons.js'
import { nunOnFight, shoveTargets } from './shove.js'

export function nunReaches(s: RecessState, nun: number, q: number): boolean {
  const rays = geo(s).rays[s.np[nun]]
  const dirs = nunDirs(s)
  for (let d = 0; d < dirs; d++) if (rays[d].includes(q)) return true
  return false
}

/** forced fight cells some nun can still land on */
export function forcedReachable(s: RecessState): number[] {
  return forcedCells(s).filter((c) => s.np.some((_, i) => nunReaches(s, i, c)))
}

export function nunReason(s: RecessState, nun: number, q: number, forced = forcedReachable(s)): Reason | null {
  if (nun >= s.np.length) return why('noSuchNun', { n: nun + 1, count: s.np.length })
  if (!nunReaches(s, nun, q)) return nunLineReason(s, nun, q)
  const g = geo(s)
  if (forced.length > 0 && !forced.includes(q)) return why('mustBreakUp', { cells: forced.map((c) => nameOf(g, c)).join(', ') })
  if (g.kind[q] === SAFE || fightAt(s, q) >= 0) return null
  const kids = kidsAt(s, q)
  const other = nunAt(s, q)
  if (kids.length === 0 && other < 0) return null
  const moved = { ...s, np: s.np.slice() }
  moved.np[nun] = q
  const piece = kids.length > 0 ? kids[0] : NUN + other
  return shoveTargets(moved, piece).length > 0 ? null : why('noRoom', { cell: nameOf(g, q) })
}

export function nunMoves(s: RecessState): { nun: number; to: number }[] {
  const out: { nun: number; to: number }[] = []
  if (phaseReason(s, 1)) return out
  const forced = forcedReachable(s)
  const rays = geo(s).rays
  const dirs = nunDirs(s)
  s.np.forEach((at, nun) => {
    for (let d = 0; d < dirs; d++) for (const q of rays[at][d]) if (!nunReason(s, nun, q, forced)) out.push({ nun, to: q })
  })
  return out
}

export function anyNunMove(s: RecessState): boolean {
  const forced = forcedReachable(s)
  const rays = geo(s).rays
  const dirs = nunDirs(s)
  for (let nun = 0; nun < s.np.length; nun++) {
    for (let d = 0; d < dirs; d++) for (const q of rays[s.np[nun]][d]) if (!nunReason(s, nun, q, forced)) return true
  }
  return false
}

export function moveNun(s: RecessState, nun: number, q: number): void {
  const g = geo(s)
  s.started = true
  s.phase = 2
  if (g.kind[q] === SAFE) {
    s.np[nun] = q
    return
  }
  if (fightAt(s, q) >= 0) {
    nunOnFight(s, nun, q)
    return
  }
  const kids = kidsAt(s, q)
  const other = nunAt(s, q)
  s.np[nun] = q
  if (kids.length > 0) s.pend = { t: 'shove', q: [kids[0]] }
  else if (other >= 0) s.pend = { t: 'shove', q: [NUN + other] }
}
