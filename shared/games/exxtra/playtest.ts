/**
 * What an Exxtra playtest counts (shared/playtest): `rungs`, pairs placed on each rung of the
 * ladder (0…5); `rolls` and `busts`, per roll of a turn (index 0 the first roll), how many rolls
 * were made and how many of them ended the turn in a fault; `busts` per seat as `seatBusts`. Heat
 * map `landed`: track square (0 the start, trackLength + 1 the goal) → pawn moves ending there.
 */
import type { GameCounters } from '../../playtest/types.js'
import { emptyCounts, heat } from '../../playtest/tally.js'
import { limitReached } from './rules.js'
import { RUNGS, type ExxtraAction, type ExxtraState } from './types.js'

export const playtest: GameCounters<ExxtraState, ExxtraAction> = {
  start: (s) => emptyCounts({ rungs: RUNGS, rolls: s.rollLimit, busts: s.rollLimit, seatBusts: s.n }, ['landed']),
  step(t, before, action, after) {
    if (action.t === 'place') t.counters.rungs[action.rung]++
    else {
      t.counters.rolls[before.rolls]++
      // a roll that passes the turn is a fault (a roll that reaches the goal ends the game instead)
      if (after.turns > before.turns) {
        t.counters.busts[before.rolls]++
        t.counters.seatBusts[before.seat]++
      }
    }
    for (let i = 0; i < after.n; i++) if (after.pos[i] !== before.pos[i]) heat(t, 'landed', after.pos[i])
  },
  finish() {},
  end: (last) => (limitReached(last) ? { kind: 'roundLimit', limit: true } : { kind: 'goal', limit: false }),
}
