import { describe, expect, it } from 'vitest'
import { NUN } from '../../../shared/games/recess/types.js'
import { at, kid, nun, OPEN, play, recess, shove, stage, why } from './helpers.js'
import { NUN_PHASE, NUN_WATCHES_ROW_4, nunLandsOnKid, tattling, WATCHED_FIGHT } from './scenes.js'

describe('Fights', () => {
  it('landing on an opponent kid out of sight starts a fight: one coin at once, the victim pinned', () => {
    const s = play(stage({ kids: { 0: [3, 0], 4: [3, 3] } }), kid(0, 3, [3, 3]))
    expect(s.pin[0]).toBe(4)
    expect(s.coins).toEqual([11, 9, 10])
  })

  it('no coin when the victim has none', () => {
    const s = play(stage({ kids: { 0: [3, 0], 4: [3, 3] }, coins: [10, 0, 10] }), kid(0, 3, [3, 3]))
    expect(s.pin[0]).toBe(4)
    expect(s.coins).toEqual([10, 0, 10])
  })

  it('the victim cannot move on its turn', () => {
    const s = stage({ kids: { 0: [3, 3], 4: [3, 3] }, pins: { 0: 4 }, cur: 1 })
    expect(why(s, kid(4, 3, [3, 0]))).toBe('pinned')
  })

  it('no fight where a nun looks', () => {
    const s = stage({ ...NUN_WATCHES_ROW_4, kids: { 0: [3, 0], 4: [3, 3] } })
    expect(why(s, kid(0, 3, [3, 3]))).toBe('fightSeen')
  })

  it('an attacker that stays takes another coin; one that walks away ends the fight', () => {
    const s = stage({ kids: { 0: [3, 3], 4: [3, 3] }, pins: { 0: 4 } })
    expect(play(s, { t: 'stay', kid: 0 }).coins).toEqual([11, 9, 10])
    const away = play(s, kid(0, 3, [3, 6]))
    expect(away.pin[0]).toBe(-1)
    expect(away.coins).toEqual([10, 10, 10])
  })

  it('at most three attackers: a fourth fight never happens', () => {
    const kids = { 0: [3, 3], 4: [3, 3], 1: [5, 5], 5: [5, 5], 2: [2, 2], 8: [2, 2], 3: [4, 0], 9: [4, 1] } as const
    const s = stage({ kids, pins: { 0: 4, 1: 5, 2: 8 } })
    const fights = recess.legalActions(s).filter((a) => a.t === 'kid' && a.kid === 3 && a.to.join() === '4,1')
    expect(fights).toEqual([])
  })

  describe("a nun that sees the fight when the attacker's turn starts", () => {
    const base = WATCHED_FIGHT

    it('if the attacker stays, the nun move must land on the fight', () => {
      const s = play(stage(base), { t: 'stay', kid: 0 })
      expect(why(s, nun(0, [0, 3]))).toBe('mustBreakUp')
      const t = play(s, nun(0, [3, 5]), shove([2, 5]))
      expect(t.kp[0]).toBe(-1)
      expect(t.det[0]).toBe(1)
      expect(t.kp[4]).toBe(at(t, [2, 5]))
      expect(t.coins).toEqual([11, 9, 10])
      expect(t.cur).toBe(1)
    })

    it('if the attacker walks away, the nun moves freely', () => {
      const s = play(stage(base), kid(0, 1, [2, 5]))
      expect(why(s, nun(0, [0, 3]))).toBeUndefined()
    })

    it('with several watched fights the player picks which one', () => {
      const s = stage({
        ...base,
        kids: { 0: [3, 5], 4: [3, 5], 1: [3, 2], 8: [3, 2] },
        pins: { 0: 4, 1: 8 },
        det: { 3: 1 },
      })
      const t = play(s, { t: 'stay', kid: 0 }, { t: 'stay', kid: 1 })
      expect(why(t, nun(0, [3, 2]))).toBeUndefined()
      expect(why(t, nun(0, [3, 5]))).toBeUndefined()
      expect(why(t, nun(0, [3, 6]))).toBe('mustBreakUp')
    })

    it('an attacker left on its victim when the timer runs out stays, and the forced nun move still happens', () => {
      const s = play(stage({ ...base, rules: { turnTimer: 60 } }), { t: 'timeout' })
      expect([s.np[0], s.det[0], s.cur]).toEqual([at(s, [3, 5]), 1, 1])
      expect(s.coins).toEqual([11, 9, 10])
    })

    it('the forced nun move happens even when the timer runs out', () => {
      const s = play(stage({ ...base, rules: { turnTimer: 60 } }), { t: 'stay', kid: 0 }, { t: 'timeout' })
      expect(s.np[0]).toBe(at(s, [3, 5]))
      expect(s.det[0]).toBe(1)
      expect(s.cur).toBe(1)
    })
  })
})

describe('Break-ups', () => {
  it("a kid landing on a fight shoves both fighters to two different cells of its player's choosing; the victim stands", () => {
    const s = play(stage({ kids: { 0: [3, 0], 4: [3, 3], 8: [3, 3] }, pins: { 4: 8 } }), kid(0, 3, [3, 3]))
    expect(recess.legalActions(s).filter((a) => a.t === 'shove')).toHaveLength(8)
    const t = play(s, shove([2, 3]))
    expect(why(t, shove([2, 3]))).toBe('shove.apart')
    const u = play(t, shove([4, 3]))
    expect([u.kp[4], u.kp[8], u.kp[0]]).toEqual([at(u, [2, 3]), at(u, [4, 3]), at(u, [3, 3])])
    expect(u.pin[4]).toBe(-1)
  })

  it("a nun landing on a fight shoves the victim and sends the attacker to detention for its owner's next turn", () => {
    const s = stage({
      rows: OPEN,
      nuns: [
        [0, 3],
        [7, 7],
      ],
      kids: { 4: [3, 3], 8: [3, 3] },
      pins: { 4: 8 },
      det: { 1: 1, 2: 1, 3: 1 },
    })
    let t = play(s, nun(0, [3, 3]), shove([4, 4]))
    // the turn passed to seat 1 at once: its attacker lies in the entrance, serving now
    expect([t.kp[4], t.det[4], t.kp[8], t.pin[4], t.cur]).toEqual([-1, 2, at(t, [4, 4]), -1, 1])
    expect(t.left).toEqual([2, 1])
    expect(why(t, kid(4, 1, [0, 0]))).toBe('detained')
    t = play(t, { t: 'pass' })
    expect(t.det[4]).toBe(0)
    t = play(t, { t: 'pass' }, { t: 'pass' })
    expect(t.cur).toBe(1)
    expect(why(t, kid(4, 3, [0, 2]))).toBeUndefined()
  })

  it("tattling: a kid landing on a nun sends it to a fight of its player's choosing", () => {
    const t = tattling()
    expect(t.pend).toEqual({ t: 'tattle', nun: 0 })
    expect(recess.legalActions(t).map((a) => a.t)).toEqual(['tattle', 'tattle'])
    const u = play(t, { t: 'tattle', to: [6, 6] })
    expect([u.np[0], u.kp[9], u.det[9], u.pin[4]]).toEqual([at(u, [6, 6]), -1, 1, 8])
    expect(u.kp[0]).toBe(at(u, [1, 0]))
  })

  it('no tattling on a safe cell', () => {
    const rows = [...OPEN]
    rows[1] = 'S.......'
    const s = stage({
      rows,
      nuns: [
        [1, 0],
        [0, 7],
      ],
      kids: { 0: [1, 3], 4: [3, 3], 8: [3, 3] },
      pins: { 4: 8 },
    })
    const t = play(s, kid(0, 3, [1, 0]))
    expect([t.pend, t.np[0], t.pin[4]]).toEqual([null, at(t, [1, 0]), 8])
  })
})

describe('Shoves', () => {
  it("a nun landing on a kid shoves it to a free neighbouring cell chosen by the nun's mover", () => {
    const s = nunLandsOnKid()
    expect(recess.legalActions(s).filter((a) => a.t === 'shove')).toHaveLength(8)
    const t = play(s, shove([2, 5]))
    expect([t.kp[4], t.np[0], t.cur]).toEqual([at(t, [2, 5]), at(t, [3, 4]), 1])
  })

  it('with shoveAdjacency 4 only the orthogonal neighbours', () => {
    const s = nunLandsOnKid({ rules: { shoveAdjacency: 4 } })
    expect(
      recess
        .legalActions(s)
        .filter((a) => a.t === 'shove')
        .map((a) => (a as { to: number[] }).to.join())
        .sort(),
    ).toEqual(['2,4', '3,3', '3,5', '4,4'])
  })

  it('never onto a safe cell, equipment or off the board', () => {
    const rows = [...OPEN]
    rows[0] = '...S....'
    rows[1] = '....#...'
    const s = play(
      stage({
        ...NUN_PHASE,
        rows,
        nuns: [
          [0, 7],
          [7, 0],
        ],
        kids: { 4: [0, 4] },
      }),
      nun(0, [0, 4]),
    )
    expect(
      recess
        .legalActions(s)
        .map((a) => (a as { to: number[] }).to.join())
        .sort(),
    ).toEqual(['0,5', '1,3', '1,5'])
  })

  it('a nun landing on a nun shoves it too', () => {
    const s = play(
      stage({
        ...NUN_PHASE,
        rows: OPEN,
        nuns: [
          [3, 0],
          [3, 5],
        ],
      }),
      nun(0, [3, 5]),
    )
    expect(s.pend).toEqual({ t: 'shove', q: [NUN + 1] })
    expect(play(s, shove([2, 5])).np).toEqual([at(s, [3, 5]), at(s, [2, 5])])
  })

  it('no shove on a safe cell', () => {
    const rows = [...OPEN]
    rows[3] = '....S...'
    const s = nunLandsOnKid({ rows })
    expect([s.kp[4], s.np[0], s.cur]).toEqual([at(s, [3, 4]), at(s, [3, 4]), 1])
  })

  it('with no free neighbour the chain follows the least crowded path', () => {
    const rows = ['......', '##.#..', '....#.', '.#.#..', '..#...', '......']
    // X (kid 4) on C3 is boxed in by kids: A above (one more shove to free C1), C left (two more), B and D walled in
    const s = stage({
      ...NUN_PHASE,
      rows,
      rules: { shoveAdjacency: 4 },
      nuns: [
        [0, 2],
        [5, 5],
      ],
      kids: { 4: [2, 2], 5: [1, 2], 8: [3, 2], 9: [2, 1], 10: [2, 3], 11: [2, 0] },
    })
    const t = play(s, nun(0, [2, 2]))
    expect([t.kp[4], t.kp[5], t.kp[9], t.kp[11]]).toEqual([at(t, [1, 2]), at(t, [0, 2]), at(t, [2, 1]), at(t, [2, 0])])
    expect(t.cur).toBe(1)
  })
})

describe('End', () => {
  it('a kiss out of sight ends the game at once; every other player pays the kisser 2 coins as far as they can', () => {
    const s = play(stage({ kids: { 0: [3, 0], 2: [3, 3] }, coins: [10, 10, 1] }), kid(0, 3, [3, 3]))
    expect([s.over, s.kisser]).toEqual([true, 0])
    expect(s.coins).toEqual([13, 8, 0])
    expect(recess.toAct(s)).toBeNull()
    expect(recess.result(s)).toEqual([1, 2, 3])
  })

  it('no kiss where a nun looks', () => {
    const s = stage({ ...NUN_WATCHES_ROW_4, kids: { 0: [3, 0], 2: [3, 3] } })
    expect(why(s, kid(0, 3, [3, 3]))).toBe('kissSeen')
  })

  it('most coins win; a tie goes to the kisser', () => {
    const s = play(stage({ kids: { 0: [3, 0], 2: [3, 3] }, coins: [6, 12, 8] }), kid(0, 3, [3, 3]))
    expect(s.coins).toEqual([10, 10, 6])
    expect(recess.result(s)).toEqual([1, 2, 3])
  })

  it('then to fewer kids in detention, then the place is shared', () => {
    const s = { ...stage({ det: { 4: 1 } }), over: true }
    expect(recess.result(s)).toEqual([1, 3, 1])
  })

  it('start: startCoins each, all kids in their entrances', () => {
    const s = recess.setup(recess.defaultScenario, 5, 3)
    expect(s.coins).toEqual([10, 10, 10, 10, 10])
    expect(s.kp.every((p) => p === -1)).toBe(true)
    expect([s.cur, s.clock]).toEqual([0, 1])
  })
})
