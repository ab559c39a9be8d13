/**
 * The game contract for Exxtra (issue 13, "Every game"): from random legal scenarios, extreme ones
 * included, games played by a random chooser and by every bot level end within maxActions; in
 * every state reached explain accepts exactly the legal actions and refuses the others with a
 * reason that renders in every language; bots only choose legal actions.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mcts } from '../../../shared/ai/mcts.js'
import { makeRand, type Rand } from '../../../shared/engine/rng.js'
import type { Reason } from '../../../shared/engine/types.js'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import { exxtra, RUNGS } from '../../../shared/games/exxtra/index.js'
import type { ExxtraAction, ExxtraScenario, ExxtraState, Face } from '../../../shared/games/exxtra/index.js'
import { FACES, LIMIT_RANGE } from '../../../shared/games/exxtra/schema.js'
import { hasMessage, LOCALES, translate } from '../../../shared/i18n/index.js'
import { scenarioWith } from './helpers.js'

const key = (a: unknown) => JSON.stringify(a)
const CANDIDATES: ExxtraAction[] = [
  { t: 'roll' },
  ...Array.from({ length: RUNGS }, (_, rung) => ({ t: 'place' as const, rung })),
]
/** actions no state accepts, each for its own reason */
const MALFORMED: unknown[] = [
  null,
  7,
  'roll',
  [],
  {},
  { t: 'pass' },
  { t: 'hasOwnProperty' },
  { t: 'roll', rung: 1 },
  { t: 'place' },
  { t: 'place', rung: RUNGS },
  { t: 'place', rung: -1 },
  { t: 'place', rung: 0.5 },
  { t: 'place', rung: '2' },
]

const die = fc
  .array(fc.constantFrom<Face>(...FACES), { minLength: 6, maxLength: 6 })
  .filter((faces) => faces.some((f) => f !== 'X'))

/** legal scenarios, the extremes of every setting included; the loader's checks must pass */
const scenario: fc.Arbitrary<ExxtraScenario> = fc
  .record({
    trackLength: fc.oneof(fc.constantFrom(1, 200), fc.integer({ min: 1, max: 200 })),
    dieA: fc.oneof(die, fc.constant(['7', '7', '7', '7', '7', '7'] as Face[])),
    dieB: fc.oneof(die, fc.constant(['6', '6', '6', '6', '6', '6'] as Face[])),
    firstRollDoubleX: fc.constantFrom('zero' as const, 'hundred' as const),
    roundLimit: fc.oneof(
      fc.integer({ min: LIMIT_RANGE.roundLimit.min, max: 8 }),
      fc.constant(60),
      fc.integer({ min: 60, max: 120 }),
    ),
    rollLimit: fc.oneof(
      fc.constantFrom(LIMIT_RANGE.rollLimit.min, LIMIT_RANGE.rollLimit.max),
      fc.integer({ min: 1, max: 20 }),
    ),
  })
  .map((rules) => ({ ...scenarioWith(rules), players: { min: 2, max: 6 } }))
  .filter((s) => checkScenario(s).ok)

type Chooser = 'random' | 'easy' | 'normal' | 'hard'
/** the bot levels as shared/ai/choose.ts runs them, the searches with a tiny iteration budget */
function choose(chooser: Chooser, s: ExxtraState, rand: Rand, i: number): ExxtraAction {
  if (chooser === 'random') return exxtra.bots.random(s, rand)
  if (chooser === 'easy') return exxtra.bots.heuristic(s, rand)
  return mcts(exxtra, s, { seed: i + 1, iterations: chooser === 'normal' ? 16 : 48 }).action
}

const rendered = new Set<string>()
function rendersEverywhere(why: Reason): void {
  const k = key(why)
  if (rendered.has(k)) return
  rendered.add(k)
  for (const locale of LOCALES) {
    expect(hasMessage(locale, why.key), `${locale} ${why.key}`).toBe(true)
    expect(translate(locale, why), `${locale} ${why.key}`).not.toMatch(/\{\w+\}/)
  }
}

/**
 * explain accepts exactly the legal actions and every refusal renders; the bots' picks are legal.
 * The malformed actions are tried in a sample of the states (`sampled`).
 */
function contractAt(s: ExxtraState, rand: Rand, sampled: boolean): void {
  const legal = new Set(exxtra.legalActions(s).map(key))
  expect(legal.size).toBe(exxtra.legalActions(s).length)
  expect(legal.size > 0).toBe(exxtra.toAct(s) !== null)
  for (const a of CANDIDATES) {
    const why = exxtra.explain(s, a)
    expect(why === null, `${key(a)}: ${why?.key}`).toBe(legal.has(key(a)))
    if (why) rendersEverywhere(why)
  }
  if (sampled) {
    for (const a of MALFORMED) {
      const why = exxtra.explain(s, a as ExxtraAction)
      expect(why, key(a)).not.toBeNull()
      rendersEverywhere(why!)
    }
  }
  if (exxtra.toAct(s) === null) return
  for (const a of [
    exxtra.bots.random(s, rand),
    exxtra.bots.heuristic(s, rand),
    exxtra.playout!(s, rand),
    ...exxtra.hint!(s),
  ]) {
    expect(legal.has(key(a)), key(a)).toBe(true)
  }
}

function playOut(scenario: ExxtraScenario, seats: number, seed: number, chooser: Chooser): void {
  const bound = exxtra.maxActions(scenario, seats)
  const rand = makeRand(seed)
  let s = exxtra.setup(scenario, seats, seed)
  let actions = 0
  while (exxtra.toAct(s) !== null) {
    contractAt(s, rand, actions % 16 === 0)
    const a = choose(chooser, s, rand, actions)
    expect(exxtra.explain(s, a), `${chooser} chose ${key(a)}`).toBeNull()
    s = exxtra.apply(s, a)
    actions++
    expect(actions).toBeLessThanOrEqual(bound)
  }
  contractAt(s, rand, true)
  const ranking = exxtra.result(s)!
  expect(ranking).toHaveLength(seats)
  expect(ranking).toContain(1)
  for (const place of ranking) expect(place >= 1 && place <= seats).toBe(true)
}

describe('Exxtra contract: every game ends within maxActions; explain ⟺ legalActions; bots choose legal actions', () => {
  for (const [chooser, runs] of [
    ['random', 12],
    ['easy', 12],
    ['normal', 6],
    ['hard', 4],
  ] as const) {
    it(`played by ${chooser === 'random' ? 'a random chooser' : `the ${chooser} bot`}`, () => {
      fc.assert(
        fc.property(scenario, fc.integer({ min: 2, max: 6 }), fc.integer(), (sc, seats, seed) =>
          playOut(sc, seats, seed, chooser),
        ),
        { numRuns: runs, seed: 13 },
      )
    })
  }
})
