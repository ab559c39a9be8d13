import { describe, expect, it } from 'vitest'
import { checkScenario, loadScenario } from '../../../shared/formats/loadFile.js'
import { defaultScenario, exxtra } from '../../../shared/games/exxtra/index.js'
import { DEFAULT_RULES } from '../../../shared/games/exxtra/schema.js'

const withRules = (rules: Record<string, unknown>) => ({ ...defaultScenario, rules })
const problems = (doc: unknown) => {
  const r = checkScenario(doc)
  return r.ok ? [] : r.problems
}

describe('Exxtra: scenarios', () => {
  it('the default scenario loads, 3 to 6 players, the standard settings', () => {
    const r = loadScenario(JSON.stringify(defaultScenario))
    expect(r.ok).toBe(true)
    expect(defaultScenario.players).toEqual({ min: 3, max: 6 })
    expect(defaultScenario.rules).toEqual(DEFAULT_RULES)
  })

  it('missing settings take the defaults of RULES.md', () => {
    const r = checkScenario(withRules({}))
    expect(r.ok && r.value.rules).toEqual(DEFAULT_RULES)
  })

  it('the 2-player option: a scenario may allow 2 seats, but not 1 or 7', () => {
    expect(problems({ ...defaultScenario, players: { min: 2, max: 6 } })).toEqual([])
    expect(problems({ ...defaultScenario, players: { min: 1, max: 6 } })[0].path).toBe('players')
    expect(problems({ ...defaultScenario, players: { min: 3, max: 7 } })[0].path).toBe('players')
  })

  it('a die without a number face is refused with its path and reason', () => {
    const p = problems(withRules({ ...DEFAULT_RULES, dieB: ['X', 'X', 'X', 'X', 'X', 'X'] }))
    expect(p).toEqual([{ path: 'rules.dieB', reason: { key: 'exxtra.problem.dieNeedsNumber', params: {} } }])
  })

  it('a die needs exactly six faces, each a digit or X', () => {
    expect(problems(withRules({ ...DEFAULT_RULES, dieA: ['1', '2'] }))[0].path).toBe('rules.dieA')
    expect(problems(withRules({ ...DEFAULT_RULES, dieA: ['1', '2', '3', '4', '10', 'X'] }))[0].path).toBe(
      'rules.dieA[4]',
    )
  })

  it('a track length below 1 or above 200 is refused', () => {
    expect(problems(withRules({ ...DEFAULT_RULES, trackLength: 0 }))[0]).toEqual({
      path: 'rules.trackLength',
      reason: { key: 'format.tooSmall.number', params: { min: '1' } },
    })
    expect(problems(withRules({ ...DEFAULT_RULES, trackLength: 201 }))[0].path).toBe('rules.trackLength')
    expect(problems(withRules({ ...DEFAULT_RULES, trackLength: 2.5 }))[0].path).toBe('rules.trackLength')
    expect(problems(withRules({ ...DEFAULT_RULES, trackLength: 1 }))).toEqual([])
  })

  it('an unknown setting is refused', () => {
    const p = problems(withRules({ ...DEFAULT_RULES, jokers: true }))
    expect(p).toEqual([{ path: 'rules', reason: { key: 'format.unknownKeys', params: { keys: 'jokers' } } }])
  })

  it('firstRollDoubleX is zero or hundred', () => {
    expect(problems(withRules({ ...DEFAULT_RULES, firstRollDoubleX: 'hundred' }))).toEqual([])
    expect(problems(withRules({ ...DEFAULT_RULES, firstRollDoubleX: 'ten' }))[0].path).toBe('rules.firstRollDoubleX')
  })

  it('the board carries nothing: anything in it is refused', () => {
    expect(problems({ ...defaultScenario, board: { track: [1, 2] } })[0].path).toBe('board')
  })

  it('the setup follows the settings: goal square, dice faces', () => {
    const r = checkScenario(withRules({ trackLength: 5, dieA: ['X', 'X', 'X', 'X', 'X', '9'] }))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const s = exxtra.setup(r.value as typeof defaultScenario, 2, 7)
    expect(s.goal).toBe(6)
    expect(s.faces[0]).toEqual([-1, -1, -1, -1, -1, 9])
    expect(s.n).toBe(2)
  })

  it('actions outside the schema are refused before explain sees them', () => {
    expect(exxtra.actionSchema.safeParse({ t: 'place', rung: 6 }).success).toBe(false)
    expect(exxtra.actionSchema.safeParse({ t: 'place', rung: 1, extra: 1 }).success).toBe(false)
    expect(exxtra.actionSchema.safeParse({ t: 'pass' }).success).toBe(false)
    expect(exxtra.actionSchema.safeParse({ t: 'roll' }).success).toBe(true)
  })
})
