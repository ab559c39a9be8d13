import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { swish } from '../../../shared/games/swish/index.js'
import { candidateAngles } from '../../../shared/games/swish/bots.js'
import { ringSlots, scatterPond } from '../../../shared/games/swish/editor.js'
import { Placing } from '../../../shared/games/swish/fish.js'
import { quickStepProblem, stepProblem } from '../../../shared/games/swish/rules.js'
import { witnessed } from '../../../shared/games/swish/witness.js'
import type { SwishScenario, SwishState } from '../../../shared/games/swish/types.js'
import { scenarioWith } from './helpers.js'

/** a crowded pond (as in fallback.test.ts): many steps need the search for a way out */
function crowded(seed: number): SwishScenario {
  return scenarioWith((s) => {
    const fish = scatterPond({ counts: [9, 9, 9, 9], radius: 4, spacing: 0.6, seed })
    s.board = { pondRadius: 4, tableRadius: 7, fish, slots: ringSlots(8, 4.6) }
    s.rules = { ...s.rules, jointLimit: 160, stallRounds: 2 }
  })
}

const sameTurn = (a: SwishState, b: SwishState) => b.phase === 'swim' && b.seat === a.seat && b.steps === a.steps + 1

/**
 * Follows the witness from `state` (reached by a proved step) to the end of the turn, checking
 * each step it names against the exact rules: every one legal (stepProblem and legalActions), and
 * Stop legal where it names none (a step after which the turn can end at once leaves no witness).
 * Returns how many steps it named.
 */
function followWitness(state: SwishState, where: string): number {
  let s = state,
    named = 0
  for (;;) {
    const w = witnessed(s)
    if (w === null) {
      expect(swish.explain(s, { t: 'stop' }), `${where}: Stop after ${named} witnessed steps`).toBeNull()
      return named
    }
    expect(stepProblem(s, w), `${where}: witnessed step ${w}°`).toBe(Placing.Fine)
    expect(swish.legalActions(s)).toContainEqual({ t: 'step', deg: w })
    named++
    const next = swish.apply(s, { t: 'step', deg: w })
    if (!sameTurn(s, next)) return named // the turn ended (a touch or its last step)
    s = next
  }
}

/**
 * witness.ts: after a step proved legal, the next step of its way out is legal (or Stop is, when
 * there is none), and so on to the end of the turn: checked against the exact
 * stepProblem and legalActions on random swimming states of seeded games, default and crowded
 * ponds, for every candidate angle the bots prove within their node budget.
 */
describe('the Swish witness (the way out kept from a proof that a step is legal)', () => {
  it('names only legal steps, and Stop only where it is legal, to the end of the turn', () => {
    let proofs = 0,
      named = 0,
      swimming = 0
    const scenarios: [string, SwishScenario][] = [['default', swish.defaultScenario]]
    for (let seed = 1; seed <= 4; seed++) scenarios.push([`crowded ${seed}`, crowded(seed)])
    scenarios.forEach(([name, scenario], g) => {
      if (swish.check(scenario).length) return
      const rand = makeRand(40 + g)
      let state: SwishState = swish.setup(scenario, 2 + (g % 3), 40 + g)
      for (let n = 0; n < 300 && swish.toAct(state) !== null; n++) {
        if (state.phase === 'swim' && n % 2 === 0) {
          swimming++
          for (const deg of candidateAngles(state)) {
            if (quickStepProblem(state, deg) !== Placing.Fine) continue
            const next = swish.apply(state, { t: 'step', deg })
            if (!sameTurn(state, next)) continue
            proofs++
            named += followWitness(next, `${name}, action ${n}, ${deg}°`)
          }
        }
        state = swish.apply(state, swish.bots.random(state, rand))
      }
    })
    expect(swimming).toBeGreaterThan(100)
    // the sample does exercise ways out of several steps, not only Stop at once
    expect(proofs).toBeGreaterThan(1000)
    expect(named).toBeGreaterThan(100)
  })
})
