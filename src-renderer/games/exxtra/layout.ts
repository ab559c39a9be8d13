/** Where things go on the Exxtra board: pure geometry, no Vue, no Konva. */
export interface Box {
  x: number
  y: number
  w: number
  h: number
}

export interface Point {
  x: number
  y: number
}

export interface BoardLayout {
  track: Box
  ladder: Box
  dice: Box
}

const PAD = 12

/** track on the left (or on top when the area is tall), ladder and dice beside it */
export function boardLayout(w: number, h: number): BoardLayout {
  const W = Math.max(w, 120)
  const H = Math.max(h, 120)
  if (W >= H * 0.9) {
    const split = Math.round(W * 0.58)
    const right = { x: split + PAD, w: W - split - 2 * PAD }
    const ladderH = Math.round((H - 3 * PAD) * 0.66)
    return {
      track: { x: PAD, y: PAD, w: split - PAD, h: H - 2 * PAD },
      ladder: { x: right.x, y: PAD, w: right.w, h: ladderH },
      dice: { x: right.x, y: 2 * PAD + ladderH, w: right.w, h: H - 3 * PAD - ladderH },
    }
  }
  const trackH = Math.round((H - 3 * PAD) * 0.45)
  const bottom = { y: 2 * PAD + trackH, h: H - 3 * PAD - trackH }
  const ladderW = Math.round((W - 3 * PAD) * 0.6)
  return {
    track: { x: PAD, y: PAD, w: W - 2 * PAD, h: trackH },
    ladder: { x: PAD, y: bottom.y, w: ladderW, h: bottom.h },
    dice: { x: 2 * PAD + ladderW, y: bottom.y, w: W - 3 * PAD - ladderW, h: bottom.h },
  }
}

export interface TrackGrid {
  /** side of one square */
  size: number
  cols: number
  /** centre of square `i` (0 = start) */
  centre(i: number): Point
  /** a point between squares, for pawns on the way: `f` may be fractional */
  at(f: number): Point
}

/**
 * The squares 0…goal laid out as a snake: from the bottom-left, left to right, then the next row
 * up right to left, so the goal sits at the top. The column count is the one giving the largest
 * squares in the box.
 */
export function trackGrid(squares: number, box: Box): TrackGrid {
  const n = Math.max(1, Math.floor(squares))
  let cols = 1
  let size = 0
  for (let c = 1; c <= n; c++) {
    const s = Math.min(box.w / c, box.h / Math.ceil(n / c))
    if (s > size) {
      size = s
      cols = c
    }
  }
  const rows = Math.ceil(n / cols)
  const offX = box.x + (box.w - cols * size) / 2
  const offY = box.y + box.h - (box.h - rows * size) / 2
  const centre = (i: number): Point => {
    const k = Math.min(n - 1, Math.max(0, i))
    const row = Math.floor(k / cols)
    const inRow = k % cols
    const col = row % 2 === 0 ? inRow : cols - 1 - inRow
    return { x: offX + col * size + size / 2, y: offY - row * size - size / 2 }
  }
  const at = (f: number): Point => {
    const lo = Math.floor(f)
    const a = centre(lo)
    const b = centre(lo + 1)
    const t = f - lo
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }
  }
  return { size, cols, centre, at }
}

/** how far from a square's centre the pawns stand, and their radius, so `n` pawns on a square never overlap */
export function pawnRing(n: number, size: number): { ring: number; radius: number } {
  const ring = Math.min(size * 0.25, 26)
  const radius = n <= 1 ? Math.min(size * 0.3, 20) : Math.min(size * 0.17, 20, ring * Math.sin(Math.PI / n) * 0.95)
  return { ring: n <= 1 ? 0 : ring, radius: Math.max(2.5, radius) }
}

/** a square's label (its number, Start or Goal): its top and font size, from the square's top; null on squares too small for one */
export function squareLabel(size: number, special: boolean): { top: number; fontSize: number } | null {
  if (size < 16) return null
  return { top: Math.max(3, size * 0.07), fontSize: Math.max(7, Math.min(13, size * (special ? 0.2 : 0.22))) }
}

/**
 * Where the pawns on a square stand: the centre of their ring (`dy` below the square's centre),
 * the ring and the pawns' radius. They stand in the part of the square below its label, so that
 * none covers it (four pawns on Start hid the word): pawnRing's sizes, shrunk when that part is
 * shorter than the ring.
 */
export function pawnSpot(n: number, size: number): { dy: number; ring: number; radius: number } {
  const base = pawnRing(n, size)
  const label = squareLabel(size, false) // a number's label is the taller
  const top = label ? label.top + label.fontSize * 1.1 : 1
  const room = Math.max(1, size - 2 - top)
  const k = Math.min(1, room / (2 * (base.ring + base.radius)))
  const radius = Math.max(2.5, base.radius * k)
  // pawns at their smallest still keep apart: the ring grows again if it must
  const ring = n <= 1 ? 0 : Math.max(base.ring * k, radius / (Math.sin(Math.PI / n) * 0.95))
  return { dy: -size / 2 + top + room / 2, ring, radius }
}

/** where seat `i` of `n` stands on a ring of radius `ring`, so pawns on one square do not hide each other */
export function pawnOffset(i: number, n: number, ring: number): Point {
  if (ring === 0) return { x: 0, y: 0 }
  const angle = (2 * Math.PI * i) / n - Math.PI / 2
  return { x: Math.cos(angle) * ring, y: Math.sin(angle) * ring }
}

/** a short mark for each seat: its initial, or its number when two names share an initial */
export function seatMarks(names: readonly string[]): string[] {
  const initials = names.map((n) => (n.trim().slice(0, 1) || '?').toUpperCase())
  return initials.map((c, i) => (initials.filter((d) => d === c).length > 1 ? String(i + 1) : c))
}

export interface RungBox extends Box {
  rung: number
}

/** the rungs of the ladder, rung 0 at the bottom */
export function rungBoxes(box: Box, rungs: number): RungBox[] {
  const step = box.h / rungs
  return Array.from({ length: rungs }, (_, rung) => ({
    rung,
    x: box.x,
    y: box.y + box.h - (rung + 1) * step,
    w: box.w,
    h: step,
  }))
}

/** ease-out for moves that should settle softly */
export function easeOut(t: number): number {
  const c = Math.min(1, Math.max(0, t))
  return 1 - (1 - c) * (1 - c) * (1 - c)
}
