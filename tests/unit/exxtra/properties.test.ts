import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { replay } from '../../../shared/engine/session.js'
import { exxtra, OFF, RUNGS } from '../../../shared/games/exxtra/index.js'
import type { ExxtraAction, ExxtraScenario, ExxtraState } from '../../../shared/games/exxtra/index.js'
import { hasMessage } from '../../../shared/i18n/index.js'
import { anyVariant } from './helpers.js'

const EVERY_ACTION: ExxtraAction[] = [
  { t: 'roll' },
  ...Array.from({ length: RUNGS }, (_, rung) => ({ t: 'place' as const, rung })),
]

const variant = anyVariant()

function invariants(s: ExxtraState): void {
  for (let i = 0; i < s.n; i++) {
    expect(s.pos[i]).toBeGreaterThanOrEqual(0)
    expect(s.pos[i]).toBeLessThanOrEqual(s.goal)
    expect(s.rung[i] === OFF).toBe(s.value[i] === OFF)
    expect(s.rung[i]).toBeGreaterThanOrEqual(OFF)
    expect(s.rung[i]).toBeLessThan(RUNGS)
  }
  for (let r = 1; r < RUNGS; r++) expect(s.rung.filter((x) => x === r).length).toBeLessThanOrEqual(1)
  if (s.winner < 0) {
    if (exxtra.toAct(s) !== null) expect(s.rung[s.seat]).toBe(OFF)
    expect(s.pos.every((p) => p < s.goal)).toBe(true)
  } else {
    expect(s.pos[s.winner]).toBe(s.goal)
  }
}

function play(scenario: ExxtraScenario, seats: number, seed: number, bot: 'random' | 'heuristic' | 'mixed') {
  const rand = makeRand(seed)
  let s = exxtra.setup(scenario, seats, seed)
  const states = [s]
  const actions: ExxtraAction[] = []
  const bound = exxtra.maxActions(scenario, seats)
  while (exxtra.toAct(s) !== null && actions.length < bound) {
    const use = bot === 'mixed' ? (s.seat % 2 ? 'heuristic' : 'random') : bot
    const a = exxtra.bots[use](s, rand)
    actions.push(a)
    s = exxtra.apply(s, a)
    states.push(s)
  }
  return { states, actions, final: s }
}

describe('Exxtra: properties over random games', () => {
  it('pawns stay on the track, at most one pair per rung 1-5, every pair has one owner, and the game ends', () => {
    fc.assert(
      fc.property(
        variant,
        fc.integer({ min: 2, max: 6 }),
        fc.integer(),
        fc.constantFrom('random', 'heuristic', 'mixed'),
        (scenario, seats, seed, bot) => {
          const { states, final } = play(scenario, seats, seed, bot)
          states.forEach(invariants)
          expect(exxtra.toAct(final)).toBeNull()
          const ranking = exxtra.result(final) as number[]
          expect(ranking).toHaveLength(seats)
          if (final.winner >= 0) expect(ranking.filter((p) => p === 1)).toHaveLength(1)
          else expect(ranking).toContain(1)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('legalActions lists exactly the actions explain accepts; bots pick legal ones; explain and describe never throw', () => {
    fc.assert(
      fc.property(variant, fc.integer({ min: 2, max: 6 }), fc.integer(), (scenario, seats, seed) => {
        const { states } = play(scenario, seats, seed, 'mixed')
        const rand = makeRand(seed)
        for (const s of states.slice(0, 400)) {
          const legal = exxtra.legalActions(s)
          for (const a of EVERY_ACTION) {
            const why = exxtra.explain(s, a)
            expect(why === null, `${JSON.stringify(a)} ${why?.key}`).toBe(
              legal.some((l) => JSON.stringify(l) === JSON.stringify(a)),
            )
            if (why) expect(hasMessage('en', why.key)).toBe(true)
          }
          for (const a of legal) expect(hasMessage('en', exxtra.describe(s, a).key)).toBe(true)
          if (exxtra.toAct(s) !== null) {
            expect(exxtra.explain(s, exxtra.bots.random(s, rand))).toBeNull()
            expect(exxtra.explain(s, exxtra.bots.heuristic(s, rand))).toBeNull()
            expect(exxtra.explain(s, exxtra.playout!(s, rand))).toBeNull()
          }
        }
      }),
      { numRuns: 30 },
    )
  })

  it('apply never mutates its input', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { states, actions } = play(exxtra.defaultScenario, 4, seed, 'random')
        const copies = states.map((s) => JSON.stringify(s))
        actions.forEach((a, i) => exxtra.apply(states[i], a))
        expect(states.map((s) => JSON.stringify(s))).toEqual(copies)
      }),
      { numRuns: 20 },
    )
  })

  it('replaying the actions reproduces the same final state', () => {
    fc.assert(
      fc.property(variant, fc.integer({ min: 2, max: 6 }), fc.integer(), (scenario, seats, seed) => {
        const { actions, final } = play(scenario, seats, seed, 'random')
        const r = replay(exxtra, scenario, seats, seed, actions)
        expect(r.error).toBeNull()
        expect(JSON.parse(JSON.stringify(r.states[r.states.length - 1]))).toEqual(JSON.parse(JSON.stringify(final)))
      }),
      { numRuns: 30 },
    )
  })
})
