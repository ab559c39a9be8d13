import type { BaseAction, BaseState, GameId, Reason } from '../engine/types.js'
import { series as recessSeries } from '../games/recess/series.js'
import { series as kakekkoSeries } from '../games/kakekko/series.js'
import { series as exxtraSeries } from '../games/exxtra/series.js'
import { series as swishSeries } from '../games/swish/series.js'
import { why as recessWhy } from '../games/recess/why.js'
import { why as kakekkoWhy } from '../games/kakekko/why.js'
import { why as exxtraWhy } from '../games/exxtra/why.js'
import { why as swishWhy } from '../games/swish/why.js'
import { advice as recessAdvice } from '../games/recess/advice.js'
import { advice as kakekkoAdvice } from '../games/kakekko/advice.js'
import { advice as exxtraAdvice } from '../games/exxtra/advice.js'
import { advice as swishAdvice } from '../games/swish/advice.js'
import type { Quantity } from './series.js'
import type { RecessAction, RecessState } from '../games/recess/types.js'
import type { KakekkoAction, KakekkoState } from '../games/kakekko/types.js'
import type { ExxtraAction, ExxtraState } from '../games/exxtra/types.js'
import type { SwishAction, SwishState } from '../games/swish/types.js'

/** per game, the quantities its end-of-game chart draws */
export const SERIES: Readonly<Record<GameId, readonly Quantity[]>> = {
  recess: recessSeries,
  kakekko: kakekkoSeries,
  exxtra: exxtraSeries,
  swish: swishSeries,
}

/** per game, one sentence why a move is good (the hint's reason) */
export const WHY: Readonly<Record<GameId, (state: BaseState, action: BaseAction) => Reason>> = {
  // each entry is called with its own game's state and action (the key says which game)
  recess: (s, a) => recessWhy(s as RecessState, a as RecessAction),
  kakekko: (s, a) => kakekkoWhy(s as KakekkoState, a as KakekkoAction),
  exxtra: (s, a) => exxtraWhy(s as ExxtraState, a as ExxtraAction),
  swish: (s, a) => swishWhy(s as SwishState, a as SwishAction),
}

/** per game, the hinted move as advice to the player on turn ("Walk your boy 3 steps from E5 to A4") */
export const ADVICE: Readonly<Record<GameId, (state: BaseState, action: BaseAction) => Reason>> = {
  recess: (s, a) => recessAdvice(s as RecessState, a as RecessAction),
  kakekko: (s, a) => kakekkoAdvice(s as KakekkoState, a as KakekkoAction),
  exxtra: (s, a) => exxtraAdvice(s as ExxtraState, a as ExxtraAction),
  swish: (s, a) => swishAdvice(s as SwishState, a as SwishAction),
}
