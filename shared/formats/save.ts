import { SAVE_FORMAT, SAVE_VERSION, summarySchema, type SavedGame, type SaveSummary } from './envelope.js'

/**
 * The saved-game text as the app writes it. The first line holds `format`, `version` and the
 * `summary` as one compact JSON line; the rest is the game, one key per line:
 *
 *   {"format":"asobiba.save","version":2,"summary":{"game":"exxtra",…},
 *    "scenario": { … }, "seats": [ … ], "seed": 1, "actions": [ … ], "cursor": 12, "savedAt": "…" }
 *
 * The whole text is ordinary JSON; the first line lets a listing read a few kilobytes of a save
 * instead of all of it (summaryFromHead).
 */

/** bytes a listing reads from the start of a save: the summary line always fits */
export const SUMMARY_HEAD_BYTES = 16 * 1024

export function summaryOf(save: SavedGame): SaveSummary {
  return {
    game: save.scenario.game,
    title: save.scenario.meta.title,
    seats: save.seats.map((s) => ({ ...s })),
    turn: save.cursor,
    actions: save.actions.length,
    savedAt: save.savedAt,
  }
}

export function serializeSave(save: SavedGame): string {
  const { format, version, summary: _old, ...game } = save
  const head = JSON.stringify({ format, version, summary: summaryOf(save) })
  const body = JSON.stringify(game, null, 1)
  return `${head.slice(0, -1)},${body.slice(1)}`
}

/**
 * The summary from the first line of a save's text, or null when that line is not a summary
 * line (an older save, a file written by hand, a damaged one): the caller then reads it all.
 * Only the line is trusted to describe the file; opening the save checks everything.
 */
export function summaryFromHead(head: string): SaveSummary | null {
  const end = head.indexOf('\n')
  if (end < 0) return null
  const line = head.slice(0, end).trimEnd()
  if (!line.startsWith(`{"format":"${SAVE_FORMAT}"`) || !line.endsWith(',')) return null
  let doc: unknown
  try {
    doc = JSON.parse(`${line.slice(0, -1)}}`)
  } catch {
    return null
  }
  const { version, summary } = doc as { version?: unknown; summary?: unknown }
  if (typeof version !== 'number' || version > SAVE_VERSION) return null
  const parsed = summarySchema.safeParse(summary)
  return parsed.success ? (parsed.data as SaveSummary) : null
}
