import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { swish } from '../../../shared/games/swish/index.js'
import { fallbackAction } from '../../../shared/games/swish/bots.js'
import { ringSlots, scatterPond } from '../../../shared/games/swish/editor.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { scenarioWith } from './helpers.js'

/**
 * RULINGS Swish 9: when nothing in the bots' smaller set is legal they fall back to the first
 * step proved legal under a growing node budget, else Stop or Pass. Compared with the exact
 * legalActions on every swimming state of seeded games on a crowded pond: the fallback's action
 * is always legal, and it is Pass exactly when Pass is the only legal action.
 */
describe('the Swish bots’ fallback (RULINGS Swish 9)', () => {
  it('always answers a legal action, and Pass only when no step is legal', () => {
    let swimming = 0
    for (let seed = 1; seed <= 6; seed++) {
      const scenario = scenarioWith((s) => {
        const fish = scatterPond({ counts: [9, 9, 9, 9], radius: 4, spacing: 0.6, seed })
        s.board = { pondRadius: 4, tableRadius: 7, fish, slots: ringSlots(8, 4.6) }
        s.rules = { ...s.rules, jointLimit: 160, stallRounds: 2 }
      })
      if (swish.check(scenario).length) continue
      const rand = makeRand(seed)
      let state: SwishState = swish.setup(scenario, 2 + (seed % 3), seed)
      for (let n = 0; n < 400 && swish.toAct(state) !== null; n++) {
        if (state.phase === 'swim') {
          swimming++
          const legal = swish.legalActions(state)
          const a = fallbackAction(state)
          expect(swish.explain(state, a), JSON.stringify(a)).toBeNull()
          const onlyPass = legal.length === 1 && legal[0].t === 'pass'
          expect(a.t === 'pass').toBe(onlyPass)
        }
        state = swish.apply(state, swish.bots.random(state, rand))
      }
    }
    expect(swimming).toBeGreaterThan(100)
  })
})
