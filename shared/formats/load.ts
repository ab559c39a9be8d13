import type { GameModule, Problem, Scenario } from '../engine/types.js'
import { replay, type Replayed } from '../engine/session.js'
import {
  LIMITS, SAVE_FORMAT, SAVE_VERSION, SCENARIO_FORMAT, SCENARIO_VERSION,
  saveEnvelopeSchema, scenarioEnvelopeSchema, type SavedGame,
} from './envelope.js'
import { migrate, saveMigrations, scenarioMigrations } from './migrate.js'
import { zodProblems } from './problems.js'
import { GAMES } from '../games/registry.js'

/** keeps each issue's input, so a missing field and a wrong type read differently */
const REPORT = { reportInput: true }

export type Loaded<T> = { ok: true; value: T } | { ok: false; problems: Problem[] }

const fail = (path: string, key: string, params?: Record<string, string | number>): Loaded<never> => ({
  ok: false,
  problems: [{ path, reason: { key, params } }],
})

/** bytes of a string once written as UTF-8 */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length
}

/** text → JSON object, with the size limit; never throws */
export function parseJson(text: string): Loaded<Record<string, unknown>> {
  if (typeof text !== 'string') return fail('(file)', 'format.notText')
  if (text.length > LIMITS.fileBytes || byteLength(text) > LIMITS.fileBytes) {
    return fail('(file)', 'format.tooLarge', { max: `${LIMITS.fileBytes / 1024 / 1024} MB` })
  }
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (e) {
    const m = e instanceof Error ? /position (\d+)/.exec(e.message) : null
    return fail('(file)', 'format.notJson', { at: m ? m[1] : '?' })
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return fail('(file)', 'format.notObject')
  return { ok: true, value: doc as Record<string, unknown> }
}

function versionCheck(doc: Record<string, unknown>, current: number, prefix: string): Problem | null {
  const v = doc.version
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
    return { path: prefix + 'version', reason: { key: 'format.badVersion' } }
  }
  if (v > current) return { path: prefix + 'version', reason: { key: 'format.newerVersion', params: { version: v, current } } }
  return null
}

/** Checks a scenario object: format, version (migrating old ones), schemas, then the game's own checks. */
export function checkScenario(input: unknown, prefix = ''): Loaded<Scenario> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail(prefix || '(file)', 'format.notObject')
  let doc = input as Record<string, unknown>
  if (doc.format !== SCENARIO_FORMAT) {
    if (doc.format === SAVE_FORMAT) return fail(prefix + 'format', 'format.isSaveNotScenario')
    return fail(prefix + 'format', 'format.unknownFormat', { expected: SCENARIO_FORMAT })
  }
  const vp = versionCheck(doc, SCENARIO_VERSION, prefix)
  if (vp) return { ok: false, problems: [vp] }
  const migrated = migrate(doc, doc.version as number, SCENARIO_VERSION, scenarioMigrations)
  if ('missing' in migrated) return fail(prefix + 'version', 'format.noMigration', { version: migrated.missing as number })
  doc = migrated
  const env = scenarioEnvelopeSchema.safeParse(doc, REPORT)
  if (!env.success) return { ok: false, problems: zodProblems(env.error, prefix) }
  const game = GAMES[env.data.game as keyof typeof GAMES] as GameModule | undefined
  if (!game) return fail(prefix + 'game', 'format.unknownGame', { game: env.data.game })
  const problems: Problem[] = []
  const rules = game.rulesSchema.safeParse(env.data.rules, REPORT)
  if (!rules.success) problems.push(...zodProblems(rules.error, prefix + 'rules'))
  const board = game.boardSchema.safeParse(env.data.board, REPORT)
  if (!board.success) problems.push(...zodProblems(board.error, prefix + 'board'))
  const { min, max } = env.data.players
  if (min < game.seatLimits.min || max > game.seatLimits.max) {
    problems.push({
      path: prefix + 'players',
      reason: { key: 'format.playersOutOfRange', params: { min: game.seatLimits.min, max: game.seatLimits.max } },
    })
  }
  if (problems.length) return { ok: false, problems }
  const scenario = { ...env.data, rules: rules.data, board: board.data } as Scenario
  let semantic: Problem[]
  try {
    semantic = game.check(scenario)
  } catch {
    semantic = [{ path: prefix || '(file)', reason: { key: 'format.checkFailed' } }]
  }
  if (semantic.length) {
    return { ok: false, problems: semantic.map((p) => ({ ...p, path: prefix + p.path })) }
  }
  return { ok: true, value: scenario }
}

export function loadScenario(text: string): Loaded<Scenario> {
  const parsed = parseJson(text)
  if (!parsed.ok) return parsed
  return checkScenario(parsed.value)
}

export interface LoadedSave {
  save: SavedGame
  game: GameModule
  replayed: Replayed<any, any>
  /** set when the log stops being legal part-way: the game is loaded up to there */
  stoppedAt: Problem | null
}

/** Checks a saved game and replays it. A log that turns illegal loads up to the last legal action. */
export function checkSave(input: Record<string, unknown>): Loaded<LoadedSave> {
  let doc = input
  if (doc.format !== SAVE_FORMAT) {
    if (doc.format === SCENARIO_FORMAT) return fail('format', 'format.isScenarioNotSave')
    return fail('format', 'format.unknownFormat', { expected: SAVE_FORMAT })
  }
  const vp = versionCheck(doc, SAVE_VERSION, '')
  if (vp) return { ok: false, problems: [vp] }
  const migrated = migrate(doc, doc.version as number, SAVE_VERSION, saveMigrations)
  if ('missing' in migrated) return fail('version', 'format.noMigration', { version: migrated.missing as number })
  doc = migrated
  const env = saveEnvelopeSchema.safeParse(doc, REPORT)
  if (!env.success) return { ok: false, problems: zodProblems(env.error) }
  const scen = checkScenario(env.data.scenario, 'scenario.')
  if (!scen.ok) return scen
  const scenario = scen.value
  const game = GAMES[scenario.game] as GameModule
  const seats = env.data.seats.length
  if (seats < scenario.players.min || seats > scenario.players.max) {
    return fail('seats', 'format.seatCount', { min: scenario.players.min, max: scenario.players.max, n: seats })
  }
  if (env.data.cursor > env.data.actions.length) return fail('cursor', 'format.cursorPastEnd')
  let replayed: Replayed<any, any>
  try {
    replayed = replay(game, scenario, seats, env.data.seed, env.data.actions)
  } catch {
    return fail('actions', 'format.replayCrashed')
  }
  const save: SavedGame = { ...(env.data as SavedGame), scenario }
  let stoppedAt: Problem | null = null
  if (replayed.error) {
    const i = replayed.error.index
    stoppedAt = {
      path: `actions[${i}]`,
      reason: { key: 'format.stoppedAt', params: { n: i + 1 }, cause: replayed.error.reason },
    }
    save.actions = save.actions.slice(0, i)
    save.cursor = Math.min(save.cursor, i)
  }
  return { ok: true, value: { save, game, replayed, stoppedAt } }
}

export function loadSave(text: string): Loaded<LoadedSave> {
  const parsed = parseJson(text)
  if (!parsed.ok) return parsed
  return checkSave(parsed.value)
}

/** which kind of file a text holds, without trusting it */
export function sniffFormat(text: string): 'scenario' | 'save' | null {
  const head = text.slice(0, 4096)
  if (head.includes(`"${SAVE_FORMAT}"`)) return 'save'
  if (head.includes(`"${SCENARIO_FORMAT}"`)) return 'scenario'
  return null
}
