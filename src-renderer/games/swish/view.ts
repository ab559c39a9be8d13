/**
 * Drawing helpers for the Swish pond: the world → screen mapping and the Konva configs of a bone.
 * World units are bone lengths around the pond's centre; the screen's y axis points down, so
 * world angles (degrees) are screen angles, clockwise.
 */
import { RAD } from '../../../shared/games/swish/geometry.js'
import type { SwishState } from '../../../shared/games/swish/types.js'

export interface View {
  cx: number
  cy: number
  /** pixels per bone length */
  s: number
}

/** a view that fits a circle of radius `r` (world) into w × h pixels */
export function fitView(w: number, h: number, r: number): View {
  return { cx: w / 2, cy: h / 2, s: Math.max(1, Math.min(w, h) / 2 / Math.max(1, r)) }
}

export const toScreen = (v: View, x: number, y: number) => ({ x: v.cx + x * v.s, y: v.cy + y * v.s })
export const toWorld = (v: View, px: number, py: number) => ({ x: (px - v.cx) / v.s, y: (py - v.cy) / v.s })

/** bone colours (Okabe–Ito based), in COLOURS order: red, blue, yellow, green */
export const BONE_FILL = ['#e4572e', '#0072b2', '#f0c419', '#009e73']
/** the marking each colour carries, for players who tell colours apart poorly */
export const BONE_MARK = ['circle', 'square', 'triangle', 'star'] as const
const OUTLINE = '#33261d'

export function isSwishState(s: unknown): s is SwishState {
  return typeof s === 'object' && s !== null && 'pond' in s && 'fish' in s && 'slots' in s
}

type Config = Record<string, unknown>
export interface BoneShapes {
  group: Config
  parts: { kind: 'rect' | 'circle'; config: Config }[]
  mark: { kind: 'circle' | 'rect' | 'polygon' | 'star'; config: Config }
}

/**
 * A bone drawn as a bone: a shaft with two knobs at each end, outlined, and its colour's mark in
 * the middle. `scale` shrinks it (indigestion piles); `extra` goes onto the group (name, opacity…).
 */
export function boneShapes(
  v: View,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  colour: number,
  extra: Config = {},
  scale = 1,
): BoneShapes {
  const a = toScreen(v, x1, y1),
    b = toScreen(v, x2, y2)
  const len = Math.hypot(b.x - a.x, b.y - a.y) * scale
  const u = v.s * scale
  const fill = BONE_FILL[colour] ?? '#999'
  const half = len / 2
  const shaftH = 0.15 * u,
    knob = 0.085 * u,
    off = 0.07 * u,
    edge = half - 0.07 * u
  const line = Math.max(1, 0.025 * u)
  const shapes = (grow: number, paint: string): BoneShapes['parts'] => [
    {
      kind: 'rect',
      config: { x: -edge, y: -shaftH / 2 - grow, width: 2 * edge, height: shaftH + 2 * grow, fill: paint },
    },
    ...[-1, 1].flatMap((sx) =>
      [-1, 1].map((sy) => ({
        kind: 'circle' as const,
        config: { x: sx * edge, y: sy * off, radius: knob + grow, fill: paint },
      })),
    ),
  ]
  const m = 0.05 * u
  const markStyle = { fill: '#ffffff', stroke: OUTLINE, strokeWidth: Math.max(0.5, line * 0.6) }
  const kind = BONE_MARK[colour] ?? 'circle'
  const mark: BoneShapes['mark'] =
    kind === 'circle'
      ? { kind: 'circle', config: { radius: m, ...markStyle } }
      : kind === 'square'
        ? { kind: 'rect', config: { x: -m, y: -m, width: 2 * m, height: 2 * m, ...markStyle } }
        : kind === 'triangle'
          ? { kind: 'polygon', config: { sides: 3, radius: m * 1.3, rotation: 90, ...markStyle } }
          : {
              kind: 'star',
              config: { numPoints: 5, innerRadius: m * 0.55, outerRadius: m * 1.4, rotation: 90, ...markStyle },
            }
  return {
    group: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, rotation: Math.atan2(b.y - a.y, b.x - a.x) / RAD, ...extra },
    parts: [...shapes(line, OUTLINE), ...shapes(0, fill)],
    mark,
  }
}

/** the points of an arc of radius `r` around (x, y) from heading `from` to `to` (degrees), screen coords */
export function arcPoints(v: View, x: number, y: number, r: number, from: number, to: number): number[] {
  const out: number[] = []
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 3))
  for (let i = 0; i <= steps; i++) {
    const a = (from + ((to - from) * i) / steps) * RAD
    const p = toScreen(v, x + r * Math.cos(a), y + r * Math.sin(a))
    out.push(p.x, p.y)
  }
  return out
}

/** runs of equal legality over the whole degrees −limit…limit: [from, to, legal] */
export function legalRuns(limit: number, legal: ReadonlySet<number>): [number, number, boolean][] {
  const out: [number, number, boolean][] = []
  for (let d = -limit; d <= limit; d++) {
    const ok = legal.has(d)
    const last = out[out.length - 1]
    if (last && last[2] === ok) last[1] = d
    else out.push([d, d, ok])
  }
  return out
}

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t

/** the angle (radians) at which a seat's indigestion pile and score sit, outside the table by its start place */
export function pileAngle(st: SwishState, seat: number): number {
  const slot = st.slots[st.slotOf[seat]]
  return slot ? Math.atan2(slot.y, slot.x) : ((seat / st.n) * 2 - 0.5) * Math.PI
}

/** where the k-th bone of a seat's indigestion pile lies (world), as a short bone */
export function pileBone(st: SwishState, seat: number, k: number): number[] {
  const a = pileAngle(st, seat)
  const r = st.table + 0.45
  const along = (k - 2) * 0.28
  const cx = r * Math.cos(a) - along * Math.sin(a),
    cy = r * Math.sin(a) + along * Math.cos(a)
  const dx = Math.cos(a) * 0.25,
    dy = Math.sin(a) * 0.25
  return [cx - dx, cy - dy, cx + dx, cy + dy]
}

/**
 * `boneShapes` with a memory, one per layer: the same bone in the same view (and the same extras,
 * handlers compared by identity) gives back the very same object, so Vue skips its BoneShape and
 * Konva does not redraw it when a move changes other bones (issue 18 §4). The memory is dropped
 * when it grows past `limit` entries.
 */
export function memoBoneShapes(limit = 4000): typeof boneShapes {
  let cache = new Map<string, BoneShapes>()
  const fnIds = new WeakMap<object, number>()
  let nextFn = 1
  const part = (x: unknown): string => {
    if (typeof x === 'function') {
      let id = fnIds.get(x)
      if (id === undefined) fnIds.set(x, (id = nextFn++))
      return `f${id}`
    }
    return Array.isArray(x) ? `[${x.map(part).join(',')}]` : String(x)
  }
  return (v, x1, y1, x2, y2, colour, extra = {}, scale = 1) => {
    const key = [
      v.cx,
      v.cy,
      v.s,
      x1,
      y1,
      x2,
      y2,
      colour,
      scale,
      ...Object.entries(extra).map(([k, x]) => `${k}=${part(x)}`),
    ].join('|')
    let shapes = cache.get(key)
    if (!shapes) {
      if (cache.size >= limit) cache = new Map()
      cache.set(key, (shapes = boneShapes(v, x1, y1, x2, y2, colour, extra, scale)))
    }
    return shapes
  }
}
