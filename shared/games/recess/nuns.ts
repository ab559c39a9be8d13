/** The nun move: straight lines, the forced landing on a watched fight, and what landing does. */
import type { Reason } from '../../engine/types.js'
import type { RecessAction, RecessState } from './types.js'
import { actionTable } from './actions.js'
import { put } from './draft.js'
import { NUN } from './types.js'
import { FLOOR, SAFE, nameOf } from './board.js'
import { Lookup, fightAt, forcedCells, geo, kidsAt, nunAt, nunDirs } from './state.js'
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
  const forced = forcedCells(s)
  return forced.length === 0 ? forced : forced.filter((c) => s.np.some((_, i) => nunReaches(s, i, c)))
}

/**
 * Whether the piece on `q` could be shoved somewhere once nun `nun` lands there: a free floor
 * neighbour (the nun's own cell counts as free if nothing else stands on it), else a chain.
 */
function roomAfter(s: RecessState, nun: number, q: number, at: Lookup): boolean {
  const g = at.g
  const from = s.np[nun]
  for (const p of (s.rules.shoveAdjacency === 8 ? g.adj8 : g.adj4)[q]) {
    if (g.kind[p] !== FLOOR) continue
    if (!at.occupied(p)) return true
    if (p === from && kidsAt(s, p).length === 0 && s.np.indexOf(p) === nun && s.np.lastIndexOf(p) === nun) return true
  }
  // no free neighbour: is there a chain, in the position after the move?
  const moved = { ...s, np: s.np.slice() }
  moved.np[nun] = q
  const kids = kidsAt(s, q)
  return shoveTargets(moved, kids.length > 0 ? kids[0] : NUN + nunAt(s, q)).length > 0
}

/** why a nun may not end on `q` of its lines, as a code: 0 it may, 1 a watched fight calls it, 2 no room to shove */
function nunCode(s: RecessState, nun: number, q: number, forced: readonly number[], at: Lookup): 0 | 1 | 2 {
  if (forced.length > 0 && !forced.includes(q)) return 1
  if (!at.occupied(q) || at.g.kind[q] === SAFE || fightAt(s, q) >= 0) return 0
  return roomAfter(s, nun, q, at) ? 0 : 2
}

export function nunReason(s: RecessState, nun: number, q: number, forced = forcedReachable(s)): Reason | null {
  if (nun >= s.np.length) return why('noSuchNun', { n: nun + 1, count: s.np.length })
  if (!nunReaches(s, nun, q)) return nunLineReason(s, nun, q)
  const g = geo(s)
  switch (nunCode(s, nun, q, forced, new Lookup(s))) {
    case 0:
      return null
    case 1:
      return why('mustBreakUp', { cells: forced.map((c) => nameOf(g, c)).join(', ') })
    case 2:
      return why('noRoom', { cell: nameOf(g, q) })
  }
}

/**
 * The legal nun moves (nun by nun, along its lines in direction order) pushed to `out` as actions
 * (shared: actions.ts); with `out` null, only whether there is one.
 */
export function nunMovesInto(s: RecessState, out: RecessAction[] | null): boolean {
  if (phaseReason(s, 1)) return false
  const forced = forcedReachable(s)
  const at = new Lookup(s)
  const acts = out && actionTable(at.g)
  const rays = at.g.rays
  const dirs = nunDirs(s)
  let any = false
  for (let nun = 0; nun < s.np.length; nun++) {
    const here = rays[s.np[nun]]
    const row = acts && acts.nunRow(nun)
    for (let d = 0; d < dirs; d++) {
      for (const q of here[d]) {
        if (nunCode(s, nun, q, forced, at) !== 0) continue
        if (!out) return true
        out.push(row![q] ?? acts!.nun(nun, q))
        any = true
      }
    }
  }
  return any
}

export const anyNunMove = (s: RecessState): boolean => nunMovesInto(s, null)

export function moveNun(s: RecessState, nun: number, q: number): void {
  const g = geo(s)
  s.started = true
  s.phase = 2
  if (g.kind[q] === SAFE) {
    put(s, 'np', nun, q)
    return
  }
  if (fightAt(s, q) >= 0) {
    nunOnFight(s, nun, q)
    return
  }
  const kids = kidsAt(s, q)
  const other = nunAt(s, q)
  put(s, 'np', nun, q)
  if (kids.length > 0) s.pend = { t: 'shove', q: [kids[0]] }
  else if (other >= 0) s.pend = { t: 'shove', q: [NUN + other] }
}
