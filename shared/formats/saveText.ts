import type { SavedGame, SaveSummary } from './envelope.js'

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
