import { z } from 'zod'

export const MIN_SIZE = 6
export const MAX_SIZE = 24
export const MAX_NUNS = 8

export const rulesSchema = z.strictObject({
  /** how nuns move and see: like a chess queen (8 directions) or a rook (4) */
  nunMoves: z.enum(['queen', 'rook']).default('queen'),
  /** which neighbours a shoved piece may go to */
  shoveAdjacency: z.union([z.literal(8), z.literal(4)]).default(8),
  /** turns in the whole game (each player's turn advances the clock by one) */
  turns: z.int().min(1).max(200).default(30),
  startCoins: z.int().min(0).max(100).default(10),
  /** seconds per turn, 0 = no timer */
  turnTimer: z
    .int()
    .min(0)
    .max(600)
    .default(0)
    .refine((s) => s === 0 || s >= 10, { message: 'recess.problem.timerTooShort' }),
})

const cell = z.tuple([
  z
    .int()
    .min(0)
    .max(MAX_SIZE - 1),
  z
    .int()
    .min(0)
    .max(MAX_SIZE - 1),
])

const entranceSchema = z.strictObject({
  gates: z.array(cell).max(4 * MAX_SIZE),
})

export const boardSchema = z
  .strictObject({
    width: z.int().min(MIN_SIZE).max(MAX_SIZE),
    height: z.int().min(MIN_SIZE).max(MAX_SIZE),
    /** one string per row: '.' floor, '#' obstacle (equipment), 'S' safe */
    rows: z
      .array(
        z
          .string()
          .max(MAX_SIZE)
          .regex(/^[.#S]*$/, { message: 'recess.problem.badCellChar' }),
      )
      .max(MAX_SIZE),
    entrances: z.strictObject({ boys: entranceSchema, girls: entranceSchema }),
    /** nun start cells, one per nun */
    nuns: z.array(cell).max(MAX_NUNS),
  })
  .superRefine((b, ctx) => {
    if (b.rows.length !== b.height) {
      ctx.addIssue({
        code: 'custom',
        path: ['rows'],
        message: 'recess.problem.rowCount',
        params: { n: b.rows.length, height: b.height },
      })
    }
    b.rows.forEach((row, r) => {
      if (row.length !== b.width) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', r],
          message: 'recess.problem.rowLength',
          params: { n: row.length, width: b.width },
        })
      }
    })
  })

const kidId = z.int().min(0).max(19)

export const actionSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('pass') }),
  z.strictObject({ t: z.literal('stay'), kid: kidId }),
  z.strictObject({ t: z.literal('kid'), kid: kidId, steps: z.int().min(1).max(3), to: cell }),
  z.strictObject({
    t: z.literal('nun'),
    nun: z
      .int()
      .min(0)
      .max(MAX_NUNS - 1),
    to: cell,
  }),
  z.strictObject({ t: z.literal('shove'), to: cell }),
  z.strictObject({ t: z.literal('tattle'), to: cell }),
  z.strictObject({ t: z.literal('timeout') }),
])
