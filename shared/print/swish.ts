import { BONE_RADIUS } from '../games/swish/geometry.js'
import { COLOURS, type SwishBoard } from '../games/swish/types.js'
import { SWISH_BONE_MM } from './scales.js'
import type { Drawing, GamePrint, Rgb, Shape } from './types.js'

/** the app's bone colours (Okabe–Ito based), in COLOURS order */
export const BONE_FILL: Rgb[] = [
  [0.894, 0.341, 0.18],
  [0, 0.447, 0.698],
  [0.941, 0.769, 0.098],
  [0, 0.62, 0.451],
]
const OUTLINE: Rgb = [0.2, 0.15, 0.11]
const WATER: Rgb = [0.88, 0.94, 0.98]
/** a bone's full length (core plus both round ends) and width, in bone lengths */
export const BONE_LENGTH = 1 + 2 * BONE_RADIUS
export const BONE_WIDTH = 2 * BONE_RADIUS

const RAD = Math.PI / 180

/** the colour's mark in the middle of a bone (circle, square, triangle, star), so colours read without colour */
function mark(colour: number, x: number, y: number, m: number): Shape {
  const ink = { fill: [1, 1, 1] as Rgb, stroke: OUTLINE, lw: 0.25 }
  if (colour === 0) return { k: 'circle', cx: x, cy: y, r: m, ...ink }
  if (colour === 1) return { k: 'rect', x: x - m, y: y - m, w: 2 * m, h: 2 * m, ...ink }
  const n = colour === 2 ? 3 : 5
  const pts: number[] = []
  for (let i = 0; i < (colour === 2 ? n : 2 * n); i++) {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / (colour === 2 ? n : 2 * n)
    const r = colour === 2 ? m * 1.3 : i % 2 === 0 ? m * 1.4 : m * 0.6
    pts.push(x + r * Math.cos(a), y + r * Math.sin(a))
  }
  return { k: 'path', pts, closed: true, ...ink }
}

/** one bone centred on (x, y) mm, heading `deg`, at real scale: a capsule SWISH_BONE_MM long at its core */
export function boneShapes(colour: number, x: number, y: number, deg: number, head = false): Shape[] {
  const s = SWISH_BONE_MM
  const dx = (Math.cos(deg * RAD) * s) / 2,
    dy = (Math.sin(deg * RAD) * s) / 2
  const out: Shape[] = [
    {
      k: 'capsule',
      x1: x - dx,
      y1: y - dy,
      x2: x + dx,
      y2: y + dy,
      r: BONE_RADIUS * s,
      fill: BONE_FILL[colour],
      stroke: OUTLINE,
      lw: 0.35,
    },
    mark(colour, x, y, 1.4),
  ]
  // a head bone has an eye near its front end
  if (head) out.push({ k: 'circle', cx: x + dx * 0.75, cy: y + dy * 0.75, r: 1.3, fill: OUTLINE })
  return out
}

/**
 * The pond at real scale (SWISH_BONE_MM per bone length): its outline, every small fish where the
 * scenario puts it, and the start slots as arrows with their number. The table is larger than any
 * paper; its radius is stated on the settings page instead.
 */
export function swishPond(board: SwishBoard, labels: Record<string, string>): Drawing {
  const s = SWISH_BONE_MM
  const reach = Math.max(board.pondRadius + BONE_LENGTH / 2, ...board.slots.map((p) => Math.hypot(p.x, p.y) + 0.6))
  const half = reach * s + 4
  const c = half
  const shapes: Shape[] = [
    { k: 'circle', cx: c, cy: c, r: board.pondRadius * s, fill: WATER, stroke: [0.25, 0.45, 0.65], lw: 0.8 },
  ]
  shapes.push({
    k: 'text',
    x: c,
    y: c - board.pondRadius * s + 5,
    text: labels.pond ?? '',
    size: 9,
    colour: [0.25, 0.45, 0.65],
  })
  for (const f of board.fish) shapes.push(...boneShapes(COLOURS.indexOf(f.colour), c + f.x * s, c + f.y * s, f.angle))
  board.slots.forEach((p, i) => {
    const x = c + p.x * s,
      y = c + p.y * s
    const ux = Math.cos(p.heading * RAD),
      uy = Math.sin(p.heading * RAD)
    const L = 0.5 * s
    shapes.push({ k: 'path', pts: [x - ux * L, y - uy * L, x, y], stroke: OUTLINE, lw: 0.6 })
    shapes.push({
      k: 'path',
      pts: [x + uy * 2 - ux * 3, y - ux * 2 - uy * 3, x, y, x - uy * 2 - ux * 3, y + ux * 2 - uy * 3],
      stroke: OUTLINE,
      lw: 0.6,
    })
    shapes.push({ k: 'text', x: x - ux * (L + 3), y: y - uy * (L + 3), text: String(i + 1), size: 8, colour: OUTLINE })
  })
  return { w: 2 * half, h: 2 * half, shapes }
}

/** the cut-out sheets: each seat's head bone, then the box's ordinary bones, laid in rows with cutting room */
export function swishBones(bonesPerColour: number, width: number, height: number): Drawing[] {
  const s = SWISH_BONE_MM
  const cw = BONE_LENGTH * s + 4,
    ch = BONE_WIDTH * s + 4
  const cols = Math.max(1, Math.floor(width / cw)),
    rows = Math.max(1, Math.floor(height / ch))
  const items: { colour: number; head: boolean }[] = []
  for (let c = 0; c < COLOURS.length; c++) items.push({ colour: c, head: true })
  for (let c = 0; c < COLOURS.length; c++)
    for (let i = 0; i < bonesPerColour; i++) items.push({ colour: c, head: false })
  const pages: Drawing[] = []
  for (let start = 0; start < items.length; start += cols * rows) {
    const shapes: Shape[] = []
    items.slice(start, start + cols * rows).forEach((it, i) => {
      const x = (i % cols) * cw + cw / 2,
        y = Math.floor(i / cols) * ch + ch / 2
      shapes.push(...boneShapes(it.colour, x, y, 0, it.head))
    })
    pages.push({ w: cols * cw, h: rows * ch, shapes })
  }
  return pages
}

export function swishPrint(
  board: SwishBoard,
  bonesPerColour: number,
  labels: Record<string, string>,
  sheet: { w: number; h: number },
): GamePrint {
  const sheets = swishBones(bonesPerColour, sheet.w, sheet.h).map((drawing) => ({
    title: labels.cutout ?? '',
    drawing,
  }))
  return { board: swishPond(board, labels), sheets, scale: labels.scale ?? '' }
}
