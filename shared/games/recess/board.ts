import type { RecessBoard } from './types.js'

export const FLOOR = 0
export const OBSTACLE = 1
export const SAFE = 2

/** the 8 directions: the 4 orthogonal ones first, so a rook uses the first 4 */
export const DIRS: readonly (readonly [number, number])[] = [
  [-1, 0], [1, 0], [0, -1], [0, 1],
  [-1, -1], [-1, 1], [1, -1], [1, 1],
]

/**
 * Everything about a playground that never changes during a game, computed once per board object:
 * cell kinds, walking neighbours, rays (nun moves and sight), and walking distances on demand.
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
}

const cache = new WeakMap<RecessBoard, Geometry>()

export function geometry(board: RecessBoard): Geometry {
  let g = cache.get(board)
  if (!g) {
    g = build(board)
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
  const memo: (Int16Array | undefined)[] = new Array(size)
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
  return { w, h, size, kind, walk, rays, adj8, adj4, gates, distFrom }
}

/**
 * Cells a kid can end on after exactly `k` orthogonal steps from `from` (-1: from the entrance
 * whose gates are given; leaving it is the first step). A walk of length k from a to b exists iff
 * the distance d ≤ k, k − d is even (the grid is bipartite, and any path can be lengthened by 2
 * by stepping back and forth), and, when d = 0 and k > 0, a has a neighbour to step to.
 */
export function reach(g: Geometry, from: number, k: number, gates: readonly number[]): number[] {
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

function collect(g: Geometry, from: number, k: number, out: number[]): void {
  if (k < 0) return
  const d = g.distFrom(from)
  const r0 = Math.floor(from / g.w)
  const c0 = from % g.w
  for (let r = Math.max(0, r0 - k); r <= Math.min(g.h - 1, r0 + k); r++) {
    const span = k - Math.abs(r - r0)
    for (let c = Math.max(0, c0 - span); c <= Math.min(g.w - 1, c0 + span); c++) {
      const q = r * g.w + c
      const dq = d[q]
      if (dq < 0 || dq > k || (k - dq) % 2 !== 0) continue
      if (dq === 0 && k > 0 && g.walk[from].length === 0) continue
      out.push(q)
    }
  }
}

/** true if a kid can end exactly on `to` after k steps */
export function canReach(g: Geometry, from: number, k: number, gates: readonly number[], to: number): boolean {
  const ok = (a: number, m: number) => {
    if (m < 0) return false
    const d = g.distFrom(a)[to]
    if (d < 0 || d > m || (m - d) % 2 !== 0) return false
    return !(d === 0 && m > 0 && g.walk[a].length === 0)
  }
  if (from >= 0) return ok(from, k)
  return gates.some((gate) => ok(gate, k - 1))
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
