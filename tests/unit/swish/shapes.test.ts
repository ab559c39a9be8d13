import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { swish } from '../../../shared/games/swish/index.js'
import { apply, legalActions, setup } from '../../../shared/games/swish/rules.js'
import { copy } from '../../../shared/games/swish/shapes.js'
import type { SwishState } from '../../../shared/games/swish/types.js'

describe('Swish state copies (shapes.ts)', () => {
  it('copy keeps every field of a state, in the order setup makes them, and shares nothing it changes', () => {
    const s = setup(swish.defaultScenario, 3, 7)
    const c = copy(s)
    expect(c).not.toBe(s)
    expect(Object.keys(c)).toEqual(Object.keys(s))
    expect(c).toEqual(s)
  })

  it('states after seeded random games have the fields and field order of a new game, and apply leaves its input unchanged', () => {
    const keys = Object.keys(setup(swish.defaultScenario, 2, 1))
    const rand = makeRand(3)
    for (let game = 0; game < 4; game++) {
      let s: SwishState = setup(swish.defaultScenario, 2, rand.seed())
      for (let k = 0; k < 120 && s.phase !== 'over'; k++) {
        const actions = legalActions(s)
        const before = JSON.stringify(s)
        const next = apply(s, actions[rand.int(actions.length)])
        expect(JSON.stringify(s)).toBe(before)
        expect(Object.keys(next)).toEqual(keys)
        s = next
      }
    }
  })
})
