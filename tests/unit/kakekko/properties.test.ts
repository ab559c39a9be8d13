import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { replay } from '../../../shared/engine/session.js'
import { hasMessage } from '../../../shared/i18n/index.js'
import type { Board, KakekkoAction, KakekkoState, Rules } from '../../../shared/games/kakekko/types.js'
import { defaultScenario, kakekko, lineBoard, scenario } from './helpers.js'

/** every action shape with every id the board knows, plus a few it does not */
function candidates(board: Board): KakekkoAction[] {
  const out: KakekkoAction[] = [{ t: 'roll' }, { t: 'rest' }, { t: 'end' }]
  for (let k = 0; k <= 13; k++) out.push({ t: 'raise', marbles: k })
  for (const sq of board.squares) out.push({ t: 'walk', to: sq.id }, { t: 'make', square: sq.id })
  for (const sl of board.slots) out.push({ t: 'connect', slot: sl.id })
  out.push({ t: 'walk', to: 9999 }, { t: 'connect', slot: 9999 }, { t: 'make', square: 9999 })
  return out
}

function invariants(s: KakekkoState, marbles: number, maxHand: number): void {
  expect(s.hand.reduce((a, b) => a + b, 0) + s.pool).toBe(marbles * s.n)
  for (const h of s.hand) expect(h >= 0 && h <= maxHand).toBe(true)
  expect(s.pool).toBeGreaterThanOrEqual(0)
}

function settings(seats: number): fc.Arbitrary<Partial<Rules>> {
  return fc.record({
    connectFrom: fc.constantFrom('anywhere' as const, 'pawn' as const),
    secretBases: fc.boolean(),
    thereAndBack: fc.boolean(),
    teams: fc.constant(false).chain((f) => ([4, 6, 8].includes(seats) ? fc.boolean() : fc.constant(f))),
    maxHand: fc.integer({ min: 3, max: 8 }),
  })
}

function playOut(board: Board, rules: Partial<Rules>, seats: number, seed: number, exhaustive: boolean) {
  const scen = scenario(rules, board)
  const full = { ...scen.rules }
  const rand = makeRand(seed)
  let s = kakekko.setup(scen, seats, seed)
  const actions: KakekkoAction[] = []
  const all = candidates(board)
  const bound = kakekko.maxActions(scen, seats)
  while (kakekko.toAct(s) !== null) {
    expect(actions.length).toBeLessThan(bound)
    invariants(s, full.marblesPerPlayer, full.maxHand)
    const legal = kakekko.legalActions(s)
    expect(legal.length).toBeGreaterThan(0)
    const keys = new Set(legal.map((a) => JSON.stringify(a)))
    expect(keys.size).toBe(legal.length)
    if (exhaustive || rand.int(8) === 0) {
      for (const a of all) {
        const why = kakekko.explain(s, a)
        expect(why === null, JSON.stringify(a)).toBe(keys.has(JSON.stringify(a)))
        if (why) expect(hasMessage('en', why.key), why.key).toBe(true)
      }
    }
    const a = rand.int(4) === 0 ? kakekko.bots.heuristic(s, rand) : kakekko.bots.random(s, rand)
    expect(keys.has(JSON.stringify(a))).toBe(true)
    expect(kakekko.actionSchema.safeParse(a).success).toBe(true)
    expect(hasMessage('en', kakekko.describe(s, a).key)).toBe(true)
    s = kakekko.apply(s, a)
    actions.push(a)
  }
  invariants(s, full.marblesPerPlayer, full.maxHand)
  const ranking = kakekko.result(s)
  expect(ranking).not.toBeNull()
  expect(ranking!.length).toBe(seats)
  expect(ranking!.every((p) => p >= 1 && p <= seats)).toBe(true)
  expect(ranking!).toContain(1)
  return { scen, actions, final: s }
}

describe('Kakekko properties over random games', () => {
  it('small board: marbles conserved, hands 0..max, legalActions ⟺ explain null, the game ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((n) => fc.tuple(fc.constant(n), settings(n), fc.integer())),
        ([seats, rules, seed]) => {
          playOut(lineBoard(), rules, seats, seed, true)
        },
      ),
      { numRuns: 25 },
    )
  })

  it('default board: same invariants, and a replay of the actions gives the same final state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }).chain((n) => fc.tuple(fc.constant(n), settings(n), fc.integer())),
        ([seats, rules, seed]) => {
          const { scen, actions, final } = playOut(defaultScenario.board, rules, seats, seed, false)
          const r = replay(kakekko, scen, seats, seed, actions)
          expect(r.error).toBeNull()
          expect(JSON.stringify(r.states[r.states.length - 1])).toBe(JSON.stringify(final))
        },
      ),
      { numRuns: 8 },
    )
  })

  it('apply never mutates its input', () => {
    const rand = makeRand(3)
    let s = kakekko.setup(scenario({ secretBases: true }), 3, 3)
    for (let i = 0; i < 400 && kakekko.toAct(s) !== null; i++) {
      const copy = JSON.stringify(s)
      const next = kakekko.apply(s, kakekko.bots.random(s, rand))
      expect(JSON.stringify(s)).toBe(copy)
      s = next
    }
  })
})
