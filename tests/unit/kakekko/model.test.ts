/**
 * The tuned hot path (fixed-shape state copies, action objects made once per board, slots looked
 * up by square) against the plain reference in reference-rules.ts: on random games of every
 * variant, both must list the same legal actions in the same order and reach the very same
 * states, down to the JSON text the loader would hold.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import type { Board, Rules } from '../../../shared/games/kakekko/types.js'
import { defaultScenario, kakekko, lineBoard, scenario } from './helpers.js'
import * as reference from './reference-rules.js'

function settings(seats: number): fc.Arbitrary<Partial<Rules>> {
  return fc.record({
    connectFrom: fc.constantFrom('anywhere' as const, 'pawn' as const),
    secretBases: fc.boolean(),
    thereAndBack: fc.boolean(),
    teams: [4, 6, 8].includes(seats) ? fc.boolean() : fc.constant(false),
    maxHand: fc.integer({ min: 3, max: 8 }),
    maxValue: fc.integer({ min: 6, max: 14 }),
    roundLimit: fc.integer({ min: 1, max: 40 }),
  })
}

/** lineBoard with two more slots: one along road 6–7 (a walk both ways list once), one inked from the start */
function doubledBoard(): Board {
  const b = lineBoard()
  return { ...b, slots: [...b.slots, { id: 104, a: 6, b: 7 }, { id: 105, a: 4, b: 11, inked: true }] }
}

const boards: Board[] = [defaultScenario.board, lineBoard(), doubledBoard()]

describe('Kakekko legalActions and apply match the plain reference', () => {
  it('the same legal actions and the same state, as JSON text, after every action of random games', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((seats) => fc.tuple(fc.constant(seats), settings(seats))),
        fc.constantFrom(0, 1, 2),
        fc.integer(),
        ([seats, rules], b, seed) => {
          const scen = scenario(rules, boards[b])
          const rand = makeRand(seed)
          let s = kakekko.setup(scen, seats, seed)
          let m = kakekko.setup(scen, seats, seed)
          for (let k = 0; k < 600 && kakekko.toAct(s) !== null; k++) {
            const legal = kakekko.legalActions(s)
            expect(JSON.stringify(legal)).toBe(JSON.stringify(reference.legalActions(m)))
            const a = rand.int(3) === 0 ? kakekko.bots.heuristic(s, rand) : legal[rand.int(legal.length)]
            const before = JSON.stringify(s)
            const next = kakekko.apply(s, a)
            m = reference.apply(m, a)
            expect(JSON.stringify(s)).toBe(before)
            expect(JSON.stringify(next)).toBe(JSON.stringify(m))
            s = next
          }
          expect(kakekko.result(s)).toEqual(m.phase === 'over' ? m.places : null)
        },
      ),
      { numRuns: 60 },
    )
  })
})
