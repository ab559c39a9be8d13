import type { GameId, Problem, Reason } from '../engine/types.js'
import { SAVE_FORMAT, SAVE_VERSION, summarySchema, type SaveSummary } from './envelope.js'
import { parseJson } from './json.js'
import { checkSaveHeader, checkScenario } from './loadFile.js'
import { countProblems } from './problems.js'

export { countProblems } from './problems.js'
import { SUMMARY_HEAD_BYTES, summaryFromHead } from './save.js'

/**
 * What a listing (the home screen's Continue and Scenarios lists) knows of a file without opening
 * it: a summary, or why the file is damaged. Used by main for the user's folders and by the web
 * edition for its stored saves.
 */
export interface ScenarioSummary {
  game: GameId
  title: string
  author: string
  players: { min: number; max: number }
}

export interface Damage {
  /** the first problem found */
  path: string
  reason: Reason
  /** how many problems in all */
  count: number
  /** a well-formed scenario that only fails the game's own checks: the editor can open it */
  repairable: boolean
}

export type FileInfo = { save: SaveSummary } | { scenario: ScenarioSummary } | { damaged: Damage }

const damaged = (problems: readonly Problem[], repairable = false): FileInfo => ({
  damaged: { path: problems[0].path, reason: problems[0].reason, count: countProblems(problems), repairable },
})

/**
 * A save's summary: from its first line when the app wrote it, otherwise (an older save) from its
 * fields, which costs a parse but never a replay. The log itself is checked when the save is opened.
 */
export function describeSave(text: string): FileInfo {
  const fromHead = summaryFromHead(text.slice(0, SUMMARY_HEAD_BYTES))
  if (fromHead) return { save: fromHead }
  const parsed = parseJson(text)
  if (!parsed.ok) return damaged(parsed.problems)
  const doc = parsed.value
  const scenario = (doc.scenario ?? {}) as { game?: unknown; meta?: { title?: unknown } }
  const named = (doc.summary as { game?: unknown } | undefined)?.game
  if (named !== undefined && named !== scenario.game) {
    // listed as what it is: damaged, with the loader's own reason (it refuses to open it)
    const header = checkSaveHeader(doc)
    if (!header.ok) return damaged(header.problems)
  }
  const candidate = summarySchema.safeParse({
    game: scenario.game,
    title: scenario.meta?.title,
    seats: doc.seats,
    turn: doc.cursor,
    actions: Array.isArray(doc.actions) ? doc.actions.length : undefined,
    savedAt: doc.savedAt,
  })
  const version = doc.version
  if (
    candidate.success &&
    doc.format === SAVE_FORMAT &&
    Number.isInteger(version) &&
    (version as number) <= SAVE_VERSION
  ) {
    return { save: candidate.data }
  }
  // damaged: the loader's own checks say why
  const header = checkSaveHeader(doc)
  return header.ok ? damaged([{ path: 'summary', reason: { key: 'format.invalid' } }]) : damaged(header.problems)
}

export function describeScenario(text: string): FileInfo {
  const parsed = parseJson(text)
  if (!parsed.ok) return damaged(parsed.problems)
  const res = checkScenario(parsed.value)
  if (!res.ok) return damaged(res.problems, !!res.draft)
  const { game, meta, players } = res.value
  return { scenario: { game, title: meta.title, author: meta.author, players: { ...players } } }
}
