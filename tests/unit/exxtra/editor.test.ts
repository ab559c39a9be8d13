import { describe, expect, it } from 'vitest'
import { defaultScenario } from '../../../shared/games/exxtra/index.js'
import {
  clampTrackLength,
  diceOdds,
  parseFace,
  problemsAt,
  setFace,
  setLimit,
  setTrackLength,
  withRules,
} from '../../../shared/games/exxtra/editor.js'
import { checkScenario } from '../../../shared/formats/loadFile.js'

describe('Exxtra editor operations', () => {
  it('setFace replaces one face and never mutates the scenario', () => {
    const before = JSON.stringify(defaultScenario)
    const next = setFace(defaultScenario, 'dieB', 5, '9')
    expect(next.rules.dieB).toEqual(['1', '2', '3', '5', '6', '9'])
    expect(next.rules.dieA).toBe(defaultScenario.rules.dieA)
    expect(JSON.stringify(defaultScenario)).toBe(before)
  })

  it('setFace repairs a die that is not six faces long, filling with X', () => {
    const broken = withRules(defaultScenario, { dieA: ['1'] as never })
    expect(setFace(broken, 'dieA', 2, '4').rules.dieA).toEqual(['1', 'X', '4', 'X', 'X', 'X'])
  })

  it('parseFace reads digits and X in either case, nothing else', () => {
    expect(parseFace(' x ')).toBe('X')
    expect(parseFace('7')).toBe('7')
    expect(parseFace('10')).toBeNull()
    expect(parseFace('')).toBeNull()
    expect(parseFace('y')).toBeNull()
  })

  it('setTrackLength keeps out-of-range values (so the issues list can say why) but ignores non-numbers', () => {
    expect(setTrackLength(defaultScenario, '250').rules.trackLength).toBe(250)
    expect(setTrackLength(defaultScenario, '7.4').rules.trackLength).toBe(7)
    expect(setTrackLength(defaultScenario, 'abc')).toBe(defaultScenario)
    expect(setTrackLength(defaultScenario, '')).toBe(defaultScenario)
    expect(clampTrackLength(0)).toBe(1)
    expect(clampTrackLength(500)).toBe(200)
  })

  it('problemsAt finds the problems of a field and of its parts', () => {
    const problems = [
      { path: 'rules.dieA[3]', reason: { key: 'a' } },
      { path: 'rules.dieAB', reason: { key: 'b' } },
      { path: 'rules.dieA', reason: { key: 'c' } },
    ]
    expect(problemsAt(problems, 'rules.dieA').map((p) => p.reason.key)).toEqual(['a', 'c'])
  })

  it('diceOdds: the standard dice fault 11 times in 36 on a later roll, and move with 3 doubles in 36', () => {
    const o = diceOdds(defaultScenario.rules)!
    expect(o.fault).toBeCloseTo(11 / 36)
    expect(o.double).toBeCloseTo(3 / 36)
    expect(o.best).toBe(76)
    expect(diceOdds({ ...defaultScenario.rules, firstRollDoubleX: 'hundred' })!.best).toBe(100)
    expect(diceOdds({ ...defaultScenario.rules, dieA: ['1'] as never })).toBeNull()
  })

  it('setLimit keeps what is typed, whole numbers, even out of range; the loader then says why', () => {
    expect(setLimit(defaultScenario, 'roundLimit', ' 80 ').rules.roundLimit).toBe(80)
    expect(setLimit(defaultScenario, 'rollLimit', '2.6').rules.rollLimit).toBe(3)
    expect(setLimit(defaultScenario, 'rollLimit', 'abc')).toBe(defaultScenario)
    const tooMany = setLimit(defaultScenario, 'rollLimit', '51')
    const r = checkScenario(tooMany)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems.map((p) => p.path)).toEqual(['rules.rollLimit'])
  })
})
