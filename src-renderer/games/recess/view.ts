import type { Seat } from '../../../shared/formats/envelope.js'
import { geometry, markSight } from '../../../shared/games/recess/board.js'
import { Landing, landing } from '../../../shared/games/recess/rules.js'
import {
  attackerOf,
  fightCells,
  forcedCells,
  isGirl,
  nunDirs,
  owner,
  sight,
} from '../../../shared/games/recess/state.js'
import type { RecessAction, RecessState } from '../../../shared/games/recess/types.js'
import { NUN } from '../../../shared/games/recess/types.js'
import { seatColour } from '../../seats.js'
import { centre, spread, type BoardLayout, type Box } from './layout.js'

export function isState(s: unknown): s is RecessState {
  const x = s as RecessState | null
  return !!x && Array.isArray(x.kp) && Array.isArray(x.np) && !!x.board && Array.isArray(x.board.rows)
}

export interface PieceView {
  key: string
  kind: 'boy' | 'girl' | 'nun'
  x: number
  y: number
  size: number
  colour: string
  lying: boolean
  kid: number
  nun: number
}

/** every piece with its pixel position: kids on the board, in the entrances, and the nuns */
export function pieces(s: RecessState, L: BoardLayout, seats: readonly Seat[]): PieceView[] {
  const g = L.grid
  const w = s.board.width
  const byCell = new Map<number, string[]>()
  const add = (cell: number, key: string) => byCell.set(cell, [...(byCell.get(cell) ?? []), key])
  s.kp.forEach((p, k) => {
    if (p >= 0 && attackerOf(s, k) < 0 && s.pin[k] < 0) add(p, `k${k}`)
  })
  s.np.forEach((p, i) => add(p, `n${i}`))
  const out: PieceView[] = []
  const kidView = (k: number, x: number, y: number, size: number, lying: boolean): PieceView => ({
    key: `k${k}`,
    kind: isGirl(k) ? 'girl' : 'boy',
    x,
    y,
    size,
    colour: seatColour(seats, owner(k)),
    lying,
    kid: k,
    nun: -1,
  })
  for (let a = 0; a < s.pin.length; a++) {
    const v = s.pin[a]
    if (v < 0) continue
    const c = centre(g, Math.floor(s.kp[a] / w), s.kp[a] % w)
    out.push(kidView(v, c.x, c.y + g.cell * 0.12, g.cell * 0.7, true))
    out.push(kidView(a, c.x + g.cell * 0.12, c.y - g.cell * 0.12, g.cell * 0.5, false))
  }
  for (const [cell, keys] of byCell) {
    const c = centre(g, Math.floor(cell / w), cell % w)
    keys.forEach((key, i) => {
      const o = spread(keys.length, i)
      const x = c.x + o.dx * g.cell
      const y = c.y + o.dy * g.cell
      if (key[0] === 'n') {
        const nun = Number(key.slice(1))
        out.push({ key, kind: 'nun', x, y, size: g.cell * 0.72 * o.k, colour: '#1f1d2b', lying: false, kid: -1, nun })
      } else out.push(kidView(Number(key.slice(1)), x, y, g.cell * 0.62 * o.k, false))
    })
  }
  for (const side of ['boys', 'girls'] as const) {
    const box = side === 'boys' ? L.boys : L.girls
    const waiting = s.kp.map((_, k) => k).filter((k) => s.kp[k] < 0 && isGirl(k) === (side === 'girls'))
    const slot = entranceSlot(box, s.n)
    waiting.forEach((k) => {
      const pos = slot(owner(k), k & 1)
      out.push(kidView(k, pos.x, pos.y, pos.size, s.det[k] > 0))
    })
  }
  return out
}

/** where a kid waits in an entrance box: one row per seat, two places per row */
function entranceSlot(box: Box, n: number) {
  const top = box.y + 22
  const rowH = Math.max(10, (box.h - 28) / Math.max(1, n))
  const size = Math.min(rowH * 0.8, box.w * 0.18, 30)
  return (seat: number, j: number) => ({
    x: box.x + box.w * (0.35 + j * 0.3),
    y: top + rowH * (seat + 0.5),
    size,
  })
}

export type Mark = 'move' | 'fight' | 'kiss' | 'breakUp' | 'tattle' | 'stay' | 'nun' | 'shove' | 'fightPick'

export interface Target {
  cell: number
  action: RecessAction
  mark: Mark
}

export interface Selection {
  kid: number | null
  nun: number | null
  steps: number | null
}

const MARKS: Record<Landing, Mark> = {
  [Landing.Move]: 'move',
  [Landing.Fight]: 'fight',
  [Landing.BreakUp]: 'breakUp',
  [Landing.Tattle]: 'tattle',
  [Landing.Kiss]: 'kiss',
}

export const cellOf = (s: RecessState, [r, c]: [number, number]): number => r * s.board.width + c

/** the step values the kid may use now, largest first */
export function stepOptions(legal: readonly RecessAction[], kid: number): number[] {
  const set = new Set<number>()
  for (const a of legal) if (a.t === 'kid' && a.kid === kid) set.add(a.steps)
  return [...set].sort((a, b) => b - a)
}

/** the steps value in use for the selected kid: the chosen one if allowed, else the largest */
export function stepsInUse(legal: readonly RecessAction[], sel: Selection): number | null {
  if (sel.kid === null) return null
  const options = stepOptions(legal, sel.kid)
  if (sel.steps !== null && options.includes(sel.steps)) return sel.steps
  return options[0] ?? null
}

/** the highlighted cells for the current selection, each with the action a click sends */
export function targets(s: RecessState, legal: readonly RecessAction[], sel: Selection): Target[] {
  if (s.pend?.t === 'shove') {
    return legal.flatMap((a) => (a.t === 'shove' ? [{ cell: cellOf(s, a.to), action: a, mark: 'shove' }] : []))
  }
  if (s.pend?.t === 'tattle') {
    return legal.flatMap((a) => (a.t === 'tattle' ? [{ cell: cellOf(s, a.to), action: a, mark: 'fightPick' }] : []))
  }
  if (s.phase === 0 && sel.kid !== null) {
    const steps = stepsInUse(legal, sel)
    const seen = sight(s)
    const out: Target[] = []
    for (const a of legal) {
      if (a.t === 'stay' && a.kid === sel.kid) out.push({ cell: s.kp[a.kid], action: a, mark: 'stay' })
      if (a.t === 'kid' && a.kid === sel.kid && a.steps === steps) {
        const cell = cellOf(s, a.to)
        const l = landing(s, a.kid, cell, seen)
        out.push({ cell, action: a, mark: typeof l === 'object' ? 'move' : MARKS[l] })
      }
    }
    return out
  }
  if (s.phase === 1 && sel.nun !== null) {
    return legal.flatMap((a) =>
      a.t === 'nun' && a.nun === sel.nun ? [{ cell: cellOf(s, a.to), action: a, mark: 'nun' }] : [],
    )
  }
  return []
}

/** kids and nuns the player on turn can pick now */
export function pickable(legal: readonly RecessAction[]): { kids: Set<number>; nuns: Set<number> } {
  const kids = new Set<number>()
  const nuns = new Set<number>()
  for (const a of legal) {
    if (a.t === 'kid' || a.t === 'stay') kids.add(a.kid)
    if (a.t === 'nun') nuns.add(a.nun)
  }
  return { kids, nuns }
}

/** the piece being shoved, if any */
export function shoved(s: RecessState): { kid: number; nun: number } | null {
  if (s.pend?.t !== 'shove') return null
  const p = s.pend.q[0]
  return p >= NUN ? { kid: -1, nun: p - NUN } : { kid: p, nun: -1 }
}

/** cells some nun sees now */
export const seenCells = (s: RecessState): Uint8Array => sight(s)

/** sight lines of a nun standing on `cell`: for each direction, the far end (a cell) */
export function sightEnds(s: RecessState, cell: number): number[] {
  const g = geometry(s.board)
  const dirs = nunDirs(s)
  const out: number[] = []
  for (let d = 0; d < dirs; d++) {
    const ray = g.rays[cell][d]
    if (ray.length) out.push(ray[ray.length - 1])
  }
  return out
}

/** cells a nun on `cell` would see */
export function sightFrom(s: RecessState, cell: number): Uint8Array {
  const g = geometry(s.board)
  const mark = new Uint8Array(g.size)
  markSight(g, cell, nunDirs(s), mark)
  return mark
}

export { fightCells, forcedCells }
