import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { GAME_IDS } from '../shared/engine/types.js'
import { LIMITS, seatSchema } from '../shared/formats/envelope.js'
import { makeDir, readLimited, removeStaleTemps, writeAtomic } from '../src-main/files.js'
import { parseJson } from '../shared/formats/json.js'
import { undoModeSchema } from '../shared/net/protocol.js'

/**
 * A room's file in the server's data folder, rewritten atomically after every accepted action, so
 * a server killed at any moment starts again where it was. It holds the secrets clients never see
 * (the seed, the seat and host tokens): the data folder belongs to the server alone.
 */
export const roomFileSchema = z.strictObject({
  format: z.literal('asobiba.room'),
  version: z.literal(1),
  roomId: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/),
  game: z.enum(GAME_IDS),
  scenario: z.unknown(),
  seed: z.int(),
  grace: z.int().min(0),
  /** absent from files written before undo by consent: those rooms ask, the default */
  undo: undoModeSchema.default('consent'),
  hostToken: z.string(),
  seats: z.array(z.strictObject({ player: seatSchema.nullable(), token: z.string().nullable() })).max(LIMITS.seats),
  started: z.boolean(),
  actions: z.array(z.looseObject({ t: z.string().max(40) })).max(LIMITS.actions),
})
export type RoomFile = z.infer<typeof roomFileSchema>

const fileOf = (dir: string, roomId: string) => join(dir, `${roomId}.room.json`)

export async function writeRoom(dir: string, room: RoomFile): Promise<void> {
  const written = await writeAtomic(fileOf(dir, room.roomId), JSON.stringify(room))
  if (!written.ok) throw new Error(`room ${room.roomId} could not be saved: ${written.problems[0].reason.key}`)
}

/** The rooms to resume: every file that reads back, and what was wrong with the others. */
export async function readRooms(dir: string): Promise<{ rooms: RoomFile[]; damaged: string[] }> {
  await makeDir(dir)
  await removeStaleTemps(dir)
  const rooms: RoomFile[] = []
  const damaged: string[] = []
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.room.json')).sort()) {
    const text = await readLimited(join(dir, name))
    const json = text.ok ? parseJson(text.value) : text
    const room = json.ok ? roomFileSchema.safeParse(json.value) : null
    if (room?.success) rooms.push(room.data)
    else damaged.push(name)
  }
  return { rooms, damaged }
}
