import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../shared/games/registry.js'
import { chunksOf, mergeRecords, runInChunks } from '../../../shared/playtest/chunks.js'
import { playRange } from '../../../shared/playtest/play.js'
import { report } from '../../../shared/playtest/report.js'
import { gameSeeds } from '../../../shared/playtest/seeds.js'
import type { GameRecord, PlaytestRun } from '../../../shared/playtest/types.js'

/**
 * The same scenario, seed, games, levels and seats give the same report, however the games are
 * split among workers: every game's seeds come from the playtest seed and its index alone.
 */
const run = (game: 'exxtra' | 'recess', seed: number, games: number): PlaytestRun => {
  const scenario = GAMES[game].defaultScenario
  return { scenario, seats: 3, levels: ['easy', 'easy', 'easy'], seed, games }
}

/** the chunks played by `workers` lanes that finish in an order of their own (later chunks first) */
async function inWorkers(r: PlaytestRun, workers: number): Promise<GameRecord[]> {
  let calls = 0
  return runInChunks(r.games, workers, async (chunk) => {
    // a lane that is slower every other call: chunks come back out of order
    if (calls++ % 2 === 0) await new Promise((resolve) => setImmediate(resolve))
    return playRange(r, chunk.from, chunk.to)
  })
}

describe('playtest determinism', () => {
  it('the same inputs give the same report, with 1 worker, 2 workers, or all in one go', async () => {
    const r = run('exxtra', 11, 24)
    const once = report(r, playRange(r, 0, r.games))
    expect(report(r, playRange(r, 0, r.games))).toEqual(once)
    expect(report(r, await inWorkers(r, 1))).toEqual(once)
    expect(report(r, await inWorkers(r, 2))).toEqual(once)
    expect(await inWorkers(r, 2)).toEqual(playRange(r, 0, r.games))
  })

  it('a game is the same whichever chunk plays it (Recess!)', () => {
    const r = run('recess', 5, 6)
    const whole = playRange(r, 0, 6)
    const split = mergeRecords([playRange(r, 3, 6), playRange(r, 0, 3)], 6)
    expect(split).toEqual(whole)
  })

  it('another playtest seed gives other games', () => {
    const a = run('exxtra', 1, 10)
    const b = run('exxtra', 2, 10)
    expect(playRange(a, 0, 10).map((g) => g.seed)).not.toEqual(playRange(b, 0, 10).map((g) => g.seed))
    expect(new Set(Array.from({ length: 100 }, (_, i) => gameSeeds(1, i).game)).size).toBe(100)
  })

  it('chunks cover every game once; a merge missing or repeating a game is refused', () => {
    expect(chunksOf(10, 4)).toEqual([
      { from: 0, to: 4 },
      { from: 4, to: 8 },
      { from: 8, to: 10 },
    ])
    const r = run('exxtra', 3, 4)
    const games = playRange(r, 0, 4)
    expect(() => mergeRecords([games.slice(0, 3)], 4)).toThrow(/game 3 is missing/)
    expect(() => mergeRecords([games, games.slice(1, 2)], 4)).toThrow(/repeated/)
  })
})
