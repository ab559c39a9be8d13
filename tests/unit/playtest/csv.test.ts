import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../shared/games/registry.js'
import { recordsCsv } from '../../../shared/playtest/csv.js'
import { playRange } from '../../../shared/playtest/play.js'
import type { PlaytestRun } from '../../../shared/playtest/types.js'

describe('playtest CSV', () => {
  it('one row per game in index order, with the places, length, end and every counter', () => {
    const run: PlaytestRun = {
      scenario: GAMES.exxtra.defaultScenario,
      seats: 3,
      levels: ['easy', 'easy', 'easy'],
      seed: 4,
      games: 6,
    }
    const records = playRange(run, 0, 6)
    const lines = recordsCsv(run, [...records].reverse()).split('\r\n')
    expect(lines.at(-1)).toBe('')
    const [header, ...rows] = lines.slice(0, -1).map((l) => l.split(','))
    expect(rows).toHaveLength(6)
    expect(header.slice(0, 7)).toEqual(['game', 'seed', 'winner', 'tie', 'place_1', 'place_2', 'place_3'])
    expect(header).toContain('seatBusts_3')
    expect(header).toContain('rungs_0')
    records.forEach((r, i) => {
      const row = Object.fromEntries(header.map((h, j) => [h, rows[i][j]]))
      expect(row.game).toBe(String(i + 1))
      expect(row.seed).toBe(String(r.seed))
      expect(row.winner).toBe(r.tie ? '' : String(r.winners[0] + 1))
      expect(row.turns).toBe(String(r.turns))
      expect(row.end).toBe(r.end.kind)
      expect(row.seatBusts_1).toBe(String(r.counts.counters.seatBusts[0]))
    })
  })
})
