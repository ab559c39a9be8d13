import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exxtra } from '../../../shared/games/exxtra/index.js'
import type { ExxtraRules, Face } from '../../../shared/games/exxtra/index.js'
import { furthestReach, maxActions } from '../../../shared/games/exxtra/bounds.js'
import { DEFAULT_RULES, FACES, LIMIT_RANGE } from '../../../shared/games/exxtra/schema.js'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import { translate, LOCALES } from '../../../shared/i18n/index.js'
import { exploreAll, furthestByLadder } from './explore.js'
import { scenarioWith } from './helpers.js'

const same = (face: Face): Face[] => [face, face, face, face, face, face]
const rules = (over: Partial<ExxtraRules>): ExxtraRules => ({ ...DEFAULT_RULES, ...over })

/** dice with at most `kinds` different faces, so that an exhaustive search stays small */
const smallDie = (kinds: number) =>
  fc
    .uniqueArray(fc.constantFrom('0', '1', '2', '3', '5', '7', 'X') as fc.Arbitrary<Face>, {
      minLength: 1,
      maxLength: kinds,
    })
    .chain((set) => fc.array(fc.constantFrom(...set), { minLength: 6, maxLength: 6 }))
    .filter((faces) => faces.some((f) => f !== 'X'))

/**
 * A longer run with more and larger random cases (dice with up to 3 faces, up to 4 seats and rounds,
 * up to 3 rolls): EXXTRA_REACH_RUNS=300 npx vitest run tests/unit/exxtra/bounds.test.ts
 */
const WIDE = process.env.EXXTRA_REACH_RUNS !== undefined
const RUNS = WIDE ? Number(process.env.EXXTRA_REACH_RUNS) : 12

describe('Exxtra: how far a pawn can get (RULINGS.md Exxtra 11)', () => {
  it('the search without squares finds what the complete search finds (tiny games)', () => {
    const dice: [Face[], Face[]][] = [
      [same('7'), same('6')],
      [
        ['3', '0', '0', '0', '0', '0'],
        ['3', '1', '1', '1', '1', '1'],
      ],
      [
        ['5', 'X', '5', 'X', '5', 'X'],
        ['4', 'X', '4', 'X', '4', 'X'],
      ],
    ]
    for (const [dieA, dieB] of dice) {
      for (const [seats, roundLimit, rollLimit] of [
        [2, 2, 1],
        [3, 1, 2],
      ]) {
        const r = rules({ dieA, dieB, trackLength: 200, roundLimit, rollLimit })
        expect(furthestByLadder(r, seats)).toBe(exploreAll(r, seats).furthest)
      }
    }
    // dice that always show one pair: more rounds and rolls, and five seats crowding the rungs
    for (const [seats, roundLimit, rollLimit] of [
      [2, 2, 2],
      [3, 2, 1],
      [2, 3, 1],
      [5, 2, 1],
    ]) {
      const r = rules({ dieA: same('7'), dieB: same('6'), trackLength: 200, roundLimit, rollLimit })
      expect(furthestByLadder(r, seats)).toBe(exploreAll(r, seats).furthest)
    }
  })

  it("furthestReach equals an exhaustive search of the real rules over every choice and every roll (the issue's dice)", () => {
    // more seats only where the search stays small: dice that always show one pair
    const dice: [Face[], Face[], number[]][] = [
      [same('7'), same('6'), [2, 3, 4, 5, 6]],
      [same('5'), same('5'), [2, 3, 4, 5, 6]],
      [same('5'), same('4'), [2, 3, 4, 5, 6]],
      [
        ['5', 'X', '5', 'X', '5', 'X'],
        ['4', 'X', '4', 'X', '4', 'X'],
        [2, 3],
      ],
      [['1', '2', '3', 'X', 'X', 'X'], ['1', '2', '3', '3', 'X', 'X'], [2]],
    ]
    for (const [dieA, dieB, seatCounts] of dice) {
      for (const seats of seatCounts) {
        const r = rules({ dieA, dieB, trackLength: 200, roundLimit: 3, rollLimit: 2 })
        expect(furthestReach(r, seats), `${dieA.join('')} ${dieB.join('')} at ${seats}`).toBe(
          furthestByLadder(r, seats),
        )
      }
    }
  })

  it(
    'furthestReach equals an exhaustive search on random small dice, limits and seat counts',
    () => {
      fc.assert(
        fc.property(
          smallDie(WIDE ? 3 : 2),
          smallDie(WIDE ? 3 : 2),
          fc.constantFrom('zero' as const, 'hundred' as const),
          fc.integer({ min: 2, max: WIDE ? 4 : 3 }),
          fc.integer({ min: 1, max: WIDE ? 4 : 3 }),
          fc.integer({ min: 1, max: WIDE ? 3 : 2 }),
          (dieA, dieB, firstRollDoubleX, seats, roundLimit, rollLimit) => {
            const r = rules({ dieA, dieB, firstRollDoubleX, trackLength: 200, roundLimit, rollLimit })
            expect(furthestReach(r, seats)).toBe(furthestByLadder(r, seats))
          },
        ),
        { numRuns: RUNS, seed: 2024 },
      )
    },
    WIDE ? 24 * 3_600_000 : undefined,
  )

  it('a goal on square furthestReach is won in some game, one square further in none (complete search)', () => {
    const r = rules({
      dieA: ['1', '7', '7', '7', '7', '7'],
      dieB: ['1', '6', '6', '6', '6', '6'],
      roundLimit: 2,
      rollLimit: 2,
    })
    const reach = furthestReach(r, 2)
    expect(exploreAll({ ...r, trackLength: reach - 1 }, 2).won).toBe(true)
    expect(exploreAll({ ...r, trackLength: reach }, 2).won).toBe(false)
  })

  it('without a round limit every variant can be won: each round adds at least 2 squares to the reach', () => {
    const die = fc
      .array(fc.constantFrom<Face>(...FACES), { minLength: 6, maxLength: 6 })
      .filter((f) => f.some((x) => x !== 'X'))
    fc.assert(
      fc.property(
        die,
        die,
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 50 }),
        (dieA, dieB, seats, roundLimit, rollLimit) => {
          const r = rules({ dieA, dieB, roundLimit, rollLimit })
          expect(
            furthestReach({ ...r, roundLimit: roundLimit + 1 }, seats) - furthestReach(r, seats),
          ).toBeGreaterThanOrEqual(2)
        },
      ),
      { numRuns: 200, seed: 7 },
    )
  })
})

describe('Exxtra: the check refuses a goal no pawn can reach within the round limit', () => {
  it('issue 13 item 4: dice 777777 and 666666 at 6 seats on a 200-square track need 102 rounds, not 60', () => {
    const scenario = {
      ...scenarioWith({ dieA: same('7'), dieB: same('6'), trackLength: 200 }),
      players: { min: 3, max: 6 },
    }
    const problems = exxtra.check(scenario)
    expect(problems).toEqual([
      {
        path: 'rules.roundLimit',
        reason: { key: 'exxtra.problem.goalOutOfReach', params: { seats: 6, rounds: 60, reach: 118, goal: 201 } },
      },
    ])
    for (const locale of LOCALES) expect(translate(locale, problems[0].reason)).not.toMatch(/\{\w+\}/)
    expect(exxtra.check({ ...scenario, rules: { ...scenario.rules, roundLimit: 101 } })).toHaveLength(1)
    expect(exxtra.check({ ...scenario, rules: { ...scenario.rules, roundLimit: 102 } })).toEqual([])
    // with 2 seats the pair can sit on rung 4 every round: 4 squares a round
    expect(exxtra.check({ ...scenario, players: { min: 2, max: 2 } })).toEqual([])
  })

  it('the default scenario and every default-dice track pass; the loader reports the problem with its path', () => {
    expect(exxtra.check(exxtra.defaultScenario)).toEqual([])
    expect(exxtra.check(scenarioWith({ trackLength: LIMIT_RANGE.roundLimit.max > 0 ? 200 : 1 }))).toEqual([])
    const r = checkScenario({ ...scenarioWith({ trackLength: 200, roundLimit: 3 }) })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems.map((p) => p.path)).toEqual(['rules.roundLimit'])
  })
})

describe("Exxtra: the stated bound on a game's length", () => {
  it('maxActions is roundLimit × seats × (rollLimit + 1); the default game at 6 seats stays under 8,000 actions', () => {
    expect(maxActions(rules({ roundLimit: 3, rollLimit: 4 }), 5)).toBe(75)
    expect(exxtra.maxActions(exxtra.defaultScenario, 6)).toBe(60 * 6 * 21)
    expect(exxtra.maxActions(exxtra.defaultScenario, 6)).toBeLessThan(8000)
  })
})
