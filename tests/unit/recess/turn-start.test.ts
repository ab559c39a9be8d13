import { describe, expect, it } from 'vitest'
import type { RecessAction } from '../../../shared/games/recess/types.js'
import { at, kid, nun, OPEN, play, recess, shove, stage, why } from './helpers.js'

const has = (list: RecessAction[], a: RecessAction): boolean =>
  list.some((b) => JSON.stringify(b) === JSON.stringify(a))

describe('A freed victim may move "from the next turn" (ja 次のターンから, fr « à son prochain tour »)', () => {
  it("issue 13, item 1: a victim freed by its owner's own break-up does not move again that turn", () => {
    let s = recess.setup(recess.defaultScenario, 3, 1)
    s = play(
      s,
      kid(0, 3, [0, 3]),
      kid(1, 2, [0, 2]),
      kid(2, 1, [11, 11]),
      nun(1, [10, 8]),
      kid(4, 3, [0, 3]),
      kid(6, 2, [11, 10]),
      kid(7, 1, [10, 11]),
      nun(1, [10, 9]),
      { t: 'pass' },
      kid(1, 3, [0, 3]),
      shove([0, 4]),
      shove([1, 2]),
    )
    expect(s.cur).toBe(0)
    expect(s.pin[4]).toBe(-1)
    const freed = kid(0, 2, [0, 1])
    expect(why(s, freed)).toBe('freedThisTurn')
    expect(has(recess.legalActions(s), freed)).toBe(false)
    expect(recess.legalActions(s).some((a) => a.t === 'kid' && a.kid === 0)).toBe(false)
  })

  /** seat 1's kid 4 pins seat 0's girl 2 on D4; seat 0's boy 0 on D2 can tattle to the nun on A2 */
  const girlPinnedBesideATattle = () =>
    stage({
      rows: OPEN,
      nuns: [
        [1, 0],
        [7, 7],
      ],
      kids: { 0: [1, 3], 2: [3, 3], 4: [3, 3], 1: [5, 5] },
      pins: { 4: 2 },
    })

  it("a victim freed by its owner's tattling does not move again that turn either", () => {
    const s = girlPinnedBesideATattle()
    const t = play(s, kid(0, 3, [1, 0]), shove([2, 3]))
    expect([t.pin[4], t.det[4], t.kp[2]]).toEqual([-1, 1, at(t, [2, 3])])
    expect(why(t, kid(2, 2, [2, 5]))).toBe('freedThisTurn')
    expect(recess.legalActions(t).some((a) => a.t === 'kid' && a.kid === 2)).toBe(false)
    // the values left go to the kids that were free when the turn began
    expect(why(t, kid(1, 2, [5, 7]))).toBeUndefined()
  })

  it("at its owner's next turn the freed kid moves again", () => {
    const s = girlPinnedBesideATattle()
    let t = play(s, kid(0, 3, [1, 0]), shove([2, 3]), kid(1, 2, [5, 7]), nun(1, [7, 6]))
    t = play(t, { t: 'pass' }, { t: 'pass' })
    expect([t.cur, t.held, t.left]).toEqual([0, 0, [3, 2, 1]])
    expect(why(t, kid(2, 3, [2, 6]))).toBeUndefined()
  })
})
