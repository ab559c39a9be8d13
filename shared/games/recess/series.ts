import type { Quantity } from '../../stats/series.js'
import type { RecessState } from './types.js'

/** Recess is won on coins: each player's coins over the turns. */
export const series: Quantity<RecessState>[] = [{ key: 'recess.chart.coins', of: (s) => s.coins.slice() }]
