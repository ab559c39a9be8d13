import { describe, expect, it } from 'vitest'
import { teamOf } from '../../../shared/games/kakekko/rules.js'
import { END, REST, kakekko, make, play, raise, rollAll, scenario, start, walk } from './helpers.js'

describe('Kakekko variant 1: secret bases', () => {
  it('Make is refused without the variant', () => {
    let s = rollAll(start(2, [5, 3]))
    s = play(s, raise(0), raise(0))
    expect(kakekko.explain(s, make(6))?.key).toBe('kakekko.why.noBases')
    expect(kakekko.legalActions(s).some((a) => a.t === 'make')).toBe(false)
  })

  it('Make costs 2 and goes on a passage square without a pawn or a base', () => {
    let s = rollAll(start(2, [6, 3], { secretBases: true }))
    s = play(s, raise(0), raise(0))
    expect(kakekko.explain(s, make(1))?.key).toBe('kakekko.why.notPassage') // shrine
    expect(kakekko.explain(s, make(4))?.key).toBe('kakekko.why.notPassage') // landmark
    s = play(s, walk(2))
    expect(kakekko.explain(s, make(2))?.key).toBe('kakekko.why.pawnThere')
    s = play(s, make(6))
    expect(s.bases).toEqual([6])
    expect(s.left).toBe(3)
    expect(kakekko.explain(s, make(6))?.key).toBe('kakekko.why.baseThere')
  })

  it('a pawn entering a base stops, ends its turn, empties its hand into the pool, and the base is erased', () => {
    let s = rollAll(start(2, [6, 5], { secretBases: true }))
    s = play(s, raise(0), raise(0), make(4 + 1), END)
    expect(s.bases).toEqual([5])
    // seat 1 walks with 5 points: 2, 3, 4, 5 → caught on 5 with one point unused
    s = play(s, walk(2), walk(3), walk(4), walk(5))
    expect(s.pos[1]).toBe(5)
    expect(s.hand[1]).toBe(0)
    expect(s.pool).toBe(3)
    expect(s.bases).toEqual([])
    expect(s.phase).toBe('roll')
  })
})

describe('Kakekko variant 2: there and back', () => {
  it('leg 1 scores 10, 9…; everyone then races back to the area-4 shrine with lines and hands kept', () => {
    let s = start(2, [6, 5], { thereAndBack: true })
    s = { ...s, pos: [13, 13], hand: [1, 2], pool: 3, inked: [true, false, false] }
    s = rollAll(s)
    s = play(s, raise(0), raise(0), walk(14))
    expect(kakekko.result(s)).toBeNull()
    s = play(s, walk(14))
    expect(s.leg).toBe(1)
    expect(s.score).toEqual([10, 9])
    expect(s.pos).toEqual([14, 14])
    expect(s.hand).toEqual([1, 2])
    expect(s.inked).toEqual([true, false, false])
    expect(s.phase).toBe('roll')
    // racing back: the area-4 shrine is now the goal
    s = { ...s, pos: [2, 2], rng: { script: [4, 3] } }
    s = rollAll(s)
    s = play(s, raise(0), raise(0))
    expect(s.queue).toEqual([0, 1])
    s = play(s, END, walk(1))
    expect(kakekko.result(s)).toBeNull()
    s = { ...s, rng: { script: [2, 1] } }
    s = rollAll(s)
    s = play(s, raise(0), walk(1))
    expect(s.score).toEqual([19, 19])
    // equal totals: more marbles in hand wins
    expect(kakekko.result(s)).toEqual([2, 1])
  })

  it('equal totals and equal hands share the place', () => {
    let s = start(2, [6, 5], { thereAndBack: true })
    s = { ...s, leg: 1, score: [10, 9], pos: [2, 2] }
    s = rollAll(s)
    s = play(s, raise(0), raise(0), walk(1), walk(1))
    expect(s.score).toEqual([20, 18])
    expect(kakekko.result(s)).toEqual([1, 2])
    let t = start(2, [6, 5], { thereAndBack: true })
    t = { ...t, leg: 1, score: [9, 10], pos: [2, 2], hand: [3, 3] }
    t = rollAll(t)
    t = play(t, raise(0), raise(0), walk(1), walk(1))
    expect(t.score).toEqual([19, 19])
    expect(kakekko.result(t)).toEqual([1, 1])
  })
})

describe('Kakekko variant 3: teams of two', () => {
  it('neighbouring seats are partners; the first pawn home ends the game for its team', () => {
    expect([0, 1, 2, 3, 4, 5].map(teamOf)).toEqual([0, 0, 1, 1, 2, 2])
    let s = start(4, [6, 5, 4, 3], { teams: true })
    s = { ...s, pos: [1, 1, 1, 13] }
    s = rollAll(s)
    s = play(s, raise(0), raise(0), raise(0), raise(0), END, END, END)
    s = play(s, walk(14))
    expect(kakekko.toAct(s)).toBeNull()
    expect(kakekko.result(s)).toEqual([2, 2, 1, 1])
  })

  it('refuses a seat count other than 4, 6 or 8', () => {
    expect(() => start(5, [], { teams: true })).toThrow()
    const problems = kakekko.check(scenario({ teams: true }))
    expect(problems.map((p) => [p.path, p.reason.key])).toEqual([['players', 'kakekko.problem.teamsSeats']])
    expect(kakekko.check(scenario({ teams: true }, undefined, { min: 6, max: 6 }))).toEqual([])
  })
})

describe('Kakekko: rest refills from the pool that spending fills', () => {
  it('marbles spent go to the pool and come back by resting', () => {
    let s = rollAll(start(2, [6, 1]))
    s = play(s, raise(2), raise(0))
    expect([s.hand[0], s.pool]).toEqual([1, 2])
    s = play(s, REST)
    expect([s.hand[0], s.pool]).toEqual([2, 1])
  })
})
