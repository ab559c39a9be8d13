import { SAVE_FORMAT, SAVE_VERSION, summarySchema, type SaveSummary } from './envelope.js'

/** writing a save needs no zod (saveText.ts: the game store imports it at start-up); reading its summary does */
export { SUMMARY_HEAD_BYTES, serializeSave, summaryOf } from './saveText.js'

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
  if (!parsed.success) return null
  // the line is believed only when the scenario below it, within the head, is for the same game
  // (the writer puts the scenario's `game` a few lines down); otherwise the caller reads it all
  const game = SCENARIO_GAME.exec(head.slice(end + 1))?.[1]
  return game === parsed.data.game ? parsed.data : null
}

/** the scenario's own `game` as serializeSave writes it: the scenario's key, then `game` at its depth */
const SCENARIO_GAME = /^ "scenario": \{\n(?: {2}"(?:format|version)": [^\n]*\n)* {2}"game": "([a-z]+)"/
