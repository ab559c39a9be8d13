import type { Board, Graph } from './types.js'

/**
 * Compiles a board for play. Roads or slots naming unknown squares are skipped (check() reports
 * them); the first shrine of area 4 is the start, the first of area 1 the goal.
 */
export function compileBoard(board: Board): Graph {
  const ids: number[] = []
  const ix: Record<number, number> = {}
  const kind: Graph['kind'] = []
  let start = -1
  let goal = -1
  for (const sq of board.squares) {
    if (sq.id in ix) continue
    const i = ids.length
    ix[sq.id] = i
    ids.push(sq.id)
    kind.push(sq.kind)
    if (sq.kind === 'shrine' && sq.area === 4 && start < 0) start = i
    if (sq.kind === 'shrine' && sq.area === 1 && goal < 0) goal = i
  }
  const adj: number[][] = ids.map(() => [])
  for (const [p, q] of board.roads) {
    const a = ix[p]
    const b = ix[q]
    if (a === undefined || b === undefined || a === b || adj[a].includes(b)) continue
    adj[a].push(b)
    adj[b].push(a)
  }
  const slots: Graph['slots'] = []
  const slotIx: Record<number, number> = {}
  const slotsAt: number[][] = ids.map(() => [])
  for (const s of board.slots) {
    const a = ix[s.a]
    const b = ix[s.b]
    if (a === undefined || b === undefined || a === b || s.id in slotIx) continue
    slotIx[s.id] = slots.length
    slotsAt[a].push(slots.length)
    slotsAt[b].push(slots.length)
    slots.push({ id: s.id, a, b, inked: s.inked === true })
  }
  return { ids, ix, kind, adj, slots, slotIx, slotsAt, start, goal }
}

/** the other end of slot `k` seen from square index `i` */
export function slotOther(g: Graph, k: number, i: number): number {
  const s = g.slots[k]
  return s.a === i ? s.b : s.a
}

/** square indices one step from `i`: roads, then inked slots */
export function neighbours(g: Graph, i: number, inked: readonly boolean[]): number[] {
  const out = g.adj[i].slice()
  for (const k of g.slotsAt[i]) if (inked[k]) out.push(slotOther(g, k, i))
  return out
}

export const FAR = 1 << 20

/**
 * Steps from every square to `target` over roads and inked slots. Squares in `blocked` are never
 * passed through (they may still be the end of a path). Unreachable squares get FAR.
 */
export function distancesTo(
  g: Graph,
  target: number,
  inked: readonly boolean[],
  blocked?: readonly boolean[],
): Int32Array {
  const n = g.ids.length
  const dist = new Int32Array(n).fill(FAR)
  if (target < 0 || target >= n) return dist
  const queue = new Int32Array(n)
  let head = 0
  let tail = 0
  dist[target] = 0
  queue[tail++] = target
  while (head < tail) {
    const i = queue[head++]
    if (blocked && blocked[i] && i !== target) continue
    const d = dist[i] + 1
    const adj = g.adj[i]
    for (let j = 0; j < adj.length; j++) {
      const k = adj[j]
      if (dist[k] > d) {
        dist[k] = d
        queue[tail++] = k
      }
    }
    const sl = g.slotsAt[i]
    for (let j = 0; j < sl.length; j++) {
      if (!inked[sl[j]]) continue
      const k = slotOther(g, sl[j], i)
      if (dist[k] > d) {
        dist[k] = d
        queue[tail++] = k
      }
    }
  }
  return dist
}

/** steps from start to goal by road only, and with every slot inked (FAR when unreachable) */
export function boardDistances(board: Board): { road: number; best: number } {
  const g = compileBoard(board)
  if (g.start < 0 || g.goal < 0) return { road: FAR, best: FAR }
  const none = g.slots.map(() => false)
  const all = g.slots.map(() => true)
  return {
    road: distancesTo(g, g.goal, none)[g.start],
    best: distancesTo(g, g.goal, all)[g.start],
  }
}

/** for each slot of the board: road steps it saves (road distance between its ends minus one) */
export function slotSavings(board: Board): number[] {
  const g = compileBoard(board)
  const none = g.slots.map(() => false)
  return board.slots.map((s) => {
    const a = g.ix[s.a]
    const b = g.ix[s.b]
    if (a === undefined || b === undefined) return 0
    const d = distancesTo(g, b, none)[a]
    return d >= FAR ? FAR : d - 1
  })
}

export interface Point {
  x: number
  y: number
}

function orient(a: Point, b: Point, c: Point): number {
  const v = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
  return v > 0 ? 1 : v < 0 ? -1 : 0
}

function onSegment(a: Point, b: Point, p: Point): boolean {
  return (
    Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y)
  )
}

/**
 * Do segments a1–a2 and b1–b2 cross? Segments that only share an end square do not; touching
 * anywhere else or overlapping along a line does.
 */
export function segmentsCross(a1: Point, a2: Point, b1: Point, b2: Point): boolean {
  const same = (p: Point, q: Point) => p.x === q.x && p.y === q.y
  const shared = same(a1, b1) || same(a1, b2) || same(a2, b1) || same(a2, b2)
  const o1 = orient(a1, a2, b1)
  const o2 = orient(a1, a2, b2)
  const o3 = orient(b1, b2, a1)
  const o4 = orient(b1, b2, a2)
  if (shared) {
    // sharing an end: they cross only when they run over each other along one line
    if (o1 !== 0 || o2 !== 0) return false
    const p = same(a1, b1) || same(a1, b2) ? a1 : a2
    const aFar = same(p, a1) ? a2 : a1
    const bFar = same(p, b1) ? b2 : b1
    return (aFar.x - p.x) * (bFar.x - p.x) + (aFar.y - p.y) * (bFar.y - p.y) > 0
  }
  if (o1 !== o2 && o3 !== o4) return true
  if (o1 === 0 && onSegment(a1, a2, b1)) return true
  if (o2 === 0 && onSegment(a1, a2, b2)) return true
  if (o3 === 0 && onSegment(b1, b2, a1)) return true
  if (o4 === 0 && onSegment(b1, b2, a2)) return true
  return false
}

export function segmentLength(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y)
}
