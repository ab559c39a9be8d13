import { messages as swish } from './swish/messages.js'
import { messages as exxtra } from './exxtra/messages.js'
import { messages as kakekko } from './kakekko/messages.js'
import { messages as recess } from './recess/messages.js'
import { messages as recessInsight } from './recess/insight-messages.js'
import { messages as kakekkoInsight } from './kakekko/insight-messages.js'
import { messages as exxtraInsight } from './exxtra/insight-messages.js'
import { messages as swishInsight } from './swish/insight-messages.js'
import { messages as insight } from '../stats/messages.js'
/** Each game's texts (rules, log lines, reasons, board and editor UI), one file per game. */
type Tree = { [k: string]: string | Tree }
export interface GameMessages {
  en: Tree
  ja: Tree
  fr: Tree
}

export const GAME_MESSAGES: GameMessages[] = [
  recess,
  swish,
  exxtra,
  kakekko,
  // end-of-game charts and hints (shared/stats)
  insight,
  recessInsight,
  kakekkoInsight,
  exxtraInsight,
  swishInsight,
]
