import { describe, expect, it } from 'vitest'
import {
  addSlot,
  addSquare,
  areaAt,
  boardStats,
  deleteSlot,
  deleteSquare,
  moveSquare,
  nextId,
  problemTarget,
  setSlotInked,
  setSquare,
  snap,
  toggleRoad,
  withRules,
} from '../../../shared/games/kakekko/editor.js'
import { pathTo, reachable, stepsLeft } from '../../../shared/games/kakekko/reach.js'
import { END, defaultScenario, kakekko, play, raise, rollAll, scenario, start } from './helpers.js'

describe('Kakekko editor operations', () => {
  it('adds a square snapped to the grid, in the area of its quarter, with a fresh id', () => {
    const sc = scenario()
    const frozen = JSON.stringify(sc)
    const { scenario: next, id } = addSquare(sc, 1203, 511)
    expect(JSON.stringify(sc)).toBe(frozen)
    expect(id).toBe(15)
    expect(next.board.squares.at(-1)).toEqual({ id: 15, x: 1200, y: 520, kind: 'passage', area: 3 })
    expect(snap(29)).toBe(20)
    expect(areaAt(sc.board, 10, 10)).toBe(1)
    expect(areaAt(sc.board, 1590, 10)).toBe(2)
    expect(areaAt(sc.board, 10, 590)).toBe(4)
  })

  it('moves a square with snapping and keeps it on the board', () => {
    const next = moveSquare(scenario(), 2, 5000, 233)
    expect(next.board.squares[1]).toMatchObject({ id: 2, x: 1600, y: 240 })
  })

  it('deletes a square with its roads and slots', () => {
    const next = deleteSquare(scenario(), 3)
    expect(next.board.squares.some((s) => s.id === 3)).toBe(false)
    expect(next.board.roads.some(([a, b]) => a === 3 || b === 3)).toBe(false)
    expect(next.board.slots.map((s) => s.id)).toEqual([102, 103])
  })

  it('toggles roads, draws, inks and deletes slots', () => {
    let sc = toggleRoad(scenario(), 1, 2)
    expect(sc.board.roads).toHaveLength(12)
    sc = toggleRoad(sc, 2, 1)
    expect(sc.board.roads.at(-1)).toEqual([2, 1])
    const added = addSlot(sc, 6, 9)
    expect(added.id).toBe(104)
    sc = setSlotInked(added.scenario, 104, true)
    expect(sc.board.slots.at(-1)).toEqual({ id: 104, a: 6, b: 9, inked: true })
    sc = setSlotInked(sc, 104, false)
    expect(sc.board.slots.at(-1)).toEqual({ id: 104, a: 6, b: 9 })
    sc = deleteSlot(sc, 104)
    expect(sc.board.slots).toHaveLength(3)
    expect(nextId([])).toBe(1)
  })

  it('sets kinds: an icon only stays on an icon square', () => {
    let sc = setSquare(scenario(), 5, { kind: 'icon' })
    expect(sc.board.squares[4]).toMatchObject({ kind: 'icon', icon: 'tree' })
    sc = setSquare(sc, 5, { icon: 'bus' })
    expect(sc.board.squares[4].icon).toBe('bus')
    sc = setSquare(sc, 5, { kind: 'passage' })
    expect(sc.board.squares[4].icon).toBeUndefined()
    sc = setSquare(sc, 5, { area: 2 })
    expect(sc.board.squares[4].area).toBe(2)
  })

  it('shows the road distance and the best distance with every slot inked', () => {
    expect(boardStats(scenario().board)).toEqual({ road: 13, best: 3, ratio: 23, savings: [8, 4, 10] })
    const cut = deleteSquare(scenario(), 7)
    expect(boardStats(cut.board)).toMatchObject({ road: null, best: null })
    const d = boardStats(defaultScenario.board)
    expect(d.road).toBeGreaterThanOrEqual(50)
    expect(d.ratio).toBeLessThanOrEqual(60)
  })

  it('changes settings and points problems at canvas items', () => {
    expect(withRules(scenario(), { maxHand: 4 }).rules.maxHand).toBe(4)
    const b = scenario().board
    expect(problemTarget(b, 'board.squares[2].kind')).toEqual({ square: 3 })
    expect(problemTarget(b, 'board.slots[1]')).toEqual({ slot: 102 })
    expect(problemTarget(b, 'board.roads[4][1]')).toEqual({ road: 4 })
    expect(problemTarget(b, 'players')).toBeNull()
  })

  it('a board edited here passes check and plays', () => {
    let sc = scenario()
    const a = addSquare(sc, 800, 260)
    sc = toggleRoad(toggleRoad(toggleRoad(a.scenario, 7, a.id), a.id, 8), 7, 8)
    expect(kakekko.check(sc)).toEqual([])
    expect(boardStats(sc.board).road).toBe(14)
  })
})

describe('Kakekko reach (walk highlights)', () => {
  it('lists squares within the points left, along roads and inked slots', () => {
    let s = rollAll(start(2, [3, 1]))
    s = play(s, raise(0), raise(0))
    expect([...reachable(s)]).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
    ])
    expect(pathTo(s, 4)).toEqual([2, 3, 4])
    expect(pathTo(s, 5)).toEqual([])
    s = { ...s, inked: [false, false, true] }
    expect(reachable(s).get(13)).toBe(2)
    expect(pathTo(s, 12)).toEqual([2, 13, 12])
  })

  it('a path stops on a secret base', () => {
    let s = rollAll(start(2, [5, 1], { secretBases: true }))
    s = play(s, raise(0), raise(0))
    s = { ...s, bases: [3] }
    expect([...reachable(s).keys()]).toEqual([2, 3])
    expect(stepsLeft(s)).toEqual([13, 13])
    s = play(s, END, END)
    expect(s.phase).toBe('roll')
    expect(reachable(s).size).toBe(0)
  })
})
