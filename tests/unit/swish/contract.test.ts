import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeRand, type Rand } from '../../../shared/engine/rng.js'
import { swish } from '../../../shared/games/swish/index.js'
import { ringSlots, scatterPond } from '../../../shared/games/swish/editor.js'
import type {
  SwishAction,
  SwishBoard,
  SwishRules,
  SwishScenario,
  SwishState,
} from '../../../shared/games/swish/types.js'
import { playChecked, type Chooser, type Contract } from '../../support/contract.js'
import { scenarioWith, twoBluesOneRed } from './helpers.js'

/**
 * Random legal scenarios: ponds from sparse to dense (bones 0.45 apart), small and large tables,
 * every joint limit, self-overlap either way, quiet-round limits from 1 to the maximum 100 (that
 * one on ponds small enough to empty), 2–4 seats. Only those the scenario checks accept.
 */
const scenarios: fc.Arbitrary<SwishScenario> = fc
  .record({
    counts: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 4, maxLength: 4 }),
    radius: fc.double({ min: 2.5, max: 6, noNaN: true }),
    spacing: fc.constantFrom(0.45, 0.6, 0.8, 1.2),
    seed: fc.integer({ min: 0, max: 1e6 }),
    margin: fc.double({ min: 1.5, max: 4, noNaN: true }),
    slots: fc.integer({ min: 4, max: 12 }),
    jointLimit: fc.constantFrom(60 as const, 90 as const, 120 as const, 160 as const),
    selfOverlap: fc.constantFrom('forbidden' as const, 'allowed' as const),
    stallRounds: fc.constantFrom(1, 2, 3, 100),
  })
  .map((r) =>
    scenarioWith((s) => {
      const fish = scatterPond({ counts: r.counts, radius: r.radius, spacing: r.spacing, seed: r.seed })
      s.board = {
        pondRadius: r.radius,
        tableRadius: r.radius + r.margin,
        fish,
        slots: ringSlots(r.slots, r.radius + 0.6),
      }
      s.rules = {
        jointLimit: r.jointLimit,
        selfOverlap: r.selfOverlap,
        bonesPerColour: 9,
        stallRounds: fish.length > 8 ? Math.min(r.stallRounds, 3) : r.stallRounds,
      }
    }),
  )
  .filter((s) => swish.check(s).length === 0)

/** every action shape, with values on and around the legal ones; steps at a sample of degrees */
function probes(s: SwishState, rand: Rand): SwishAction[] {
  const L = s.limit
  const out: SwishAction[] = [{ t: 'stop' }, { t: 'pass' }, { t: 'eat', fish: 0 }, { t: 'eat', fish: 9999 }]
  for (const deg of [-L - 1, -L, 0, L, L + 1, rand.int(2 * L + 1) - L, rand.int(2 * L + 1) - L])
    out.push({ t: 'step', deg })
  for (const id of s.options) out.push({ t: 'eat', fish: id })
  for (const b of s.pond.slice(0, 3))
    for (let slot = 0; slot <= s.slots.length; slot += 3) out.push({ t: 'pick', bone: b.id, slot })
  return out
}

const SWISH: Contract<SwishState, SwishAction, SwishRules, SwishBoard> = {
  game: swish,
  probes,
  budget: { normal: 6, hard: 12 },
  describes: true,
}

describe('Swish and the game contract, on random legal scenarios', () => {
  it('games by a uniform chooser and the random bot end within maxActions; legalActions is exactly what explain accepts', () => {
    fc.assert(
      fc.property(
        scenarios,
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom<Chooser>('uniform', 'random'),
        (scenario, seats, seed, who) => {
          playChecked(SWISH, { ...scenario, players: { min: 2, max: 4 } }, seats, seed, who)
        },
      ),
      { numRuns: 12, seed: 13 },
    )
  })

  it('every bot level (Easy: the heuristic, Normal and Hard: MCTS on a tiny budget) only ever chooses legal actions', () => {
    fc.assert(
      fc.property(
        scenarios,
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom<Chooser>('easy', 'normal', 'hard'),
        (scenario, seats, seed, who) => {
          playChecked(SWISH, { ...scenario, players: { min: 2, max: 4 } }, seats, seed, who)
        },
      ),
      { numRuns: 9, seed: 8 },
    )
  })

  it('issue 13 item 8: the heuristic bot never takes a setup bone that leaves a later seat no bone', () => {
    // seat 2 (yellow) picks first; seat 1 (blue) needs the only red bone, seat 0 (red) a blue one
    const scenario = twoBluesOneRed()
    for (let seed = 0; seed < 40; seed++) {
      const s = swish.setup(scenario, 3, 1)
      const a = swish.bots.heuristic(s, makeRand(seed))
      expect(a).toMatchObject({ t: 'pick' })
      expect(swish.explain(s, a)).toBeNull()
    }
  })

  it('maxActions: the stated bound, seats + stall · (E + 1)(E + 6) / 2', () => {
    // default pond: 32 bones, 2 seats, 10 quiet rounds: E = 30, stall = 20
    expect(swish.maxActions(swish.defaultScenario, 2)).toBe(2 + (20 * 31 * 36) / 2)
    const empty = scenarioWith((s) => {
      s.board.fish = s.board.fish.slice(0, 4)
    })
    expect(swish.maxActions(empty, 4)).toBe(4 + (10 * 4 * 6) / 2)
  })
})
