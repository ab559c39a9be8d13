/**
 * Distances for the search hooks: steps to a target over roads and inked slots, and points when
 * slots may be inked on the way, computed once per board, target and inked set.
 */
import { FAR } from './graph.js'
import { CONNECT_COST, WALK_COST } from './rules.js'
import type { Graph } from './types.js'

/** cost of using a slot nobody has inked yet: ink it, then step over it */
const UNINKED_SLOT_COST = CONNECT_COST + WALK_COST

export interface DistTable {
  /** steps to the target over roads and inked slots */
  d: Int32Array
  /** points to the target when uninked slots may be inked on the way (each costs CONNECT_COST more) */
  e: Int32Array
  /** the tables with one more slot inked, by slot index, filled on demand */
  more: (DistTable | undefined)[]
}

const cache = new WeakMap<Graph, Map<string | number, DistTable>>()

/** a key for the inked set: a bit mask for boards with up to 30 slots */
function maskKey(inked: readonly boolean[]): string | number {
  if (inked.length <= 30) {
    let m = 0
    for (let k = 0; k < inked.length; k++) if (inked[k]) m |= 1 << k
    return m
  }
  let out = ''
  for (let k = 0; k < inked.length; k++) out += inked[k] ? '1' : '0'
  return out
}

function compute(g: Graph, target: number, inked: readonly boolean[]): DistTable {
  const n = g.ids.length
  const d = new Int32Array(n).fill(FAR)
  const e = new Int32Array(n).fill(FAR)
  const more = new Array<DistTable | undefined>(g.slots.length)
  if (target < 0 || target >= n) return { d, e, more }
  // breadth first over inked edges
  const queue = new Int32Array(n)
  let head = 0
  let tail = 0
  d[target] = 0
  queue[tail++] = target
  while (head < tail) {
    const i = queue[head++]
    const nd = d[i] + 1
    for (const k of g.adj[i])
      if (d[k] > nd) {
        d[k] = nd
        queue[tail++] = k
      }
    for (const sl of g.slotsAt[i]) {
      if (!inked[sl]) continue
      const s = g.slots[sl]
      const k = s.a === i ? s.b : s.a
      if (d[k] > nd) {
        d[k] = nd
        queue[tail++] = k
      }
    }
  }
  // Dijkstra (small boards: a plain O(n²) scan) with uninked slots costing more
  const fixed = new Uint8Array(n)
  e[target] = 0
  for (;;) {
    let i = -1
    for (let k = 0; k < n; k++) if (!fixed[k] && e[k] < FAR && (i < 0 || e[k] < e[i])) i = k
    if (i < 0) break
    fixed[i] = 1
    const base = e[i]
    for (const k of g.adj[i]) if (e[k] > base + 1) e[k] = base + 1
    for (const sl of g.slotsAt[i]) {
      const s = g.slots[sl]
      const k = s.a === i ? s.b : s.a
      const c = base + (inked[sl] ? 1 : UNINKED_SLOT_COST)
      if (e[k] > c) e[k] = c
    }
  }
  return { d, e, more }
}

let lastInked: readonly boolean[] | null = null
let lastTarget = -1
let lastGraph: Graph | null = null
let lastTable: DistTable | null = null

/** distances to `target` with the slots `inked`, computed once per board, target and inked set */
export function distTable(g: Graph, target: number, inked: readonly boolean[]): DistTable {
  // states share the inked array until a slot is inked: the last answer is usually the one asked for
  if (inked === lastInked && target === lastTarget && g === lastGraph) return lastTable!
  let byMask = cache.get(g)
  if (!byMask) {
    byMask = new Map()
    cache.set(g, byMask)
  }
  const mk = maskKey(inked)
  const key =
    typeof mk === 'number' && g.ids.length < 1 << 20 ? mk * (g.ids.length + 1) + target + 1 : `${mk}:${target}`
  let t = byMask.get(key)
  if (!t) {
    if (byMask.size > 50_000) byMask.clear()
    t = compute(g, target, inked)
    byMask.set(key, t)
  }
  lastInked = inked
  lastTarget = target
  lastGraph = g
  lastTable = t
  return t
}

/** the table `t` (for `inked` and `target`) with slot `k` inked as well */
export function withSlot(g: Graph, target: number, inked: readonly boolean[], k: number, t: DistTable): DistTable {
  let m = t.more[k]
  if (!m) {
    const more = inked.slice()
    more[k] = true
    m = distTable(g, target, more)
    t.more[k] = m
  }
  return m
}
