import { describe, expect, it } from 'vitest'
import { mcts, rankRewards } from '../../../shared/ai/mcts.js'
import { seedRng } from '../../../shared/engine/rng.js'
import { toy } from '../engine/toy-game.js'

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

  it('stops at the node cap and keeps going with playouts', () => {
    const r = mcts(toy, start, { seed: 1, iterations: 500, nodeCap: 20 })
    expect(r.stats.nodes).toBeLessThanOrEqual(20)
    expect(r.stats.iterations).toBe(500)
  })

  it('stops at its time budget with an injected clock', () => {
    let t = 0
    const r = mcts(toy, start, { seed: 1, timeMs: 10, now: () => (t += 1) })
    // the clock is read every 16 iterations, one tick per read: 10 ticks pass after 10 reads
    expect(r.stats.iterations).toBe(160)
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
