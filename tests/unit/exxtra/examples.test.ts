import { describe, expect, it } from 'vitest'
import { translate } from '../../../shared/i18n/index.js'
import { exxtra, heldValue, knockedBy, OFF } from '../../../shared/games/exxtra/index.js'
import type { ExxtraState } from '../../../shared/games/exxtra/index.js'
import { ALEX, BEATRICE, CARL, DIANA, fourSeats, place, roll, withRoll } from './helpers.js'

const log = (s: ExxtraState, x: '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | 'X', y: typeof x) =>
  translate('en', exxtra.describe(withRoll(s, x, y), { t: 'roll' }))

/** Example 1: X-X counts 00 on the first roll; "42"; then 7-X ends the turn; Alex stays at start. */
function example1(s: ExxtraState): ExxtraState {
  s = roll(s, 'X', 'X')
  expect(s.seat).toBe(ALEX)
  expect(heldValue(s)).toBe(0)
  s = roll(s, '4', '2')
  expect(heldValue(s)).toBe(42)
  s = roll(s, '7', 'X')
  expect(s.seat).toBe(BEATRICE)
  expect(s.pos[ALEX]).toBe(0)
  expect(s.rung[ALEX]).toBe(OFF)
  return s
}

/** Example 2: "41", then the double 3-3 moves Beatrice 3 at once; "64" goes on rung 5. */
function example2(s: ExxtraState): ExxtraState {
  s = roll(s, '4', '1')
  expect(heldValue(s)).toBe(41)
  s = roll(s, '3', '3')
  expect(s.pos[BEATRICE]).toBe(3)
  expect(heldValue(s)).toBe(33)
  s = roll(s, '6', '4')
  expect(heldValue(s)).toBe(64)
  s = place(s, 5)
  expect(s.rung[BEATRICE]).toBe(5)
  expect(s.value[BEATRICE]).toBe(64)
  expect(s.seat).toBe(CARL)
  return s
}

/** Example 3: 3-X is "30" on a first roll; "42", "64" on rung 4 knocks back Beatrice's "64" on rung 5. */
function example3(s: ExxtraState): ExxtraState {
  s = roll(s, '3', 'X')
  expect(heldValue(s)).toBe(30)
  s = roll(s, '4', '2')
  s = roll(s, '6', '4')
  expect(knockedBy(s, 4)).toEqual([BEATRICE])
  s = place(s, 4)
  expect(s.rung[CARL]).toBe(4)
  expect(s.rung[BEATRICE]).toBe(OFF)
  expect(s.seat).toBe(DIANA)
  return s
}

/** Example 4: 7-X on a first roll is "70"; rung 3 would knock Carl back, rung 5 does not. */
function example4(s: ExxtraState): ExxtraState {
  s = roll(s, '7', 'X')
  expect(heldValue(s)).toBe(70)
  expect(knockedBy(s, 3)).toEqual([CARL])
  expect(knockedBy(s, 5)).toEqual([])
  s = place(s, 5)
  expect(s.rung[DIANA]).toBe(5)
  expect(s.rung[CARL]).toBe(4)
  expect(s.seat).toBe(ALEX)
  return s
}

/** Example 5: Alex has no pair on the ladder, so does not move; "21", "61" on rung 3. */
function example5(s: ExxtraState): ExxtraState {
  expect(s.pos[ALEX]).toBe(0)
  s = roll(s, '2', '1')
  expect(heldValue(s)).toBe(21)
  s = roll(s, '6', '1')
  s = place(s, 3)
  expect(s.rung[ALEX]).toBe(3)
  expect(s.value[ALEX]).toBe(61)
  return s
}

/** Example 6: Beatrice (no pair on the ladder) rolls "32", then X-X: turn over, back two squares. */
function example6(s: ExxtraState): ExxtraState {
  expect(s.seat).toBe(BEATRICE)
  expect(s.pos[BEATRICE]).toBe(3)
  s = roll(s, '3', '2')
  s = roll(s, 'X', 'X')
  expect(s.pos[BEATRICE]).toBe(1)
  expect(s.rung[BEATRICE]).toBe(OFF)
  return s
}

/** Example 7: Carl's pair on rung 4 moves him 4 and comes back; "71" on rung 2 knocks back Diana and Alex. */
function example7(s: ExxtraState): ExxtraState {
  expect(s.seat).toBe(CARL)
  expect(s.pos[CARL]).toBe(4)
  expect(s.rung[CARL]).toBe(OFF)
  s = roll(s, '7', '1')
  expect(heldValue(s)).toBe(71)
  expect(knockedBy(s, 2)).toEqual([ALEX, DIANA])
  s = place(s, 2)
  expect(s.rung[CARL]).toBe(2)
  expect(s.rung[DIANA]).toBe(OFF)
  expect(s.rung[ALEX]).toBe(OFF)
  return s
}

describe('Exxtra: the rule text examples (Alex, Beatrice, Carl, Diana)', () => {
  it('example 1: Alex rolls X-X (00), then 42, then 7-X: turn over, no step back from the start', () => {
    const s = example1(fourSeats())
    expect(s.roll).toHaveLength(2)
  })

  it('example 2: Beatrice rolls 41, the double 33 (moves 3), then 64 and places it on rung 5', () => {
    const s = example2(example1(fourSeats()))
    expect(s.pos).toEqual([0, 3, 0, 0])
  })

  it("example 3: Carl rolls 3-X (30), 42, 64 and places on rung 4, knocking back Beatrice's 64 on rung 5", () => {
    const s = example3(example2(example1(fourSeats())))
    expect(s.rung).toEqual([OFF, OFF, 4, OFF])
  })

  it("example 4: Diana keeps 7-X (70) and places on rung 5 rather than rung 3, so Carl's pair stays", () => {
    const s = example4(example3(example2(example1(fourSeats()))))
    expect(s.rung).toEqual([OFF, OFF, 4, 5])
    expect(s.value).toEqual([OFF, OFF, 64, 70])
  })

  it('example 5: Alex has no pair on the ladder, rolls 21, then 61 and places it on rung 3', () => {
    const s = example5(example4(example3(example2(example1(fourSeats())))))
    expect(s.seat).toBe(BEATRICE)
    expect(s.pos).toEqual([0, 3, 0, 0])
  })

  it('example 6: Beatrice rolls 32, then X-X on a later roll: turn over and back two squares', () => {
    const before = example5(example4(example3(example2(example1(fourSeats())))))
    const s = example6(before)
    expect(s.pos).toEqual([0, 1, 4, 0])
  })

  it("example 7: Carl moves 4 from rung 4, rolls 71 and places on rung 2, knocking back Diana's 70 and Alex's 61", () => {
    const s = example7(example6(example5(example4(example3(example2(example1(fourSeats())))))))
    expect(s.seat).toBe(DIANA)
    expect(s.pos).toEqual([0, 1, 4, 0])
    expect(s.rung).toEqual([OFF, OFF, 2, OFF])
    expect(exxtra.result(s)).toBeNull()
  })

  it('the examples read well in the log', () => {
    let s = fourSeats()
    expect(log(s, 'X', 'X')).toBe('0 rolled X and X: 00.')
    s = roll(example1(s), '4', '1')
    expect(log(s, '3', '3')).toBe('1 rolled 3 and 3: the double 33 moves the pawn 3 forward.')
    const five = example5(example4(example3(example2(example1(fourSeats())))))
    expect(log(roll(five, '3', '2'), 'X', 'X')).toBe(
      '1 rolled X and X: an X after the first roll. The turn is over and the pawn goes back 2. ' +
        '2 takes the pair back from rung 4 and moves 4 forward.',
    )
    s = roll(example6(five), '7', '1')
    expect(translate('en', exxtra.describe(s, { t: 'place', rung: 2 }))).toBe(
      '2 placed 71 on rung 2 and knocked back 2 pairs.',
    )
    expect(translate('en', exxtra.describe(s, { t: 'place', rung: 4 }))).toBe(
      '2 placed 71 on rung 4 and knocked back the pair of 3.',
    )
  })
})
