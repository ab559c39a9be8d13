import type Konva from 'konva'
import type { IconName } from '../../../shared/games/kakekko/types.js'

type Ctx = Konva.Context

/**
 * Landmark pictures drawn with a few canvas strokes, centred on 0,0 and fitting radius `r`.
 * Drawn rather than typed as emoji: emoji fonts are missing on many Linux machines.
 */
export function drawIcon(ctx: Ctx, name: IconName | 'shrine', r: number): void {
  const fill = (colour: string) => {
    ctx.setAttr('fillStyle', colour)
    ctx.fill()
  }
  const stroke = (colour: string, w: number) => {
    ctx.setAttr('strokeStyle', colour)
    ctx.setAttr('lineWidth', w)
    ctx.setAttr('lineCap', 'round')
    ctx.stroke()
  }
  const rect = (x: number, y: number, w: number, h: number, colour: string) => {
    ctx.beginPath()
    ctx.rect(x * r, y * r, w * r, h * r)
    fill(colour)
  }
  const circle = (x: number, y: number, rad: number, colour: string) => {
    ctx.beginPath()
    ctx.arc(x * r, y * r, rad * r, 0, Math.PI * 2, false)
    fill(colour)
  }
  const poly = (pts: number[], colour: string) => {
    ctx.beginPath()
    ctx.moveTo(pts[0] * r, pts[1] * r)
    for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i] * r, pts[i + 1] * r)
    ctx.closePath()
    fill(colour)
  }
  const line = (pts: number[], colour: string, w: number) => {
    ctx.beginPath()
    ctx.moveTo(pts[0] * r, pts[1] * r)
    for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i] * r, pts[i + 1] * r)
    stroke(colour, w * r)
  }
  const torii = (colour: string) => {
    line([-0.55, -0.45, 0.55, -0.45], colour, 0.14)
    line([-0.42, -0.22, 0.42, -0.22], colour, 0.1)
    line([-0.3, -0.45, -0.34, 0.5], colour, 0.12)
    line([0.3, -0.45, 0.34, 0.5], colour, 0.12)
  }
  switch (name) {
    case 'shrine':
      torii('#ffffff')
      return
    case 'torii':
      torii('#d8412f')
      return
    case 'tree':
      rect(-0.1, 0.05, 0.2, 0.5, '#8a5a2b')
      circle(0, -0.15, 0.42, '#3f9b4a')
      circle(-0.2, 0.02, 0.25, '#4fae58')
      circle(0.2, 0.02, 0.25, '#4fae58')
      return
    case 'well':
      line([-0.42, -0.5, 0, -0.72, 0.42, -0.5], '#7a5230', 0.1)
      line([-0.35, -0.55, -0.35, 0.1], '#7a5230', 0.08)
      line([0.35, -0.55, 0.35, 0.1], '#7a5230', 0.08)
      rect(-0.48, 0.05, 0.96, 0.45, '#8c8c8c')
      rect(-0.38, 0.05, 0.76, 0.12, '#4f8fd6')
      return
    case 'shop':
      rect(-0.5, -0.1, 1, 0.6, '#e9d2a4')
      rect(-0.2, 0.12, 0.4, 0.38, '#7a5230')
      for (let i = 0; i < 5; i++) rect(-0.55 + i * 0.22, -0.45, 0.22, 0.3, i % 2 ? '#ffffff' : '#e0483a')
      return
    case 'school':
      rect(-0.55, -0.15, 1.1, 0.65, '#f0e0c8')
      poly([-0.6, -0.15, 0, -0.6, 0.6, -0.15], '#a4493b')
      circle(0, -0.3, 0.12, '#ffffff')
      for (const x of [-0.38, -0.08, 0.22]) rect(x, 0.02, 0.16, 0.16, '#6fa3d8')
      rect(-0.08, 0.27, 0.16, 0.23, '#7a5230')
      return
    case 'bridge':
      ctx.beginPath()
      ctx.arc(0, 0.55 * r, 0.75 * r, Math.PI * 1.15, Math.PI * 1.85, false)
      stroke('#d8412f', 0.16 * r)
      for (const x of [-0.45, -0.15, 0.15, 0.45])
        line([x, -0.05 - (0.3 - Math.abs(x) * 0.55), x, 0.25], '#d8412f', 0.08)
      line([-0.65, 0.3, 0.65, 0.3], '#4f8fd6', 0.12)
      return
    case 'pond':
      ctx.beginPath()
      ctx.ellipse(0, 0.1 * r, 0.6 * r, 0.38 * r, 0, 0, Math.PI * 2, false)
      fill('#5aa0e0')
      poly([-0.15, 0.05, 0.15, -0.08, 0.15, 0.18], '#f08a30')
      poly([0.15, 0.05, 0.3, -0.05, 0.3, 0.15], '#f08a30')
      return
    case 'house':
      rect(-0.42, -0.05, 0.84, 0.55, '#f3e3c3')
      poly([-0.6, -0.02, 0, -0.55, 0.6, -0.02], '#5b6d8a')
      rect(-0.12, 0.18, 0.24, 0.32, '#7a5230')
      return
    case 'field':
      rect(-0.55, -0.4, 1.1, 0.85, '#d9e8a0')
      for (const y of [-0.25, 0, 0.25]) line([-0.45, y, 0.45, y], '#4f9a3a', 0.08)
      return
    case 'hill':
      poly([-0.65, 0.45, -0.15, -0.45, 0.35, 0.45], '#5f9e4f')
      poly([-0.1, 0.45, 0.3, -0.15, 0.7, 0.45], '#78b565')
      poly([-0.27, -0.23, -0.15, -0.45, -0.03, -0.23], '#ffffff')
      return
    case 'bus':
      line([0, -0.2, 0, 0.55], '#666666', 0.09)
      circle(0, -0.3, 0.3, '#2f74c0')
      circle(0, -0.3, 0.18, '#ffffff')
      return
    case 'lantern':
      line([0, -0.65, 0, -0.45], '#333333', 0.06)
      rect(-0.22, -0.5, 0.44, 0.1, '#333333')
      ctx.beginPath()
      ctx.ellipse(0, 0, 0.36 * r, 0.45 * r, 0, 0, Math.PI * 2, false)
      fill('#e0483a')
      for (const y of [-0.2, 0, 0.2]) line([-0.3, y, 0.3, y], '#a92e23', 0.04)
      rect(-0.22, 0.4, 0.44, 0.1, '#333333')
      return
  }
}

/** what the editor draws on one square above its body: the rings, the landmark or the number */
export interface SquareMarks {
  /** the square's radius */
  r: number
  /** the selection (or pending road) ring's colour, or null */
  ring: string | null
  /** a problem of the scenario points at this square: a dashed red ring */
  bad: boolean
  icon: IconName | 'shrine' | null
  /** the square's number, drawn when it has no landmark */
  label: string | null
}

/**
 * Draws a square's marks (SquareMarks) centred on 0,0, in one Konva shape. One shape rather than a
 * group of rings, picture and Konva.Text: a board of 400 squares redraws 800 fewer nodes at each
 * drop, and Konva.Text measures its font at every draw (issue 18 §4, drag1000.measure.ts).
 */
export function drawSquareMarks(ctx: Ctx, m: SquareMarks): void {
  const ring = (radius: number, colour: string, width: number, dash: number[]) => {
    ctx.beginPath()
    ctx.arc(0, 0, radius, 0, Math.PI * 2, false)
    ctx.setAttr('strokeStyle', colour)
    ctx.setAttr('lineWidth', width)
    ctx.setLineDash(dash)
    ctx.stroke()
  }
  if (m.ring) ring(m.r + 10, m.ring, 5, [])
  if (m.bad) ring(m.r + 5, '#d22', 4, [6, 4])
  ctx.setLineDash([])
  if (m.icon) drawIcon(ctx, m.icon, m.r * 0.85)
  if (m.label) {
    ctx.setAttr('font', '15px Arial')
    ctx.setAttr('textAlign', 'center')
    ctx.setAttr('textBaseline', 'middle')
    ctx.setAttr('fillStyle', '#8a6d50')
    ctx.fillText(m.label, 0, 0.5)
  }
}
