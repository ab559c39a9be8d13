import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Rand } from '../../../shared/engine/rng.js'
import type { RecessAction, RecessBoard, RecessRules, RecessState } from '../../../shared/games/recess/types.js'
import { playChecked, type Contract } from '../../support/contract.js'
import { recess } from './helpers.js'
import { randomScenario } from './random-scenarios.js'

/** the choosers of issue 13: uniform random, and each bot level (the searches on a tiny budget) */
const CHOOSERS = ['uniform', 'easy', 'normal', 'hard'] as const

/** an action that may or may not be legal: a random one, or a legal one with one field changed */
function candidate(s: RecessState, legal: RecessAction[], rand: Rand): RecessAction {
  const cell = (): [number, number] => [rand.int(s.board.height), rand.int(s.board.width)]
  const kid = rand.int(s.kp.length)
  const base = legal[rand.int(legal.length)]
  switch (rand.int(9)) {
    case 0:
      return { t: 'stay', kid }
    case 1:
      return { t: 'kid', kid, steps: 1 + rand.int(3), to: cell() }
    case 2:
      return { t: 'nun', nun: rand.int(s.np.length + 1), to: cell() }
    case 3:
      return { t: 'shove', to: cell() }
    case 4:
      return { t: 'tattle', to: cell() }
    case 5:
      return rand.int(2) ? { t: 'pass' } : { t: 'timeout' }
    default: {
      if (!('to' in base)) return base
      const [r, c] = base.to
      const to: [number, number] = [Math.max(0, r + rand.int(3) - 1), Math.max(0, c + rand.int(3) - 1)]
      if (base.t === 'kid') return rand.int(2) ? { ...base, to } : { ...base, steps: 1 + rand.int(3) }
      return { ...base, to }
    }
  }
}

/** six candidate actions a state, random or legal ones with one field changed; the bots' picks legal */
const RECESS: Contract<RecessState, RecessAction, RecessRules, RecessBoard> = {
  game: recess,
  probes: (s, rand) => {
    const legal = recess.legalActions(s)
    return legal.length ? Array.from({ length: 6 }, () => candidate(s, legal, rand)) : []
  },
  budget: { normal: 4, hard: 12 },
  picks: (s, rand) => [recess.bots.random(s, rand), recess.playout!(s, rand)],
}

describe('every game (issue 13): random legal scenarios, 3 to 5 seats, every chooser', () => {
  it.each(CHOOSERS)(
    '%s: each game ends within maxActions; explain is null exactly for the legal actions; every refusal renders; bots choose legal actions',
    (who) => {
      let longest = 0
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 3, max: 5 }), (seed, seats) => {
          const scenario = randomScenario(seed)
          const actions = playChecked(RECESS, scenario, seats, seed, who)
          expect(actions).toBeLessThanOrEqual(recess.maxActions(scenario, seats))
          longest = Math.max(longest, actions)
        }),
        { seed: 13, numRuns: 4 },
      )
      expect(longest).toBeGreaterThan(0)
    },
  )

  it('maxActions follows the stated formula: turns × (5 + 7 × (pieces − 1))', () => {
    const s = recess.defaultScenario
    expect(recess.maxActions(s, 3)).toBe(30 * (5 + 7 * (3 * 4 + 2 - 1)))
    expect(recess.maxActions({ ...s, rules: { ...s.rules, turns: 1 } }, 5)).toBe(5 + 7 * (5 * 4 + 2 - 1))
  })
})
