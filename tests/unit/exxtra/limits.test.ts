import { describe, expect, it } from 'vitest'
import { exxtra, heldValue, isOver, limitReached, OFF, roundOf } from '../../../shared/games/exxtra/index.js'
import type { ExxtraAction, ExxtraState } from '../../../shared/games/exxtra/index.js'
import { translate, LOCALES } from '../../../shared/i18n/index.js'
import { place, roll, scenarioWith } from './helpers.js'

const ROLL: ExxtraAction = { t: 'roll' }

describe('Exxtra: the roll limit (RULINGS.md Exxtra 10)', () => {
  it('after rollLimit rolls in a turn, rolling again is refused with the limit and only placements are legal', () => {
    const scenario = scenarioWith({ rollLimit: 3 })
    let s = exxtra.setup(scenario, 3, 1)
    for (let i = 0; i < 3; i++) s = roll(s, '4', '2', scenario.rules)
    expect(s.rolls).toBe(3)
    expect(heldValue(s)).toBe(42)
    expect(exxtra.explain(s, ROLL)).toEqual({ key: 'exxtra.explain.rollLimit', params: { max: 3 } })
    expect(exxtra.legalActions(s).every((a) => a.t === 'place')).toBe(true)
    s = place(s, 5)
    expect(s.seat).toBe(1)
    expect(exxtra.explain(s, ROLL)).toBeNull()
  })

  it('a roll limit of 1 means the first roll is placed as it is', () => {
    const scenario = scenarioWith({ rollLimit: 1 })
    const s = roll(exxtra.setup(scenario, 2, 1), '7', 'X', scenario.rules)
    expect(exxtra.legalActions(s)).toEqual([0, 1, 2, 3, 4, 5].map((rung) => ({ t: 'place', rung })))
  })
})

describe('Exxtra: the round limit (RULINGS.md Exxtra 9)', () => {
  /** plays whole turns of one roll and a placement on rung 0, `turns` times */
  function quietTurns(s: ExxtraState, turns: number): ExxtraState {
    for (let i = 0; i < turns; i++) s = place(roll(s, '4', '2'), 0)
    return s
  }

  it('the game ends after the last turn of round roundLimit, not before', () => {
    const s0 = exxtra.setup(scenarioWith({ roundLimit: 2 }), 3, 1)
    const before = quietTurns(s0, 5)
    expect(roundOf(before)).toBe(2)
    expect(exxtra.toAct(before)).toBe(2)
    const after = quietTurns(before, 1)
    expect(isOver(after)).toBe(true)
    expect(limitReached(after)).toBe(true)
    expect(exxtra.toAct(after)).toBeNull()
    expect(exxtra.legalActions(after)).toEqual([])
    expect(exxtra.explain(after, ROLL)).toEqual({ key: 'exxtra.explain.gameOver' })
  })

  it('at the round limit the pawn furthest ahead wins, equal squares share a place, and pairs left on the ladder move nobody', () => {
    let s: ExxtraState = { ...exxtra.setup(scenarioWith({ roundLimit: 1 }), 4, 1), pos: [3, 7, 3, 1] }
    s = place(roll(s, '4', '2'), 5)
    s = place(roll(s, '2', '1'), 0)
    s = place(roll(s, '2', '1'), 0)
    expect(exxtra.result(s)).toBeNull()
    s = place(roll(s, '2', '1'), 4)
    expect(exxtra.result(s)).toEqual([2, 1, 2, 4])
    // seat 0's pair stays on rung 5 without moving its pawn: the game is over first
    expect(s.rung[0]).toBe(5)
    expect(s.pos).toEqual([3, 7, 3, 1])
    expect(s.winner).toBe(-1)
  })

  it('the log says the round limit ended the game, in every language', () => {
    let s = exxtra.setup(scenarioWith({ roundLimit: 1 }), 2, 1)
    s = place(roll(s, '4', '2'), 0)
    const last = roll(s, '4', '2')
    const line = exxtra.describe(last, { t: 'place', rung: 3 })
    expect(line.key).toBe('exxtra.log.roundLimit')
    expect(line.cause?.key).toBe('exxtra.log.place')
    for (const locale of LOCALES) expect(translate(locale, line)).not.toMatch(/\{\w+\}/)
  })

  it('a win by the ladder at the start of a turn still counts before the limit', () => {
    let s: ExxtraState = { ...exxtra.setup(scenarioWith({ roundLimit: 2, trackLength: 4 }), 2, 1), pos: [0, 0] }
    s = place(roll(s, '4', '2'), 5)
    s = place(roll(s, '2', '1'), 0)
    expect(s.winner).toBe(0)
    expect(limitReached(s)).toBe(false)
    expect(exxtra.result(s)).toEqual([1, 2])
    expect(s.rung[0]).toBe(OFF)
  })
})

describe('Exxtra: explain refuses malformed actions itself', () => {
  const s = roll(exxtra.setup(scenarioWith({}), 3, 1), '4', '2')
  const cases: [unknown, string][] = [
    [null, 'exxtra.explain.unknownAction'],
    ['roll', 'exxtra.explain.unknownAction'],
    [{}, 'exxtra.explain.unknownAction'],
    [{ t: 'pass' }, 'exxtra.explain.unknownAction'],
    [{ t: 'toString' }, 'exxtra.explain.unknownAction'],
    [{ t: 'roll', rung: 2 }, 'exxtra.explain.extraField'],
    [{ t: 'place' }, 'exxtra.explain.noSuchRung'],
    [{ t: 'place', rung: '3' }, 'exxtra.explain.noSuchRung'],
    [{ t: 'place', rung: 2.5 }, 'exxtra.explain.noSuchRung'],
    [{ t: 'place', rung: -1 }, 'exxtra.explain.noSuchRung'],
    [{ t: 'place', rung: 6 }, 'exxtra.explain.noSuchRung'],
  ]
  for (const [action, key] of cases) {
    it(`${JSON.stringify(action)} is refused: ${key}`, () => {
      const why = exxtra.explain(s, action as ExxtraAction)
      expect(why?.key).toBe(key)
      for (const locale of LOCALES) expect(translate(locale, why!)).not.toMatch(/\{\w+\}/)
    })
  }
})
