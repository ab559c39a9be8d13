import { ref } from 'vue'
import { defineViewState } from '../viewState.js'
import type { Board } from '../../../shared/games/kakekko/types.js'

/** board units → stage pixels: uniform scale, centred */
export interface Fit {
  scale: number
  ox: number
  oy: number
}

/**
 * The zoom and offset that show the whole board in a `width`×`height` box: its rectangle and, when
 * the squares are given, the areas' paper around them (which reaches past the rectangle), so nothing
 * drawn is cut at the edges.
 */
export function fitBoard(
  board: Pick<Board, 'width' | 'height'> & { squares?: readonly { x: number; y: number }[] },
  width: number,
  height: number,
  pad = 12,
): Fit {
  const r = PAPER_R
  const qs = board.squares ?? []
  const x0 = Math.min(0, ...qs.map((q) => q.x - r))
  const y0 = Math.min(0, ...qs.map((q) => q.y - r))
  const x1 = Math.max(board.width, ...qs.map((q) => q.x + r))
  const y1 = Math.max(board.height, ...qs.map((q) => q.y + r))
  const scale = Math.max(0.05, Math.min((width - 2 * pad) / (x1 - x0), (height - 2 * pad) / (y1 - y0)))
  return { scale, ox: (width - (x1 + x0) * scale) / 2, oy: (height - (y1 + y0) * scale) / 2 }
}

/** square radius in board units */
export const SQUARE_R = 26
export const SHRINE_R = 38
/** the radius of an area's paper around each of its squares */
export const PAPER_R = SQUARE_R * 3.4

/** paper colours of the four areas, like the four printed boards */
export const AREA_FILL: Record<number, string> = { 1: '#f7e6b5', 2: '#d4ebc8', 3: '#cfe0f1', 4: '#f5d5c8' }
export const AREA_INK: Record<number, string> = { 1: '#b08a2e', 2: '#4d8a3c', 3: '#3f6f9f', 4: '#b05a3c' }

/** where the k-th of `count` pawns sharing a square sits, around its centre */
export function fanOffset(k: number, count: number, r: number): { dx: number; dy: number } {
  if (count <= 1) return { dx: 0, dy: 0 }
  const a = -Math.PI / 2 + (2 * Math.PI * k) / count
  const d = count === 2 ? r * 0.45 : r * 0.6
  return { dx: Math.cos(a) * d, dy: Math.sin(a) * d }
}

/** a hand-drawn stroke from a to b: a few points nudged sideways, the same every time for one seed */
export function markerPoints(ax: number, ay: number, bx: number, by: number, seed: number): number[] {
  const len = Math.hypot(bx - ax, by - ay) || 1
  const nx = -(by - ay) / len
  const ny = (bx - ax) / len
  const pts = [ax, ay]
  const steps = 4
  for (let i = 1; i < steps; i++) {
    const t = i / steps
    const wobble = Math.sin(seed * 12.9898 + i * 78.233) * Math.min(6, len * 0.02)
    pts.push(ax + (bx - ax) * t + nx * wobble, ay + (by - ay) * t + ny * wobble)
  }
  pts.push(bx, by)
  return pts
}

/** the action-phase tool the Panel picks and the Board uses, held by the view that shows both */
export type Tool = 'walk' | 'connect' | 'make'
export const useTool = defineViewState(() => ref<Tool>('walk'))

/** a Konva node's config, as the editor hands it to vue-konva */
export type Config = Record<string, unknown>
/** one square of the editor's canvas: the same object while the square and its marks stay the same */
export interface SquareView {
  id: number
  body: Config
  /** its rings, landmark and number: one shape drawn by drawSquareMarks, which follows the body while dragged */
  deco: Config
}
