import { describe, expect, it } from 'vitest'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import {
  boardDistances,
  compileBoard,
  segmentLength,
  segmentsCross,
  slotSavings,
} from '../../../shared/games/kakekko/graph.js'
import type { Board } from '../../../shared/games/kakekko/types.js'
import { defaultScenario, kakekko, lineBoard, scenario } from './helpers.js'

const keys = (b: Board, rules = {}) =>
  kakekko.check(scenario(rules, b)).map((p) => [p.path, p.reason.key.replace('kakekko.problem.', '')])

describe('Kakekko default board (RULES.md numbers)', () => {
  const board = defaultScenario.board
  const { road, best } = boardDistances(board)

  it('passes checkScenario', () => {
    const r = checkScenario(structuredClone(defaultScenario))
    expect(r.ok ? [] : r.problems).toEqual([])
  })

  it('has at least 50 steps from start to goal by road', () => {
    expect(road).toBeGreaterThanOrEqual(50)
  })

  it('has 12 to 16 shortcut slots, each saving 3 to 10 steps', () => {
    expect(board.slots.length).toBeGreaterThanOrEqual(12)
    expect(board.slots.length).toBeLessThanOrEqual(16)
    for (const save of slotSavings(board)) {
      expect(save).toBeGreaterThanOrEqual(3)
      expect(save).toBeLessThanOrEqual(10)
    }
  })

  it('has no two slots crossing', () => {
    const at = new Map(board.squares.map((s) => [s.id, s]))
    for (let i = 0; i < board.slots.length; i++) {
      for (let j = 0; j < i; j++) {
        const a = board.slots[i]
        const b = board.slots[j]
        expect(segmentsCross(at.get(a.a)!, at.get(a.b)!, at.get(b.a)!, at.get(b.b)!), `${a.id} × ${b.id}`).toBe(false)
      }
    }
  })

  it('with every slot inked, the best path is at most 60% of the road', () => {
    expect(best).toBeLessThanOrEqual(0.6 * road)
  })

  it('has four areas, landmarks and a branch', () => {
    expect(new Set(board.squares.map((s) => s.area))).toEqual(new Set([1, 2, 3, 4]))
    expect(board.squares.filter((s) => s.kind === 'icon').length).toBeGreaterThanOrEqual(8)
    const g = compileBoard(board)
    expect(g.adj.some((n) => n.length >= 3)).toBe(true)
  })
})

describe('Kakekko board geometry', () => {
  it('segments cross, touch, share an end, or run along each other', () => {
    const p = (x: number, y: number) => ({ x, y })
    expect(segmentsCross(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toBe(true)
    expect(segmentsCross(p(0, 0), p(10, 0), p(0, 5), p(10, 5))).toBe(false)
    expect(segmentsCross(p(0, 0), p(10, 0), p(10, 0), p(10, 10))).toBe(false)
    expect(segmentsCross(p(0, 0), p(10, 0), p(5, 0), p(5, 10))).toBe(true)
    expect(segmentsCross(p(0, 0), p(10, 0), p(0, 0), p(20, 0))).toBe(true)
    expect(segmentsCross(p(0, 0), p(10, 0), p(0, 0), p(-20, 0))).toBe(false)
    expect(segmentLength(p(0, 0), p(3, 4))).toBe(5)
  })

  it('measures the test board: 13 steps by road, 3 with every slot inked', () => {
    expect(boardDistances(lineBoard())).toEqual({ road: 13, best: 3 })
    expect(slotSavings(lineBoard())).toEqual([8, 4, 10])
  })
})

describe('Kakekko check(): bad boards are refused with a path and a reason', () => {
  it('accepts the test board', () => {
    expect(keys(lineBoard())).toEqual([])
  })

  it('no start or goal shrine', () => {
    const b = lineBoard()
    b.squares[0].kind = 'passage'
    b.squares[13].area = 2
    expect(keys(b)).toEqual([
      ['board.squares', 'noStart'],
      ['board.squares', 'noGoal'],
      ['board.squares[13].area', 'shrineArea'],
    ])
  })

  it('a second shrine in the same area', () => {
    const b = lineBoard()
    b.squares[1].kind = 'shrine'
    expect(keys(b)).toEqual([['board.squares[1]', 'extraShrine']])
  })

  it('goal unreachable by road: the issue names the squares where the road breaks off (issue 17 item 9)', () => {
    const b = lineBoard()
    b.roads.splice(6, 1)
    b.slots = []
    expect(kakekko.check(scenario({}, b))).toEqual([
      { path: 'board.squares[6]', reason: { key: 'kakekko.problem.goalUnreachable', params: { a: 7, b: 8 } } },
    ])
  })

  it('a square that no road and no shortcut touches is an issue of its own (issue 17 item 9)', () => {
    const b = lineBoard()
    b.squares.push({ id: 20, x: 900, y: 250, kind: 'passage', area: 2 })
    expect(kakekko.check(scenario({}, b))).toEqual([
      { path: 'board.squares[14]', reason: { key: 'kakekko.problem.isolatedSquare', params: { id: 20 } } },
    ])
    // a shortcut to it is a way there
    b.slots.push({ id: 104, a: 20, b: 13 })
    expect(keys(b).filter(([, k]) => k === 'isolatedSquare')).toEqual([])
  })

  it('dangling roads, loops and doubles', () => {
    const b = lineBoard()
    b.roads.push([7, 99], [5, 5], [2, 1])
    expect(keys(b)).toEqual([
      ['board.roads[13][1]', 'danglingRoad'],
      ['board.roads[14]', 'loopRoad'],
      ['board.roads[15]', 'duplicateRoad'],
    ])
  })

  it('unknown or duplicate ids', () => {
    const b = lineBoard()
    b.squares[5].id = 3
    expect(keys(b).slice(0, 1)).toEqual([['board.squares[5].id', 'duplicateSquare']])
    const c = lineBoard()
    c.slots.push({ id: 101, a: 6, b: 77 })
    expect(keys(c)).toEqual([
      ['board.slots[3].id', 'duplicateSlot'],
      ['board.slots[3].b', 'unknownSquare'],
    ])
  })

  it('a slot joining squares already joined', () => {
    const b = lineBoard()
    b.slots.push({ id: 104, a: 8, b: 7 }, { id: 105, a: 12, b: 3 })
    expect(keys(b)).toEqual([
      ['board.slots[3]', 'slotOnRoad'],
      ['board.slots[4]', 'slotTwice'],
      ['board.slots[4]', 'slotsCross'],
    ])
  })

  it('crossing slots', () => {
    const b = lineBoard()
    b.slots.push({ id: 106, a: 2, b: 11 })
    expect(kakekko.check(scenario({}, b))).toEqual([
      { path: 'board.slots[3]', reason: { key: 'kakekko.problem.slotsCross', params: { id: 106, other: 101 } } },
    ])
  })

  it('a slot longer than the setting allows', () => {
    expect(keys(lineBoard(), { maxSlotLength: 250 })).toEqual([
      ['board.slots[0]', 'slotTooLong'],
      ['board.slots[1]', 'slotTooLong'],
      ['board.slots[2]', 'slotTooLong'],
    ])
  })

  it('schemas refuse unknown settings and hostile sizes', () => {
    const r = checkScenario({ ...defaultScenario, rules: { ...defaultScenario.rules, speed: 3 } })
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.problems[0]).toMatchObject({ path: 'rules', reason: { key: 'format.unknownKeys' } })
    const big = structuredClone(defaultScenario)
    big.board.squares = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      x: 0,
      y: 0,
      kind: 'passage' as const,
      area: 1 as const,
    }))
    const r2 = checkScenario(big)
    expect(r2.ok).toBe(false)
    if (!r2.ok) expect(r2.problems[0].path).toBe('board.squares')
  })
})
