import type uPlot from 'uplot'
import { spreadLabels } from './labels.js'

/**
 * A line pattern per seat, so the lines are told apart without colour (solid, dashed, dotted…),
 * while the points stand apart (`dashesApart`). A long game's line turns at nearly every pixel:
 * its dashes would fall at random along the turns, and dashing its thousands of segments took
 * about 13 ms of a 30–40 ms task. Its lines are drawn solid and told apart by the names at their
 * ends and the legend.
 */
export const SEAT_DASHES: readonly number[][] = [
  [],
  [8, 4],
  [2, 3],
  [10, 3, 2, 3],
  [4, 4],
  [12, 6],
  [1, 5],
  [6, 2, 2, 2],
]
/** CSS px between the centres of two end-of-line names (their font is 11 px) */
const LABEL_GAP = 13
/** CSS px a name sits above its line's end, so it does not cover the line */
const LABEL_RAISE = 9
/** CSS px between a name's right end and the plot's edge, room for its leader line */
const LEADER = 6

/**
 * The x axis counts turns: ticks at whole numbers only (uPlot would otherwise split a short game's
 * few turns into quarters)
 */
export const TURN_INCRS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000]

/** CSS px per point from which a line is drawn with its seat's dashes */
const DASH_ROOM = 4

/** whether a chart `width` CSS px wide draws `points` points far enough apart for dashes to show */
export function dashesApart(points: number, width: number): boolean {
  return points * DASH_ROOM <= width
}

/** a marker size per seat, alternating, for the same reason */
export const SEAT_POINTS: readonly number[] = [6, 4, 5, 4, 6, 4, 5, 6]

/**
 * Markers are drawn while they stand apart: a long game's thousands of points would only blot its
 * line, and drawing them takes the window for a long time.
 */
function markersApart(size: number): uPlot.Series.Points.Show {
  return (u, _seriesIdx, idx0, idx1) => (idx1 - idx0 + 1) * size * (devicePixelRatio || 1) <= u.bbox.width
}

export interface ChartSeat {
  name: string
  colour: string
}

/** the data of one chart: x = turn numbers, then one row per seat (null: a gap) */
export function chartData(
  turns: readonly number[],
  values: readonly (readonly (number | null)[])[],
): uPlot.AlignedData {
  return [turns.slice(), ...values.map((v) => v.slice())] as uPlot.AlignedData
}

/**
 * The options of one chart: a line per seat in the seat's colour, with its own dash pattern and
 * marker while its points stand apart, named in the legend; the x axis counts turns. The draw hook
 * writes each seat's name at the end of its line. (The replay's position is a rule over the chart, GameCharts.vue: moving it
 * redraws nothing.)
 */
export function chartOptions(opts: {
  width: number
  height: number
  seats: readonly ChartSeat[]
  turnLabel: string
  /** the points per line (turns): a chart of many draws solid lines (SEAT_DASHES) */
  points: number
}): uPlot.Options {
  const dashed = dashesApart(opts.points, opts.width)
  return {
    width: opts.width,
    height: opts.height,
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false }, points: { size: 10 } },
    scales: { x: { time: false } },
    axes: [
      {
        label: opts.turnLabel,
        size: 36,
        labelSize: 16,
        font: '11px system-ui',
        labelFont: '11px system-ui',
        incrs: TURN_INCRS,
      },
      { size: 36, font: '11px system-ui' },
    ],
    series: [
      { label: opts.turnLabel },
      ...opts.seats.map((s, i) => ({
        label: s.name,
        stroke: s.colour,
        width: 2,
        dash: dashed ? SEAT_DASHES[i % SEAT_DASHES.length] : [],
        spanGaps: false,
        points: {
          show: markersApart(SEAT_POINTS[i % SEAT_POINTS.length]),
          size: SEAT_POINTS[i % SEAT_POINTS.length],
          fill: s.colour,
          stroke: '#ffffff',
          width: 1,
        },
      })),
    ],
    hooks: {
      draw: [
        (u: uPlot) => {
          const ctx = u.ctx
          const px = devicePixelRatio || 1
          ctx.save()
          // each seat's name just above the end of its line, spread so that no two overlap
          // (labels.ts), with a leader line from the end to a name that had to move
          ctx.font = `${11 * px}px system-ui`
          ctx.textBaseline = 'middle'
          ctx.textAlign = 'right'
          const ends: { x: number; y: number; label: string }[] = []
          for (let s = 1; s < u.series.length; s++) {
            const ys = u.data[s]
            let k = ys.length - 1
            while (k >= 0 && (ys[k] === null || ys[k] === undefined)) k--
            if (k < 0) continue
            const x = u.valToPos(u.data[0][k], 'x', true)
            ends.push({ x, y: u.valToPos(ys[k] as number, 'y', true), label: opts.seats[s - 1]?.name ?? '' })
          }
          const half = LABEL_GAP / 2
          const at = spreadLabels(
            ends.map((e) => e.y - LABEL_RAISE * px),
            LABEL_GAP * px,
            u.bbox.top + half * px,
            u.bbox.top + u.bbox.height - half * px,
          )
          const right = u.bbox.left + u.bbox.width - LEADER * px
          ends.forEach((e, i) => {
            if (Math.abs(at[i] - (e.y - LABEL_RAISE * px)) >= px) {
              ctx.strokeStyle = '#8a8a8a'
              ctx.lineWidth = px
              ctx.beginPath()
              ctx.moveTo(e.x, e.y)
              ctx.lineTo(right + px, at[i])
              ctx.stroke()
            }
            ctx.fillStyle = '#222222'
            ctx.fillText(e.label, right, at[i])
          })
          ctx.restore()
        },
      ],
    },
  }
}
