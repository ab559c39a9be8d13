/**
 * What a Swish playtest counts (shared/playtest): per seat the small fish eaten, the indigestions
 * and the final score; heat maps over a grid of squares one bone length wide laid on the pond's
 * coordinates: `swim` (the front tip after each step) and `eat` (the centre of each small fish
 * eaten, indigestions included). A cell's key is "i,j": the square from x = i to i + 1 and y = j
 * to j + 1 (`SWIM_CELL` bone lengths a side).
 */
import type { GameCounters } from '../../playtest/types.js'
import { emptyCounts, heat } from '../../playtest/tally.js'
import { scores } from './rules.js'
import type { SwishAction, SwishState } from './types.js'

/** side of a heat map cell, in bone lengths */
export const SWIM_CELL = 1

const cellKey = (x: number, y: number): string => `${Math.floor(x / SWIM_CELL)},${Math.floor(y / SWIM_CELL)}`

export const playtest: GameCounters<SwishState, SwishAction> = {
  start: (s) => emptyCounts({ eaten: s.n, indigestions: s.n, score: s.n }, ['swim', 'eat']),
  step(t, before, action, after) {
    if (before.phase === 'setup') return
    const seat = before.seat
    if (action.t === 'step') {
      const p = after.fish[seat]?.p
      if (p) heat(t, 'swim', cellKey(p[0], p[1]))
    }
    if (after.pond.length < before.pond.length) {
      for (const f of before.pond) {
        if (after.pond.some((g) => g.id === f.id)) continue
        t.counters.eaten[seat]++
        heat(t, 'eat', cellKey((f.x1 + f.x2) / 2, (f.y1 + f.y2) / 2))
      }
    }
  },
  finish(t, last) {
    last.sick.forEach((s, seat) => (t.counters.indigestions[seat] += s.length))
    scores(last).forEach((v, seat) => (t.counters.score[seat] += v))
  },
  end(last) {
    if (last.pond.length === 0) return { kind: 'pondEmpty', limit: false }
    if (last.passes >= last.n) return { kind: 'allPassed', limit: false }
    return { kind: 'quietRounds', limit: true }
  },
}
