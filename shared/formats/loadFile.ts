import type { BaseAction, BaseState, GameId, GameModule, Problem, Scenario } from '../engine/types.js'
import { replaySteps, type LogEntry, type Replayed, type ReplayError } from '../engine/session.js'
import { LIMITS, SAVE_FORMAT, SAVE_VERSION, SCENARIO_FORMAT, saveEnvelopeSchema, type SavedGame } from './envelope.js'
import { fail, parseJson } from './json.js'
import type { Result } from '../result.js'
import { migrate, saveMigrations } from './migrate.js'
import { forbiddenKeys, zodProblems } from './problems.js'
import { GAMES } from '../games/registry.js'
import { checkScenarioWith, REPORT, refuse, versionCheck, type ScenarioLoad } from './scenarioCheck.js'

export { byteLength, parseJson } from './json.js'
export { sniffFormat } from './filetypes.js'
export type { ScenarioLoad } from './scenarioCheck.js'

/**
 * The cap for a bound that is not a finite number (a defect in a game's `maxActions`): as many
 * actions as a file under the byte limit can hold. Generous on purpose: whatever the app could
 * write, it reads back.
 */
export const FALLBACK_ACTIONS = LIMITS.actions

/** the most actions a save of `scenario` at `seats` seats may hold: the game's stated bound */
export function actionBound(game: GameModule, scenario: Scenario, seats: number): number {
  const stated = game.maxActions(scenario, seats)
  if (!Number.isFinite(stated)) return FALLBACK_ACTIONS
  return Math.max(0, Math.min(Math.floor(stated), LIMITS.actions))
}

/** Checks a scenario object: format, version (migrating old ones), schemas, then the game's own checks. */
export function checkScenario(input: unknown, prefix = ''): ScenarioLoad {
  return checkScenarioWith((id) => GAMES[id as GameId], input, prefix)
}

export function loadScenario(text: string): ScenarioLoad {
  const parsed = parseJson(text)
  if (!parsed.ok) return parsed
  return checkScenario(parsed.value)
}

/** a save that passed every check but the replay: what the replay needs */
export interface SaveHeader {
  save: SavedGame
  game: GameModule
  seats: number
}

export interface LoadedSave {
  save: SavedGame
  game: GameModule
  replayed: Replayed<BaseState, BaseAction>
  /** set when the log stops being legal part-way: the game is loaded up to there */
  stoppedAt: Problem | null
}

/**
 * Checks everything about a saved game that does not need a replay: format, version, the
 * envelope, the scenario, the seats, and the length of the log against the game's stated bound.
 */
export function checkSaveHeader(input: Record<string, unknown>): Result<SaveHeader> {
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
  const forbidden = forbiddenKeys(doc)
  if (forbidden.length) return refuse(forbidden)
  // before the schema looks at every action: a log longer than any file may hold is refused at once
  if (Array.isArray(doc.actions) && doc.actions.length > LIMITS.actions) {
    return fail('actions', 'format.tooManyActions', { n: doc.actions.length, max: LIMITS.actions })
  }
  const env = saveEnvelopeSchema.safeParse(doc, REPORT)
  if (!env.success) return refuse(zodProblems(env.error))
  const scen = checkScenario(env.data.scenario, 'scenario.')
  if (!scen.ok) return { ok: false, problems: scen.problems }
  const scenario = scen.value
  // the listing files a save under its summary's game: a summary naming another game than the
  // scenario's would list the save under the wrong game, so the file is inconsistent, not repaired
  if (env.data.summary && env.data.summary.game !== scenario.game) {
    return fail('summary.game', 'format.summaryGame', { summary: env.data.summary.game, game: scenario.game })
  }
  const game = GAMES[scenario.game]
  const seats = env.data.seats.length
  if (seats < scenario.players.min || seats > scenario.players.max) {
    return fail('seats', 'format.seatCount', { min: scenario.players.min, max: scenario.players.max, n: seats })
  }
  const bound = actionBound(game, scenario, seats)
  if (env.data.actions.length > bound) {
    return fail('actions', 'format.tooManyActions', { n: env.data.actions.length, max: bound })
  }
  if (env.data.cursor > env.data.actions.length) return fail('cursor', 'format.cursorPastEnd')
  const save = { ...(env.data as SavedGame), scenario }
  return { ok: true, value: { save, game, seats } }
}

export interface Streamed {
  /** the save as far as it is legal (log and cursor cut at an illegal action) */
  save: SavedGame
  stoppedAt: Problem | null
  error: ReplayError | null
}

/** a replay that runs a few actions at a time (the loader worker sends each batch on before the next) */
export interface Replayer {
  /** actions in the log */
  readonly total: number
  /**
   * Applies up to `n` more actions, handing `sink` each new state with its log entry (the setup
   * state first, with entry null). True once the log is done or turned out illegal.
   */
  run(n: number, sink: (state: unknown, entry: LogEntry | null) => void): boolean
  /** the outcome, once run() said it is done */
  result(): Result<Streamed>
}

/**
 * Replays a checked save through the engine's replay loop (replaySteps). A log that turns illegal
 * part-way stops there, and says which action failed and why; the save is cut there. A game that
 * throws while replaying (a defect, never a file's fault) ends the load with a readable problem.
 */
export function replayer(header: SaveHeader): Replayer {
  const save: SavedGame = { ...header.save }
  const steps = replaySteps(header.game, save.scenario, header.seats, save.seed, save.actions, save.online?.draws)
  let done = false
  let crashed = false
  let stoppedAt: Problem | null = null
  return {
    total: steps.total,
    run(n, sink) {
      if (done) return true
      try {
        done = steps.run(n, sink)
      } catch {
        crashed = done = true
      }
      const error = steps.error()
      if (error && !stoppedAt) {
        const i = error.index
        stoppedAt = {
          path: `actions[${i}]`,
          reason: { key: 'format.stoppedAt', params: { n: i + 1 }, cause: error.reason },
        }
        save.actions = save.actions.slice(0, i)
        save.cursor = Math.min(save.cursor, i)
      }
      return done
    },
    result() {
      return crashed
        ? fail('actions', 'format.replayCrashed')
        : { ok: true, value: { save, stoppedAt, error: steps.error() } }
    },
  }
}

/** Replays a checked save in one go, handing each state to `sink` (see replayer). */
export function streamReplay(
  header: SaveHeader,
  sink: (state: unknown, entry: LogEntry | null) => void,
): Result<Streamed> {
  const r = replayer(header)
  r.run(Infinity, sink)
  return r.result()
}

/** Replays a checked save and keeps every state (see streamReplay). */
export function replaySave(header: SaveHeader): Result<LoadedSave> {
  const states: unknown[] = []
  const log: LogEntry[] = []
  const streamed = streamReplay(header, (state, entry) => {
    states.push(state)
    if (entry) log.push(entry)
  })
  if (!streamed.ok) return streamed
  const { save, stoppedAt, error } = streamed.value
  return {
    ok: true,
    value: { save, game: header.game, replayed: { states, log, error } as Replayed<BaseState, BaseAction>, stoppedAt },
  }
}

/** Checks a saved game and replays it. A log that turns illegal loads up to the last legal action. */
export function checkSave(input: Record<string, unknown>): Result<LoadedSave> {
  const header = checkSaveHeader(input)
  return header.ok ? replaySave(header.value) : header
}

export function loadSave(text: string): Result<LoadedSave> {
  const parsed = parseJson(text)
  if (!parsed.ok) return parsed
  return checkSave(parsed.value)
}
