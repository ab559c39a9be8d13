import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeRand, type Rand } from '../../../shared/engine/rng.js'
import { mcts } from '../../../shared/ai/mcts.js'
import { LOCALES, hasMessage, translate } from '../../../shared/i18n/index.js'
import type { Reason } from '../../../shared/engine/types.js'
import type { RecessAction, RecessState } from '../../../shared/games/recess/types.js'
import { recess } from './helpers.js'
import { randomScenario } from './random-scenarios.js'

/** the choosers of issue 13: uniform random, and each bot level (the searches on a tiny budget) */
const CHOOSERS = ['random', 'easy', 'normal', 'hard'] as const
type Chooser = (typeof CHOOSERS)[number]
const BUDGET: Record<'normal' | 'hard', number> = { normal: 4, hard: 12 }

function choose(who: Chooser, s: RecessState, legal: RecessAction[], rand: Rand, counter: number): RecessAction {
  switch (who) {
    case 'random':
      return legal[rand.int(legal.length)]
    case 'easy':
      return recess.bots.heuristic(s, rand)
    default:
      return mcts(recess, s, { seed: counter, iterations: BUDGET[who] }).action
  }
}

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

/** a refusal renders in every language, from that language's own catalogue, with no placeholder left */
function expectRendered(reason: Reason): void {
  for (const locale of LOCALES) {
    expect(hasMessage(locale, reason.key), `${locale} ${reason.key}`).toBe(true)
    const text = translate(locale, reason)
    expect(text, `${locale} ${reason.key} ${JSON.stringify(reason.params)}`).not.toMatch(/\{\w+\}/)
  }
}

const key = (a: RecessAction): string => JSON.stringify(a)

interface Played {
  actions: number
  bound: number
}

/** plays one game, checking the contract at every state; returns its length and stated bound */
function playChecked(seed: number, seats: number, who: Chooser): Played {
  const scenario = randomScenario(seed)
  const bound = recess.maxActions(scenario, seats)
  const rand = makeRand(seed ^ 0x5eed)
  let s = recess.setup(scenario, seats, seed)
  let actions = 0
  while (recess.toAct(s) !== null) {
    expect(actions).toBeLessThan(bound)
    const legal = recess.legalActions(s)
    expect(legal.length, 'a running game always offers an action').toBeGreaterThan(0)
    const keys = new Set(legal.map(key))
    expect(keys.size).toBe(legal.length)
    for (const a of legal) expect(recess.explain(s, a), key(a)).toBeNull()
    for (let i = 0; i < 6; i++) {
      const a = candidate(s, legal, rand)
      const reason = recess.explain(s, a)
      expect(reason === null, key(a)).toBe(keys.has(key(a)))
      if (reason) expectRendered(reason)
    }
    for (const bot of [recess.bots.random(s, rand), recess.playout!(s, rand)])
      expect(keys.has(key(bot)), key(bot)).toBe(true)
    const a = choose(who, s, legal, rand, actions)
    expect(keys.has(key(a)), `${who} chose ${key(a)}`).toBe(true)
    s = recess.apply(s, a)
    actions++
  }
  expect(recess.legalActions(s)).toEqual([])
  expect(recess.result(s)).not.toBeNull()
  return { actions, bound }
}

describe('every game (issue 13): random legal scenarios, 3 to 5 seats, every chooser', () => {
  it.each(CHOOSERS)(
    '%s: each game ends within maxActions; explain is null exactly for the legal actions; every refusal renders; bots choose legal actions',
    (who) => {
      let longest = 0
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 3, max: 5 }), (seed, seats) => {
          const { actions, bound } = playChecked(seed, seats, who)
          expect(actions).toBeLessThanOrEqual(bound)
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
