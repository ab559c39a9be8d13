import { describe, expect, it } from 'vitest'
import { mcts, rankRewards } from '../../../shared/ai/mcts.js'
import { seedRng } from '../../../shared/engine/rng.js'
import { toy } from '../engine/toy-game.js'
import { GAMES } from '../../../shared/games/registry.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { BaseState, GameModule } from '../../../shared/engine/types.js'
import { referenceMcts } from './reference-mcts.js'

/** positions with a choice met along a random game, every `every` actions */
function positions(game: GameModule, seed: number, count: number, every: number): BaseState[] {
  const rand = makeRand(seed)
  const out: BaseState[] = []
  let s = game.setup(game.defaultScenario, game.defaultScenario.players.min, seed)
  for (let i = 0; out.length < count && game.toAct(s) !== null && i < 2000; i++) {
    const choices = (game.hint?.(s) ?? game.legalActions(s)).length
    if (i % every === 0 && choices > 1 && game.legalActions(s).length > 1) out.push(s)
    s = game.apply(s, game.bots.random(s, rand))
  }
  return out
}

describe('MCTS', () => {
  const start = toy.apply(toy.setup(toy.defaultScenario, 2, 3), { t: 'roll' })

  it('is deterministic for a given seed and iteration budget', () => {
    const a = mcts(toy, start, { seed: 5, iterations: 300 })
    const b = mcts(toy, start, { seed: 5, iterations: 300 })
    expect(a.action).toEqual(b.action)
    expect(a.stats.root).toEqual(b.stats.root)
    expect(a.stats.iterations).toBe(300)
  })

  it("never sees the game's future dice: its choice does not depend on the state's random source", () => {
    for (const seed of [1, 2, 3]) {
      const a = mcts(toy, { ...start, rng: seedRng(1000) }, { seed, iterations: 200 })
      const b = mcts(toy, { ...start, rng: seedRng(2000) }, { seed, iterations: 200 })
      expect(a.action).toEqual(b.action)
      expect(a.stats.root).toEqual(b.stats.root)
    }
  })

  it("a game's withRng (Swish's: its states' own shape) changes no result: the same tree as spreading the root", () => {
    const swish = GAMES.swish as GameModule
    expect(swish.withRng).toBeDefined()
    const spread: GameModule = { ...swish, withRng: undefined }
    for (const [k, s] of positions(swish, 11, 3, 7).entries()) {
      const a = mcts(swish, s, { seed: 20 + k, iterations: 150 })
      const b = mcts(spread, s, { seed: 20 + k, iterations: 150 })
      expect(a.action).toEqual(b.action)
      expect(a.stats.root).toEqual(b.stats.root)
    }
    // it gives the state with the new random source and nothing else changed
    const [s] = positions(swish, 12, 1, 5)
    const rng = seedRng(77)
    expect(swish.withRng!(s, rng)).toEqual({ ...s, rng })
  })

  it('stops at the node cap and keeps going with playouts', () => {
    const r = mcts(toy, start, { seed: 1, iterations: 500, nodeCap: 20 })
    expect(r.stats.nodes).toBeLessThanOrEqual(20)
    expect(r.stats.iterations).toBe(500)
  })

  it('stops at its time budget with an injected clock', () => {
    let t = 0
    const r = mcts(toy, start, { seed: 1, timeMs: 10, now: () => (t += 1) })
    // one tick per reading: each iteration looks 1 ms long, so the clock is read at every one, from
    // 1 (the call) to 10 after 8 iterations, when one more would overrun the budget
    expect(r.stats.iterations).toBe(8)
    expect(t).toBeLessThanOrEqual(10)
  })

  it('builds the same tree as a slow reference search (object nodes, JSON keys) on the toy race', () => {
    for (const seed of [1, 2, 3, 4]) {
      const real = mcts(toy, start, { seed, iterations: 400 })
      const ref = referenceMcts(toy, start, { seed, iterations: 400 })
      expect(real.stats.root).toEqual(ref.root)
      expect(real.stats.nodes).toBe(ref.nodes)
    }
  })

  for (const game of Object.values<GameModule>(GAMES)) {
    it(`builds the same tree as the slow reference search on random ${game.id} positions, with the game's hooks and without`, () => {
      const bare: GameModule = { ...game, hint: undefined, evaluate: undefined, playout: undefined }
      for (const [i, s] of positions(game, 7, 3, 5).entries()) {
        for (const g of [game, bare]) {
          const opts = { seed: 11 + i, iterations: 60, maxPlayout: g === bare ? 12 : undefined, nodeCap: 40 }
          const real = mcts(g, s, opts)
          const ref = referenceMcts(g, s, opts)
          expect(real.stats.root).toEqual(ref.root)
          expect(real.stats.nodes).toBe(ref.nodes)
        }
      }
    })
  }

  it('keeps its tree within the node cap, at a fixed size per node', () => {
    const r = mcts(toy, start, { seed: 2, iterations: 3000, nodeCap: 500 })
    expect(r.stats.nodes).toBe(500)
    expect(r.stats.bytes).toBeLessThan(500 * 42 + 100_000)
  })

  it('returns a legal action', () => {
    const r = mcts(toy, start, { seed: 9, iterations: 100 })
    expect(toy.explain(start, r.action)).toBeNull()
  })
})

describe('rank rewards', () => {
  it('gives 1 to a sole winner, 0 to the last, and shares ties', () => {
    expect(rankRewards([1, 2, 3])).toEqual([1, 0.5, 0])
    expect(rankRewards([1, 1, 3])).toEqual([0.75, 0.75, 0])
    expect(rankRewards([2, 1])).toEqual([0, 1])
  })
})
