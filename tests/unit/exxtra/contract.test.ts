/**
 * The game contract for Exxtra (issue 13, "Every game"): from random legal scenarios, extreme ones
 * included, games played by a random chooser and by every bot level end within maxActions; in
 * every state reached explain accepts exactly the legal actions and refuses the others with a
 * reason that renders in every language; bots only choose legal actions.
 */
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import { exxtra, RUNGS } from '../../../shared/games/exxtra/index.js'
import type {
  ExxtraAction,
  ExxtraBoard,
  ExxtraRules,
  ExxtraScenario,
  ExxtraState,
  Face,
} from '../../../shared/games/exxtra/index.js'
import { FACES, LIMIT_RANGE } from '../../../shared/games/exxtra/schema.js'
import { playChecked, type Contract } from '../../support/contract.js'
import { scenarioWith } from './helpers.js'

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

/** every action shape is tried in each state; the malformed ones in one state of 16 */
const EXXTRA: Contract<ExxtraState, ExxtraAction, ExxtraRules, ExxtraBoard> = {
  game: exxtra,
  probes: () => CANDIDATES,
  malformed: MALFORMED,
  sampled: (n) => n % 16 === 0,
  budget: { normal: 16, hard: 48 },
  picks: (s, rand) => [
    exxtra.bots.random(s, rand),
    exxtra.bots.heuristic(s, rand),
    exxtra.playout!(s, rand),
    ...exxtra.hint!(s),
  ],
}

describe('Exxtra contract: every game ends within maxActions; explain ⟺ legalActions; bots choose legal actions', () => {
  for (const [chooser, runs] of [
    ['uniform', 12],
    ['easy', 12],
    ['normal', 6],
    ['hard', 4],
  ] as const) {
    it(`played by ${chooser === 'uniform' ? 'a random chooser' : `the ${chooser} bot`}`, () => {
      fc.assert(
        fc.property(scenario, fc.integer({ min: 2, max: 6 }), fc.integer(), (sc, seats, seed) => {
          playChecked(EXXTRA, sc, seats, seed, chooser)
        }),
        { numRuns: runs, seed: 13 },
      )
    })
  }
})
