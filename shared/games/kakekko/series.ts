import type { Quantity } from '../../stats/series.js'
import { stepsLeft } from './reach.js'
import type { KakekkoState } from './types.js'

/**
 * Kakekko is a race: each pawn's steps to the goal of the leg being run (over roads and inked
 * shortcuts; a gap while a secret base or the board cuts it off) and the marbles in hand.
 */
export const series: Quantity<KakekkoState>[] = [
  { key: 'kakekko.chart.steps', of: (s) => stepsLeft(s).map((d) => (d < 0 ? null : d)) },
  { key: 'kakekko.chart.marbles', of: (s) => s.hand.slice() },
]
