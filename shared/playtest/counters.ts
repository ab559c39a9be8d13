/**
 * Every game's playtest counters, by game id: the table is total, so a game without its
 * `playtest.ts` is a type error.
 */
import type { GameId } from '../engine/types.js'
import { playtest as recess } from '../games/recess/playtest.js'
import { playtest as kakekko } from '../games/kakekko/playtest.js'
import { playtest as exxtra } from '../games/exxtra/playtest.js'
import { playtest as swish } from '../games/swish/playtest.js'
import type { GameCounters } from './types.js'

export const PLAYTEST_COUNTERS: Readonly<Record<GameId, GameCounters>> = {
  recess: recess,
  kakekko: kakekko,
  exxtra: exxtra,
  swish: swish,
}
