import { describe, expect, it } from 'vitest'
import { mcts } from '../../../shared/ai/mcts.js'
import { chooseAction } from '../../../shared/ai/choose.js'
import { makeRand, seedRng } from '../../../shared/engine/rng.js'
import { GAMES } from '../../../shared/games/registry.js'
import type { BaseState, GameModule } from '../../../shared/engine/types.js'

/** positions with a choice along a game played by the heuristic bots (so dice matter ahead) */
function positions(game: GameModule, seed: number, count: number): BaseState[] {
  const rand = makeRand(seed)
  const out: BaseState[] = []
  let s = game.setup(game.defaultScenario, Math.max(2, game.seatLimits.min), seed)
  for (let i = 0; out.length < count && game.toAct(s) !== null && i < 3000; i++) {
    if (i % 3 === 0 && game.legalActions(s).length > 1) out.push(s)
    s = game.apply(s, game.bots.heuristic(s, rand))
  }
  return out
}

/**
 * A bot that read the dice ahead (the random source kept in the state) would choose differently
 * when only that source differs. Every level, with its hooks, must choose the same.
 */
describe("no bot sees the game's future dice: the same position with another random source gets the same choice", () => {
  for (const game of Object.values<GameModule>(GAMES).filter((g) => g.id !== 'swish')) {
    it(game.id, () => {
      const states = positions(game, 7, 6)
      expect(states.length).toBeGreaterThan(2)
      for (const [k, s] of states.entries()) {
        const other = { ...s, rng: seedRng(987_654 + k) }
        for (const level of ['random', 'easy', 'normal'] as const) {
          expect(chooseAction(game, other, level, k), `${level} at ${k}`).toEqual(chooseAction(game, s, level, k))
        }
        // the search with every hook, on an iteration budget so that it is deterministic
        const a = mcts(game, s, { seed: k, iterations: 150 })
        const b = mcts(game, other, { seed: k, iterations: 150 })
        expect(b.action, `search at ${k}`).toEqual(a.action)
        expect(b.stats.root).toEqual(a.stats.root)
      }
    })
  }
})
