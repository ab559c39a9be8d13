import { RUNGS, type ExxtraRules } from '../games/exxtra/types.js'
import { EXXTRA_DIE_MM, EXXTRA_SQUARE_MM } from './scales.js'
import type { Drawing, GamePrint, Rgb, Shape } from './types.js'

const INK: Rgb = [0.15, 0.15, 0.15]
const TRACK: Rgb = [0.96, 0.93, 0.84]
const RUNG: Rgb = [0.86, 0.92, 0.97]
/** track squares per row (the track runs in a serpentine) */
export const TRACK_COLS = 8
/** a rung box holds one pair of dice */
const RUNG_W = 70
const RUNG_H = 24
/** the lowest a rung may get to fit the page: a die lying in it, with a millimetre above and below */
const RUNG_MIN_H = EXXTRA_DIE_MM + 2

/**
 * The race track (start 0 … goal trackLength + 1) as EXXTRA_SQUARE_MM squares in a serpentine of
 * TRACK_COLS, then the ladder: rung 5 at the top down to rung 0, which has room for every pair.
 * The rungs are RUNG_H tall, or less (down to RUNG_MIN_H, in tenths of a millimetre) when that
 * keeps the whole board within `pageH` mm: on Letter the default board would otherwise spill
 * 10.6 mm onto a second, nearly identical page.
 */
export function exxtraBoard(rules: ExxtraRules, labels: Record<string, string>, pageH = Infinity): Drawing {
  const s = EXXTRA_SQUARE_MM
  const shapes: Shape[] = []
  const count = rules.trackLength + 2
  const rows = Math.ceil(count / TRACK_COLS)
  for (let i = 0; i < count; i++) {
    const r = Math.floor(i / TRACK_COLS)
    const c = r % 2 === 0 ? i % TRACK_COLS : TRACK_COLS - 1 - (i % TRACK_COLS)
    const x = c * s,
      y = r * s
    const end = i === 0 || i === count - 1
    shapes.push({
      k: 'rect',
      x,
      y,
      w: s,
      h: s,
      stroke: INK,
      lw: end ? 0.9 : 0.4,
      fill: end ? [0.98, 0.85, 0.6] : TRACK,
    })
    const word = i === 0 ? labels.start : i === count - 1 ? labels.goal : undefined
    shapes.push({ k: 'text', x: x + s / 2, y: y + s / 2, text: String(i), size: 10, colour: INK })
    if (word) shapes.push({ k: 'text', x: x + s / 2, y: y + s - 3, text: word, size: 6, colour: INK })
  }
  const top = rows * s + 12
  const fits = Math.floor(((pageH - top - 4) / (RUNGS + 1)) * 10) / 10
  const rungH = Math.max(RUNG_MIN_H, Math.min(RUNG_H, fits))
  const lx = (TRACK_COLS * s - RUNG_W) / 2
  shapes.push({ k: 'text', x: lx + RUNG_W / 2, y: top - 5, text: labels.ladder ?? '', size: 11, colour: INK })
  for (let i = 0; i < RUNGS; i++) {
    const rung = RUNGS - 1 - i
    const h = rung === 0 ? rungH * 2 : rungH
    const y = top + i * rungH
    shapes.push({ k: 'rect', x: lx, y, w: RUNG_W, h, stroke: INK, lw: 0.5, fill: RUNG })
    shapes.push({ k: 'text', x: lx - 6, y: y + rungH / 2, text: String(rung), size: 14, colour: INK })
  }
  // the ladder's rails
  const bottom = top + (RUNGS + 1) * rungH
  shapes.push({ k: 'path', pts: [lx - 12, top - 2, lx - 12, bottom + 2], stroke: INK, lw: 1.2 })
  shapes.push({ k: 'path', pts: [lx + RUNG_W + 3, top - 2, lx + RUNG_W + 3, bottom + 2], stroke: INK, lw: 1.2 })
  return { w: TRACK_COLS * s, h: bottom + 4, shapes }
}

/** the six face cells of a cube net (a cross: column, row) and the 7 edges that carry glue tabs */
const NET: [number, number][] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [2, 1],
  [1, 2],
  [1, 3],
]
const TABS: { face: number; side: 'l' | 'r' | 't' | 'b' }[] = [
  { face: 0, side: 'l' },
  { face: 0, side: 'r' },
  { face: 1, side: 'b' },
  { face: 3, side: 'b' },
  { face: 5, side: 'l' },
  { face: 5, side: 'r' },
  { face: 5, side: 'b' },
]

/** a die as a net to cut, fold and glue: faces EXXTRA_DIE_MM wide with their digit or X */
export function dieNet(faces: string[], ox: number, oy: number, name: string): Shape[] {
  const d = EXXTRA_DIE_MM
  const t = d * 0.22
  const out: Shape[] = []
  for (const { face, side } of TABS) {
    const [c, r] = NET[face]
    const x = ox + c * d,
      y = oy + r * d
    const tab: Record<typeof side, number[]> = {
      l: [x, y, x - t, y + t, x - t, y + d - t, x, y + d],
      r: [x + d, y, x + d + t, y + t, x + d + t, y + d - t, x + d, y + d],
      t: [x, y, x + t, y - t, x + d - t, y - t, x + d, y],
      b: [x, y + d, x + t, y + d + t, x + d - t, y + d + t, x + d, y + d],
    }
    out.push({ k: 'path', pts: tab[side], closed: true, stroke: INK, lw: 0.3, fill: [0.92, 0.92, 0.92] })
  }
  NET.forEach(([c, r], i) => {
    out.push({ k: 'rect', x: ox + c * d, y: oy + r * d, w: d, h: d, stroke: INK, lw: 0.4, fill: [1, 1, 1] })
    out.push({
      k: 'text',
      x: ox + (c + 0.5) * d,
      y: oy + (r + 0.5) * d,
      text: faces[i] ?? '',
      size: 22,
      colour: faces[i] === 'X' ? [0.75, 0.1, 0.1] : INK,
    })
  })
  out.push({ k: 'text', x: ox + 1.5 * d, y: oy + 4 * d + t + 5, text: name, size: 10, colour: INK })
  return out
}

/** the board fitted to a page `pageH` mm tall where it can be (see exxtraBoard), and the dice sheet */
export function exxtraPrint(rules: ExxtraRules, labels: Record<string, string>, pageH = Infinity): GamePrint {
  const d = EXXTRA_DIE_MM
  const pad = d * 0.22 + 2
  const netW = 3 * d + 2 * pad
  const shapes = [
    ...dieNet(rules.dieA, pad, pad, labels.dieA ?? 'A'),
    ...dieNet(rules.dieB, netW + 10 + pad, pad, labels.dieB ?? 'B'),
  ]
  const dice: Drawing = { w: 2 * netW + 10, h: 4 * d + 2 * pad + 10, shapes }
  return {
    board: exxtraBoard(rules, labels, pageH),
    sheets: [{ title: labels.cutout ?? '', drawing: dice }],
    scale: labels.scale ?? '',
  }
}
