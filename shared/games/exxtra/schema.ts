import { z } from 'zod'
import type { ExxtraRules, Face } from './types.js'
import { RUNGS } from './types.js'

export const FACES: readonly Face[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X']
export const TRACK_MIN = 1
export const TRACK_MAX = 200
export const DIE_FACES = 6
/** the range of each limit setting */
export const LIMIT_RANGE = {
  roundLimit: { min: 1, max: 500 },
  rollLimit: { min: 1, max: 50 },
} as const

/** what a setting the scenario leaves out is (the schema's defaults) */
const DEFAULTS = {
  trackLength: 20,
  dieA: ['1', '2', '3', '4', '7', 'X'] satisfies Face[],
  dieB: ['1', '2', '3', '5', '6', 'X'] satisfies Face[],
  firstRollDoubleX: 'zero' as const,
  roundLimit: 60,
  rollLimit: 20,
}

const faceSchema = z.enum(FACES as [Face, ...Face[]])

const dieSchema = (fallback: readonly Face[]) =>
  z
    .array(faceSchema)
    .length(DIE_FACES)
    .refine((faces) => faces.some((f) => f !== 'X'), { message: 'exxtra.problem.dieNeedsNumber' })
    .default(() => [...fallback])

export const rulesSchema = z.strictObject({
  /** squares between start (0) and goal (trackLength + 1) */
  trackLength: z.int().min(TRACK_MIN).max(TRACK_MAX).default(DEFAULTS.trackLength),
  dieA: dieSchema(DEFAULTS.dieA),
  dieB: dieSchema(DEFAULTS.dieB),
  /** what a first-roll X-X is worth: "00" or 100 (above every other pair) */
  firstRollDoubleX: z.enum(['zero', 'hundred']).default(DEFAULTS.firstRollDoubleX),
  /** rounds in a game: after the last one the pawn furthest ahead wins (RULINGS.md, Exxtra 9) */
  roundLimit: z.int().min(LIMIT_RANGE.roundLimit.min).max(LIMIT_RANGE.roundLimit.max).default(DEFAULTS.roundLimit),
  /** rolls in one turn: after the last one the player must place (RULINGS.md, Exxtra 10) */
  rollLimit: z.int().min(LIMIT_RANGE.rollLimit.min).max(LIMIT_RANGE.rollLimit.max).default(DEFAULTS.rollLimit),
})

export const DEFAULT_RULES: ExxtraRules = { ...DEFAULTS, dieA: [...DEFAULTS.dieA], dieB: [...DEFAULTS.dieB] }

export const boardSchema = z.strictObject({})

export const actionSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('roll') }),
  z.strictObject({
    t: z.literal('place'),
    rung: z
      .int()
      .min(0)
      .max(RUNGS - 1),
  }),
])
