import { describe, expect, it } from 'vitest'
import { playRange } from '../../../shared/playtest/play.js'
import { report } from '../../../shared/playtest/report.js'
import type { PlaytestLevel, PlaytestRun } from '../../../shared/playtest/types.js'
import { TWINS } from './designs.js'

/**
 * A deliberately unfair design is reported unfair (its favoured seat wins more than a fair share,
 * the fair share lying below its 95% interval) and its fair twin is not (no seat's interval leaves
 * out the fair share). Easy bots, 100 games each: the unfair designs are strongly unfair.
 */
const GAMES_EACH = 100

function verdicts(scenario: PlaytestRun['scenario'], seats: number, levels: PlaytestLevel[]) {
  const run: PlaytestRun = { scenario, seats, levels, seed: 2026, games: GAMES_EACH }
  return report(run, playRange(run, 0, GAMES_EACH))
}

describe('a playtest tells an unfair design from its fair twin', () => {
  for (const [game, twins] of Object.entries(TWINS)) {
    it(game, () => {
      const t = twins()
      const easy = new Array<PlaytestLevel>(t.seats).fill('easy')
      const unfair = verdicts(t.unfair, t.seats, t.unfairLevels ?? easy)
      expect(unfair.seats[t.favoured].verdict).toBe('more')
      expect(unfair.seats[t.favoured].low).toBeGreaterThan(unfair.fairShare)
      const fair = verdicts(t.fair, t.seats, easy)
      expect(fair.seats.map((s) => s.verdict)).toEqual(new Array(t.seats).fill('fair'))
    })
  }
})
