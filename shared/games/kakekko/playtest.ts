/**
 * What a Kakekko playtest counts (shared/playtest): per seat the shortcut lines it inks and the
 * steps it walks along inked lines; heat maps keyed by the board's own ids: `shortcuts` (slot id →
 * steps walked along it), `inked` (slot id → times inked during play) and `landed` (square id →
 * turns that ended with the pawn on it).
 */
import type { GameCounters } from '../../playtest/types.js'
import { emptyCounts, heat } from '../../playtest/tally.js'
import type { KakekkoAction, KakekkoState } from './types.js'

export const playtest: GameCounters<KakekkoState, KakekkoAction> = {
  start: (s) => emptyCounts({ connects: s.n, shortcutSteps: s.n }, ['shortcuts', 'inked', 'landed']),
  step(t, before, action, after) {
    if (before.phase !== 'act') return
    const seat = before.queue[0]
    const g = before.g
    if (action.t === 'connect') {
      t.counters.connects[seat]++
      heat(t, 'inked', action.slot)
    } else if (action.t === 'walk') {
      const from = g.ix[before.pos[seat]]
      const to = g.ix[action.to]
      // a step between squares no road joins runs along an inked shortcut line
      if (!g.adj[from].includes(to)) {
        const k = g.slotsAt[from].find((k) => before.inked[k] && (g.slots[k].a === to || g.slots[k].b === to))
        if (k !== undefined) {
          t.counters.shortcutSteps[seat]++
          heat(t, 'shortcuts', g.slots[k].id)
        }
      }
    }
    // the seat's turn is over when someone else acts next or the phase changes
    if (after.phase !== 'act' || after.queue[0] !== seat) heat(t, 'landed', after.pos[seat])
  },
  finish() {},
  end: (last) => (last.timeUp ? { kind: 'roundLimit', limit: true } : { kind: 'finish', limit: false }),
}
