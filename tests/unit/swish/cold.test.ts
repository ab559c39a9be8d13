/**
 * A bot worker's first decisions run on code the JIT has not compiled yet, its later ones on
 * compiled code, and the search's scratch objects (fans, chains) start from their first values.
 * Whatever the JIT does, and whatever those first values are, the same search gives the same
 * answer: this file's first search (cold: the test file's modules are fresh) is repeated once
 * the code has run a few hundred iterations more, and the two trees must be equal.
 */
import { describe, expect, it } from 'vitest'
import { swish } from '../../../shared/games/swish/index.js'
import { mcts } from '../../../shared/ai/mcts.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { Chain } from '../../../shared/games/swish/search/chain.js'

/** the first swimming positions of a seeded 2-seat game with a choice */
function swimPositions(count: number): SwishState[] {
  const rand = makeRand(7)
  const out: SwishState[] = []
  let s = swish.setup(swish.defaultScenario, 2, 7)
  while (out.length < count && swish.toAct(s) !== null) {
    if (s.phase === 'swim' && swish.legalActions(s).length > 1) out.push(s)
    s = swish.apply(s, swish.bots.random(s, rand))
  }
  return out
}

describe('Swish search from a cold start', () => {
  it("gives a fresh process's first decisions the answers the warmed-up search gives", () => {
    const positions = swimPositions(2)
    expect(positions).toHaveLength(2)
    const search = (s: SwishState, seed: number) => mcts(swish, s, { seed, iterations: 80 })
    const cold = positions.map((s, i) => search(s, i + 1))
    // warm up: the same rules and search over other seeds, then the first searches again
    for (let k = 0; k < 2; k++) positions.forEach((s, i) => search(s, 100 + 10 * k + i))
    const warm = positions.map((s, i) => search(s, i + 1))
    warm.forEach((w, i) => {
      expect(w.action).toEqual(cold[i].action)
      expect(w.stats.root).toEqual(cold[i].stats.root)
      expect(w.stats.steps).toBe(cold[i].stats.steps)
    })
  })

  it("the first turn state of a process (its fields written once more, chain.ts) holds a new turn's values", () => {
    const [s] = swimPositions(1)
    const first = new Chain(s)
    const later = new Chain(s)
    const values = (c: Chain) => Object.entries(c).filter(([key]) => key !== 'roomId' && key !== 'scratch')
    expect(values(first)).toEqual(values(later))
    expect(first.pushAt).toBe(-1)
    expect(Object.is(first.boxShift, -0)).toBe(true)
    expect(first.placeEnd).toBe(Infinity)
    expect(first.blocks).toBeNull()
  })
})
