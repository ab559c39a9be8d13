import { makeRand } from '../../engine/rng.js'
import { bonesOverlap, RAD, segDist2, wrapDeg } from './geometry.js'
import { boneEnds } from './check.js'
import { COLOURS, type ColourId, type PondBone, type StartSlot, type SwishBoard } from './types.js'

export interface ScatterOptions {
  /** bones wanted per colour, in COLOURS order */
  counts: number[]
  /** the pond's radius: every bone ends inside it */
  radius: number
  /** least core distance between two bones */
  spacing: number
  seed: number
}

/** darts thrown per wanted bone before the pond counts as full */
const TRIES = 300

const round3 = (v: number): number => Math.round(v * 1000) / 1000 + 0

/**
 * A fresh pond by seeded Poisson-disc sampling (dart throwing with capsules instead of points):
 * bones with a uniformly random centre in the pond and a random heading are kept when their core
 * stays at least `spacing` from every other core and inside the pond, so the bones spread over the
 * whole pond. Colours are dealt in a shuffled order. Returns fewer bones than asked when the pond
 * is full. Pure: same options, same pond.
 */
export function scatterPond(opts: ScatterOptions): PondBone[] {
  const rand = makeRand(opts.seed)
  const total = opts.counts.reduce((a, b) => a + Math.max(0, Math.floor(b)), 0)
  const inner = opts.radius - 0.5
  if (total === 0 || inner <= 0) return []
  const placed: [number, number, number, number][] = []
  const centres: [number, number, number][] = []
  const s2 = opts.spacing * opts.spacing
  for (let tries = 0; tries < TRIES * total && centres.length < total; tries++) {
    const r = inner * Math.sqrt(rand.float()),
      t = rand.float() * 2 * Math.PI
    const x = r * Math.cos(t),
      y = r * Math.sin(t),
      a = rand.float() * 180
    const [x1, y1, x2, y2] = boneEnds({ x, y, angle: a })
    if (placed.some(([u1, v1, u2, v2]) => segDist2(x1, y1, x2, y2, u1, v1, u2, v2) < s2)) continue
    placed.push([x1, y1, x2, y2])
    centres.push([x, y, a])
  }
  const colours: ColourId[] = []
  opts.counts.forEach((n, c) => {
    for (let i = 0; i < Math.floor(n); i++) colours.push(COLOURS[c])
  })
  for (let i = colours.length - 1; i > 0; i--) {
    const j = rand.int(i + 1)
    ;[colours[i], colours[j]] = [colours[j], colours[i]]
  }
  return centres.map(([x, y, a], i) => ({ colour: colours[i], x: round3(x), y: round3(y), angle: round3(a) }))
}

/** `count` start slots evenly spaced on a circle of radius `r`, the first at angle `from` (degrees), all heading inward */
export function ringSlots(count: number, r: number, from = -90): StartSlot[] {
  return Array.from({ length: count }, (_, i) => {
    const a = from + (360 * i) / count
    return { x: round3(r * Math.cos(a * RAD)), y: round3(r * Math.sin(a * RAD)), heading: round3(wrapDeg(a + 180)) }
  })
}

/** indices of the pond bones that overlap another one */
export function overlappingBones(bones: readonly PondBone[]): number[] {
  const ends = bones.map(boneEnds)
  const out = new Set<number>()
  for (let i = 0; i < ends.length; i++) {
    for (let j = 0; j < i; j++) {
      if (bonesOverlap(...ends[i], ...ends[j])) {
        out.add(i)
        out.add(j)
      }
    }
  }
  return [...out].sort((a, b) => a - b)
}

// ---- editing operations (pure: they return a new board) ----------------------------------------

export function addBone(board: SwishBoard, bone: PondBone): SwishBoard {
  return { ...board, fish: [...board.fish, bone] }
}

export function moveBone(board: SwishBoard, i: number, x: number, y: number): SwishBoard {
  return { ...board, fish: board.fish.map((b, k) => (k === i ? { ...b, x: round3(x), y: round3(y) } : b)) }
}

export function rotateBone(board: SwishBoard, i: number, angle: number): SwishBoard {
  return { ...board, fish: board.fish.map((b, k) => (k === i ? { ...b, angle: round3(wrapDeg(angle)) } : b)) }
}

export function recolourBone(board: SwishBoard, i: number, colour: ColourId): SwishBoard {
  return { ...board, fish: board.fish.map((b, k) => (k === i ? { ...b, colour } : b)) }
}

export function deleteBone(board: SwishBoard, i: number): SwishBoard {
  return { ...board, fish: board.fish.filter((_, k) => k !== i) }
}

export function moveSlot(board: SwishBoard, i: number, x: number, y: number): SwishBoard {
  return { ...board, slots: board.slots.map((s, k) => (k === i ? { ...s, x: round3(x), y: round3(y) } : s)) }
}

/** the slot turned to face the pond's centre */
export function aimSlotInward(slot: StartSlot): StartSlot {
  return { ...slot, heading: round3(wrapDeg(Math.atan2(-slot.y, -slot.x) / RAD)) }
}

/** the index of the pond bone whose core passes nearest (x, y), within `reach` */
export function boneAt(bones: readonly PondBone[], x: number, y: number, reach = 0.35): number | null {
  let best: number | null = null
  let bestD = reach * reach
  bones.forEach((b, i) => {
    const [x1, y1, x2, y2] = boneEnds(b)
    const d = segDist2(x1, y1, x2, y2, x, y, x, y)
    if (d <= bestD) {
      bestD = d
      best = i
    }
  })
  return best
}

export function addSlot(board: SwishBoard, x: number, y: number): SwishBoard {
  return { ...board, slots: [...board.slots, aimSlotInward({ x: round3(x), y: round3(y), heading: 0 })] }
}

export function setSlot(board: SwishBoard, i: number, slot: StartSlot): SwishBoard {
  return {
    ...board,
    slots: board.slots.map((s, k) =>
      k === i ? { x: round3(slot.x), y: round3(slot.y), heading: round3(wrapDeg(slot.heading)) } : s,
    ),
  }
}

export function deleteSlot(board: SwishBoard, i: number): SwishBoard {
  return { ...board, slots: board.slots.filter((_, k) => k !== i) }
}

/** bones per colour on a board, in COLOURS order */
export function colourCounts(board: SwishBoard): number[] {
  return COLOURS.map((c) => board.fish.filter((b) => b.colour === c).length)
}

/** the index in `list` ('fish' or 'slots') that a problem path such as `board.fish[3].x` points at */
export function indexAt(path: string | null, list: 'fish' | 'slots'): number | null {
  if (!path) return null
  const m = new RegExp(`^board\\.${list}\\[(\\d+)\\]`).exec(path)
  return m ? Number(m[1]) : null
}
