import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../shared/games/registry.js'
import { compare, report } from '../../../shared/playtest/report.js'
import { holm, normalCdf, quantile, twoProportions, wilson } from '../../../shared/playtest/stats.js'
import type { GameRecord, PlaytestRun } from '../../../shared/playtest/types.js'

const run: PlaytestRun = {
  scenario: GAMES.exxtra.defaultScenario,
  seats: 3,
  levels: ['easy', 'easy', 'easy'],
  seed: 9,
  games: 10,
}

/** a game record with only what the report reads */
function record(index: number, ranking: number[], turns: number, limit = false): GameRecord {
  const winners = ranking.flatMap((p, seat) => (p === 1 ? [seat] : []))
  return {
    index,
    seed: index,
    ranking,
    winners,
    tie: winners.length > 1,
    turns,
    actions: turns * 2,
    end: { kind: limit ? 'roundLimit' : 'goal', limit },
    counts: { counters: { rungs: [index, 1] }, heat: { landed: { [index % 2]: 1 } } },
  }
}

describe('playtest report', () => {
  it('counts sole first places as wins and shared ones as ties, apart', () => {
    const records = [
      record(0, [1, 2, 3], 10),
      record(1, [1, 2, 2], 20),
      record(2, [2, 1, 3], 30),
      record(3, [1, 1, 3], 40, true),
      record(4, [3, 2, 1], 50),
    ]
    const r = report(run, records)
    expect(r.seats.map((s) => s.wins)).toEqual([2, 1, 1])
    expect(r.seats.map((s) => s.shared)).toEqual([1, 1, 0])
    expect(r.ties).toBe(1)
    expect(r.seats.reduce((n, s) => n + s.wins, 0) + r.ties).toBe(r.games)
    // the decided games split evenly: 4 of 5 games, 3 seats
    expect(r.fairShare).toBeCloseTo(4 / 5 / 3)
    expect(r.seats[0].winRate).toBe(0.4)
    expect(r.turns).toEqual({ median: 30, p90: 50, max: 50 })
    expect(r.actions).toEqual({ median: 60, p90: 100, max: 100 })
    expect(r.limitEnded).toBe(1)
    expect(r.ends).toEqual({ goal: 4, roundLimit: 1 })
    expect(r.counters.rungs).toEqual([0 + 1 + 2 + 3 + 4, 5])
    expect(r.heat.landed).toEqual({ 0: 3, 1: 2 })
  })

  it('a seat is "more" or "less" when its Holm-adjusted score test rejects the fair share', () => {
    const records = Array.from({ length: 60 }, (_, i) =>
      record(i, i < 40 ? [1, 2, 3] : i < 50 ? [2, 1, 3] : [2, 3, 1], 5),
    )
    const r = report(run, records)
    expect(r.seats.map((s) => s.verdict)).toEqual(['more', 'less', 'less'])
    for (const s of r.seats) expect(s.verdict === 'fair').toBe(s.pAdjusted >= 0.05)
    // Holm: the smallest p is multiplied by the 3 seats, the next by 2, each at least the one before
    const ps = r.seats.map((s) => s.p)
    expect(Math.min(...r.seats.map((s) => s.pAdjusted))).toBeCloseTo(Math.min(1, 3 * Math.min(...ps)), 10)
    const even = report(
      run,
      Array.from({ length: 60 }, (_, i) =>
        record(
          i,
          [0, 1, 2].map((seat) => ((((seat - i) % 3) + 3) % 3) + 1),
          5,
        ),
      ),
    )
    expect(even.seats.map((s) => [s.wins, s.verdict])).toEqual([
      [20, 'fair'],
      [20, 'fair'],
      [20, 'fair'],
    ])
  })

  it('a seat whose 95% interval alone leaves out the fair share is still fair when the seats together do not', () => {
    // 100 games, 3 seats: 43 wins lies just outside the interval of a fair third on its own (p ≈ 0.04)
    const records = Array.from({ length: 100 }, (_, i) =>
      record(i, i < 43 ? [1, 2, 3] : i < 72 ? [2, 1, 3] : [2, 3, 1], 5),
    )
    const r = report(run, records)
    expect(r.seats[0].low).toBeGreaterThan(r.fairShare)
    expect(r.seats[0].p).toBeLessThan(0.05)
    expect(r.seats[0].pAdjusted).toBeGreaterThanOrEqual(0.05)
    expect(r.seats[0].verdict).toBe('fair')
  })

  it('compare marks a change of win rate significant by the two-proportion test, and no change not', () => {
    const a = report(
      run,
      Array.from({ length: 100 }, (_, i) => record(i, i < 60 ? [1, 2, 3] : [2, 1, 3], 5)),
    )
    const b = report(
      run,
      Array.from({ length: 100 }, (_, i) => record(i, i < 30 ? [1, 2, 3] : [2, 1, 3], 5)),
    )
    const c = compare(a, b)
    expect(c.seats[0]).toMatchObject({ a: 0.6, b: 0.3, significant: true })
    expect(c.seats[0].diff).toBeCloseTo(-0.3)
    expect(c.seats[2]).toMatchObject({ diff: 0, significant: false })
    expect(compare(a, a).seats.every((s) => s.diff === 0 && !s.significant)).toBe(true)
  })

  it('statistics: Wilson intervals, nearest-rank quantiles, the pooled z test', () => {
    expect(wilson(0, 10).low).toBe(0)
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 4)
    expect(wilson(5, 10).low).toBeCloseTo(0.2366, 4)
    expect(wilson(5, 10).high).toBeCloseTo(0.7634, 4)
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9)
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2)
    // 30 of 100 against 50 of 100: z = −0.2 / √(0.4 · 0.6 · 0.02) = −2.887
    expect(twoProportions(30, 100, 50, 100).z).toBeCloseTo(-2.887, 3)
    expect(twoProportions(30, 100, 50, 100).significant).toBe(true)
    expect(twoProportions(45, 100, 50, 100).significant).toBe(false)
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6)
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5)
    expect(holm([0.01, 0.04, 0.03])).toEqual([0.03, 0.06, 0.06])
  })
})
