import type { Problem } from '../../engine/types.js'
import { boardDistances, FAR, slotSavings } from './graph.js'
import type { Area, Board, KakekkoScenario, Rules, Slot, Square } from './types.js'

/** Pure editing operations on a Kakekko scenario: each returns a new scenario, never mutating. */

export const GRID = 20

export function snap(v: number, grid = GRID): number {
  return Math.round(v / grid) * grid
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

function withBoard(sc: KakekkoScenario, board: Board): KakekkoScenario {
  return { ...sc, board }
}

export function withRules(sc: KakekkoScenario, patch: Partial<Rules>): KakekkoScenario {
  return { ...sc, rules: { ...sc.rules, ...patch } }
}

/** the smallest id above every id in use */
export function nextId(items: readonly { id: number }[]): number {
  let max = 0
  for (const it of items) if (it.id > max) max = it.id
  return max + 1
}

/** the area a point falls in when the board is split into four quarters (4 bottom left, 3 bottom right, 2 top right, 1 top left) */
export function areaAt(board: Board, x: number, y: number): Area {
  const left = x < board.width / 2
  const top = y < board.height / 2
  return top ? (left ? 1 : 2) : left ? 4 : 3
}

export function squareAt(board: Board, x: number, y: number, radius: number): Square | null {
  let best: Square | null = null
  let bestD = radius
  for (const sq of board.squares) {
    const d = Math.hypot(sq.x - x, sq.y - y)
    if (d <= bestD) {
      best = sq
      bestD = d
    }
  }
  return best
}

export function addSquare(
  sc: KakekkoScenario,
  x: number,
  y: number,
  grid = GRID,
): { scenario: KakekkoScenario; id: number } {
  const b = sc.board
  const id = nextId(b.squares)
  const sx = clamp(snap(x, grid), 0, b.width)
  const sy = clamp(snap(y, grid), 0, b.height)
  const sq: Square = { id, x: sx, y: sy, kind: 'passage', area: areaAt(b, sx, sy) }
  return { scenario: withBoard(sc, { ...b, squares: [...b.squares, sq] }), id }
}

export function moveSquare(sc: KakekkoScenario, id: number, x: number, y: number, grid = GRID): KakekkoScenario {
  const b = sc.board
  const sx = clamp(snap(x, grid), 0, b.width)
  const sy = clamp(snap(y, grid), 0, b.height)
  return withBoard(sc, { ...b, squares: b.squares.map((s) => (s.id === id ? { ...s, x: sx, y: sy } : s)) })
}

/** kind, area or icon of a square; an icon is kept only on an icon square */
export function setSquare(sc: KakekkoScenario, id: number, patch: Partial<Omit<Square, 'id'>>): KakekkoScenario {
  const b = sc.board
  const squares = b.squares.map((s) => {
    if (s.id !== id) return s
    const next: Square = { ...s, ...patch }
    if (next.kind !== 'icon') delete next.icon
    else if (!next.icon) next.icon = 'tree'
    return next
  })
  return withBoard(sc, { ...b, squares })
}

/** removes a square with every road and slot touching it */
export function deleteSquare(sc: KakekkoScenario, id: number): KakekkoScenario {
  const b = sc.board
  return withBoard(sc, {
    ...b,
    squares: b.squares.filter((s) => s.id !== id),
    roads: b.roads.filter(([p, q]) => p !== id && q !== id),
    slots: b.slots.filter((s) => s.a !== id && s.b !== id),
  })
}

export function hasRoad(board: Board, a: number, b: number): boolean {
  return board.roads.some(([p, q]) => (p === a && q === b) || (p === b && q === a))
}

/** joins two squares by a road, or removes the road between them */
export function toggleRoad(sc: KakekkoScenario, a: number, b: number): KakekkoScenario {
  if (a === b) return sc
  const bd = sc.board
  const roads = hasRoad(bd, a, b)
    ? bd.roads.filter(([p, q]) => !((p === a && q === b) || (p === b && q === a)))
    : [...bd.roads, [a, b] as [number, number]]
  return withBoard(sc, { ...bd, roads })
}

export function deleteRoad(sc: KakekkoScenario, index: number): KakekkoScenario {
  const b = sc.board
  return withBoard(sc, { ...b, roads: b.roads.filter((_, i) => i !== index) })
}

/** draws a shortcut slot between two squares (check() says when it is not a good one) */
export function addSlot(sc: KakekkoScenario, a: number, b: number): { scenario: KakekkoScenario; id: number } {
  const bd = sc.board
  const id = nextId(bd.slots)
  const slot: Slot = { id, a, b }
  return { scenario: withBoard(sc, { ...bd, slots: [...bd.slots, slot] }), id }
}

export function deleteSlot(sc: KakekkoScenario, id: number): KakekkoScenario {
  const b = sc.board
  return withBoard(sc, { ...b, slots: b.slots.filter((s) => s.id !== id) })
}

export function setSlotInked(sc: KakekkoScenario, id: number, inked: boolean): KakekkoScenario {
  const b = sc.board
  const slots = b.slots.map((s) => {
    if (s.id !== id) return s
    const next: Slot = { id: s.id, a: s.a, b: s.b }
    if (inked) next.inked = true
    return next
  })
  return withBoard(sc, { ...b, slots })
}

export interface BoardStats {
  /** steps from start to goal by road (null when there is no road path) */
  road: number | null
  /** steps with every slot inked */
  best: number | null
  /** best as a percentage of road */
  ratio: number | null
  /** steps each slot saves, in board order (null when its ends are not joined by road) */
  savings: (number | null)[]
}

export function boardStats(board: Board): BoardStats {
  const { road, best } = boardDistances(board)
  const ok = road < FAR
  return {
    road: ok ? road : null,
    best: ok ? best : null,
    ratio: ok && road > 0 ? Math.round((100 * best) / road) : null,
    savings: slotSavings(board).map((v) => (v >= FAR ? null : v)),
  }
}

/** problems whose path is `path` or lies inside it */
export function problemsAt(problems: readonly Problem[], path: string): Problem[] {
  return problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`) || p.path.startsWith(`${path}[`))
}

/** what a problem path points at on the canvas */
export function problemTarget(board: Board, path: string): { square?: number; slot?: number; road?: number } | null {
  const sq = /^board\.squares\[(\d+)\]/.exec(path)
  if (sq) {
    const s = board.squares[Number(sq[1])]
    return s ? { square: s.id } : null
  }
  const sl = /^board\.slots\[(\d+)\]/.exec(path)
  if (sl) {
    const s = board.slots[Number(sl[1])]
    return s ? { slot: s.id } : null
  }
  const rd = /^board\.roads\[(\d+)\]/.exec(path)
  if (rd) return Number(rd[1]) < board.roads.length ? { road: Number(rd[1]) } : null
  return null
}
