import type { BaseAction, BaseState, GameId, Reason } from '../engine/types.js'
import { series as recessSeries } from '../games/recess/series.js'
import { series as kakekkoSeries } from '../games/kakekko/series.js'
import { series as exxtraSeries } from '../games/exxtra/series.js'
import { series as swishSeries } from '../games/swish/series.js'
import { why as recessWhy } from '../games/recess/why.js'
import { why as kakekkoWhy } from '../games/kakekko/why.js'
import { why as exxtraWhy } from '../games/exxtra/why.js'
import { why as swishWhy } from '../games/swish/why.js'
import type { Quantity } from './series.js'

/** per game, the quantities its end-of-game chart draws */
export const SERIES = {
  recess: recessSeries,
  kakekko: kakekkoSeries,
  exxtra: exxtraSeries,
  swish: swishSeries,
} as unknown as Record<GameId, Quantity[]>

/** per game, one sentence why a move is good (the hint's reason) */
export const WHY = {
  recess: recessWhy,
  kakekko: kakekkoWhy,
  exxtra: exxtraWhy,
  swish: swishWhy,
} as unknown as Record<GameId, (state: BaseState, action: BaseAction) => Reason>
