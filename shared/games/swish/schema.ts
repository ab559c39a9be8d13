import { z } from 'zod'
import { COLOURS } from './types.js'

/** coordinates are in bone lengths around the pond's centre; z.number() already refuses NaN and ±Infinity */
const coord = z.number().min(-1000).max(1000)
const angle = z.number().min(-3600).max(3600)

export const MAX_POND_BONES = 400
export const MAX_SLOTS = 48

export const rulesSchema = z.strictObject({
  /** largest turn, in whole degrees, between the old front bone and the new one */
  jointLimit: z.union([z.literal(60), z.literal(90), z.literal(120), z.literal(160)]).default(90),
  /** whether a fish may end its turn lying across itself */
  selfOverlap: z.enum(['forbidden', 'allowed']).default('forbidden'),
  /** how many ordinary bones of each colour the box holds: the pond may not hold more */
  bonesPerColour: z.int().min(1).max(100).default(8),
  /** the game also ends when nobody ate for this many full rounds (see RULES.md, Swish) */
  stallRounds: z.int().min(1).max(100).default(10),
})

export const pondBoneSchema = z.strictObject({
  colour: z.enum(COLOURS),
  x: coord,
  y: coord,
  angle,
})

export const slotSchema = z.strictObject({
  x: coord,
  y: coord,
  heading: angle,
})

export const boardSchema = z.strictObject({
  pondRadius: z.number().min(1).max(100),
  tableRadius: z.number().min(1).max(200),
  fish: z.array(pondBoneSchema).max(MAX_POND_BONES),
  slots: z.array(slotSchema).max(MAX_SLOTS),
})

export const actionSchema = z.union([
  z.strictObject({ t: z.literal('pick'), bone: z.int().min(0).max(10000), slot: z.int().min(0).max(10000) }),
  z.strictObject({ t: z.literal('step'), deg: z.int().min(-360).max(360) }),
  z.strictObject({ t: z.literal('stop') }),
  z.strictObject({ t: z.literal('eat'), fish: z.int().min(0).max(10000) }),
  z.strictObject({ t: z.literal('pass') }),
])
