import type { Quantity } from '../../stats/series.js'
import type { ExxtraState } from './types.js'

/** Exxtra is a race up the track: each pawn's square (0 at the start, the goal at the end). */
export const series: Quantity<ExxtraState>[] = [{ key: 'exxtra.chart.progress', of: (s) => s.pos.slice() }]
