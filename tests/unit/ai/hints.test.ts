import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../shared/games/registry.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { GameModule } from '../../../shared/engine/types.js'

describe('search hints: every hinted action is legal, and there is one whenever the game goes on', () => {
  for (const game of Object.values<GameModule>(GAMES).filter((g) => g.hint)) {
    it(game.id, () => {
      for (let g = 0; g < 6; g++) {
        const rand = makeRand(g + 1)
        let s = game.setup(game.defaultScenario, game.defaultScenario.players.min, g + 1)
        for (let i = 0; i < 400 && game.toAct(s) !== null; i++) {
          const hinted = game.hint!(s)
          expect(hinted.length).toBeGreaterThan(0)
          for (const a of hinted) expect(game.explain(s, a), JSON.stringify(a)).toBeNull()
          s = game.apply(s, game.bots.random(s, rand))
        }
      }
    })
  }
})
