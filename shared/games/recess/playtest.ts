/**
 * What a Recess! playtest counts (shared/playtest): coins each seat ends with, fights started and
 * detentions suffered per seat, and where on the board fights start and kids are caught.
 * Heat map cells are "row,column" of the board, 0-based from the top left (as `RC`).
 */
import type { GameCounters } from '../../playtest/types.js'
import { emptyCounts, heat } from '../../playtest/tally.js'
import { owner } from './state.js'
import type { RecessAction, RecessState } from './types.js'

const cellKey = (s: RecessState, q: number): string => `${Math.floor(q / s.board.width)},${q % s.board.width}`

export const playtest: GameCounters<RecessState, RecessAction> = {
  start: (s) => emptyCounts({ coins: s.n, fights: s.n, detentions: s.n, kisses: s.n }, ['fights', 'caught']),
  step(t, before, _action, after) {
    for (let k = 0; k < after.pin.length; k++) {
      // a new fight: the kid pins a victim it did not pin before, or pins on another cell
      if (after.pin[k] >= 0 && (before.pin[k] !== after.pin[k] || before.kp[k] !== after.kp[k])) {
        t.counters.fights[owner(k)]++
        heat(t, 'fights', cellKey(after, after.kp[k]))
      }
      // a nun caught the attacker on its fight: it leaves the board for detention
      if (before.det[k] === 0 && after.det[k] === 1) {
        t.counters.detentions[owner(k)]++
        if (before.kp[k] >= 0) heat(t, 'caught', cellKey(before, before.kp[k]))
      }
    }
  },
  finish(t, last) {
    last.coins.forEach((c, seat) => (t.counters.coins[seat] += c))
    if (last.kisser >= 0) t.counters.kisses[last.kisser]++
  },
  // the bell after the last turn is the rules' own end (the `turns` setting is the game's length)
  end: (last) => ({ kind: last.kisser >= 0 ? 'kiss' : 'bell', limit: false }),
}
