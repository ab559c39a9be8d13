import { describe, expect, it } from 'vitest'
import { exxtra, heldValue, knockedBy, OFF } from '../../../shared/games/exxtra/index.js'
import type { ExxtraState } from '../../../shared/games/exxtra/index.js'
import { formatValue, pairValue, X } from '../../../shared/games/exxtra/dice.js'
import { fourSeats, place, roll, scenarioWith } from './helpers.js'

/** a 4-seat game with pawns and pairs where a test wants them */
function staged(over: Partial<ExxtraState>): ExxtraState {
  return { ...fourSeats(), ...over }
}

describe('Exxtra: dice and combinations', () => {
  it('a pair reads higher die first: 71 beats 64, 32 beats 31', () => {
    expect(pairValue(1, 7, false, 0)).toBe(71)
    expect(pairValue(4, 6, false, 0)).toBe(64)
    expect(pairValue(3, 2, false, 0)).toBeGreaterThan(pairValue(1, 3, false, 0) as number)
  })

  it('X counts 0 on a first roll only; a later X is a fault', () => {
    expect(pairValue(X, 7, true, 0)).toBe(70)
    expect(pairValue(X, X, true, 0)).toBe(0)
    expect(pairValue(X, 7, false, 0)).toBeNull()
    expect(pairValue(X, X, false, 100)).toBeNull()
  })

  it('values read as on the table: "71", "00", "100"', () => {
    expect(formatValue(71)).toBe('71')
    expect(formatValue(0)).toBe('00')
    expect(formatValue(5)).toBe('05')
    expect(formatValue(100)).toBe('100')
  })
})

describe('Exxtra: rolling', () => {
  it('the first roll of a turn is never a fault, even with X', () => {
    const s = roll(fourSeats(), '3', 'X')
    expect(s.seat).toBe(0)
    expect(heldValue(s)).toBe(30)
  })

  it('a later single X ends the turn and moves the pawn back one square', () => {
    let s = staged({ pos: [5, 0, 0, 0] })
    s = roll(roll(s, '4', '2'), 'X', '5')
    expect(s.pos[0]).toBe(4)
    expect(s.seat).toBe(1)
    expect(s.rolls).toBe(0)
    expect(s.rung[0]).toBe(OFF)
  })

  it('a later X-X moves the pawn back two squares, never below the start', () => {
    let s = staged({ pos: [1, 0, 0, 0] })
    s = roll(roll(s, '4', '2'), 'X', 'X')
    expect(s.pos[0]).toBe(0)
  })

  it('rolling again is allowed while no X shows, up to the roll limit (RULINGS.md Exxtra 10)', () => {
    let s = fourSeats()
    for (let i = 0; i < 10; i++) s = roll(s, '4', '2')
    expect(s.rolls).toBe(10)
    expect(exxtra.legalActions(s)).toContainEqual({ t: 'roll' })
  })

  it('setting firstRollDoubleX hundred: a first-roll X-X is worth 100 and knocks back every pair above', () => {
    const scenario = scenarioWith({ firstRollDoubleX: 'hundred' })
    let s: ExxtraState = { ...exxtra.setup(scenario, 4, 1), rung: [OFF, 5, 4, OFF], value: [OFF, 76, 75, OFF] }
    s = roll(s, 'X', 'X', scenario.rules)
    expect(heldValue(s)).toBe(100)
    expect(knockedBy(s, 0)).toEqual([1, 2])
  })
})

describe('Exxtra: doubles', () => {
  it('1-1, 2-2 and 3-3 move the pawn at once, on the first roll too, then the player may roll or place', () => {
    let s = roll(fourSeats(), '1', '1')
    expect(s.pos[0]).toBe(1)
    s = roll(s, '2', '2')
    expect(s.pos[0]).toBe(3)
    expect(exxtra.legalActions(s)).toEqual(expect.arrayContaining([{ t: 'roll' }, { t: 'place', rung: 5 }]))
    s = place(s, 5)
    expect(s.value[0]).toBe(22)
  })

  it('other doubles (a variant die with two 5s, or 0-0) do not move the pawn', () => {
    const scenario = scenarioWith({ dieA: ['0', '5', '5', '5', '5', 'X'], dieB: ['0', '5', '5', '5', '5', 'X'] })
    let s = exxtra.setup(scenario, 3, 1)
    s = roll(s, '5', '5', scenario.rules)
    s = roll(s, '0', '0', scenario.rules)
    expect(s.pos[0]).toBe(0)
  })

  it('a double that reaches the goal wins at once, mid-turn', () => {
    const s = roll(staged({ pos: [19, 2, 0, 0], rung: [OFF, 3, OFF, OFF], value: [OFF, 50, OFF, OFF] }), '3', '3')
    expect(s.pos).toEqual([21, 2, 0, 0])
    expect(s.rung[1]).toBe(3)
    expect(exxtra.toAct(s)).toBeNull()
    expect(exxtra.legalActions(s)).toEqual([])
    expect(exxtra.result(s)).toEqual([1, 2, 3, 3])
    expect(exxtra.explain(s, { t: 'roll' })?.key).toBe('exxtra.explain.gameOver')
  })
})

describe('Exxtra: placing and knocking back', () => {
  it('a placement needs a roll first', () => {
    expect(exxtra.explain(fourSeats(), { t: 'place', rung: 2 })?.key).toBe('exxtra.explain.rollFirst')
    expect(exxtra.legalActions(fourSeats())).toEqual([{ t: 'roll' }])
  })

  it('rungs 1 to 5 hold one pair; an occupied rung is refused with who holds it', () => {
    const s = roll(staged({ rung: [OFF, 3, OFF, OFF], value: [OFF, 21, OFF, OFF] }), '7', '6')
    expect(exxtra.explain(s, { t: 'place', rung: 3 })).toEqual({
      key: 'exxtra.explain.rungTaken',
      params: { rung: 3, seat: 1 },
    })
    expect(exxtra.legalActions(s)).not.toContainEqual({ t: 'place', rung: 3 })
  })

  it('rung 0 takes any number of pairs', () => {
    let s = roll(fourSeats(), '2', '1')
    s = place(s, 0)
    s = place(roll(s, '2', '1'), 0)
    expect(s.rung).toEqual([0, 0, OFF, OFF])
  })

  it('only pairs on higher rungs with a lower or equal value go back', () => {
    const s = roll(staged({ rung: [OFF, 1, 3, 5], value: [OFF, 10, 75, 42] }), '4', '2')
    expect(knockedBy(s, 2)).toEqual([3])
    const after = place(s, 2)
    expect(after.rung).toEqual([2, OFF, 3, OFF])
    expect(after.pos[1]).toBe(1)
  })

  it('a low pair knocks nothing back', () => {
    const s = roll(staged({ rung: [OFF, 4, 5, OFF], value: [OFF, 50, 60, OFF] }), '2', '1')
    expect(knockedBy(s, 0)).toEqual([])
  })
})

describe('Exxtra: the start of a turn', () => {
  it("a pair on rung N moves its owner N forward and comes back at the start of the owner's turn", () => {
    let s = staged({ rung: [OFF, 4, OFF, OFF], value: [OFF, 30, OFF, OFF] })
    s = place(roll(s, '2', '1'), 0)
    expect(s.seat).toBe(1)
    expect(s.pos[1]).toBe(4)
    expect(s.rung[1]).toBe(OFF)
  })

  it('a pair on rung 0 comes back without a move', () => {
    let s = staged({ rung: [OFF, 0, OFF, OFF], value: [OFF, 30, OFF, OFF] })
    s = place(roll(s, '2', '1'), 5)
    expect(s.pos[1]).toBe(0)
    expect(s.rung[1]).toBe(OFF)
  })

  it('reaching the goal by the ladder wins; the others rank by how far they got', () => {
    let s = staged({ pos: [3, 18, 7, 7], rung: [OFF, 5, OFF, OFF], value: [OFF, 30, OFF, OFF] })
    s = place(roll(s, '2', '1'), 0)
    expect(s.pos[1]).toBe(21)
    expect(s.winner).toBe(1)
    expect(exxtra.result(s)).toEqual([4, 1, 2, 2])
  })

  it('after a fault the turn belongs to the next seat, who must roll before placing', () => {
    const s = roll(roll(fourSeats(), '2', '1'), '7', 'X')
    expect(s.seat).toBe(1)
    expect(exxtra.legalActions(s)).toEqual([{ t: 'roll' }])
    expect(exxtra.explain(s, { t: 'place', rung: 1 })?.key).toBe('exxtra.explain.rollFirst')
  })
})
