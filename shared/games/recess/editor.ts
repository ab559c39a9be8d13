import type { RC, RecessBoard } from './types.js'
import { MAX_NUNS, MAX_SIZE, MIN_SIZE } from './schema.js'

/** what a painting tool puts on a cell */
export type CellKind = '.' | '#' | 'S'

/** symmetry kept while painting: none, left-right, top-bottom, half turn, or all four quadrants */
export type Symmetry = 'none' | 'mirrorX' | 'mirrorY' | 'turn' | 'quad'

export type Side = 'boys' | 'girls'

const clampSize = (n: number): number => Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(n)))
const inside = (b: RecessBoard, [r, c]: RC): boolean => r >= 0 && c >= 0 && r < b.height && c < b.width
const same = (a: RC, b: RC): boolean => a[0] === b[0] && a[1] === b[1]
const unique = (cells: RC[]): RC[] => cells.filter((x, i) => cells.findIndex((y) => same(x, y)) === i)

/** the cells a stroke at `at` reaches under the symmetry, `at` first */
export function symmetricCells(b: RecessBoard, at: RC, sym: Symmetry): RC[] {
  const [r, c] = at
  const R = b.height - 1 - r
  const C = b.width - 1 - c
  const all: RC[] =
    sym === 'mirrorX'
      ? [
          [r, c],
          [r, C],
        ]
      : sym === 'mirrorY'
        ? [
            [r, c],
            [R, c],
          ]
        : sym === 'turn'
          ? [
              [r, c],
              [R, C],
            ]
          : sym === 'quad'
            ? [
                [r, c],
                [r, C],
                [R, c],
                [R, C],
              ]
            : [[r, c]]
  return unique(all)
}

function setCell(rows: string[], [r, c]: RC, kind: CellKind): void {
  rows[r] = rows[r].slice(0, c) + kind + rows[r].slice(c + 1)
}

/** paints the cells of a w×h block (multi-cell equipment, or a single cell) with its symmetric copies */
export function paint(b: RecessBoard, at: RC, kind: CellKind, sym: Symmetry = 'none', w = 1, h = 1): RecessBoard {
  const rows = b.rows.slice()
  for (let dr = 0; dr < h; dr++) {
    for (let dc = 0; dc < w; dc++) {
      const cell: RC = [at[0] + dr, at[1] + dc]
      if (!inside(b, cell)) continue
      for (const p of symmetricCells(b, cell, sym)) setCell(rows, p, kind)
    }
  }
  return { ...b, rows }
}

/** a gate is on the board's edge */
export function onEdge(b: RecessBoard, [r, c]: RC): boolean {
  return r === 0 || c === 0 || r === b.height - 1 || c === b.width - 1
}

/**
 * Adds or removes a gate of an entrance. Under a half turn or the quadrant symmetry the turned
 * copy becomes a gate of the other entrance, as on the standard playground.
 */
export function toggleGate(b: RecessBoard, at: RC, side: Side, sym: Symmetry = 'none'): RecessBoard {
  if (!inside(b, at)) return b
  const other: Side = side === 'boys' ? 'girls' : 'boys'
  const has = b.entrances[side].gates.some((g) => same(g, at))
  const targets: [RC, Side][] = symmetricCells(b, at, sym).map((p, i) => {
    const turned = (sym === 'turn' && i === 1) || (sym === 'quad' && i === 3)
    return [p, turned ? other : side]
  })
  const entrances = {
    boys: { gates: b.entrances.boys.gates.slice() },
    girls: { gates: b.entrances.girls.gates.slice() },
  }
  for (const [p, s] of targets) {
    const list = entrances[s].gates.filter((g) => !same(g, p))
    if (!has) list.push(p)
    entrances[s].gates = list
  }
  return { ...b, entrances }
}

/** adds a nun start, or removes the one already there (with symmetric copies) */
export function toggleNun(b: RecessBoard, at: RC, sym: Symmetry = 'none'): RecessBoard {
  if (!inside(b, at)) return b
  const has = b.nuns.some((n) => same(n, at))
  let nuns = b.nuns.slice()
  for (const p of symmetricCells(b, at, sym)) {
    nuns = nuns.filter((n) => !same(n, p))
    if (!has && nuns.length < MAX_NUNS) nuns.push(p)
  }
  return { ...b, nuns }
}

/** a new size; cells outside are dropped, new cells are floor; gates and nuns off the board go */
export function resize(b: RecessBoard, width: number, height: number): RecessBoard {
  const w = clampSize(width)
  const h = clampSize(height)
  const rows = Array.from({ length: h }, (_, r) => (b.rows[r] ?? '').slice(0, w).padEnd(w, '.'))
  const next: RecessBoard = { ...b, width: w, height: h, rows }
  const keep = (list: RC[]) => list.filter((p) => inside(next, p))
  return {
    ...next,
    entrances: { boys: { gates: keep(b.entrances.boys.gates) }, girls: { gates: keep(b.entrances.girls.gates) } },
    nuns: keep(b.nuns),
  }
}

function mapBoard(b: RecessBoard, width: number, height: number, f: (p: RC) => RC): RecessBoard {
  const rows = Array.from({ length: height }, () => Array<string>(width).fill('.'))
  for (let r = 0; r < b.height; r++) {
    for (let c = 0; c < b.width; c++) {
      const [rr, cc] = f([r, c])
      rows[rr][cc] = b.rows[r][c]
    }
  }
  const move = (list: RC[]) => list.map(f)
  return {
    width,
    height,
    rows: rows.map((row) => row.join('')),
    entrances: { boys: { gates: move(b.entrances.boys.gates) }, girls: { gates: move(b.entrances.girls.gates) } },
    nuns: move(b.nuns),
  }
}

/** flips the whole playground left-right ('x') or top-bottom ('y') */
export function flip(b: RecessBoard, axis: 'x' | 'y'): RecessBoard {
  return mapBoard(b, b.width, b.height, ([r, c]) => (axis === 'x' ? [r, b.width - 1 - c] : [b.height - 1 - r, c]))
}

/** turns the whole playground a quarter turn clockwise */
export function rotate(b: RecessBoard): RecessBoard {
  return mapBoard(b, b.height, b.width, ([r, c]) => [c, b.height - 1 - r])
}

/** copies one half onto the other so the playground has the symmetry (the top or left half wins) */
export function symmetrize(b: RecessBoard, sym: Symmetry): RecessBoard {
  if (sym === 'none') return b
  const rows = b.rows.slice()
  for (let r = 0; r < b.height; r++) {
    for (let c = 0; c < b.width; c++) {
      const keepHere =
        sym === 'mirrorX'
          ? c < b.width / 2
          : sym === 'mirrorY'
            ? r < b.height / 2
            : sym === 'turn'
              ? r * b.width + c < (b.height * b.width) / 2
              : r < b.height / 2 && c < b.width / 2
      if (!keepHere) continue
      for (const p of symmetricCells(b, [r, c], sym).slice(1)) setCell(rows, p, b.rows[r][c] as CellKind)
    }
  }
  return { ...b, rows }
}

/** an empty playground of the given size, gates in two opposite corners, two nuns */
export function blankBoard(width: number, height: number): RecessBoard {
  const w = clampSize(width)
  const h = clampSize(height)
  return {
    width: w,
    height: h,
    rows: Array.from({ length: h }, () => '.'.repeat(w)),
    entrances: { boys: { gates: [[0, 0]] }, girls: { gates: [[h - 1, w - 1]] } },
    nuns: [
      [1, 1],
      [h - 2, w - 2],
    ],
  }
}

/**
 * Groups obstacle cells into pieces of equipment (orthogonally connected cells), so a board can
 * draw each piece as one shape.
 */
export function equipment(b: RecessBoard): RC[][] {
  const seen = new Set<number>()
  const out: RC[][] = []
  for (let r = 0; r < b.height; r++) {
    for (let c = 0; c < b.width; c++) {
      if (b.rows[r][c] !== '#' || seen.has(r * b.width + c)) continue
      const group: RC[] = []
      const stack: RC[] = [[r, c]]
      seen.add(r * b.width + c)
      while (stack.length) {
        const [pr, pc] = stack.pop()!
        group.push([pr, pc])
        for (const [dr, dc] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ]) {
          const nr = pr + dr
          const nc = pc + dc
          if (nr < 0 || nc < 0 || nr >= b.height || nc >= b.width) continue
          if (b.rows[nr][nc] !== '#' || seen.has(nr * b.width + nc)) continue
          seen.add(nr * b.width + nc)
          stack.push([nr, nc])
        }
      }
      out.push(group)
    }
  }
  return out
}

/**
 * The Erase tool: the cells of a stroke (with their symmetric copies) go back to plain floor,
 * and whatever stands on them goes too: a nun's start and an entrance's gate.
 */
export function erase(b: RecessBoard, at: RC, sym: Symmetry = 'none'): RecessBoard {
  if (!inside(b, at)) return b
  const cells = symmetricCells(b, at, sym)
  const hit = (p: RC) => cells.some((q) => same(p, q))
  const painted = paint(b, at, '.', sym)
  return {
    ...painted,
    entrances: {
      boys: { gates: b.entrances.boys.gates.filter((g) => !hit(g)) },
      girls: { gates: b.entrances.girls.gates.filter((g) => !hit(g)) },
    },
    nuns: b.nuns.filter((n) => !hit(n)),
  }
}
