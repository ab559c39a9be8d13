import { describe, expect, it } from 'vitest'
import { chooseAction } from '../../../shared/ai/choose.js'
import { mixSeed } from '../../../shared/engine/rng.js'
import type { GameId, GameModule, Scenario } from '../../../shared/engine/types.js'
import { GAMES } from '../../../shared/games/registry.js'
import { playRange } from '../../../shared/playtest/play.js'
import { report } from '../../../shared/playtest/report.js'
import type { PlaytestLevel, PlaytestRun } from '../../../shared/playtest/types.js'

/**
 * On each built-in scenario the playtest's wins and ties agree with a plain loop written here:
 * the seeds as shared/playtest/README.md states them, the Easy bot asked directly, each game played
 * until no seat is to act, and a sole first place counted as a win.
 */
function plainLoop(g: GameModule, scenario: Scenario, seats: number, seed: number, games: number) {
  const wins = new Array<number>(seats).fill(0)
  let ties = 0
  const base = mixSeed(seed)
  for (let i = 0; i < games; i++) {
    const bots = mixSeed(base + 2 * i + 1)
    let s = g.setup(scenario, seats, mixSeed(base + 2 * i))
    for (let n = 0; g.toAct(s) !== null; n++) s = g.apply(s, chooseAction(g, s, 'easy', (bots + n) | 0))
    const ranking = g.result(s) as number[]
    const first = ranking.flatMap((place, seat) => (place === 1 ? [seat] : []))
    if (first.length === 1) wins[first[0]]++
    else ties++
  }
  return { wins, ties }
}

const CASES: { game: GameId; seats: number; games: number }[] = [
  { game: 'recess', seats: 3, games: 12 },
  { game: 'kakekko', seats: 4, games: 20 },
  { game: 'exxtra', seats: 3, games: 30 },
  { game: 'swish', seats: 2, games: 6 },
]

describe('playtest wins agree with a plain loop over the same seeds', () => {
  for (const { game, seats, games } of CASES) {
    it(game, () => {
      const g = GAMES[game]
      const run: PlaytestRun = {
        scenario: g.defaultScenario,
        seats,
        levels: new Array<PlaytestLevel>(seats).fill('easy'),
        seed: 42,
        games,
      }
      const r = report(run, playRange(run, 0, games))
      const plain = plainLoop(g, g.defaultScenario, seats, 42, games)
      expect(r.seats.map((s) => s.wins)).toEqual(plain.wins)
      expect(r.ties).toBe(plain.ties)
      expect(r.seats.reduce((n, s) => n + s.wins, 0) + r.ties).toBe(games)
    })
  }
})
