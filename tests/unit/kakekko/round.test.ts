import { describe, expect, it } from 'vitest'
import { raiseOrder, raiseStatus, turnOrder } from '../../../shared/games/kakekko/rules.js'
import { END, REST, connect, kakekko, lineBoard, play, raise, rollAll, start, walk } from './helpers.js'

describe('Kakekko: setup (game preparation)', () => {
  it('puts every pawn on the area-4 shrine with 3 marbles in hand and an empty pool', () => {
    const s = start(3, [])
    expect(s.pos).toEqual([1, 1, 1])
    expect(s.hand).toEqual([3, 3, 3])
    expect(s.pool).toBe(0)
    expect(s.phase).toBe('roll')
    expect(kakekko.toAct(s)).toBe(0)
  })

  it('inks the slots the board marks as inked from the start', () => {
    const board = lineBoard()
    board.slots[1].inked = true
    expect(start(2, [], {}, board).inked).toEqual([false, true, false])
  })
})

describe('Kakekko: (1) dice roll', () => {
  it('every racing seat rolls once, in seat order, before anything else', () => {
    let s = start(3, [4, 2, 5])
    expect(kakekko.legalActions(s)).toEqual([{ t: 'roll' }])
    expect(kakekko.explain(s, walk(2))?.key).toBe('kakekko.why.rollFirst')
    s = play(s, { t: 'roll' })
    expect(kakekko.toAct(s)).toBe(1)
    s = play(s, { t: 'roll' }, { t: 'roll' })
    expect(s.roll).toEqual([4, 2, 5])
    expect(kakekko.explain(s, { t: 'roll' })?.key).toBe('kakekko.why.notRolling')
  })
})

describe('Kakekko: (2) spending marbles', () => {
  it('decisions go from the highest roll down; each marble adds one', () => {
    let s = rollAll(start(3, [4, 2, 5]))
    expect(s.phase).toBe('raise')
    expect(s.queue).toEqual([2, 0, 1])
    s = play(s, raise(3))
    expect(s.value[2]).toBe(8)
    expect(s.hand[2]).toBe(0)
    expect(s.pool).toBe(3)
    s = play(s, raise(0), raise(1))
    expect(s.value).toEqual([4, 3, 8])
    expect(s.phase).toBe('act')
    expect(s.queue).toEqual([2, 0, 1])
  })

  it('rule example: a 6 raised with 3 marbles becomes 9', () => {
    let s = rollAll(start(2, [6, 1]))
    s = play(s, raise(3))
    expect(s.value[0]).toBe(9)
  })

  it('cannot spend more marbles than in hand, nor go above 12', () => {
    let s = rollAll(start(2, [6, 1], { maxHand: 8, marblesPerPlayer: 8 }))
    expect(kakekko.explain(s, raise(9))?.key).toBe('kakekko.why.notEnoughMarbles')
    expect(kakekko.explain(s, raise(7))).toEqual({ key: 'kakekko.why.overMax', params: { max: 12 } })
    expect(kakekko.legalActions(s)).toHaveLength(7)
    s = play(s, raise(6))
    expect(s.value[0]).toBe(12)
  })

  it('tie: among equal rolls only the one holding strictly the most marbles may spend', () => {
    let s = start(3, [3, 3, 5])
    s = { ...s, hand: [2, 4, 3] }
    s = rollAll(s)
    expect(raiseStatus(s, 0)).toBe('tieFewer')
    expect(raiseStatus(s, 1)).toBe('may')
    expect(raiseOrder(s)).toEqual([2, 1])
    expect(s.queue).toEqual([2, 1])
  })

  it('tie: when the most marbles are held by two tied players, none of them may spend', () => {
    let s = start(3, [3, 3, 3])
    s = { ...s, hand: [4, 4, 1] }
    const rolled = { ...s, roll: [3, 3, 3] }
    expect([0, 1, 2].map((i) => raiseStatus(rolled, i))).toEqual(['tieEqual', 'tieEqual', 'tieFewer'])
    s = rollAll(s)
    expect(s.hand).toEqual([4, 4, 1])
    // nobody decides, everybody collides: nobody acts, and a new round starts
    expect(s.phase).toBe('roll')
    expect(s.round).toBe(2)
  })

  it('tie: a lone roll may spend even with fewer marbles than others', () => {
    let s = start(2, [3, 4])
    s = { ...s, hand: [1, 5] }
    s = rollAll(s)
    expect(raiseStatus(s, 0)).toBe('may')
    expect(s.queue).toEqual([1, 0])
  })

  it('a player with no marbles gets no decision', () => {
    let s = start(2, [3, 4])
    s = { ...s, hand: [0, 3], pool: 3 }
    s = rollAll(s)
    expect(raiseStatus(s, 0)).toBe('noMarbles')
    expect(s.queue).toEqual([1])
  })
})

describe('Kakekko: (3) turn order', () => {
  it('highest final value first; values shared with anyone get no turn', () => {
    let s = rollAll(start(3, [5, 3, 2]))
    s = play(s, raise(0), raise(2), raise(0)) // seat 1 raises 3 → 5 = seat 0's value
    expect(s.value).toEqual([5, 5, 2])
    expect(turnOrder(s)).toEqual([2])
    expect(s.queue).toEqual([2])
    expect(s.left).toBe(2)
  })

  it('a player raised above a higher roll plays first', () => {
    let s = rollAll(start(2, [5, 3]))
    s = play(s, raise(0), raise(3))
    expect(s.queue).toEqual([1, 0])
  })
})

describe('Kakekko: (4) actions', () => {
  it('rule example: 9 points spent as rest (7), connect (5), walk (4), connect (2), walk (1), walk (0)', () => {
    let s = rollAll(start(2, [6, 2]))
    s = play(s, raise(3), raise(0))
    expect(s.queue).toEqual([0, 1])
    expect(s.left).toBe(9)
    s = play(s, REST)
    expect([s.left, s.hand[0], s.pool]).toEqual([7, 1, 2])
    s = play(s, connect(103))
    expect(s.left).toBe(5)
    s = play(s, walk(2))
    expect(s.left).toBe(4)
    s = play(s, connect(101))
    expect(s.left).toBe(2)
    s = play(s, walk(13))
    expect(s.left).toBe(1)
    s = play(s, walk(12))
    expect(s.pos[0]).toBe(12)
    // all 9 points used: the turn passed to seat 1
    expect(kakekko.toAct(s)).toBe(1)
    expect(s.left).toBe(2)
  })

  it('walk: one step along a road for 1 point; other pawns do not block', () => {
    let s = rollAll(start(2, [4, 3]))
    s = play(s, raise(0), raise(0))
    expect(kakekko.explain(s, walk(3))?.key).toBe('kakekko.why.notAdjacent')
    expect(kakekko.explain(s, walk(99))?.key).toBe('kakekko.why.unknownSquare')
    s = play(s, walk(2), walk(3), walk(2), walk(3))
    expect(s.pos).toEqual([3, 1])
    s = play(s, walk(2), walk(3))
    expect(s.pos).toEqual([3, 3])
  })

  it('walk: an uninked slot cannot be walked; an inked one is one step for anyone', () => {
    let s = rollAll(start(2, [4, 5]))
    s = play(s, raise(0), raise(0))
    s = play(s, walk(2), walk(3))
    expect(kakekko.explain(s, walk(12))?.key).toBe('kakekko.why.notAdjacent')
    s = play(s, connect(101))
    s = play(s, walk(12))
    expect(kakekko.toAct(s)).toBe(0)
    s = play(s, walk(2), walk(3), walk(12))
    expect(s.pos[0]).toBe(12)
  })

  it('rest: takes a marble from the pool for 2 points, never with an empty pool or a full hand', () => {
    let s = rollAll(start(2, [5, 3]))
    s = play(s, raise(0), raise(0))
    expect(kakekko.explain(s, REST)?.key).toBe('kakekko.why.poolEmpty')
    expect(kakekko.legalActions(s)).not.toContainEqual(REST)
    s = { ...s, pool: 2, hand: [6, 0] }
    expect(kakekko.explain(s, REST)).toEqual({ key: 'kakekko.why.handFull', params: { max: 6 } })
    s = { ...s, hand: [4, 0] }
    s = play(s, REST, REST)
    expect([s.hand[0], s.pool, s.left]).toEqual([6, 0, 1])
    expect(kakekko.explain(s, REST)).toEqual({ key: 'kakekko.why.noPoints', params: { cost: 2, left: 1 } })
  })

  it('connect: inks a slot for 2 points; an inked slot cannot be inked again', () => {
    let s = rollAll(start(2, [5, 3]))
    s = play(s, raise(0), raise(0))
    s = play(s, connect(102))
    expect(s.inked).toEqual([false, true, false])
    expect(kakekko.explain(s, connect(102))?.key).toBe('kakekko.why.alreadyInked')
    expect(kakekko.explain(s, connect(7))?.key).toBe('kakekko.why.unknownSlot')
  })

  it('connect from the pawn (setting): only a slot touching the pawn square', () => {
    let s = rollAll(start(2, [5, 3], { connectFrom: 'pawn' }))
    s = play(s, raise(0), raise(0))
    expect(kakekko.explain(s, connect(103))?.key).toBe('kakekko.why.slotNotAtPawn')
    s = play(s, walk(2), connect(103))
    expect(s.inked[2]).toBe(true)
  })

  it('unused points are lost when the player ends the turn', () => {
    let s = rollAll(start(2, [5, 3, 1, 2]))
    s = play(s, raise(0), raise(0), walk(2), END)
    expect(kakekko.toAct(s)).toBe(1)
    s = play(s, END)
    expect(s.phase).toBe('roll')
    s = rollAll(s)
    s = play(s, raise(0), raise(0))
    expect(s.left).toBe(2)
    expect(s.pos[0]).toBe(2)
  })
})

describe('Kakekko: end of the game', () => {
  it('pawns finish in order; the game ends when one is left, and it is last', () => {
    let s = start(3, [6, 5, 4])
    s = { ...s, pos: [13, 12, 1] }
    s = rollAll(s)
    s = play(s, raise(0), raise(0), raise(0))
    s = play(s, walk(14))
    expect(s.done).toEqual([true, false, false])
    expect(kakekko.toAct(s)).toBe(1)
    expect(kakekko.result(s)).toBeNull()
    s = play(s, walk(13), walk(14))
    expect(kakekko.toAct(s)).toBeNull()
    expect(kakekko.result(s)).toEqual([1, 2, 3])
  })

  it('finished players no longer roll', () => {
    let s = start(3, [6, 5, 4, 2, 3])
    s = { ...s, pos: [13, 1, 1] }
    s = rollAll(s)
    s = play(s, raise(0), raise(0), raise(0), walk(14), END, END)
    expect(s.queue).toEqual([1, 2])
    s = rollAll(s)
    expect(s.roll).toEqual([0, 2, 3])
  })
})
