import { distancesTo, FAR, neighbours } from './graph.js'
import { targetOf } from './rules.js'
import type { KakekkoState } from './types.js'

/** breadth-first walk from the pawn on turn, within its points; walks stop on a base or the goal */
function explore(s: KakekkoState): { from: number; dist: Map<number, number>; parent: Map<number, number> } {
  const g = s.g
  const from = g.ix[s.pos[s.queue[0]]]
  const dist = new Map<number, number>([[from, 0]])
  const parent = new Map<number, number>()
  if (s.phase !== 'act') return { from, dist, parent }
  const stops = new Set<number>(s.bases.map((b) => g.ix[b]))
  stops.add(targetOf(s))
  const queue = [from]
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]
    const d = dist.get(i)!
    if (d >= s.left || (i !== from && stops.has(i))) continue
    for (const j of neighbours(g, i, s.inked)) {
      if (dist.has(j)) continue
      dist.set(j, d + 1)
      parent.set(j, i)
      queue.push(j)
    }
  }
  return { from, dist, parent }
}

/** where the pawn on turn can get with the points it has left: square id → steps */
export function reachable(s: KakekkoState): Map<number, number> {
  const out = new Map<number, number>()
  if (s.phase !== 'act') return out
  for (const [i, d] of explore(s).dist) if (d > 0) out.set(s.g.ids[i], d)
  return out
}

/** the squares (ids) the pawn on turn walks through to reach `to`, `to` included; [] when out of reach */
export function pathTo(s: KakekkoState, to: number): number[] {
  if (s.phase !== 'act') return []
  const { from, dist, parent } = explore(s)
  let cur = s.g.ix[to]
  if (cur === undefined || cur === from || !dist.has(cur)) return []
  const path: number[] = []
  while (cur !== from) {
    path.unshift(s.g.ids[cur])
    cur = parent.get(cur)!
  }
  return path
}

/** steps each pawn still has to walk to the current leg's goal (0 once finished, -1 when cut off) */
export function stepsLeft(s: KakekkoState): number[] {
  const dist = distancesTo(s.g, targetOf(s), s.inked)
  return s.pos.map((p, seat) => (s.done[seat] ? 0 : dist[s.g.ix[p]] >= FAR ? -1 : dist[s.g.ix[p]]))
}
