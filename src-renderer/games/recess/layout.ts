import type { RecessBoard } from '../../../shared/games/recess/types.js'

export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface Grid {
  /** top-left corner of cell (0, 0) and the cell side */
  ox: number
  oy: number
  cell: number
}

export interface BoardLayout {
  grid: Grid
  /** the side strip: clock, coins, the two entrances */
  clock: Box
  coins: Box
  boys: Box
  girls: Box
}

/** where everything goes on a stage of `W`×`H` pixels */
export function boardLayout(W: number, H: number, board: Pick<RecessBoard, 'width' | 'height'>): BoardLayout {
  const strip = Math.max(130, Math.min(240, W * 0.26))
  const margin = 18
  const left = 34
  const cell = Math.max(
    8,
    Math.floor(Math.min((W - strip - left - 2 * margin) / board.width, (H - 2 * margin - 14) / board.height)),
  )
  const gw = cell * board.width
  const gh = cell * board.height
  const ox = left + Math.max(0, (W - strip - left - margin - gw) / 2)
  const oy = Math.max(margin, (H - gh - 14) / 2)
  const sx = W - strip - 4
  const clockH = Math.min(96, H * 0.2)
  const coinsH = Math.min(150, H * 0.28)
  const rest = Math.max(60, H - clockH - coinsH - 24)
  const entH = rest / 2 - 6
  return {
    grid: { ox, oy, cell },
    clock: { x: sx, y: 4, w: strip, h: clockH },
    coins: { x: sx, y: 8 + clockH, w: strip, h: coinsH },
    boys: { x: sx, y: 14 + clockH + coinsH, w: strip, h: entH },
    girls: { x: sx, y: 20 + clockH + coinsH + entH, w: strip, h: entH },
  }
}

/** a grid that fits a board in a box, for the editor and thumbnails */
export function fitGrid(box: Box, board: Pick<RecessBoard, 'width' | 'height'>, margin = 12): Grid {
  const cell = Math.max(
    4,
    Math.floor(Math.min((box.w - 2 * margin) / board.width, (box.h - 2 * margin) / board.height)),
  )
  return {
    ox: box.x + (box.w - cell * board.width) / 2,
    oy: box.y + (box.h - cell * board.height) / 2,
    cell,
  }
}

export const centre = (g: Grid, r: number, c: number): { x: number; y: number } => ({
  x: g.ox + (c + 0.5) * g.cell,
  y: g.oy + (r + 0.5) * g.cell,
})

/** offsets (in cells) for the i-th of n pieces sharing a cell, and their size factor */
export function spread(n: number, i: number): { dx: number; dy: number; k: number } {
  if (n <= 1) return { dx: 0, dy: 0, k: 1 }
  if (n === 2) return { dx: i === 0 ? -0.2 : 0.2, dy: 0, k: 0.7 }
  if (n <= 4) return { dx: i % 2 ? 0.22 : -0.22, dy: i < 2 ? -0.22 : 0.22, k: 0.55 }
  const col = i % 3
  const row = Math.floor(i / 3) % 3
  return { dx: (col - 1) * 0.3, dy: (row - 1) * 0.3, k: 0.4 }
}

export const GATE_COLOURS = { boys: '#3b7dd8', girls: '#d8589a' } as const
