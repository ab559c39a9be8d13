import { describe, expect, it } from 'vitest'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { GAMES } from '../../../shared/games/registry.js'
import { compare, report, type PlaytestReport } from '../../../shared/playtest/report.js'
import type { GameRecord, PlaytestLevel, PlaytestRun } from '../../../shared/playtest/types.js'

/**
 * The verdicts over all seats of one playtest hold together at the 5% level: over many fair
 * synthetic playtests (each game won by a seat drawn evenly), at most about one in 20 flags any
 * seat, and at most about one in 20 comparisons of two fair playtests calls any seat's change
 * significant. Judged seat by seat at 5% each, four fair seats flag one in about one playtest of 5.
 */
const SEATS = 4
const GAMES_EACH = 200
const PLAYTESTS = 2000

const run: PlaytestRun = {
  scenario: GAMES.exxtra.defaultScenario,
  seats: SEATS,
  levels: new Array<PlaytestLevel>(SEATS).fill('normal'),
  seed: 1,
  games: GAMES_EACH,
}

function fairPlaytest(rng: ReturnType<typeof xoroshiro128plus>): PlaytestReport {
  const records: GameRecord[] = Array.from({ length: GAMES_EACH }, (_, index) => {
    const winner = uniformInt(rng, 0, SEATS - 1)
    const ranking = Array.from({ length: SEATS }, (_, seat) => (seat === winner ? 1 : 2))
    return {
      index,
      seed: index,
      ranking,
      winners: [winner],
      tie: false,
      turns: 1,
      actions: 1,
      end: { kind: 'goal', limit: false },
      counts: { counters: {}, heat: {} },
    }
  })
  return report(run, records)
}

describe('the playtest verdicts control the family-wise error over seats', () => {
  it(`at most ~5% of ${PLAYTESTS} fair ${SEATS}-seat playtests of ${GAMES_EACH} games flag a seat`, () => {
    const rng = xoroshiro128plus(2026)
    const reports = Array.from({ length: PLAYTESTS }, () => fairPlaytest(rng))
    const flagged = reports.filter((r) => r.seats.some((s) => s.verdict !== 'fair')).length / PLAYTESTS
    expect(flagged).toBeLessThanOrEqual(0.055)
    // the displayed intervals stay 95% each: one seat alone leaves the fair share out ~5% of the time
    const outside = reports.filter((r) => r.fairShare < r.seats[0].low || r.fairShare > r.seats[0].high).length
    expect(outside / PLAYTESTS).toBeGreaterThan(0.02)
    expect(outside / PLAYTESTS).toBeLessThan(0.08)
  })

  it(`at most ~5% of ${PLAYTESTS / 2} comparisons of two fair playtests call a seat's change significant`, () => {
    const rng = xoroshiro128plus(7)
    let flagged = 0
    for (let i = 0; i < PLAYTESTS / 2; i++) {
      const c = compare(fairPlaytest(rng), fairPlaytest(rng))
      if (c.seats.some((s) => s.significant)) flagged++
    }
    expect(flagged / (PLAYTESTS / 2)).toBeLessThanOrEqual(0.055)
  })
})
