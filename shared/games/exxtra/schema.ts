import { z } from 'zod'
import type { ExxtraAction, ExxtraBoard, ExxtraRules, Face } from './types.js'
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

export const DEFAULT_RULES: ExxtraRules = {
  trackLength: 20,
  dieA: ['1', '2', '3', '4', '7', 'X'],
  dieB: ['1', '2', '3', '5', '6', 'X'],
  firstRollDoubleX: 'zero',
  roundLimit: 60,
  rollLimit: 20,
}

const faceSchema = z.enum(FACES as [Face, ...Face[]])

const dieSchema = (fallback: Face[]) =>
  z
    .array(faceSchema)
    .length(DIE_FACES)
    .refine((faces) => faces.some((f) => f !== 'X'), { message: 'exxtra.problem.dieNeedsNumber' })
    .default(() => [...fallback])

export const rulesSchema = z.strictObject({
  trackLength: z.int().min(TRACK_MIN).max(TRACK_MAX).default(DEFAULT_RULES.trackLength),
  dieA: dieSchema(DEFAULT_RULES.dieA),
  dieB: dieSchema(DEFAULT_RULES.dieB),
  firstRollDoubleX: z.enum(['zero', 'hundred']).default(DEFAULT_RULES.firstRollDoubleX),
  roundLimit: z.int().min(LIMIT_RANGE.roundLimit.min).max(LIMIT_RANGE.roundLimit.max).default(DEFAULT_RULES.roundLimit),
  rollLimit: z.int().min(LIMIT_RANGE.rollLimit.min).max(LIMIT_RANGE.rollLimit.max).default(DEFAULT_RULES.rollLimit),
}) satisfies z.ZodType<ExxtraRules>

export const boardSchema: z.ZodType<ExxtraBoard> = z.strictObject({})

export const actionSchema: z.ZodType<ExxtraAction> = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('roll') }),
  z.strictObject({ t: z.literal('place'), rung: z.int().min(0).max(RUNGS - 1) }),
])
