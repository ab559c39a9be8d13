import type Konva from 'konva'
import type { BoneShapes } from './view.js'

type Config = Record<string, unknown>
type Part = BoneShapes['parts'][number] | BoneShapes['mark']

const num = (c: Config, k: string): number => (typeof c[k] === 'number' ? c[k] : 0)

/** the outline of one part of a bone, as Konva draws that shape (Rect, Circle, RegularPolygon, Star) */
function trace(ctx: Konva.Context, p: Part) {
  const c = p.config
  if (p.kind === 'rect') {
    ctx.rect(num(c, 'x'), num(c, 'y'), num(c, 'width'), num(c, 'height'))
    return
  }
  if (p.kind === 'circle') {
    ctx.moveTo(num(c, 'x') + num(c, 'radius'), num(c, 'y'))
    ctx.arc(num(c, 'x'), num(c, 'y'), num(c, 'radius'), 0, Math.PI * 2, false)
    return
  }
  // a triangle or a star, turned by its rotation, around the bone's middle
  const turn = (num(c, 'rotation') * Math.PI) / 180
  const corners = p.kind === 'polygon' ? num(c, 'sides') : num(c, 'numPoints') * 2
  for (let n = 0; n < corners; n++) {
    const r =
      p.kind === 'polygon' || n % 2 === 0
        ? num(c, p.kind === 'polygon' ? 'radius' : 'outerRadius')
        : num(c, 'innerRadius')
    const a = (n * 2 * Math.PI) / corners
    const x = r * Math.sin(a)
    const y = -r * Math.cos(a)
    const X = x * Math.cos(turn) - y * Math.sin(turn)
    const Y = x * Math.sin(turn) + y * Math.cos(turn)
    if (n === 0) ctx.moveTo(X, Y)
    else ctx.lineTo(X, Y)
  }
  ctx.closePath()
}

function paint(ctx: Konva.Context, p: Part) {
  const c = p.config
  ctx.beginPath()
  trace(ctx, p)
  if (typeof c.fill === 'string') {
    ctx.setAttr('fillStyle', c.fill)
    ctx.fill()
  }
  if (typeof c.stroke === 'string' && num(c, 'strokeWidth') > 0) {
    ctx.setAttr('strokeStyle', c.stroke)
    ctx.setAttr('lineWidth', num(c, 'strokeWidth'))
    ctx.stroke()
  }
}

const sprites = new WeakMap<BoneShapes, Config>()

/**
 * A bone as one Konva shape rather than a group of eleven (outline, fill and mark): the same
 * drawing, a tenth of the nodes to draw, hit-test and patch. A pond of 400 bones is 400 shapes, and
 * redrawing it at a drop stays well under a frame's budget (issue 18 §4). The config (the group's:
 * place, turn, name, handlers) is made once per shapes object, so memoBoneShapes keeps it too.
 */
export function boneSprite(b: BoneShapes): Config {
  let s = sprites.get(b)
  if (!s) {
    // boneShapes lists the outline's shaft and four knobs first
    const outline = b.parts.slice(0, 5)
    s = {
      ...b.group,
      sceneFunc: (ctx: Konva.Context) => {
        for (const p of b.parts) paint(ctx, p)
        paint(ctx, b.mark)
      },
      // the pointer finds the bone anywhere on its outline, which holds every other part
      hitFunc: (ctx: Konva.Context, shape: Konva.Shape) => {
        ctx.beginPath()
        for (const p of outline) trace(ctx, p)
        ctx.fillShape(shape)
      },
    }
    sprites.set(b, s)
  }
  return s
}
