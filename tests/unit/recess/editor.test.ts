import { describe, expect, it } from 'vitest'
import { check } from '../../../shared/games/recess/check.js'
import {
  blankBoard,
  equipment,
  erase,
  flip,
  paint,
  resize,
  rotate,
  symmetricCells,
  symmetrize,
  toggleGate,
  toggleNun,
} from '../../../shared/games/recess/editor.js'
import type { RecessBoard } from '../../../shared/games/recess/types.js'
import { recess } from './helpers.js'

const base = recess.defaultScenario.board
const problems = (board: RecessBoard) => check({ ...recess.defaultScenario, board })

describe('playground editor operations', () => {
  it('symmetric copies of a cell', () => {
    expect(symmetricCells(base, [1, 2], 'none')).toEqual([[1, 2]])
    expect(symmetricCells(base, [1, 2], 'mirrorX')).toEqual([
      [1, 2],
      [1, 9],
    ])
    expect(symmetricCells(base, [1, 2], 'mirrorY')).toEqual([
      [1, 2],
      [10, 2],
    ])
    expect(symmetricCells(base, [1, 2], 'turn')).toEqual([
      [1, 2],
      [10, 9],
    ])
    expect(symmetricCells(base, [1, 2], 'quad')).toEqual([
      [1, 2],
      [1, 9],
      [10, 2],
      [10, 9],
    ])
  })

  it('paints multi-cell equipment with its mirrored copies, and erases', () => {
    const b = paint(blankBoard(8, 8), [2, 1], '#', 'mirrorX', 2, 1)
    expect(b.rows[2]).toBe('.##..##.')
    expect(paint(b, [2, 1], '.', 'none').rows[2]).toBe('..#..##.')
    expect(blankBoard(8, 8).rows[2]).toBe('........')
  })

  it('a gate placed under a half turn gives the other entrance its turned gate', () => {
    const b = toggleGate(blankBoard(8, 8), [0, 1], 'boys', 'turn')
    expect(b.entrances.boys.gates).toEqual([
      [0, 0],
      [0, 1],
    ])
    expect(b.entrances.girls.gates).toEqual([
      [7, 7],
      [7, 6],
    ])
    const back = toggleGate(b, [0, 1], 'boys', 'turn')
    expect(back.entrances).toEqual(blankBoard(8, 8).entrances)
  })

  it('Erase clears a cell and removes a nun start and a gate standing on it, with their symmetric copies (issue 17 item 7)', () => {
    const b = paint(toggleGate(toggleNun(blankBoard(8, 8), [3, 3], 'none'), [0, 3], 'boys', 'none'), [3, 3], 'S')
    expect(b.nuns).toContainEqual([3, 3])
    const e = erase(b, [3, 3])
    expect(e.nuns).not.toContainEqual([3, 3])
    expect(e.nuns).toHaveLength(b.nuns.length - 1)
    expect(e.rows[3][3]).toBe('.')
    expect(e.entrances).toEqual(b.entrances)
    expect(erase(b, [0, 3]).entrances.boys.gates).not.toContainEqual([0, 3])
    // a half turn erases the turned copy too
    const two = toggleNun(toggleNun(blankBoard(8, 8), [2, 2], 'none'), [5, 5], 'none')
    const turned = erase(two, [2, 2], 'turn')
    expect(turned.nuns).not.toContainEqual([2, 2])
    expect(turned.nuns).not.toContainEqual([5, 5])
    // off the board nothing changes
    expect(erase(b, [9, 9])).toBe(b)
  })

  it('adds and removes nun starts', () => {
    const b = toggleNun(blankBoard(8, 8), [3, 3], 'none')
    expect(b.nuns).toHaveLength(3)
    expect(toggleNun(b, [3, 3]).nuns).toHaveLength(2)
  })

  it('resizing keeps the size within 6 to 24 and drops what falls off', () => {
    const b = resize(base, 8, 30)
    expect([b.width, b.height, b.rows.length, b.rows[0].length]).toEqual([8, 24, 24, 8])
    expect(b.rows[23]).toBe('........')
    expect(b.entrances.girls.gates).toEqual([])
    expect(b.nuns).toEqual([[1, 1]])
    expect(resize(base, 2, 2).width).toBe(6)
  })

  it('flips and rotations keep the playground valid and come back to it', () => {
    expect(flip(flip(base, 'x'), 'x')).toEqual(base)
    expect(rotate(rotate(rotate(rotate(base))))).toEqual(base)
    expect(problems(rotate(base))).toEqual([])
    expect(problems(flip(base, 'y'))).toEqual([])
    const wide = rotate(blankBoard(6, 10))
    expect([wide.width, wide.height]).toEqual([10, 6])
  })

  it('the standard playground already has the half-turn symmetry', () => {
    expect(symmetrize(base, 'turn')).toEqual(base)
    const lop = paint(base, [0, 5], '#')
    expect(symmetrize(lop, 'turn').rows[11][6]).toBe('#')
  })

  it('a blank playground has no issues; equipment groups connected obstacle cells', () => {
    expect(problems(blankBoard(10, 7))).toEqual([])
    expect(
      equipment(base)
        .map((g) => g.length)
        .sort(),
    ).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 4])
  })
})
