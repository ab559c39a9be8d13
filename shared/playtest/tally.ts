/** Small helpers the games' counters modules share to fill a `Counts`. */
import type { Counts } from './types.js'

export function emptyCounts(counters: Record<string, number>, heat: readonly string[]): Counts {
  return {
    counters: Object.fromEntries(Object.entries(counters).map(([name, n]) => [name, new Array<number>(n).fill(0)])),
    heat: Object.fromEntries(heat.map((name) => [name, {}])),
  }
}

/** adds `by` to heat map `name` at `cell` */
export function heat(counts: Counts, name: string, cell: string | number, by = 1): void {
  const map = counts.heat[name]
  map[cell] = (map[cell] ?? 0) + by
}
