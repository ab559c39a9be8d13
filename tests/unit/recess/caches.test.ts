/**
 * The rules' derived caches (board.ts: sight masks, walks of exactly k steps and their masks;
 * state.ts: Lookup; actions.ts: shared actions) against slow literal models, on random
 * playgrounds and random games.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeRand } from '../../../shared/engine/rng.js'
import { MAX_STEPS, OBSTACLE, canReach, geometry, reach, type Side } from '../../../shared/games/recess/board.js'
import { canKiss } from '../../../shared/games/recess/search.js'
import { Lookup, freshLeft, sight, victims } from '../../../shared/games/recess/state.js'
import type { RecessAction } from '../../../shared/games/recess/types.js'
import { recess } from './helpers.js'
import { slowKissCells, slowReach, slowSight } from './models.js'
import { randomGame, randomScenario } from './random-scenarios.js'

const sorted = (xs: Iterable<number>): number[] => [...xs].sort((a, b) => a - b)

describe('the board tables agree with walking the rows', () => {
  it('what a nun sees from every cell, as a queen and as a rook', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const s = recess.setup(randomScenario(seed), 3, seed)
        const g = geometry(s.board)
        for (let at = 0; at < g.size; at++) {
          for (const queen of [true, false]) {
            const mask = g.sightOf(at, queen ? 8 : 4)
            expect(sorted(mask.keys()).filter((q) => mask[q])).toEqual(sorted(slowSight(s, at, queen)))
          }
        }
      }),
      { seed: 13, numRuns: 25 },
    )
  })

  it('walks of exactly 0 to 3 steps from every cell and from both entrances: lists, masks and canReach', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const s = recess.setup(randomScenario(seed), 3, seed)
        const g = geometry(s.board)
        for (let from = -1; from < g.size; from++) {
          // kids stand on floor and safe cells only
          if (from >= 0 && g.kind[from] === OBSTACLE) continue
          // from a cell, the side does not matter
          for (const side of (from < 0 ? [0, 1] : [0]) as Side[]) {
            for (let k = from < 0 ? 1 : 0; k <= MAX_STEPS; k++) {
              const want = slowReach(s, from, k, g.gates[side])
              const list = reach(g, from, k, side)
              expect(sorted(list), `from ${from}, side ${side}, ${k} steps`).toEqual(sorted(want))
              expect(new Set(list).size).toBe(list.length)
              if (from >= 0) expect(reach(g, from, k, 1)).toBe(list)
              const mask = g.reachMask(from, k, side)
              const cells = [...mask.keys()]
              expect(cells.filter((q) => mask[q] === 1)).toEqual(sorted(want))
              expect(cells.filter((q) => canReach(g, from, k, side, q))).toEqual(sorted(want))
            }
          }
        }
      }),
      { seed: 14, numRuns: 8 },
    )
  })

  it('a board read again (a copy, a proxy) shares the geometry of an equal board, and only of an equal one', () => {
    // a playground of its own, so that no earlier test has used its content
    const base = recess.defaultScenario.board
    const board = { ...base, rows: base.rows.map((r, i) => (i === 9 ? `${r.slice(0, 3)}#${r.slice(4)}` : r)) }
    const copy = JSON.parse(JSON.stringify(board)) as typeof board
    expect(geometry(copy)).toBe(geometry(board))
    expect(geometry(new Proxy(board, {}))).toBe(geometry(board))
    const other = { ...copy, rows: copy.rows.map((r, i) => (i === 5 ? `#${r.slice(1)}` : r)) }
    expect(geometry(other)).not.toBe(geometry(board))
    expect(geometry(other).kind[5 * board.width]).not.toBe(geometry(board).kind[5 * board.width])
  })
})

describe('the per-call lookups agree with the position', () => {
  it('occupied cells, seen cells, and the kiss estimate (compared with listing every walk), over random games', () => {
    let kissCells = 0
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 3, max: 5 }), (seed, seats) => {
        // every third position: the literal models are slow
        for (const s of randomGame(randomScenario(seed), seats, seed).filter((_, i) => i % 3 === 0)) {
          const at = new Lookup(s)
          const seen = sight(s)
          const queen = s.rules.nunMoves === 'queen'
          const cells = [...seen.keys()]
          const sights = s.np.map((n) => slowSight(s, n, queen))
          const literal = cells.filter((q) => sights.some((m) => m.has(q)))
          expect(cells.filter((q) => at.occupied(q))).toEqual(cells.filter((q) => s.kp.includes(q) || s.np.includes(q)))
          expect(cells.filter((q) => at.seen(q))).toEqual(literal)
          expect(cells.filter((q) => seen[q] === 1)).toEqual(literal)
          if (s.over) continue
          const blind = new Lookup(s, [])
          for (let seat = 0; seat < s.n; seat++) {
            const left = seat === s.cur && s.phase === 0 ? s.left : freshLeft(s, seat)
            const done = seat === s.cur && s.phase === 0 ? s.done | s.held : 0
            const want = slowKissCells(s, seat, left, done)
            const cells: number[] = []
            canKiss(s, blind, seat, left, done, victims(s), cells)
            expect(sorted(new Set(cells)), `seat ${seat}`).toEqual(sorted(want))
            expect(canKiss(s, at, seat, left, done, victims(s))).toBe([...want].some((q) => !seen[q]))
            kissCells += want.size
          }
        }
      }),
      { seed: 15, numRuns: 6 },
    )
    expect(kissCells).toBeGreaterThan(100)
  })
})

describe('legalActions shares its actions between positions', () => {
  it('the same action is the same frozen object in every position, equal to one written out', () => {
    const rand = makeRand(3)
    let s = recess.setup(recess.defaultScenario, 3, 3)
    const seen = new Map<string, RecessAction>()
    for (let i = 0; i < 400 && recess.toAct(s) !== null; i++) {
      for (const a of recess.legalActions(s)) {
        expect(Object.isFrozen(a)).toBe(true)
        const key = JSON.stringify(a)
        expect(JSON.parse(key)).toEqual(a)
        expect(seen.get(key) ?? a).toBe(a)
        seen.set(key, a)
      }
      s = recess.apply(s, recess.bots.random(s, rand))
    }
    const kid = [...seen.values()].find((a) => a.t === 'kid')!
    expect(() => {
      ;(kid as { steps: number }).steps = 1
    }).toThrow(TypeError)
    expect(() => {
      ;(kid as { to: number[] }).to[0] = 0
    }).toThrow(TypeError)
  })
})
