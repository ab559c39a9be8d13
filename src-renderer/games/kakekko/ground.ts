import type Konva from 'konva'
import type { Board } from '../../../shared/games/kakekko/types.js'
import { AREA_FILL, SQUARE_R } from './layout.js'

/**
 * The editor's ground (and the play board's, Ground.vue) drawn as a few shapes instead of one Konva node per road, paper disc and grid
 * line: a crowded board (600 roads, 400 squares) redraws its ground in one pass over flat arrays
 * at each drop, where 1,000 nodes cost several milliseconds of Konva's bookkeeping and a hit
 * canvas stroke each (issue 18 §4, drag1000.measure.ts). Konva offers no batching of its own for
 * this; the price is that a click on the roads is resolved here (roadAt) instead of by Konva.
 */

/** each road as x1, y1, x2, y2 in board units, in the board's order; a road whose end is missing is NaN */
export interface RoadSegments {
  xy: Float64Array
  /** the roads the scenario's problems point at, drawn in red */
  bad: ReadonlySet<number>
}

const ROAD_WIDTH = SQUARE_R * 0.9
/** the width a click on a road may land within */
export const ROAD_HIT_WIDTH = 30
const ROAD_COLOUR = '#9c6b3f'
const ROAD_BAD = '#d22'

export function roadSegments(
  board: Pick<Board, 'roads'>,
  byId: ReadonlyMap<number, { x: number; y: number }>,
  bad: ReadonlySet<number>,
): RoadSegments {
  const xy = new Float64Array(board.roads.length * 4).fill(NaN)
  board.roads.forEach(([a, b], i) => {
    const p = byId.get(a)
    const q = byId.get(b)
    if (p && q) xy.set([p.x, p.y, q.x, q.y], i * 4)
  })
  return { xy, bad }
}

/**
 * Strokes each road kept by `keep` on its own: one path of 600 lines stroked at once made the
 * canvas outline the whole path as one shape, several times slower to paint than 600 short lines.
 */
export function strokeEach(ctx: Konva.Context, xy: Float64Array, keep: (i: number) => boolean, stroke: () => void) {
  for (let i = 0; i * 4 < xy.length; i++) {
    if (Number.isNaN(xy[i * 4]) || !keep(i)) continue
    ctx.beginPath()
    ctx.moveTo(xy[i * 4], xy[i * 4 + 1])
    ctx.lineTo(xy[i * 4 + 2], xy[i * 4 + 3])
    stroke()
  }
}

/** the config of the one shape that draws every road (and answers clicks on them, with roadAt) */
export function roadsShape(segs: RoadSegments) {
  const { xy, bad } = segs
  return {
    name: 'roads',
    stroke: ROAD_COLOUR,
    strokeWidth: ROAD_WIDTH,
    hitStrokeWidth: ROAD_HIT_WIDTH,
    lineCap: 'round',
    sceneFunc(ctx: Konva.Context) {
      ctx.setAttr('lineCap', 'round')
      ctx.setAttr('lineWidth', ROAD_WIDTH)
      ctx.setAttr('strokeStyle', ROAD_COLOUR)
      strokeEach(
        ctx,
        xy,
        (i) => !bad.has(i),
        () => ctx.stroke(),
      )
      if (bad.size === 0) return
      // the marked roads over the others, in red
      ctx.setAttr('strokeStyle', ROAD_BAD)
      strokeEach(
        ctx,
        xy,
        (i) => bad.has(i),
        () => ctx.stroke(),
      )
    },
    hitFunc(ctx: Konva.Context, shape: Konva.Shape) {
      strokeEach(
        ctx,
        xy,
        () => true,
        () => ctx.strokeShape(shape),
      )
    },
  }
}

/**
 * The road a click at (x, y) (board units) lands on: the nearest one within half the hit width,
 * as the shape's hit region is every road stroked that wide with round ends; on a tie, the later
 * road (drawn on top). Null when none is that near.
 */
export function roadAt(xy: Float64Array, x: number, y: number, reach = ROAD_HIT_WIDTH / 2): number | null {
  let best: number | null = null
  let bestD = reach * reach
  for (let i = 0; i * 4 < xy.length; i++) {
    const [ax, ay, bx, by] = [xy[i * 4], xy[i * 4 + 1], xy[i * 4 + 2], xy[i * 4 + 3]]
    if (Number.isNaN(ax)) continue
    const dx = bx - ax
    const dy = by - ay
    const len2 = dx * dx + dy * dy
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2))
    const ex = ax + t * dx - x
    const ey = ay + t * dy - y
    const d = ex * ex + ey * ey
    if (d <= bestD) {
      bestD = d
      best = i
    }
  }
  return best
}

/**
 * The config of the shape that draws each square's area paper: discs in the squares' order, each
 * filled on its own (like the roads, one path of 400 discs is slower to paint), so where two areas'
 * discs overlap the later square's colour is on top, as when each disc was a node of its own.
 */
export function paperShape(squares: readonly { x: number; y: number; area: number }[], r: number) {
  const xs = squares.map((q) => [q.x, q.y, q.area] as const)
  return {
    name: 'paper',
    listening: false,
    sceneFunc(ctx: Konva.Context) {
      for (const [x, y, area] of xs) {
        ctx.beginPath()
        ctx.arc(x, y, r, 0, Math.PI * 2, false)
        ctx.setAttr('fillStyle', AREA_FILL[area])
        ctx.fill()
      }
    },
  }
}

/** the config of the shape that draws the editor's grid, one line every `step` units */
export function gridShape(width: number, height: number, step: number) {
  return {
    name: 'grid',
    listening: false,
    sceneFunc(ctx: Konva.Context) {
      ctx.setAttr('strokeStyle', '#0001')
      ctx.setAttr('lineWidth', 2)
      for (let x = step; x < width; x += step) {
        ctx.beginPath()
        ctx.moveTo(x, 0)
        ctx.lineTo(x, height)
        ctx.stroke()
      }
      for (let y = step; y < height; y += step) {
        ctx.beginPath()
        ctx.moveTo(0, y)
        ctx.lineTo(width, y)
        ctx.stroke()
      }
    },
  }
}
