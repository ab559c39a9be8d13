import { z } from 'zod'
import { ICONS, SQUARE_KINDS } from './types.js'

export const LIMITS = {
  squares: 400,
  roads: 1200,
  slots: 120,
  coord: 10000,
  id: 99999,
} as const

/** rounds in a game unless the scenario says otherwise, and the range the setting allows */
export const ROUND_LIMIT = { default: 120, min: 1, max: 1000 } as const

export const rulesSchema = z
  .strictObject({
    /** where Connect may ink: any slot, or only a slot touching the player's square */
    connectFrom: z.enum(['anywhere', 'pawn']).default('anywhere'),
    /** variant 1: the Make action and secret bases */
    secretBases: z.boolean().default(false),
    /** variant 2: there and back, scored 10, 9, 8… per leg */
    thereAndBack: z.boolean().default(false),
    /** variant 3: teams of two (4, 6 or 8 seats); the first pawn home ends the game */
    teams: z.boolean().default(false),
    maxValue: z.int().min(6).max(30).default(12),
    maxHand: z.int().min(1).max(20).default(6),
    marblesPerPlayer: z.int().min(0).max(20).default(3),
    /** longest shortcut slot allowed, in board units */
    maxSlotLength: z
      .int()
      .min(20)
      .max(LIMITS.coord * 2)
      .default(360),
    /** rounds in a game, both legs together: after the last one, distance to the goal ranks (RULINGS.md, Kakekko 10) */
    roundLimit: z.int().min(ROUND_LIMIT.min).max(ROUND_LIMIT.max).default(ROUND_LIMIT.default),
  })
  .refine((r) => r.marblesPerPlayer <= r.maxHand, {
    message: 'kakekko.problem.marblesOverHand',
    path: ['marblesPerPlayer'],
  })

const squareId = z.int().min(0).max(LIMITS.id)
const coord = z.int().min(0).max(LIMITS.coord)

export const squareSchema = z.strictObject({
  id: squareId,
  x: coord,
  y: coord,
  kind: z.enum(SQUARE_KINDS),
  area: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  icon: z.enum(ICONS).optional(),
})

export const slotSchema = z.strictObject({
  id: squareId,
  a: squareId,
  b: squareId,
  /** inked from the start of the game */
  inked: z.boolean().optional(),
})

export const boardSchema = z.strictObject({
  width: z.int().min(100).max(LIMITS.coord),
  height: z.int().min(100).max(LIMITS.coord),
  squares: z.array(squareSchema).min(1).max(LIMITS.squares),
  /** each road joins two square ids; one walk step either way */
  roads: z.array(z.tuple([squareId, squareId])).max(LIMITS.roads),
  slots: z.array(slotSchema).max(LIMITS.slots),
})

const small = z.int().min(0).max(LIMITS.id)

export const actionSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('roll') }),
  z.strictObject({ t: z.literal('raise'), marbles: z.int().min(0).max(30) }),
  z.strictObject({ t: z.literal('walk'), to: small }),
  z.strictObject({ t: z.literal('rest') }),
  z.strictObject({ t: z.literal('connect'), slot: small }),
  z.strictObject({ t: z.literal('make'), square: small }),
  z.strictObject({ t: z.literal('end') }),
])
