import { describe, expect, it } from 'vitest'
import {
  addBone,
  addSlot,
  aimSlotInward,
  boneAt,
  colourCounts,
  deleteBone,
  deleteSlot,
  indexAt,
  moveBone,
  overlappingBones,
  ringSlots,
  rotateBone,
  scatterPond,
  setSlot,
} from '../../../shared/games/swish/editor.js'
import { boneEnds } from '../../../shared/games/swish/check.js'
import { segDist } from '../../../shared/games/swish/geometry.js'
import { swish } from '../../../shared/games/swish/index.js'

describe('scatter (seeded Poisson-disc sampling)', () => {
  const opts = { counts: [3, 5, 2, 4], radius: 5, spacing: 0.8, seed: 17 }

  it('is pure: the same options give the same pond, another seed another pond', () => {
    expect(scatterPond(opts)).toEqual(scatterPond(opts))
    expect(scatterPond({ ...opts, seed: 18 })).not.toEqual(scatterPond(opts))
  })

  it('gives the asked count per colour, inside the pond, with cores at least the spacing apart', () => {
    const pond = scatterPond(opts)
    expect(pond.filter((b) => b.colour === 'red')).toHaveLength(3)
    expect(pond.filter((b) => b.colour === 'blue')).toHaveLength(5)
    expect(pond.filter((b) => b.colour === 'yellow')).toHaveLength(2)
    expect(pond.filter((b) => b.colour === 'green')).toHaveLength(4)
    const ends = pond.map(boneEnds)
    for (const [x1, y1, x2, y2] of ends) {
      expect(Math.hypot(x1, y1)).toBeLessThanOrEqual(5)
      expect(Math.hypot(x2, y2)).toBeLessThanOrEqual(5)
    }
    for (let i = 0; i < ends.length; i++) {
      for (let j = 0; j < i; j++) expect(segDist(...ends[i], ...ends[j])).toBeGreaterThanOrEqual(0.8 - 0.01)
    }
  })

  it('spreads over the whole pond rather than clumping in the middle', () => {
    const pond = scatterPond({ counts: [8, 8, 8, 8], radius: 6, spacing: 0.8, seed: 3 })
    const outer = pond.filter((b) => Math.hypot(b.x, b.y) > 3.5)
    expect(outer.length).toBeGreaterThan(8)
  })

  it('returns fewer bones when the pond is full', () => {
    const pond = scatterPond({ counts: [50, 50, 50, 50], radius: 3, spacing: 0.8, seed: 1 })
    expect(pond.length).toBeGreaterThan(5)
    expect(pond.length).toBeLessThan(200)
    expect(overlappingBones(pond)).toEqual([])
  })
})

describe('editing operations', () => {
  const board = swish.defaultScenario.board

  it('start places are evenly spaced and face the centre', () => {
    const slots = ringSlots(4, 7)
    expect(slots.map((s) => [Math.round(s.x), Math.round(s.y)])).toEqual([
      [0, -7],
      [7, 0],
      [0, 7],
      [-7, 0],
    ])
    expect(slots[0].heading).toBe(90)
    expect(aimSlotInward({ x: -7, y: 0, heading: 12 }).heading).toBe(0)
  })

  it('add, move, rotate and delete return new boards and never touch the old one', () => {
    const before = JSON.stringify(board)
    const added = addBone(board, { colour: 'red', x: 0, y: 0, angle: 0 })
    expect(added.fish).toHaveLength(board.fish.length + 1)
    const moved = moveBone(added, added.fish.length - 1, 1.23456, 2)
    expect(moved.fish[moved.fish.length - 1]).toMatchObject({ x: 1.235, y: 2 })
    expect(rotateBone(moved, 0, 370).fish[0].angle).toBe(10)
    expect(deleteBone(moved, 0).fish).toHaveLength(board.fish.length)
    expect(JSON.stringify(board)).toBe(before)
  })

  it('finds the bone under a point and lists overlapping bones', () => {
    const b = board.fish[4]
    expect(boneAt(board.fish, b.x, b.y)).toBe(4)
    expect(boneAt(board.fish, 100, 100)).toBeNull()
    const bones = [...board.fish.slice(0, 2), { ...board.fish[0], x: board.fish[0].x + 0.05 }]
    expect(overlappingBones(bones)).toEqual([0, 2])
  })
})

describe('start places and problem paths', () => {
  const board = swish.defaultScenario.board
  it('a new start place faces the centre; places can be set and deleted', () => {
    const b = addSlot(board, 0, 8)
    expect(b.slots[b.slots.length - 1]).toEqual({ x: 0, y: 8, heading: -90 })
    expect(setSlot(b, 0, { x: 1, y: 2, heading: 400 }).slots[0]).toEqual({ x: 1, y: 2, heading: 40 })
    expect(deleteSlot(b, 0).slots).toHaveLength(board.slots.length)
  })
  it('counts bones per colour and reads indices from problem paths', () => {
    expect(colourCounts(board)).toEqual([8, 8, 8, 8])
    expect(indexAt('board.fish[12].x', 'fish')).toBe(12)
    expect(indexAt('board.slots[3]', 'slots')).toBe(3)
    expect(indexAt('board.slots[3]', 'fish')).toBeNull()
    expect(indexAt(null, 'fish')).toBeNull()
  })
})
