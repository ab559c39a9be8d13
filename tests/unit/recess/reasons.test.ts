import { describe, expect, it } from 'vitest'
import type { Reason } from '../../../shared/engine/types.js'
import { LOCALES, hasMessage, translate } from '../../../shared/i18n/index.js'
import type { RecessAction, RecessState } from '../../../shared/games/recess/types.js'
import { kid, nun, OPEN, play, recess, shove, stage } from './helpers.js'
import { NUN_PHASE, nunLandsOnKid, tattling, WATCHED_FIGHT } from './scenes.js'

/**
 * The refusal of `a` in `s`: its key (without `recess.why.`) and parameters, after checking that
 * it renders in ja, en and fr with every parameter in the text and no placeholder left.
 */
function refusal(s: RecessState, a: RecessAction): [string, Record<string, string | number> | undefined] {
  const r = recess.explain(s, a) as Reason
  expect(r, JSON.stringify(a)).not.toBeNull()
  for (const locale of LOCALES) {
    expect(hasMessage(locale, r.key), `${locale} ${r.key}`).toBe(true)
    const text = translate(locale, r)
    expect(text).not.toMatch(/\{\w+\}/)
    for (const v of Object.values(r.params ?? {})) expect(text, `${locale} ${r.key}`).toContain(String(v))
  }
  return [r.key.replace('recess.why.', ''), r.params]
}

describe('Issue 13, item 3: each refusal names what is in the way, in ja, en and fr (cells as the board labels them)', () => {
  describe("a kid's walk", () => {
    const four = { kids: { 0: [0, 0], 1: [4, 4], 2: [5, 5], 3: [3, 3] } } as const

    it('too far even in a straight line: the distance, from a cell or from the entrance (the gate is the first step)', () => {
      expect(refusal(stage(four), kid(0, 3, [5, 5]))).toEqual(['reach.far', { cell: 'F6', steps: 3, d: 10 }])
      const atGate = stage({ kids: { 1: [4, 4], 2: [5, 5], 3: [3, 3] } })
      expect(refusal(atGate, kid(0, 3, [4, 4]))).toEqual(['reach.far', { cell: 'E5', steps: 3, d: 9 }])
    })

    it('the wrong parity: turning back adds steps two at a time', () => {
      expect(refusal(stage(four), kid(3, 3, [3, 5]))).toEqual(['reach.parity', { cell: 'F4', steps: 3 }])
    })

    it('a detour forced by equipment names the nearest equipment cell', () => {
      const rows = ['........', '........', '...#....', '...#....', '...#....', '........', '........', '........']
      const s = stage({ rows, kids: { 0: [3, 1], 1: [6, 6], 2: [5, 5], 3: [7, 2] } })
      expect(refusal(s, kid(0, 3, [3, 4]))).toEqual(['reach.blocked', { cell: 'E4', steps: 3, block: 'D4' }])
    })

    it('a kid walled in on all sides cannot step away and back', () => {
      const rows = ['........', '........', '...#....', '..#.#...', '...#....', '........', '........', '........']
      const s = stage({ rows, kids: { 0: [3, 3] }, det: { 1: 1 } })
      expect(s.left).toEqual([2, 1])
      expect(refusal(s, kid(0, 2, [3, 3]))).toEqual(['reach.noStep', { cell: 'D4' }])
    })

    it('equipment, off the board', () => {
      const s = stage(four)
      expect(refusal(s, kid(0, 3, [1, 6]))).toEqual(['reach.equipment', { cell: 'G2' }])
      expect(refusal(s, kid(0, 3, [9, 9]))).toEqual(['offBoard', { cell: 'J10' }])
    })
  })

  describe("a kid's landing", () => {
    it('the nun that sees the cell: no fight, no kiss', () => {
      const s = stage({
        rows: OPEN,
        nuns: [
          [3, 7],
          [7, 0],
        ],
        kids: { 0: [3, 0], 2: [3, 6], 4: [3, 3] },
      })
      expect(refusal(s, kid(0, 3, [3, 3]))).toEqual(['fightSeen', { cell: 'D4', nun: 'H4' }])
      const k = stage({
        rows: OPEN,
        nuns: [
          [3, 7],
          [7, 0],
        ],
        kids: { 0: [3, 0], 2: [3, 3] },
      })
      expect(refusal(k, kid(0, 3, [3, 3]))).toEqual(['kissSeen', { cell: 'D4', nun: 'H4' }])
    })

    it('the own kid, the nun with no fight, the fight to leave, the pinned kid', () => {
      expect(refusal(stage({ kids: { 0: [3, 0], 1: [3, 3] } }), kid(0, 3, [3, 3]))).toEqual(['ownKid', { cell: 'D4' }])
      const nunThere = stage({
        rows: OPEN,
        nuns: [
          [3, 3],
          [7, 7],
        ],
        kids: { 0: [3, 0] },
      })
      expect(refusal(nunThere, kid(0, 3, [3, 3]))).toEqual(['nunNoFight', { cell: 'D4' }])
      const fight = stage({ kids: { 0: [3, 3], 4: [3, 3], 1: [2, 2], 2: [4, 4] }, pins: { 0: 4 } })
      expect(refusal(play(fight, kid(1, 3, [2, 5])), kid(0, 2, [3, 3]))).toEqual(['mustLeaveFight', { cell: 'D4' }])
      expect(refusal({ ...fight, cur: 1 }, kid(4, 3, [3, 0]))).toEqual(['pinned', { cell: 'D4' }])
    })
  })

  describe("a nun's move", () => {
    const base = {
      ...NUN_PHASE,
      rows: OPEN,
      nuns: [
        [3, 3],
        [7, 7],
      ],
      kids: { 0: [1, 3] },
    } as const

    it('no such nun, equipment on the target', () => {
      const rows = [...OPEN]
      rows[0] = '...#....'
      const s = stage({ ...base, rows })
      expect(refusal(s, nun(2, [0, 0]))).toEqual(['noSuchNun', { n: 3, count: 2 }])
      expect(refusal(s, nun(0, [0, 3]))).toEqual(['nun.equipment', { cell: 'D1' }])
    })

    it('a piece that could not be shoved anywhere', () => {
      // D1 on the top edge: equipment on both sides and the safe cell D2 below; shoves to 4 neighbours
      const rows = [...OPEN]
      rows[0] = '..#.#...'
      rows[1] = '...S....'
      const s = stage({
        ...base,
        rows,
        rules: { shoveAdjacency: 4 },
        nuns: [
          [5, 3],
          [7, 7],
        ],
        kids: { 4: [0, 3] },
      })
      expect(refusal(s, nun(0, [0, 3]))).toEqual(['noRoom', { cell: 'D1' }])
    })

    it('the watched fight it must land on', () => {
      const s = play(stage(WATCHED_FIGHT), { t: 'stay', kid: 0 })
      expect(refusal(s, nun(0, [0, 3]))).toEqual(['mustBreakUp', { cells: 'F4' }])
    })
  })

  describe('a shove', () => {
    // the nun from D8 lands on D4; 4-neighbour shoves: D3 and C4 start chains of one shove, D5 one of
    // two (D6 is taken too, E5 and C5 are equipment), E4 holds a fight
    const rows = ['........', '........', '........', '........', '..#.#...', '........', '........', '........']
    const crowd = stage({
      ...NUN_PHASE,
      rows,
      rules: { shoveAdjacency: 4 },
      nuns: [
        [7, 3],
        [0, 7],
      ],
      kids: { 6: [3, 3], 9: [2, 3], 10: [3, 2], 11: [4, 3], 7: [5, 3], 5: [3, 4], 8: [3, 4] },
      pins: { 5: 8 },
    })
    const s = play(crowd, nun(0, [3, 3]))

    it('the chain that is not the shortest names the start of one that is', () => {
      expect(
        recess
          .legalActions(s)
          .map((a) => (a as { to: number[] }).to.join())
          .sort(),
      ).toEqual(['2,3', '3,2'])
      expect(refusal(s, shove([4, 3]))).toEqual(['shove.longer', { cell: 'D5', best: 'D3' }])
    })

    it('a cell holding two pieces, a cell that does not touch the piece, a diagonal under 4-neighbour shoves', () => {
      expect(refusal(s, shove([3, 4]))).toEqual(['shove.crowded', { cell: 'E4' }])
      expect(refusal(s, shove([0, 0]))).toEqual(['shove.notOrthogonal', { cell: 'A1', from: 'D4' }])
      // the cell the piece is shoved off is no neighbour of its own: named as such, not "D4 is not beside D4"
      expect(refusal(s, shove([3, 3]))).toEqual(['shove.same', { cell: 'D4' }])
    })

    it('a taken cell while another is free, equipment, a safe cell, a cell out of reach', () => {
      const r = [...OPEN]
      r[2] = '....#...'
      r[4] = '....S...'
      const t = nunLandsOnKid({ rows: r, kids: { 4: [3, 4], 5: [3, 5] } })
      expect(refusal(t, shove([3, 5]))).toEqual(['shove.occupied', { cell: 'F4', free: 'D4' }])
      expect(refusal(t, shove([2, 4]))).toEqual(['shove.equipment', { cell: 'E3' }])
      expect(refusal(t, shove([4, 4]))).toEqual(['shove.safe', { cell: 'E5' }])
      expect(refusal(t, shove([5, 4]))).toEqual(['shove.notAdjacent', { cell: 'E6', from: 'E4' }])
      expect(refusal(t, shove([3, 4]))).toEqual(['shove.same', { cell: 'E4' }])
    })
  })

  it('tattling: a cell with no fight', () => {
    expect(refusal(tattling(), { t: 'tattle', to: [5, 5] })).toEqual(['notAFight', { cell: 'F6' }])
  })

  it('malformed input is refused with a reason, never a crash: unknown kid or nun, cells off or outside the grid', () => {
    const s = stage({ kids: { 0: [3, 0] } })
    expect(refusal(s, { t: 'kid', kid: -1, steps: 3, to: [3, 3] })).toEqual(['notYourKid', undefined])
    expect(refusal(s, { t: 'stay', kid: 2.5 })).toEqual(['notYourKid', undefined])
    expect(refusal(s, kid(0, 3, [-1, 2]))).toEqual(['offBoard', { cell: '(-1, 2)' }])
    expect(refusal(s, kid(0, 3, [1.5, 2]))).toEqual(['offBoard', { cell: '(1.5, 2)' }])
    const n = stage({
      ...NUN_PHASE,
      rows: OPEN,
      nuns: [
        [3, 3],
        [7, 7],
      ],
    })
    expect(refusal(n, nun(-1, [0, 0]))).toEqual(['noSuchNun', { n: 0, count: 2 }])
  })
})
