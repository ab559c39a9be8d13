/**
 * The game contract for Kakekko (issue 13, "Every game"): from random legal scenarios, extreme
 * settings and every variant included, games played by a random chooser and by every bot level
 * end within maxActions; in every state reached explain accepts exactly the legal actions and
 * refuses the others with a reason that renders in every language; bots only choose legal actions.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import { playChecked, type Contract } from '../../support/contract.js'
import type { Board, KakekkoAction, KakekkoScenario, KakekkoState, Rules } from '../../../shared/games/kakekko/types.js'
import { defaultScenario, kakekko, lineBoard, scenario } from './helpers.js'

/** every well-formed action with every id the board knows, and ids it does not */
function candidates(board: Board, maxValue: number): KakekkoAction[] {
  const out: KakekkoAction[] = [{ t: 'roll' }, { t: 'rest' }, { t: 'end' }]
  for (let k = -1; k <= maxValue + 1; k++) out.push({ t: 'raise', marbles: k })
  for (const sq of board.squares) out.push({ t: 'walk', to: sq.id }, { t: 'make', square: sq.id })
  for (const sl of board.slots) out.push({ t: 'connect', slot: sl.id })
  out.push(
    { t: 'walk', to: 99999 },
    { t: 'connect', slot: 99999 },
    { t: 'make', square: 99999 },
    { t: 'raise', marbles: 1.5 },
  )
  return out
}

/** actions no state accepts, each for its own reason */
const MALFORMED: unknown[] = [
  null,
  3,
  'end',
  [],
  {},
  { t: 'fly' },
  { t: 'constructor' },
  { t: 'walk' },
  { t: 'walk', to: '2' },
  { t: 'connect', slot: 'toString' },
  { t: 'make', square: '__proto__' },
  { t: 'raise', marbles: Number.NaN },
  { t: 'raise' },
  { t: 'end', now: 1 },
  { t: 'roll', seat: 0 },
]

const boards = { line: lineBoard(), village: defaultScenario.board }

/** a legal scenario and seat count: every setting, its extremes included; the loader's checks must pass */
function game(maxRounds: number): fc.Arbitrary<[KakekkoScenario, number]> {
  return fc
    .record({
      board: fc.constantFrom<keyof typeof boards>('line', 'village'),
      seats: fc.integer({ min: 2, max: 8 }),
      connectFrom: fc.constantFrom('anywhere' as const, 'pawn' as const),
      secretBases: fc.boolean(),
      thereAndBack: fc.boolean(),
      teams: fc.boolean(),
      maxValue: fc.oneof(fc.constantFrom(6, 30), fc.integer({ min: 6, max: 30 })),
      maxHand: fc.oneof(fc.constantFrom(1, 20), fc.integer({ min: 1, max: 20 })),
      marbles: fc.integer({ min: 0, max: 20 }),
      roundLimit: fc.integer({ min: 1, max: maxRounds }),
    })
    .map((r): [KakekkoScenario, number] => {
      const teams = r.teams && [4, 6, 8].includes(r.seats)
      const sc = scenario(
        {
          connectFrom: r.connectFrom,
          secretBases: r.secretBases,
          thereAndBack: r.thereAndBack,
          teams,
          maxValue: r.maxValue,
          maxHand: r.maxHand,
          marblesPerPlayer: Math.min(r.marbles, r.maxHand),
          roundLimit: r.roundLimit,
          maxSlotLength: 10000,
        },
        boards[r.board],
        teams ? { min: r.seats, max: r.seats } : { min: 2, max: 8 },
      )
      return [sc, r.seats]
    })
    .filter(([sc]) => checkScenario(sc).ok)
}

/**
 * Every action with every id the board knows is tried; on the village board, with its many
 * squares, in one state of 24 (and the malformed ones with them).
 */
const KAKEKKO: Contract<KakekkoState, KakekkoAction, Rules, Board> = {
  game: kakekko,
  probes: (_s, _rand, sc) => candidates(sc.board, sc.rules.maxValue),
  malformed: MALFORMED,
  sampled: (n, sc) => sc.board.squares.length < 20 || n % 24 === 0,
  budget: { normal: 8, hard: 16 },
  picks: (s, rand) => [
    kakekko.bots.random(s, rand),
    kakekko.bots.heuristic(s, rand),
    kakekko.playout!(s, rand),
    ...kakekko.hint!(s),
  ],
}

describe('Kakekko contract: every game ends within maxActions; explain ⟺ legalActions; bots choose legal actions', () => {
  const plan = [
    ['uniform', 30, 12],
    ['easy', 30, 12],
    ['normal', 3, 6],
    ['hard', 3, 4],
  ] as const
  for (const [chooser, maxRounds, runs] of plan) {
    it(`played by ${chooser === 'uniform' ? 'a random chooser' : `the ${chooser} bot`}`, () => {
      fc.assert(
        fc.property(game(maxRounds), fc.integer(), ([sc, seats], seed) => {
          playChecked(KAKEKKO, sc, seats, seed, chooser)
        }),
        { numRuns: runs, seed: 6 },
      )
    })
  }

  it('the default scenario at 8 seats, played to its round limit by random choices, stays within maxActions', () => {
    const rand = makeRand(1)
    let s = kakekko.setup(defaultScenario, 8, 1)
    let actions = 0
    while (kakekko.toAct(s) !== null) {
      s = kakekko.apply(s, kakekko.bots.random(s, rand))
      actions++
    }
    expect(actions).toBeLessThanOrEqual(kakekko.maxActions(defaultScenario, 8))
    expect(kakekko.result(s)).not.toBeNull()
  })
})
