import type { Quantity } from '../../stats/series.js'
import { scores } from './rules.js'
import type { SwishState } from './types.js'

/** small fish a seat has eaten: bones its fish grew by (a fish starts with 2) plus indigestions */
export function eaten(s: SwishState): number[] {
  return s.fish.map((f, i) => (f ? f.c.length - 2 : 0) + s.sick[i].length)
}

/** Swish: small fish eaten, and the score that ranks (bones in the fish minus indigestions). */
export const series: Quantity<SwishState>[] = [
  { key: 'swish.chart.eaten', of: eaten },
  { key: 'swish.chart.score', of: (s) => scores(s) },
]
