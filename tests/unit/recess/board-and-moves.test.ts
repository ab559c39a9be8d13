import { describe, expect, it } from 'vitest'
import { at, kid, nun, OPEN, play, recess, stage, targets, WALLED, why } from './helpers.js'

describe('Board: cells, entrances and gates', () => {
  it('equipment blocks a kid: it can neither end on nor step through an obstacle', () => {
    const s = stage({ kids: { 0: [0, 5] }, det: { 1: 1, 2: 1 } })
    expect(targets(s, 0, 1)).toEqual(['0,4', '1,5'])
    const wall = stage({
      rows: ['..#...', '..#...', '..#...', '..#...', '..#...', '......'],
      nuns: [
        [5, 0],
        [5, 5],
      ],
      kids: { 0: [0, 1] },
      girls: [[5, 5]],
    })
    expect(recess.explain(wall, kid(0, 3, [1, 3]))).toEqual({
      key: 'recess.why.reach.blocked',
      params: { cell: 'D2', steps: 3, block: 'C1' },
    })
    expect(why(wall, kid(0, 3, [2, 2]))).toBe('reach.equipment')
  })

  it('leaving the entrance is the first step, onto a gate', () => {
    const s = stage({ kids: { 0: [4, 4], 1: [4, 6], 3: [5, 6] } })
    // kid 2 (a girl) waits at the girls entrance, gate H8
    expect(targets(s, 2, 3)).toEqual(['5,7', '6,6', '7,5', '7,7'])
    const one = stage({ kids: { 1: [4, 4], 2: [4, 6], 3: [5, 6] } })
    expect(targets(one, 0, 3)).toEqual(['0,0', '0,2', '1,1', '2,0'])
  })

  it('kids never walk back into an entrance', () => {
    const s = stage({ kids: { 0: [0, 0], 1: [4, 4], 2: [4, 6], 3: [5, 6] } })
    expect(targets(s, 0, 3)).toEqual(['0,1', '0,3', '1,0', '1,2', '2,1', '3,0'])
    const after = play(s, kid(0, 3, [0, 1]))
    expect(after.kp[0]).toBe(at(after, [0, 1]))
  })

  it('safe cells are shared peacefully: no fight on them', () => {
    const rows = [...WALLED]
    rows[3] = '...S....'
    const s = stage({ rows, kids: { 0: [3, 0], 4: [3, 3] } })
    const after = play(s, kid(0, 3, [3, 3]))
    expect(after.pin[0]).toBe(-1)
    expect(after.coins).toEqual([10, 10, 10])
  })
})

describe('Clock: turns in total, not rounds', () => {
  it('every player turn advances the clock by one', () => {
    const s = play(stage(), { t: 'pass' }, { t: 'pass' }, { t: 'pass' })
    expect(s.clock).toBe(4)
    expect(s.cur).toBe(0)
  })

  it('the game ends after the last turn', () => {
    let s = stage({ rules: { turns: 4 } })
    s = play(s, { t: 'pass' }, { t: 'pass' }, { t: 'pass' })
    expect(recess.toAct(s)).toBe(0)
    s = play(s, { t: 'pass' })
    expect(recess.toAct(s)).toBeNull()
    expect(recess.result(s)).toEqual([1, 1, 1])
  })

  it('without the timer setting there is no timeout', () => {
    expect(why(stage(), { t: 'timeout' })).toBe('noTimer')
  })

  it('the timer running out ends the turn where the pieces stand', () => {
    const s = play(stage({ rules: { turnTimer: 60 } }), kid(0, 3, [1, 1]), { t: 'timeout' })
    expect(s.cur).toBe(1)
    expect(s.kp[0]).toBe(at(s, [1, 1]))
  })
})

describe('Moves: 3, 2, 1, nun', () => {
  const four = { kids: { 0: [3, 3], 1: [4, 4], 2: [5, 5], 3: [2, 2] } } as const

  it('the 3-step move comes first when every value can be used', () => {
    expect(why(stage(four), kid(0, 2, [3, 5]))).toBe('useLargerFirst')
  })

  it('three different kids move: none moves twice', () => {
    const s = play(stage(four), kid(0, 3, [3, 0]))
    expect(why(s, kid(0, 2, [3, 2]))).toBe('alreadyMoved')
  })

  it('exact steps, turning and stepping back allowed', () => {
    const s = play(stage(four), kid(3, 3, [2, 5]))
    expect(targets(s, 0, 2)).toEqual(['1,3', '2,2', '2,4', '3,1', '3,3', '3,5', '4,2', '5,3'])
    expect(s.left).toEqual([2, 1])
  })

  it('kids pass through other kids and nuns', () => {
    const s = stage({
      rows: OPEN,
      nuns: [
        [3, 1],
        [7, 7],
      ],
      kids: { 0: [3, 0], 4: [3, 2] },
    })
    expect(targets(s, 0, 3)).toContain('3,3')
  })

  it('the whole turn may be passed, a started turn may not', () => {
    const s = stage(four)
    expect(why(s, { t: 'pass' })).toBeUndefined()
    expect(why(play(s, kid(0, 3, [3, 0])), { t: 'pass' })).toBe('passTooLate')
  })

  it('the nun move comes after the kids', () => {
    const s = stage({
      rows: OPEN,
      nuns: [
        [0, 7],
        [7, 0],
      ],
      kids: four.kids,
    })
    expect(why(s, nun(0, [0, 6]))).toBe('kidsFirst')
    const done = play(s, kid(0, 3, [3, 0]), kid(1, 2, [4, 2]), kid(2, 1, [5, 4]))
    expect(why(done, kid(3, 1, [2, 1]))).toBe('kidsDone')
    expect(play(done, nun(0, [0, 6])).cur).toBe(1)
  })

  it('a kid may not end on its own kid of the same gender', () => {
    const s = stage({ kids: { 0: [3, 0], 1: [3, 3] } })
    expect(why(s, kid(0, 3, [3, 3]))).toBe('ownKid')
  })

  it('a kid may end on a nun only while a fight is going on (tattling)', () => {
    const s = stage({
      rows: OPEN,
      nuns: [
        [3, 3],
        [7, 7],
      ],
      kids: { 0: [3, 0] },
    })
    expect(why(s, kid(0, 3, [3, 3]))).toBe('nunNoFight')
  })

  it('with fewer than three free kids, any distinct values, one each', () => {
    // girls 2 and 3 lie pinned by kids of seat 1
    const o = {
      kids: { 0: [2, 2], 1: [3, 3], 2: [4, 4], 4: [4, 4], 3: [5, 5], 5: [5, 5] },
      pins: { 4: 2, 5: 3 },
    } as const
    const s = stage(o)
    expect(why(s, kid(2, 3, [4, 1]))).toBe('pinned')
    expect(why(s, kid(0, 2, [2, 4]))).toBeUndefined()
    expect(why(s, kid(0, 1, [2, 3]))).toBe('useLargerFirst')
    const t = play(s, kid(0, 2, [2, 4]))
    expect(t.left).toEqual([1])
    expect(play(t, kid(1, 1, [3, 4])).cur).toBe(1)
  })

  it('each attacker that stays uses up the largest move: one stays, "2, 1, nun"', () => {
    const s = stage({ kids: { 0: [3, 3], 4: [3, 3], 1: [2, 2], 2: [4, 4] }, pins: { 0: 4 } })
    const t = play(s, { t: 'stay', kid: 0 })
    expect(t.left).toEqual([2, 1])
    expect(why(t, kid(1, 3, [2, 5]))).toBe('stepsNotLeft')
  })

  it('two attackers stay: "1, nun"; three stay: "nun"', () => {
    const kids = { 0: [3, 3], 4: [3, 3], 1: [5, 5], 5: [5, 5], 2: [2, 2], 8: [2, 2], 3: [4, 0] } as const
    const s = stage({ kids, pins: { 0: 4, 1: 5, 2: 8 } })
    const two = play(s, { t: 'stay', kid: 0 }, { t: 'stay', kid: 1 })
    expect(two.left).toEqual([1])
    const three = play(two, { t: 'stay', kid: 2 })
    expect(three.cur).toBe(1)
    expect(three.coins).toEqual([13, 8, 9])
  })

  it('stays are declared before any kid moves', () => {
    const s = stage({ kids: { 0: [3, 3], 4: [3, 3], 1: [2, 2], 2: [4, 4] }, pins: { 0: 4 } })
    expect(why(play(s, kid(1, 3, [2, 5])), { t: 'stay', kid: 0 })).toBe('stayFirst')
  })

  it('an attacker that does not stay must walk away from its fight', () => {
    const s = stage({ kids: { 0: [3, 3], 4: [3, 3], 1: [2, 2], 2: [4, 4], 3: [6, 6] }, pins: { 0: 4 } })
    const t = play(s, kid(1, 3, [2, 5]), kid(2, 2, [4, 6]))
    expect(why(t, kid(3, 1, [6, 7]))).toBe('attackersMustMove')
    expect(why(play(s, kid(1, 3, [2, 5])), kid(0, 2, [3, 3]))).toBe('mustLeaveFight')
    const away = play(t, kid(0, 1, [3, 4]))
    expect(away.pin[0]).toBe(-1)
  })

  it("each detained kid uses up the largest move for its owner's next turn", () => {
    const s = stage({ kids: { 1: [3, 3], 2: [4, 4], 3: [5, 5] }, det: { 0: 1 } })
    expect(s.left).toEqual([2, 1])
    expect(why(s, kid(0, 1, [0, 0]))).toBe('detained')
  })
})

describe('Nun movement and line of sight', () => {
  // three kids in detention: no kid move is left, the nun move is due at once
  const base = {
    rows: OPEN,
    nuns: [
      [3, 3],
      [7, 7],
    ],
    kids: { 0: [1, 3] },
    det: { 1: 1, 2: 1, 3: 1 },
  } as const
  const toNun = (rules = {}) => stage({ ...base, rules })

  it('queen by default: any distance in one of 8 directions', () => {
    const s = toNun()
    expect(why(s, nun(0, [6, 6]))).toBeUndefined()
    expect(recess.explain(s, nun(0, [4, 5]))).toEqual({
      key: 'recess.why.nun.notLine',
      params: { nun: 'D4', cell: 'F5' },
    })
  })

  it('rook with nunMoves "rook": 4 directions only, and sight alike', () => {
    const s = toNun({ nunMoves: 'rook' })
    expect(recess.explain(s, nun(0, [6, 6]))).toEqual({ key: 'recess.why.nun.rook', params: { nun: 'D4', cell: 'G7' } })
    expect(why(s, nun(0, [3, 0]))).toBeUndefined()
  })

  it('a nun moves at least one cell, passing pieces but not equipment', () => {
    const rows = [...OPEN]
    rows[3] = '.....#..'
    const s = stage({ ...base, rows, kids: { 0: [1, 3], 4: [3, 4] } })
    expect(why(s, nun(0, [3, 3]))).toBe('nun.stay')
    expect(recess.explain(s, nun(0, [3, 6]))).toEqual({
      key: 'recess.why.nun.blocked',
      params: { nun: 'D4', cell: 'G4', block: 'F4' },
    })
    expect(why(s, nun(0, [1, 3]))).toBeUndefined()
  })

  it('equipment blocks sight, kids do not', () => {
    const open = stage({
      rows: OPEN,
      nuns: [
        [3, 0],
        [7, 7],
      ],
      kids: { 0: [0, 5], 4: [3, 2], 8: [3, 5] },
    })
    expect(why(open, kid(0, 3, [3, 5]))).toBe('fightSeen')
    const rows = [...OPEN]
    rows[3] = '.#......'
    const hidden = stage({
      rows,
      nuns: [
        [3, 0],
        [7, 7],
      ],
      kids: { 0: [0, 5], 8: [3, 5] },
    })
    expect(why(hidden, kid(0, 3, [3, 5]))).toBeUndefined()
  })
})
