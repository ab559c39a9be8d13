import { describe, expect, it } from 'vitest'
import type { RecessAction } from '../../../shared/games/recess/types.js'
import { at, kid, nun, OPEN, play, recess, shove, stage, why } from './helpers.js'

const kinds = (list: RecessAction[]) => list.map((a) => a.t)

describe('Issue 13, item 2: the judgement calls, each a ruling (docs/RULINGS.md, Recess! 14–18)', () => {
  describe('14. "the attacker may move to stop the fight" (ja 移動してけんかを止める, fr « s’éloigner du lieu de la bagarre »)', () => {
    // seat 0: two attackers, both girls in detention, so its move values are "1, nun"
    const two = {
      kids: { 0: [3, 3], 4: [3, 3], 1: [5, 5], 8: [5, 5] },
      pins: { 0: 4, 1: 8 },
      det: { 2: 1, 3: 1 },
    } as const

    it('with "1, nun" either attacker may use the 1 to walk away; the other stays on its victim without a coin', () => {
      const s = stage(two)
      expect(s.left).toEqual([1])
      expect(why(s, kid(0, 1, [3, 4]))).toBeUndefined()
      expect(why(s, kid(1, 1, [5, 6]))).toBeUndefined()
      const t = play(s, kid(0, 1, [3, 4]))
      expect([t.pin[0], t.pin[1], t.kp[1]]).toEqual([-1, 8, at(t, [5, 5])])
      expect(t.coins).toEqual([10, 10, 10])
      expect(t.cur).toBe(1)
    })

    it('or one attacker stays with the 1 and takes a coin; the other is left without a move', () => {
      const t = play(stage(two), { t: 'stay', kid: 1 })
      expect(t.coins).toEqual([11, 10, 9])
      expect([t.pin[0], t.pin[1], t.cur]).toEqual([4, 8, 1])
    })

    it('a kid that is no attacker still may not take the move an attacker needs to walk away', () => {
      const s = stage({ kids: { 0: [3, 3], 4: [3, 3], 1: [5, 5] }, pins: { 0: 4 }, det: { 2: 1, 3: 1 } })
      expect(recess.explain(s, kid(1, 1, [5, 6]))).toEqual({
        key: 'recess.why.attackersMustMove',
        params: { cell: 'D4' },
      })
      expect(why(s, kid(0, 1, [3, 4]))).toBeUndefined()
    })
  })

  describe('15. "must choose: walk away, or stay" when a nun sees the fight (ja 選択しなければなりません, fr « doit soit s’éloigner …, soit … rester »)', () => {
    // nun 0 on A4 watches row 4, where seat 0's boy 0 pins seat 1's boy 4
    const watched = {
      rows: OPEN,
      nuns: [
        [3, 0],
        [7, 7],
      ],
      kids: { 0: [3, 5], 4: [3, 5], 1: [6, 4] },
    } as const

    it("the whole turn cannot be passed while a nun sees one of the player's fights", () => {
      const s = stage({ ...watched, pins: { 0: 4 } })
      expect(recess.explain(s, { t: 'pass' })).toEqual({ key: 'recess.why.passWatched', params: { cell: 'F4' } })
      expect(kinds(recess.legalActions(s))).not.toContain('pass')
      expect(kinds(recess.legalActions(s))).toContain('stay')
    })

    it('a fight no nun sees does not stop a pass', () => {
      const s = stage({
        ...watched,
        nuns: [
          [0, 7],
          [7, 0],
        ],
        rows: undefined,
        pins: { 0: 4 },
      })
      expect(why(s, { t: 'pass' })).toBeUndefined()
    })
  })

  describe('16. "if the fight goes on, the nun must land on it" (ja けんかを続行した場合…必ず着地, fr « s’il reste … obligé de la déplacer sur la case de la bagarre »)', () => {
    it('an attacker left without a move value on a watched fight stays on it, takes no coin, and the nun must land there', () => {
      // the watched attacker 0 on F4 and attacker 1 on E7 (unseen); both girls detained: "1, nun"
      const s = stage({
        rows: OPEN,
        nuns: [
          [3, 0],
          [7, 7],
        ],
        kids: { 0: [3, 5], 4: [3, 5], 1: [6, 4], 5: [6, 4] },
        pins: { 0: 4, 1: 5 },
        det: { 2: 1, 3: 1 },
      })
      expect(s.seen).toEqual([0])
      const t = play(s, kid(1, 1, [6, 3]))
      expect([t.phase, t.pin[0]]).toEqual([1, 4])
      expect(t.coins).toEqual([10, 10, 10])
      expect(recess.explain(t, nun(0, [0, 0]))).toEqual({ key: 'recess.why.mustBreakUp', params: { cells: 'F4' } })
      const u = play(t, nun(0, [3, 5]), shove([2, 5]))
      expect([u.det[0], u.kp[0], u.pin[0], u.kp[4], u.cur]).toEqual([1, -1, -1, at(u, [2, 5]), 1])
    })
  })

  describe('17. a kid\'s break-up shoves both fighters "to two different adjacent cells" (ja 隣接する別々のスペース, fr « deux cases adjacentes et distinctes »)', () => {
    it("the second fighter never goes onto, nor chains through, the first fighter's cell", () => {
      // fight on D4; 4-neighbour shoves: D3 is equipment, C4 and D5 hold kids, only E4 is free
      const rows = ['........', '........', '...#....', '........', '........', '........', '........', '........']
      const s = stage({
        rows,
        rules: { shoveAdjacency: 4 },
        nuns: [
          [7, 0],
          [0, 7],
        ],
        kids: { 0: [3, 0], 4: [3, 3], 8: [3, 3], 9: [3, 2], 10: [4, 3] },
        pins: { 4: 8 },
      })
      const t = play(s, kid(0, 3, [3, 3]))
      // the attacker went to the only free neighbour, E4, by itself; the victim is to be placed
      expect(t.kp[4]).toBe(at(t, [3, 4]))
      expect(t.pend).toEqual({ t: 'shove', q: [8], hold: 4 })
      expect(recess.explain(t, shove([3, 4]))).toEqual({ key: 'recess.why.shove.apart', params: { cell: 'E4' } })
      const options = recess.legalActions(t).map((a) => (a as { to: number[] }).to.join())
      expect(options.sort()).toEqual(['3,2', '4,3'])
      const u = play(t, recess.legalActions(t)[0])
      expect(u.kp[4]).toBe(at(u, [3, 4]))
      const victim = u.kp[8]
      expect(Math.abs(Math.floor(victim / 8) - 3) + Math.abs((victim % 8) - 3)).toBe(1)
    })
  })

  describe('18. the timer: "the pieces stay where they are" (ja 時間が尽きた時点で駒配置で確定, fr « laisser ses pions à l’endroit où ils étaient »)', () => {
    it('an idle attacker counts as staying only while it could still stay: one coin per move value left', () => {
      const s = stage({
        rules: { turnTimer: 60 },
        kids: { 0: [3, 3], 4: [3, 3], 1: [5, 5], 8: [5, 5] },
        pins: { 0: 4, 1: 8 },
        det: { 2: 1, 3: 1 },
      })
      const t = play(s, { t: 'timeout' })
      expect(t.coins).toEqual([11, 9, 10])
      expect([t.pin[0], t.pin[1], t.cur]).toEqual([4, 8, 1])
    })

    it('no coin for an attacker once a kid has moved (stays come first)', () => {
      const s = stage({ rules: { turnTimer: 60 }, kids: { 0: [3, 3], 4: [3, 3], 1: [5, 5] }, pins: { 0: 4 } })
      const t = play(s, kid(1, 3, [5, 2]), { t: 'timeout' })
      expect(t.coins).toEqual([10, 10, 10])
      expect([t.pin[0], t.cur]).toEqual([4, 1])
    })
  })
})
