import type { Board } from '../games/kakekko/types.js'
import { KAKEKKO_MM_PER_UNIT } from './scales.js'
import type { Drawing, GamePrint, Rgb, Shape } from './types.js'

/** board units, as the app draws them (src-renderer/games/kakekko/layout.ts) */
export const SQUARE_R = 26
export const SHRINE_R = 38

/** the app's paper colours of the four areas */
const AREA_FILL: Record<number, Rgb> = {
  1: [0.97, 0.9, 0.71],
  2: [0.83, 0.92, 0.78],
  3: [0.81, 0.88, 0.95],
  4: [0.96, 0.84, 0.78],
}
const AREA_INK: Record<number, Rgb> = {
  1: [0.69, 0.54, 0.18],
  2: [0.3, 0.54, 0.24],
  3: [0.25, 0.44, 0.62],
  4: [0.69, 0.35, 0.24],
}
const ROAD: Rgb = [0.55, 0.5, 0.45]
const INK: Rgb = [0.15, 0.15, 0.15]
const MARGIN = 6

/**
 * The race board at KAKEKKO_MM_PER_UNIT: roads as wide grey bands, shortcut slots dotted (inked
 * ones solid), squares as discs in their area's colour with their number, landmark names under
 * landmark squares, Start and Goal at the two shrines, and an area number tag at each area's first square.
 */
export function kakekkoBoard(board: Board, labels: Record<string, string>): Drawing {
  const k = KAKEKKO_MM_PER_UNIT
  const at = (v: number) => MARGIN + v * k
  const byId = new Map(board.squares.map((s) => [s.id, s]))
  const shapes: Shape[] = []
  for (const [a, b] of board.roads) {
    const p = byId.get(a),
      q = byId.get(b)
    if (p && q) shapes.push({ k: 'path', pts: [at(p.x), at(p.y), at(q.x), at(q.y)], stroke: ROAD, lw: 4 })
  }
  for (const sl of board.slots) {
    const p = byId.get(sl.a),
      q = byId.get(sl.b)
    if (!p || !q) continue
    shapes.push({
      k: 'path',
      pts: [at(p.x), at(p.y), at(q.x), at(q.y)],
      stroke: INK,
      lw: 0.8,
      dash: sl.inked ? undefined : [1.2, 1.6],
    })
  }
  const shrines = board.squares.filter((s) => s.kind === 'shrine')
  const tagged = new Set<number>()
  for (const s of board.squares) {
    const r = (s.kind === 'shrine' ? SHRINE_R : SQUARE_R) * k
    shapes.push({
      k: 'circle',
      cx: at(s.x),
      cy: at(s.y),
      r,
      fill: AREA_FILL[s.area],
      stroke: AREA_INK[s.area],
      lw: s.kind === 'passage' ? 0.4 : 0.9,
    })
    shapes.push({ k: 'text', x: at(s.x), y: at(s.y), text: String(s.id), size: 7, colour: INK })
    if (s.kind === 'icon' && s.icon) {
      shapes.push({
        k: 'text',
        x: at(s.x),
        y: at(s.y) + r + 2.5,
        text: labels[`icon.${s.icon}`] ?? s.icon,
        size: 6,
        colour: AREA_INK[s.area],
      })
    }
    if (!tagged.has(s.area) && s.kind !== 'shrine') {
      tagged.add(s.area)
      shapes.push({
        k: 'text',
        x: at(s.x),
        y: at(s.y) - r - 2.5,
        text: (labels.area ?? '{n}').replace('{n}', String(s.area)),
        size: 7,
        colour: AREA_INK[s.area],
      })
    }
  }
  for (const s of shrines) {
    const word = s.area === 4 ? labels.start : s.area === 1 ? labels.goal : undefined
    if (word) shapes.push({ k: 'text', x: at(s.x), y: at(s.y) + SHRINE_R * k + 3, text: word, size: 8, colour: INK })
  }
  return { w: board.width * k + 2 * MARGIN, h: board.height * k + 2 * MARGIN, shapes }
}

export function kakekkoPrint(board: Board, labels: Record<string, string>): GamePrint {
  return { board: kakekkoBoard(board, labels), sheets: [], scale: labels.scale ?? '' }
}
