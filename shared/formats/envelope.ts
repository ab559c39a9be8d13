import { z } from 'zod'
import { GAME_IDS } from '../engine/types.js'
import { LIMITS, SAVE_FORMAT, SCENARIO_FORMAT } from './constants.js'

export { LIMITS, SAVE_FORMAT, SAVE_VERSION, SCENARIO_FORMAT, SCENARIO_VERSION } from './constants.js'

export const metaSchema = z.strictObject({
  title: z.string().min(1).max(LIMITS.shortText),
  author: z.string().max(LIMITS.shortText),
  description: z.string().max(LIMITS.longText),
  created: z.iso.datetime().optional(),
  updated: z.iso.datetime().optional(),
  appVersion: z.string().max(40).optional(),
})

export const playersSchema = z
  .strictObject({
    min: z.int().min(1).max(LIMITS.seats),
    max: z.int().min(1).max(LIMITS.seats),
  })
  .refine((p) => p.min <= p.max, { message: 'format.playersOrder', path: ['max'] })

/** the scenario envelope; `rules` and `board` are checked by the game's own schemas */
export const scenarioEnvelopeSchema = z.strictObject({
  format: z.literal(SCENARIO_FORMAT),
  version: z.int().min(1),
  game: z.enum(GAME_IDS),
  meta: metaSchema,
  players: playersSchema,
  rules: z.record(z.string(), z.unknown()),
  board: z.unknown(),
})

export const seatSchema = z.strictObject({
  name: z.string().min(1).max(60),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  bot: z.enum(['random', 'easy', 'normal', 'hard']).optional(),
})

/**
 * What the home screen shows of a saved game without replaying it. The writer puts it on the
 * file's first line (shared/formats/save.ts), so a listing reads a few kilobytes per save.
 */
export const summarySchema = z.strictObject({
  game: z.enum(GAME_IDS),
  title: z.string().max(LIMITS.shortText),
  seats: z.array(seatSchema).min(1).max(LIMITS.seats),
  /** actions played up to the saved position */
  turn: z.int().min(0).max(LIMITS.actions),
  /** actions in the whole log (the redo tail included) */
  actions: z.int().min(0).max(LIMITS.actions),
  savedAt: z.iso.datetime(),
})

/**
 * A network game kept as a save on a player's machine: the server and the room it was played in
 * (to take the seat back), and every value the actions drew, in order. The seed stays on the
 * server, so the replay draws these values instead of the seed's (`seed` is then unused).
 */
export const onlineSchema = z.strictObject({
  server: z.string().max(LIMITS.shortText),
  room: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/),
  draws: z.array(z.int()).max(LIMITS.actions * 4),
})

export const saveEnvelopeSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.int().min(1),
  summary: summarySchema.optional(),
  scenario: z.unknown(),
  seats: z.array(seatSchema).min(1).max(LIMITS.seats),
  seed: z.int(),
  actions: z.array(z.looseObject({ t: z.string().max(40) })).max(LIMITS.actions),
  cursor: z.int().min(0),
  savedAt: z.iso.datetime(),
  online: onlineSchema.optional(),
})

export type Seat = z.infer<typeof seatSchema>
export type BotLevel = NonNullable<Seat['bot']>
export type SaveSummary = Omit<z.infer<typeof summarySchema>, 'game'> & { game: import('../engine/types.js').GameId }

export interface SavedGame {
  format: typeof SAVE_FORMAT
  version: number
  summary?: SaveSummary
  scenario: import('../engine/types.js').Scenario
  seats: Seat[]
  seed: number
  actions: { t: string; [k: string]: unknown }[]
  cursor: number
  savedAt: string
  online?: OnlineSave
}

export type OnlineSave = z.infer<typeof onlineSchema>
