import type { RecessBoard } from '../games/recess/types.js'
import { RECESS_CELL_MM } from './scales.js'
import type { Drawing, GamePrint, Rgb, Shape } from './types.js'

const INK: Rgb = [0.15, 0.15, 0.15]
const EQUIPMENT: Rgb = [0.55, 0.55, 0.58]
const SAFE: Rgb = [0.82, 0.93, 0.8]
const BOYS: Rgb = [0.2, 0.4, 0.8]
const GIRLS: Rgb = [0.85, 0.3, 0.45]
const NUN: Rgb = [0.1, 0.1, 0.1]

/** column letters under the grid, row numbers beside it, as the app names cells */
const RULER = 8

/**
 * The playground at real scale: one RECESS_CELL_MM square per cell, equipment filled grey, safe
 * cells green, the boys' and girls' gates outlined in their colour, nun start cells ringed.
 * Labels come from `labels` (safe, boys, girls, nun).
 */
export function recessBoard(board: RecessBoard, labels: Record<string, string>): Drawing {
  const s = RECESS_CELL_MM
  const o = RULER
  const shapes: Shape[] = []
  for (let r = 0; r < board.height; r++) {
    for (let c = 0; c < board.width; c++) {
      const ch = board.rows[r]?.[c] ?? '.'
      const fill: Rgb | undefined = ch === '#' ? EQUIPMENT : ch === 'S' ? SAFE : undefined
      shapes.push({ k: 'rect', x: o + c * s, y: o + r * s, w: s, h: s, stroke: INK, lw: 0.35, fill })
      if (ch === 'S')
        shapes.push({
          k: 'text',
          x: o + (c + 0.5) * s,
          y: o + (r + 0.9) * s,
          text: labels.safe ?? '',
          size: 6,
          colour: [0.2, 0.45, 0.2],
        })
    }
  }
  for (const [side, colour] of [
    ['boys', BOYS],
    ['girls', GIRLS],
  ] as const) {
    for (const [r, c] of board.entrances[side].gates) {
      shapes.push({
        k: 'rect',
        x: o + c * s + 1.2,
        y: o + r * s + 1.2,
        w: s - 2.4,
        h: s - 2.4,
        stroke: colour,
        lw: 0.9,
        dash: [2, 1.2],
      })
      shapes.push({ k: 'text', x: o + (c + 0.5) * s, y: o + (r + 0.2) * s, text: labels[side] ?? '', size: 6, colour })
    }
  }
  board.nuns.forEach(([r, c], i) => {
    shapes.push({
      k: 'circle',
      cx: o + (c + 0.5) * s,
      cy: o + (r + 0.5) * s,
      r: s * 0.25,
      stroke: NUN,
      lw: 0.6,
      dash: [1.5, 1],
    })
    shapes.push({
      k: 'text',
      x: o + (c + 0.5) * s,
      y: o + (r + 0.5) * s,
      text: `${labels.nun ?? ''} ${i + 1}`,
      size: 6,
      colour: NUN,
    })
  })
  for (let c = 0; c < board.width; c++) {
    const name = String.fromCharCode(65 + (c % 26))
    shapes.push({ k: 'text', x: o + (c + 0.5) * s, y: o / 2, text: name, size: 8, colour: INK })
    shapes.push({ k: 'text', x: o + (c + 0.5) * s, y: o + board.height * s + o / 2, text: name, size: 8, colour: INK })
  }
  for (let r = 0; r < board.height; r++) {
    shapes.push({ k: 'text', x: o / 2, y: o + (r + 0.5) * s, text: `${r + 1}`, size: 8, colour: INK })
    shapes.push({
      k: 'text',
      x: o + board.width * s + o / 2,
      y: o + (r + 0.5) * s,
      text: `${r + 1}`,
      size: 8,
      colour: INK,
    })
  }
  return { w: board.width * s + 2 * o, h: board.height * s + 2 * o, shapes }
}

export function recessPrint(board: RecessBoard, labels: Record<string, string>): GamePrint {
  return { board: recessBoard(board, labels), sheets: [], scale: labels.scale ?? '' }
}
