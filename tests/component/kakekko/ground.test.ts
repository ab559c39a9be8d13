import { describe, expect, it } from 'vitest'
import { roadAt, roadSegments, ROAD_HIT_WIDTH } from '../../../src-renderer/games/kakekko/ground.js'

/** the editor draws every road as one shape, so a click on it is resolved by roadAt (issue 18 §4) */
describe('Kakekko editor: which road a click lands on', () => {
  const squares = new Map([
    [1, { x: 0, y: 0 }],
    [2, { x: 100, y: 0 }],
    [3, { x: 100, y: 100 }],
    [4, { x: 0, y: 100 }],
  ])
  const board = {
    roads: [
      [1, 2],
      [2, 3],
      [3, 9], // an end that is not on the board: not drawn, never clicked
      [1, 3],
      [4, 3],
    ] as [number, number][],
  }
  const { xy } = roadSegments(board, squares, new Set())
  const reach = ROAD_HIT_WIDTH / 2

  it('a click on a road, or beside it within half the hit width, is on that road', () => {
    expect(roadAt(xy, 50, 0)).toBe(0)
    expect(roadAt(xy, 50, reach - 0.01)).toBe(0)
    expect(roadAt(xy, 100 + reach - 0.01, 60)).toBe(1)
  })

  it('past the round end of a road within reach still counts; further away nothing', () => {
    // (0, 100) is the end of road 4 only
    expect(roadAt(xy, -reach + 0.5, 100)).toBe(4)
    expect(roadAt(xy, -reach - 0.5, 100)).toBeNull()
    expect(roadAt(xy, 50, -(reach + 0.5))).toBeNull()
    expect(roadAt(xy, 60, 30)).toBeNull()
  })

  it('where two roads are within reach, the nearer one; on a tie, the later one, drawn on top', () => {
    // (100, 0) is the end of road 0 and of road 1
    expect(roadAt(xy, 100, 0)).toBe(1)
    // near the diagonal road 3 and the first road: the diagonal is nearer
    expect(roadAt(xy, 10, 8)).toBe(3)
    expect(roadAt(xy, 20, 2)).toBe(0)
  })

  it('a road with a missing end is skipped', () => {
    expect(Number.isNaN(xy[2 * 4])).toBe(true)
    const broken = roadSegments({ roads: [[3, 9]] }, squares, new Set())
    expect(roadAt(broken.xy, 100, 100)).toBeNull()
  })
})
