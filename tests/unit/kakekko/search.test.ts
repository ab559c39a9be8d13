import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { distTable } from '../../../shared/games/kakekko/distances.js'
import { evaluate, hint, playout } from '../../../shared/games/kakekko/search.js'
import { distancesTo } from '../../../shared/games/kakekko/graph.js'
import { targetOf } from '../../../shared/games/kakekko/rules.js'
import type { KakekkoState, Rules } from '../../../shared/games/kakekko/types.js'
import { scriptedRng } from '../../../shared/engine/rng.js'
import { connect, defaultScenario, kakekko, play, raise, rollAll, scenario, start, walk } from './helpers.js'
import { expectSeatValues } from '../../support/contract.js'

const VARIANTS: Partial<Rules>[] = [
  {},
  { connectFrom: 'pawn' },
  { secretBases: true },
  { thereAndBack: true },
  { teams: true },
]

/** positions from games of random bots, on the default board and on the test board with each variant */
function* positions(): Generator<KakekkoState> {
  for (const [k, rules] of VARIANTS.entries()) {
    for (const seats of rules.teams ? [4] : [2, 3]) {
      const sc = k === 0 ? defaultScenario : scenario(rules)
      const rand = makeRand(k * 10 + seats)
      let s = kakekko.setup(sc, seats, k + seats)
      for (let i = 0; i < 300 && kakekko.toAct(s) !== null; i++) {
        yield s
        s = kakekko.apply(s, kakekko.bots.random(s, rand))
      }
      yield s
    }
  }
}

describe('kakekko search hooks', () => {
  it('evaluate gives one value in [0, 1] per seat', () => {
    for (const s of positions()) {
      expectSeatValues(evaluate(s), s.n)
    }
  })

  it('evaluate favours the pawn nearer the goal', () => {
    let s = start(2, [], {})
    s = { ...s, pos: [10, 3] }
    const [a, b] = evaluate(s)
    expect(a).toBeGreaterThan(0.5)
    expect(b).toBeLessThan(0.5)
    expect(a + b).toBeCloseTo(1, 5)
  })

  it('playout returns a legal action whenever the game goes on', () => {
    const rand = makeRand(7)
    for (const s of positions()) {
      if (kakekko.toAct(s) === null) continue
      const a = playout(s, rand)
      expect(kakekko.explain(s, a), JSON.stringify(a)).toBeNull()
    }
  })

  it('playout games end', () => {
    const rand = makeRand(3)
    for (let g = 0; g < 20; g++) {
      let s = kakekko.setup(defaultScenario, 2 + (g % 3), g)
      let n = 0
      while (kakekko.toAct(s) !== null && n < 5000) {
        s = kakekko.apply(s, playout(s, rand))
        n++
      }
      expect(kakekko.result(s)).not.toBeNull()
    }
  })

  it('hint keeps a non-empty subset of the legal actions', () => {
    for (const s of positions()) {
      if (kakekko.toAct(s) === null) continue
      const legal = new Set(kakekko.legalActions(s).map((a) => JSON.stringify(a)))
      const h = hint(s)
      expect(h.length).toBeGreaterThan(0)
      for (const a of h) expect(legal.has(JSON.stringify(a))).toBe(true)
    }
  })

  it('hint drops walks away from the goal and slots that help a rival as much', () => {
    // the default board without marbles: both pawns on the start shrine (square 1)
    let s = start(2, [4, 2], { marblesPerPlayer: 0 }, defaultScenario.board)
    s = rollAll(s)
    expect(s.phase).toBe('act')
    const h = hint(s).map((a) => JSON.stringify(a))
    expect(h).toEqual([JSON.stringify(walk(2))])
    // the rival walked on past square 10: slot 4 (2–10) now helps only the pawn on turn
    s = { ...s, pos: [1, 12] }
    expect(hint(s).map((a) => JSON.stringify(a))).toContain(JSON.stringify(connect(4)))
  })

  it('far from home, hint searches only keeping the marbles or the cheapest spend to a free value', () => {
    let s = kakekko.setup(defaultScenario, 3, 1)
    s = { ...s, rng: scriptedRng([3, 3, 5]), hand: [3, 0, 3] }
    s = rollAll(s)
    expect(s.phase).toBe('raise')
    expect(s.queue).toEqual([2, 0])
    expect(hint(s)).toEqual([raise(0), raise(1)])
    s = play(s, raise(0))
    // seat 1 holds the value 3 too: seat 0 may keep it (and collide) or dodge with one marble
    expect(hint(s)).toEqual([raise(0), raise(1)])
  })

  it('near home, hint searches every spending choice', () => {
    let s = start(2, [2, 5])
    s = rollAll(s)
    expect(s.phase).toBe('raise')
    expect(hint(s)).toEqual(kakekko.legalActions(s))
  })

  it('the cached distances match a fresh breadth-first search', () => {
    let s = start(2, [6, 1], { marblesPerPlayer: 0 })
    s = rollAll(s)
    s = play(s, connect(101))
    const t = distTable(s.g, targetOf(s), s.inked)
    expect([...t.d]).toEqual([...distancesTo(s.g, targetOf(s), s.inked)])
    for (let i = 0; i < t.e.length; i++) expect(t.e[i]).toBeLessThanOrEqual(t.d[i])
  })
})
