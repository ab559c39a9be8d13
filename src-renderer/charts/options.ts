import type uPlot from 'uplot'

/** a line pattern per seat, so the lines are told apart without colour (solid, dashed, dotted…) */
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
/** a marker size per seat, alternating, for the same reason */
export const SEAT_POINTS: readonly number[] = [6, 4, 5, 4, 6, 4, 5, 6]

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
 * marker, named in the legend; the x axis counts turns. The draw hook writes each seat's name at
 * the end of its line. (The replay's position is a rule over the chart, GameCharts.vue: moving it
 * redraws nothing.)
 */
export function chartOptions(opts: {
  width: number
  height: number
  seats: readonly ChartSeat[]
  turnLabel: string
}): uPlot.Options {
  return {
    width: opts.width,
    height: opts.height,
    legend: { show: true, live: true },
    cursor: { drag: { x: false, y: false }, points: { size: 10 } },
    scales: { x: { time: false } },
    axes: [
      { label: opts.turnLabel, size: 36, labelSize: 16, font: '11px system-ui', labelFont: '11px system-ui' },
      { size: 36, font: '11px system-ui' },
    ],
    series: [
      { label: opts.turnLabel },
      ...opts.seats.map((s, i) => ({
        label: s.name,
        stroke: s.colour,
        width: 2,
        dash: SEAT_DASHES[i % SEAT_DASHES.length],
        spanGaps: false,
        points: { show: true, size: SEAT_POINTS[i % SEAT_POINTS.length], fill: s.colour, stroke: '#ffffff', width: 1 },
      })),
    ],
    hooks: {
      draw: [
        (u: uPlot) => {
          const ctx = u.ctx
          const px = devicePixelRatio || 1
          ctx.save()
          // each seat's name at the end of its line, pushed apart where lines end close together
          ctx.font = `${11 * px}px system-ui`
          ctx.textBaseline = 'middle'
          ctx.textAlign = 'right'
          ctx.fillStyle = '#222222'
          const ends: { y: number; label: string }[] = []
          for (let s = 1; s < u.series.length; s++) {
            const ys = u.data[s]
            let k = ys.length - 1
            while (k >= 0 && (ys[k] === null || ys[k] === undefined)) k--
            if (k < 0) continue
            ends.push({ y: u.valToPos(ys[k] as number, 'y', true) - 10 * px, label: opts.seats[s - 1]?.name ?? '' })
          }
          ends.sort((a, b) => a.y - b.y)
          for (let i = 1; i < ends.length; i++) ends[i].y = Math.max(ends[i].y, ends[i - 1].y + 12 * px)
          const right = u.bbox.left + u.bbox.width - 2 * px
          for (const e of ends) ctx.fillText(e.label, right, e.y)
          ctx.restore()
        },
      ],
    },
  }
}
