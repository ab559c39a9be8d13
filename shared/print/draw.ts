import {
  appendBezierCurve,
  clip,
  closePath,
  concatTransformationMatrix,
  endPath,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setDashPattern,
  setFillingRgbColor,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib'
import { PT_PER_MM } from './scales.js'
import type { Ink, Rgb, Shape } from './types.js'

/** a font and the characters it can show (others become "?" rather than failing the whole PDF) */
export interface Typeface {
  font: PDFFont
  chars: Set<number>
}

export function safeText(face: Typeface, text: string): string {
  let out = ''
  for (const ch of text) {
    const cp = ch.codePointAt(0)!
    if (face.chars.has(cp)) out += ch
    else if (cp === 0x202f || cp === 0x2009) out += face.chars.has(0xa0) ? '\u00a0' : ' '
    else if (ch === '\n' || ch === '\t') out += ' '
    else out += '?'
  }
  return out
}

/** the four Bézier arcs of a circle (κ = 0.5523) */
function circleOps(cx: number, cy: number, r: number): PDFOperator[] {
  const k = 0.5523 * r
  return [
    moveTo(cx + r, cy),
    appendBezierCurve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
    appendBezierCurve(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
    appendBezierCurve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
    appendBezierCurve(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
    closePath(),
  ]
}

/** a capsule outline: two half circles joined by straight sides */
function capsuleOps(x1: number, y1: number, x2: number, y2: number, r: number): PDFOperator[] {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1e-9
  const ux = (x2 - x1) / len,
    uy = (y2 - y1) / len
  const nx = -uy * r,
    ny = ux * r
  const k = 0.5523
  // half circle around (x2, y2) from +n to -n through +u, then back around (x1, y1) through -u
  return [
    moveTo(x1 + nx, y1 + ny),
    lineTo(x2 + nx, y2 + ny),
    appendBezierCurve(
      x2 + nx + ux * r * k,
      y2 + ny + uy * r * k,
      x2 + ux * r + nx * k,
      y2 + uy * r + ny * k,
      x2 + ux * r,
      y2 + uy * r,
    ),
    appendBezierCurve(
      x2 + ux * r - nx * k,
      y2 + uy * r - ny * k,
      x2 - nx + ux * r * k,
      y2 - ny + uy * r * k,
      x2 - nx,
      y2 - ny,
    ),
    lineTo(x1 - nx, y1 - ny),
    appendBezierCurve(
      x1 - nx - ux * r * k,
      y1 - ny - uy * r * k,
      x1 - ux * r - nx * k,
      y1 - uy * r - ny * k,
      x1 - ux * r,
      y1 - uy * r,
    ),
    appendBezierCurve(
      x1 - ux * r + nx * k,
      y1 - uy * r + ny * k,
      x1 + nx - ux * r * k,
      y1 + ny - uy * r * k,
      x1 + nx,
      y1 + ny,
    ),
    closePath(),
  ]
}

function paint(ink: Ink, path: PDFOperator[]): PDFOperator[] {
  const ops: PDFOperator[] = [pushGraphicsState(), setLineWidth(ink.lw ?? 0.3)]
  if (ink.dash) ops.push(setDashPattern(ink.dash, 0))
  if (ink.fill) ops.push(setFillingRgbColor(...ink.fill))
  if (ink.stroke) ops.push(setStrokingRgbColor(...ink.stroke))
  ops.push(...path)
  ops.push(ink.fill && ink.stroke ? fillAndStroke() : ink.fill ? fill() : ink.stroke ? stroke() : endPath())
  ops.push(popGraphicsState())
  return ops
}

/** the operators of one shape, in drawing mm (the caller sets the mm → pt matrix) */
export function shapeOps(s: Exclude<Shape, { k: 'text' }>): PDFOperator[] {
  switch (s.k) {
    case 'rect':
      return paint(s, [rectangle(s.x, s.y, s.w, s.h)])
    case 'circle':
      return paint(s, circleOps(s.cx, s.cy, s.r))
    case 'capsule':
      return paint(s, capsuleOps(s.x1, s.y1, s.x2, s.y2, s.r))
    case 'path': {
      const ops: PDFOperator[] = [moveTo(s.pts[0], s.pts[1])]
      for (let i = 2; i + 1 < s.pts.length; i += 2) ops.push(lineTo(s.pts[i], s.pts[i + 1]))
      if (s.closed) ops.push(closePath())
      return paint(s, ops)
    }
  }
}

/**
 * Draws `shapes` (drawing mm) so that drawing point (wx, wy) lands on page point (px, py) mm from
 * the page's top left, clipped to the page window (px, py, w, h). Geometry goes through one
 * matrix `k 0 0 -k ox oy cm` with k = 72 / 25.4: a 25 mm cell is `… 25 25 re` in the stream.
 */
export function drawWindow(
  page: PDFPage,
  face: Typeface,
  shapes: Shape[],
  win: { wx: number; wy: number; px: number; py: number; w: number; h: number },
): void {
  const H = page.getHeight()
  const k = PT_PER_MM
  // drawing (x, y) → page pt: X = (px + x - wx) k, Y = H - (py + y - wy) k
  const ox = (win.px - win.wx) * k
  const oy = H - (win.py - win.wy) * k
  const ops: PDFOperator[] = [
    pushGraphicsState(),
    rectangle(win.px * k, H - (win.py + win.h) * k, win.w * k, win.h * k),
    clip(),
    endPath(),
    pushGraphicsState(),
    concatTransformationMatrix(k, 0, 0, -k, ox, oy),
  ]
  for (const s of shapes) if (s.k !== 'text') ops.push(...shapeOps(s))
  ops.push(popGraphicsState())
  page.pushOperators(...ops)
  for (const s of shapes) {
    if (s.k !== 'text') continue
    const text = safeText(face, s.text)
    const width = face.font.widthOfTextAtSize(text, s.size)
    const x = ox + s.x * k - (s.align === 'left' ? 0 : width / 2)
    const y = oy - s.y * k - face.font.heightAtSize(s.size, { descender: false }) / 2
    page.drawText(text, { x, y, size: s.size, font: face.font, color: rgbOf(s.colour ?? [0, 0, 0]) })
  }
  page.pushOperators(popGraphicsState())
}

export function rgbOf(c: Rgb) {
  return rgb(c[0], c[1], c[2])
}
