import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { rankRewards } from '../../../shared/ai/mcts.js'
import { canKiss, evaluate } from '../../../shared/games/recess/search.js'
import { Lookup, victims } from '../../../shared/games/recess/state.js'
import { hint } from '../../../shared/games/recess/hint.js'
import type { RecessState } from '../../../shared/games/recess/types.js'
import { kid, play, recess, stage } from './helpers.js'
import { randomGame } from './random-scenarios.js'
import { expectSeatValues } from '../../support/contract.js'

/** positions of a few games between random bots */
const positions = (games: number, seats = 3): RecessState[] =>
  [...Array(games).keys()].flatMap((i) => randomGame(recess.defaultScenario, seats + (i % 2), i + 1))

describe('search helpers', () => {
  const all = positions(6)

  it('evaluate gives one value in [0, 1] per seat', () => {
    for (const s of all) {
      expectSeatValues(evaluate(s), s.n)
    }
  })

  it('evaluate of an ended game is its rank reward', () => {
    for (const s of all.filter((x) => x.over)) {
      expect(evaluate(s)).toEqual(rankRewards(recess.result(s)!))
    }
  })

  it('evaluate favours the player who can kiss now', () => {
    const s = stage({ kids: { 0: [3, 0], 2: [3, 3] } })
    const v = evaluate(s)
    expect(v[0]).toBeGreaterThan(0.8)
    expect(v[0]).toBeGreaterThan(v[1])
    expect(v[0]).toBeGreaterThan(v[2])
  })

  it('canKiss sees a kiss in reach and no kiss out of reach', () => {
    const near = stage({ kids: { 0: [3, 0], 2: [3, 3] } })
    const far = stage({ kids: { 0: [0, 0], 2: [7, 7] } })
    for (const [s, want] of [
      [near, true],
      [far, false],
    ] as const) {
      // no nun sees anything
      expect(canKiss(s, new Lookup(s, []), 0, s.left, s.done, victims(s))).toBe(want)
    }
  })

  it('hint keeps legal actions only, never none', () => {
    for (const s of all.filter((x) => !x.over)) {
      const h = hint(s)
      expect(h.length).toBeGreaterThan(0)
      for (const a of h) expect(recess.explain(s, a), JSON.stringify(a)).toBeNull()
    }
  })

  it('hint keeps only the kiss when it wins, and other moves when it would not', () => {
    const winning = stage({ kids: { 0: [3, 0], 2: [3, 3] } })
    const w = hint(winning)
    expect(w).toContainEqual(kid(0, 3, [3, 3]))
    for (const a of w) expect(recess.apply(winning, a).kisser).toBe(0)
    const losing = stage({ kids: { 0: [3, 0], 2: [3, 3] }, coins: [2, 12, 8] })
    const h = hint(losing)
    expect(h).toContainEqual(kid(0, 3, [3, 3]))
    expect(h.length).toBeGreaterThan(1)
  })

  it('hint does not take a break-up for a kiss: a partner lying in a fight is broken up, not kissed', () => {
    // the girl (kid 2) lies pinned by a rival boy (kid 4) on D4; the boy (kid 0) can land there
    const s = stage({ kids: { 0: [3, 0], 2: [3, 3], 4: [3, 3] }, pins: { 4: 2 } })
    const breakUp = kid(0, 3, [3, 3])
    expect(recess.explain(s, breakUp)).toBeNull()
    expect(recess.apply(s, breakUp).kisser).toBe(-1)
    const h = hint(s)
    expect(h).toContainEqual(breakUp)
    expect(h.length).toBeGreaterThan(1)
  })

  it('MCTS with these hooks plays legal moves to the end of a game', () => {
    const s0 = recess.setup(recess.defaultScenario, 3, 5)
    let s = s0
    const rand = makeRand(9)
    for (let i = 0; i < 30 && recess.toAct(s) !== null; i++) {
      const h = hint(s)
      const a = h[rand.int(h.length)]
      s = play(s, a)
    }
    expect(evaluate(s)).toHaveLength(3)
  })
})
