import type { RecessBoard } from './types.js'

export const FLOOR = 0
export const OBSTACLE = 1
export const SAFE = 2

/** the 8 directions: the 4 orthogonal ones first, so a rook uses the first 4 */
export const DIRS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
]

/** a kid's entrance: 0 the boys', 1 the girls' */
export type Side = 0 | 1

/** the largest move value: walks of up to this many steps are memoised */
export const MAX_STEPS = 3

/**
 * Everything about a playground that never changes during a game, computed once per board object:
 * cell kinds, walking neighbours, rays (nun moves and sight), and, memoised on first use, walking
 * distances, the cells a nun on a cell sees and the cells a walk of exactly k steps ends on. These
 * are the rules' derived caches: the game state itself stays plain JSON.
 */
export interface Geometry {
  w: number
  h: number
  size: number
  kind: Uint8Array
  /** orthogonal non-obstacle neighbours of each cell */
  walk: number[][]
  /** rays[cell][dir]: the cells a nun passes in that direction, nearest first, up to an obstacle or the edge */
  rays: number[][][]
  /** neighbours on the board in the 8 directions, and in the 4 orthogonal ones */
  adj8: number[][]
  adj4: number[][]
  /** gate cells: [boys, girls] */
  gates: [number[], number[]]
  /** walking distances from a cell (-1 unreachable), memoised */
  distFrom(cell: number): Int16Array
  /** 1 on the cells a nun on `at` sees (its own cell and its rays; `dirs` 8 queen, 4 rook), memoised: read only */
  sightOf(at: number, dirs: number): Uint8Array
  /** the cells a walk of exactly `k` steps ends on (see `reach`), memoised for k ≤ MAX_STEPS: read only */
  reachOf(from: number, k: number, side: Side): readonly number[]
  /** 1 on the cells of reachOf(from, k, side), memoised for 0 ≤ k ≤ MAX_STEPS: read only */
  reachMask(from: number, k: number, side: Side): Uint8Array
}

const cache = new WeakMap<RecessBoard, Geometry>()
/**
 * Boards by content, for board objects seen for the first time (a proxy of a known board, a copy
 * posted to the bot worker or read from a file): the geometry, and every table memoised in it, is
 * then shared. A few boards at most are in use at once; the oldest is forgotten first.
 */
const byContent = new Map<string, Geometry>()
const BY_CONTENT_MAX = 4

export function geometry(board: RecessBoard): Geometry {
  let g = cache.get(board)
  if (!g) {
    const { width, height, rows, entrances } = board
    const key = JSON.stringify([width, height, rows, entrances.boys.gates, entrances.girls.gates])
    g = byContent.get(key)
    if (!g) {
      g = build(board)
      if (byContent.size >= BY_CONTENT_MAX) byContent.delete(byContent.keys().next().value!)
      byContent.set(key, g)
    }
    cache.set(board, g)
  }
  return g
}

function cellKind(ch: string | undefined): number {
  return ch === '#' ? OBSTACLE : ch === 'S' ? SAFE : FLOOR
}

function build(board: RecessBoard): Geometry {
  const w = board.width
  const h = board.height
  const size = w * h
  const kind = new Uint8Array(size)
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) kind[r * w + c] = cellKind(board.rows[r]?.[c])
  const inside = (r: number, c: number) => r >= 0 && r < h && c >= 0 && c < w
  const walk: number[][] = []
  const rays: number[][][] = []
  const adj8: number[][] = []
  const adj4: number[][] = []
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const here: number[][] = []
      const near8: number[] = []
      const near4: number[] = []
      const steps: number[] = []
      DIRS.forEach(([dr, dc], d) => {
        const ray: number[] = []
        let rr = r + dr
        let cc = c + dc
        while (inside(rr, cc) && kind[rr * w + cc] !== OBSTACLE) {
          ray.push(rr * w + cc)
          rr += dr
          cc += dc
        }
        here.push(ray)
        if (inside(r + dr, c + dc)) {
          near8.push((r + dr) * w + c + dc)
          if (d < 4) near4.push((r + dr) * w + c + dc)
        }
        if (d < 4 && ray.length > 0) steps.push(ray[0])
      })
      rays.push(here)
      adj8.push(near8)
      adj4.push(near4)
      walk.push(kind[r * w + c] === OBSTACLE ? [] : steps)
    }
  }
  const onBoard = (p: number[]) => inside(p[0], p[1]) && kind[p[0] * w + p[1]] !== OBSTACLE
  const gates: [number[], number[]] = [
    board.entrances.boys.gates.filter(onBoard).map(([r, c]) => r * w + c),
    board.entrances.girls.gates.filter(onBoard).map(([r, c]) => r * w + c),
  ]
  const memo = new Array<Int16Array | undefined>(size)
  const distFrom = (from: number): Int16Array => {
    let d = memo[from]
    if (d) return d
    d = new Int16Array(size).fill(-1)
    if (kind[from] !== OBSTACLE) {
      const queue = [from]
      d[from] = 0
      for (let i = 0; i < queue.length; i++) {
        const p = queue[i]
        for (const q of walk[p]) {
          if (d[q] < 0) {
            d[q] = d[p] + 1
            queue.push(q)
          }
        }
      }
    }
    memo[from] = d
    return d
  }
  const g: Geometry = { w, h, size, kind, walk, rays, adj8, adj4, gates, distFrom, sightOf, reachOf, reachMask }
  const sights = new Array<Uint8Array | undefined>(2 * size)
  function sightOf(at: number, dirs: number): Uint8Array {
    const i = dirs === 4 ? size + at : at
    let m = sights[i]
    if (!m) {
      m = new Uint8Array(size)
      markSight(g, at, dirs, m)
      sights[i] = m
    }
    return m
  }
  // walks: entrance side s at index s * (MAX_STEPS + 1) + k, cell p at (p + 2) * (MAX_STEPS + 1) + k
  const walks = new Array<readonly number[] | undefined>((size + 2) * (MAX_STEPS + 1))
  function reachOf(from: number, k: number, side: Side): readonly number[] {
    if (k < 0 || k > MAX_STEPS) return walkEnds(g, from, k, gates[side])
    const i = (from >= 0 ? from + 2 : side) * (MAX_STEPS + 1) + k
    return (walks[i] ??= walkEnds(g, from, k, gates[side]))
  }
  const masks = new Array<Uint8Array | undefined>(walks.length)
  function reachMask(from: number, k: number, side: Side): Uint8Array {
    const i = (from >= 0 ? from + 2 : side) * (MAX_STEPS + 1) + k
    let m = masks[i]
    if (!m) {
      m = new Uint8Array(size)
      for (const q of reachOf(from, k, side)) m[q] = 1
      masks[i] = m
    }
    return m
  }
  return g
}

/**
 * Whether a walk of exactly `m` orthogonal steps from cell `a` can end on `q`. A walk of length m
 * from a to q exists iff the walking distance d ≤ m, m − d is even (the grid is bipartite, and any
 * walk can be lengthened by 2 by stepping back and forth), and, when d = 0 and m > 0, a has a
 * neighbour to step to.
 */
function walkEndsOn(g: Geometry, a: number, m: number, q: number): boolean {
  if (m < 0) return false
  const d = g.distFrom(a)[q]
  if (d < 0 || d > m || (m - d) % 2 !== 0) return false
  return !(d === 0 && m > 0 && g.walk[a].length === 0)
}

/** the cells of reach(), in its order, computed afresh */
function walkEnds(g: Geometry, from: number, k: number, gates: readonly number[]): number[] {
  const out: number[] = []
  if (from >= 0) {
    collect(g, from, k, out)
    return out
  }
  const seen = new Uint8Array(g.size)
  for (const gate of gates) {
    const part: number[] = []
    collect(g, gate, k - 1, part)
    for (const q of part) {
      if (!seen[q]) {
        seen[q] = 1
        out.push(q)
      }
    }
  }
  return out
}

/** the cells a walk of exactly k steps from `from` ends on, row by row */
function collect(g: Geometry, from: number, k: number, out: number[]): void {
  if (k < 0) return
  const r0 = Math.floor(from / g.w)
  const c0 = from % g.w
  for (let r = Math.max(0, r0 - k); r <= Math.min(g.h - 1, r0 + k); r++) {
    const span = k - Math.abs(r - r0)
    for (let c = Math.max(0, c0 - span); c <= Math.min(g.w - 1, c0 + span); c++) {
      if (walkEndsOn(g, from, k, r * g.w + c)) out.push(r * g.w + c)
    }
  }
}

/**
 * Cells a kid can end on after exactly `k` orthogonal steps from `from` (-1: from its entrance
 * `side`; leaving it is the first step, onto a gate), row by row (from an entrance: gate by gate).
 * Memoised per board: the list is shared, never change it.
 */
export function reach(g: Geometry, from: number, k: number, side: Side): readonly number[] {
  return g.reachOf(from, k, side)
}

/** true if a kid can end exactly on `to` after k steps (`from` and `side` as in reach) */
export function canReach(g: Geometry, from: number, k: number, side: Side, to: number): boolean {
  if (k >= 0 && k <= MAX_STEPS) return g.reachMask(from, k, side)[to] === 1
  if (from >= 0) return walkEndsOn(g, from, k, to)
  for (const gate of g.gates[side]) if (walkEndsOn(g, gate, k - 1, to)) return true
  return false
}

/** cells a nun at `at` sees (and could move to): its own cell and its rays */
export function markSight(g: Geometry, at: number, dirs: number, mark: Uint8Array): void {
  mark[at] = 1
  const rays = g.rays[at]
  for (let d = 0; d < dirs; d++) for (const q of rays[d]) mark[q] = 1
}

export const cellOf = (g: Geometry, r: number, c: number): number => r * g.w + c
export const rcOf = (g: Geometry, cell: number): [number, number] => [Math.floor(cell / g.w), cell % g.w]

/** a cell as players say it and the board labels it: column letter, row number from 1 */
export function cellName([r, c]: readonly [number, number]): string {
  return `${String.fromCharCode(65 + c)}${r + 1}`
}

/** the name of a cell index */
export const nameOf = (g: Geometry, cell: number): string => cellName(rcOf(g, cell))
