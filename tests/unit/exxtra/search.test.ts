import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeRand, seedRng } from '../../../shared/engine/rng.js'
import { mcts } from '../../../shared/ai/mcts.js'
import { exxtra } from '../../../shared/games/exxtra/index.js'
import type { ExxtraScenario, ExxtraState } from '../../../shared/games/exxtra/index.js'
import { heuristicBot } from '../../../shared/games/exxtra/bots.js'
import { bolder, evaluate, fastHeuristic, hint, playout, PUSH } from '../../../shared/games/exxtra/search.js'
import { scenarioWith, anyVariant } from './helpers.js'
import { expectSeatValues } from '../../support/contract.js'

const variant = anyVariant()

/** the states of a game played by random moves, each visited in turn */
function walk(scenario: ExxtraScenario, seats: number, seed: number, visit: (s: ExxtraState) => void): void {
  const rand = makeRand(seed)
  let s = exxtra.setup(scenario, seats, seed)
  for (let i = 0; i < 300 && exxtra.toAct(s) !== null; i++) {
    visit(s)
    s = exxtra.apply(s, exxtra.bots.random(s, rand))
  }
  visit(s)
}

describe('Exxtra search hooks', () => {
  it('the fast playout policy decides as the heuristic bot does', () => {
    fc.assert(
      fc.property(variant, fc.integer({ min: 2, max: 6 }), fc.integer(), (scenario, seats, seed) => {
        walk(scenario, seats, seed, (s) => {
          if (exxtra.toAct(s) === null) return
          const a = fastHeuristic(s)
          expect(exxtra.explain(s, a)).toBeNull()
          expect(a).toEqual(heuristicBot(s))
        })
      }),
      { numRuns: 40 },
    )
  })

  it('hints are legal, never empty while the game runs, and a choice between rolling and one placement', () => {
    fc.assert(
      fc.property(variant, fc.integer({ min: 2, max: 6 }), fc.integer(), (scenario, seats, seed) => {
        walk(scenario, seats, seed, (s) => {
          const hinted = hint(s)
          if (exxtra.toAct(s) === null) {
            expect(hinted).toEqual([])
            return
          }
          expect(hinted.length).toBeGreaterThan(0)
          expect(hinted.length).toBeLessThanOrEqual(2)
          if (s.rolls === 0) expect(hinted).toEqual([{ t: 'roll' }])
          if (hinted.length === 2) {
            expect(hinted[0]).toEqual({ t: 'roll' })
            expect(hinted[1].t).toBe('place')
          }
          for (const a of hinted) expect(exxtra.explain(s, a)).toBeNull()
          // a clear call is the playout policy's own
          if (hinted.length === 1) expect(hinted[0]).toEqual(playout(s))
        })
      }),
      { numRuns: 40 },
    )
  })

  it('the playout policy is legal, the bolder policy (remembered per position)', () => {
    fc.assert(
      fc.property(variant, fc.integer({ min: 2, max: 6 }), fc.integer(), (scenario, seats, seed) => {
        walk(scenario, seats, seed, (s) => {
          if (exxtra.toAct(s) === null) return
          const a = playout(s)
          expect(exxtra.explain(s, a)).toBeNull()
          expect(a).toEqual(bolder(s, PUSH.alpha, PUSH.beta))
        })
      }),
      { numRuns: 40 },
    )
  })

  it('the playout memo at 2 to 6 seats answers as the bolder policy does, over many games on one die set', () => {
    for (let seats = 2; seats <= 6; seats++) {
      const scenario = scenarioWith({ trackLength: 12 + seats })
      const start = exxtra.setup(scenario, seats, seats)
      const rand = makeRand(seats)
      let checked = 0
      // every game from `start` shares its die set, so the memo fills up with their positions
      for (let g = 0; g < 60; g++) {
        let s: ExxtraState = { ...start, rng: seedRng(g) }
        for (let i = 0; i < 300 && exxtra.toAct(s) !== null; i++) {
          expect(playout(s)).toEqual(bolder(s, PUSH.alpha, PUSH.beta))
          checked++
          s = exxtra.apply(s, rand.int(3) === 0 ? exxtra.bots.random(s, rand) : playout(s))
        }
      }
      expect(checked).toBeGreaterThan(1000)
    }
  })

  it('evaluate gives one value in [0, 1] per seat, summing as rank rewards do', () => {
    fc.assert(
      fc.property(variant, fc.integer({ min: 2, max: 6 }), fc.integer(), (scenario, seats, seed) => {
        walk(scenario, seats, seed, (s) => {
          const v = evaluate(s)
          expectSeatValues(v, seats)
          if (exxtra.toAct(s) !== null) expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(seats / 2, 6)
        })
      }),
      { numRuns: 40 },
    )
  })

  it('evaluate favours the pawn further ahead', () => {
    const s = exxtra.setup(exxtra.defaultScenario, 2, 1)
    const ahead = evaluate({ ...s, pos: [15, 3] })
    expect(ahead[0]).toBeGreaterThan(0.8)
    expect(ahead[1]).toBeLessThan(0.2)
    const pending = evaluate({ ...s, seat: 0, pos: [10, 10], rung: [-1, 5], value: [-1, 64] })
    expect(pending[1]).toBeGreaterThan(pending[0])
  })

  it('MCTS with these hooks returns a legal action', () => {
    // the first position along a game where the hint leaves a close call to search
    let s = exxtra.setup(exxtra.defaultScenario, 2, 3)
    while (exxtra.toAct(s) !== null && hint(s).length < 2) s = exxtra.apply(s, playout(s))
    expect(hint(s)).toHaveLength(2)
    const { action, stats } = mcts(exxtra, s, { seed: 1, iterations: 300 })
    expect(exxtra.explain(s, action)).toBeNull()
    expect(stats.iterations).toBe(300)
  })
})
