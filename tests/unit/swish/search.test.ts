import { describe, expect, it } from 'vitest'
import { swish } from '../../../shared/games/swish/index.js'
import { evaluate, greedyPlayout, tightHint } from '../../../shared/games/swish/search.js'
import { makeRand } from '../../../shared/engine/rng.js'
import { mcts } from '../../../shared/ai/mcts.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { small, straight, swimming } from './helpers.js'
import { expectSeatValues } from '../../support/contract.js'

const RED = 0,
  BLUE = 1,
  YELLOW = 2,
  GREEN = 3

/** states met along a few random games, 2 to 4 seats */
function states(): SwishState[] {
  const out: SwishState[] = []
  for (let g = 0; g < 6; g++) {
    const rand = makeRand(g + 11)
    let s = swish.setup(swish.defaultScenario, 2 + (g % 3), g + 11)
    for (let i = 0; i < 300 && swish.toAct(s) !== null; i++) {
      out.push(s)
      s = swish.apply(s, (g % 2 ? swish.bots.random : greedyPlayout)(s, rand))
    }
    out.push(s)
  }
  return out
}

describe('Swish search hooks', () => {
  const all = states()

  it('evaluate: one value in [0, 1] per seat, ordered like the scores when nothing else differs', () => {
    for (const s of all) {
      expectSeatValues(evaluate(s), s.n)
    }
    const pond = [small(1, GREEN, 0, 8)]
    const ahead = swimming(
      [straight(-4, 0, 90, [RED, BLUE, YELLOW, BLUE]), straight(4, 0, 90, [BLUE, RED, YELLOW])],
      pond,
    )
    const [a, b] = evaluate(ahead)
    expect(a).toBeGreaterThan(b)
  })

  it('evaluate: being next to a meal counts', () => {
    const pond = [small(1, GREEN, -4, 1.6), small(2, GREEN, 6, 6)]
    const s = swimming([straight(-4, 0, 90, [RED, BLUE, YELLOW]), straight(4, -6, -90, [BLUE, RED, YELLOW])], pond)
    const [a, b] = evaluate(s)
    expect(a).toBeGreaterThan(b)
  })

  it('playout: every action it draws is legal', () => {
    const rand = makeRand(5)
    for (const s of all) {
      if (swish.toAct(s) === null) continue
      const a = greedyPlayout(s, rand)
      expect(swish.explain(s, a), JSON.stringify(a)).toBeNull()
    }
  })

  it('playout: swims into a fish it can digest right ahead', () => {
    const pond = [small(1, GREEN, -4, 1.3, 0), small(2, GREEN, 6, 6)]
    const s = swimming([straight(-4, 0, 90, [RED, BLUE, YELLOW]), straight(4, -6, -90, [BLUE, RED, YELLOW])], pond)
    const rand = makeRand(1)
    let ate = 0
    for (let i = 0; i < 40; i++) {
      const a = greedyPlayout(s, rand)
      if (a.t === 'step' && swish.apply(s, a).fish[0]!.c.length === 4) ate++
    }
    expect(ate).toBeGreaterThan(30)
  })

  it('hint: non-empty, legal, never biting an indigestible fish when something else is legal', () => {
    for (const s of all) {
      if (swish.toAct(s) === null) continue
      const h = tightHint(s)
      expect(h.length).toBeGreaterThan(0)
      for (const a of h) expect(swish.explain(s, a), JSON.stringify(a)).toBeNull()
    }
    // a yellow fish right ahead would clash: after one step the colours are YELLOW, RED, BLUE
    const pond = [small(1, YELLOW, -4, 1.3, 0), small(2, GREEN, 6, 6)]
    const s = swimming([straight(-4, 0, 90, [RED, BLUE, YELLOW]), straight(4, -6, -90, [BLUE, RED, YELLOW])], pond)
    for (const a of tightHint(s)) {
      if (a.t !== 'step') continue
      const next = swish.apply(s, a)
      expect(next.sick[0].length).toBe(0)
    }
  })

  it('MCTS with these hooks picks the step that eats', () => {
    const pond = [small(1, GREEN, -4, 1.3, 0), small(2, GREEN, 6, 6)]
    const s = swimming([straight(-4, 0, 90, [RED, BLUE, YELLOW]), straight(4, -6, -90, [BLUE, RED, YELLOW])], pond)
    const { action } = mcts(swish, s, { seed: 3, iterations: 300 })
    const next = swish.apply(s, action)
    expect(next.fish[0]!.c.length).toBe(4)
  })
})
