import { describe, expect, it } from 'vitest'
import { maxActions } from '../../../shared/games/kakekko/bounds.js'
import { LOCALES, translate } from '../../../shared/i18n/index.js'
import type { KakekkoAction, KakekkoState } from '../../../shared/games/kakekko/types.js'
import { defaultScenario, END, kakekko, play, raise, rollAll, scenario, start, walk } from './helpers.js'

/** a whole round in which seat k's number is dice[k] and everybody who gets a turn plays `turn` */
function round(s: KakekkoState, turn: (s: KakekkoState) => KakekkoState = (x) => play(x, END)): KakekkoState {
  s = rollAll(s)
  while (s.phase === 'raise') s = play(s, raise(0))
  const r = s.round
  while (s.phase === 'act' && s.round === r) s = turn(s)
  return s
}

describe('Kakekko: the round limit (RULINGS.md Kakekko 10)', () => {
  it('players who never walk still end the game: after roundLimit rounds it is over', () => {
    let s = start(3, [6, 5, 4, 6, 5, 4, 6, 5, 4], { roundLimit: 3 })
    for (let k = 1; k <= 2; k++) {
      s = round(s)
      expect(s.round).toBe(k + 1)
      expect(kakekko.result(s)).toBeNull()
    }
    s = round(s)
    expect(s.phase).toBe('over')
    expect(s.timeUp).toBe(true)
    expect(s.round).toBe(3)
    expect(kakekko.toAct(s)).toBeNull()
    expect(kakekko.result(s)).toEqual([1, 1, 1])
  })

  it('a round where every number collides still counts toward the limit', () => {
    let s = start(2, [3, 3], { roundLimit: 1, marblesPerPlayer: 0, maxHand: 6 })
    s = rollAll(s)
    expect(s.phase).toBe('over')
    expect(s.timeUp).toBe(true)
  })

  it('at the limit finished pawns keep their order and the others follow by steps still to walk, equal steps sharing', () => {
    // line board: 14 is the goal; seat 0 is home first, seat 1 stands 3 steps away, seats 2 and 3 five steps away
    let s = start(4, [6, 5, 4, 3], { roundLimit: 1 })
    s = { ...s, pos: [13, 11, 9, 9] }
    s = rollAll(s)
    s = play(s, raise(0), raise(0), raise(0), raise(0))
    s = play(s, walk(14))
    s = play(s, END, END, END)
    expect(s.timeUp).toBe(true)
    expect(kakekko.result(s)).toEqual([1, 2, 3, 3])
  })

  it('inked shortcuts count in the distance to the goal', () => {
    // slot 103 joins 2 and 13: inked, square 2 is 2 steps from the goal, square 9 is 5
    let s = start(2, [6, 5], { roundLimit: 1 })
    s = { ...s, pos: [9, 2], inked: [false, false, true] }
    s = round(s)
    expect(kakekko.result(s)).toEqual([2, 1])
  })

  it('variant 2 at the limit: the leg being run is scored in that order, then the totals and the hands decide', () => {
    let s = start(3, [6, 5, 4], { roundLimit: 1, thereAndBack: true })
    s = { ...s, pos: [13, 10, 12], score: [0, 0, 0], hand: [1, 3, 2] }
    s = round(s, (x) => (x.queue[0] === 0 ? play(x, walk(14)) : play(x, END)))
    expect(s.timeUp).toBe(true)
    // seat 0 home (10), seat 2 two steps away (9), seat 1 four steps away (8)
    expect(kakekko.result(s)).toEqual([1, 3, 2])
  })

  it('variant 3 at the limit: the team whose pawn is nearest the goal wins', () => {
    let s = start(4, [6, 5, 4, 3], { roundLimit: 1, teams: true }, undefined)
    s = { ...s, pos: [5, 6, 12, 3] }
    s = round(s)
    expect(kakekko.result(s)).toEqual([2, 2, 1, 1])
  })

  it('the log line of the action that ends the last round says so, in every language', () => {
    let s = start(2, [6, 5], { roundLimit: 1 })
    s = rollAll(s)
    s = play(s, raise(0), raise(0), END)
    const line = kakekko.describe(s, END)
    expect(line.key).toBe('kakekko.log.timeUp')
    expect(line.cause?.key).toBe('kakekko.log.end')
    for (const locale of LOCALES) expect(translate(locale, line)).not.toMatch(/\{\w+\}/)
  })

  it('maxActions: rounds × (2 × seats + the seats largest numbers up to maxValue)', () => {
    expect(maxActions({ roundLimit: 10, maxValue: 12 }, 3)).toBe(10 * (6 + 12 + 11 + 10))
    expect(maxActions({ roundLimit: 1, maxValue: 6 }, 8)).toBe(16 + 6 + 5 + 4 + 3 + 2 + 1)
    expect(kakekko.maxActions(defaultScenario, 8)).toBe(120 * (16 + 68))
    expect(kakekko.maxActions(defaultScenario, 8)).toBeLessThan(20_000)
  })

  it('a round limit too short for the shortest race, every shortcut inked, is refused', () => {
    // line board: 3 steps with shortcut 103 inked (1, 2, 13, 14); 6 there and back
    expect(kakekko.check(scenario({ roundLimit: 1, maxValue: 6 }))).toEqual([])
    expect(kakekko.check(scenario({ roundLimit: 1, maxValue: 6, thereAndBack: true }))).toEqual([])
    const village = { ...defaultScenario, rules: { ...defaultScenario.rules, roundLimit: 2 } }
    const problems = kakekko.check(village)
    expect(problems).toHaveLength(1)
    expect(problems[0].path).toBe('rules.roundLimit')
    expect(problems[0].reason.key).toBe('kakekko.problem.goalOutOfReach')
    expect(problems[0].reason.params!.most).toBe(24)
    for (const locale of LOCALES) expect(translate(locale, problems[0].reason)).not.toMatch(/\{\w+\}/)
    expect(kakekko.check(defaultScenario)).toEqual([])
  })

  it('old scenarios without the setting load with the default limit', () => {
    const { roundLimit: _, ...older } = scenario().rules
    const parsed = kakekko.rulesSchema.parse(older)
    expect(parsed.roundLimit).toBe(120)
    expect(kakekko.setup({ ...scenario(), rules: older as typeof parsed }, 2, 1).roundLimit).toBe(120)
  })
})

describe('Kakekko: explain refuses malformed actions itself (issue 13, item 6)', () => {
  const raising = rollAll(start(2, [3, 5]))
  const acting = play(raising, raise(0), raise(0))
  const actingWithBases = play(rollAll(start(2, [3, 5], { secretBases: true })), raise(0), raise(0))
  const cases: [string, KakekkoState, unknown, string][] = [
    ['not an object', acting, null, 'kakekko.why.unknownAction'],
    ['an unknown kind of move', acting, { t: 'fly' }, 'kakekko.why.unknownAction'],
    ['a kind named after an object property', acting, { t: 'constructor' }, 'kakekko.why.unknownAction'],
    ['an unknown slot', acting, { t: 'connect', slot: 9999 }, 'kakekko.why.unknownSlot'],
    ['a slot id that is an object property', acting, { t: 'connect', slot: 'toString' }, 'kakekko.why.badField'],
    ['a fractional slot id', acting, { t: 'connect', slot: 101.5 }, 'kakekko.why.unknownSlot'],
    ['a walk without a square', acting, { t: 'walk' }, 'kakekko.why.badField'],
    ['a square that is not on the board', acting, { t: 'walk', to: -3 }, 'kakekko.why.unknownSquare'],
    ['a secret base on an unknown square', actingWithBases, { t: 'make', square: 1e9 }, 'kakekko.why.unknownSquare'],
    [
      'a secret base on a square id that is an object property',
      actingWithBases,
      { t: 'make', square: '__proto__' },
      'kakekko.why.badField',
    ],
    ['an extra field', acting, { t: 'end', now: true }, 'kakekko.why.extraField'],
    ['a negative raise', raising, { t: 'raise', marbles: -1 }, 'kakekko.why.badMarbles'],
    ['a fractional raise', raising, { t: 'raise', marbles: 0.5 }, 'kakekko.why.badMarbles'],
    ['a raise of more marbles than in hand', raising, { t: 'raise', marbles: 4 }, 'kakekko.why.notEnoughMarbles'],
    ['a raise that is not a number', raising, { t: 'raise', marbles: '2' }, 'kakekko.why.badField'],
    ['a raise of infinity', raising, { t: 'raise', marbles: Infinity }, 'kakekko.why.badField'],
  ]
  for (const [what, s, action, key] of cases) {
    it(`${what} (${JSON.stringify(action)}) is refused with ${key}`, () => {
      const why = kakekko.explain(s, action as KakekkoAction)
      expect(why?.key).toBe(key)
      for (const locale of LOCALES) expect(translate(locale, why!)).not.toMatch(/\{\w+\}/)
    })
  }

  it('a raise above the highest number is refused with the limit', () => {
    let s = rollAll(start(2, [6, 5], { maxValue: 8, marblesPerPlayer: 6 }))
    expect(kakekko.explain(s, raise(3))).toEqual({ key: 'kakekko.why.overMax', params: { max: 8 } })
    s = play(s, raise(2))
    expect(s.value[0]).toBe(8)
  })
})
