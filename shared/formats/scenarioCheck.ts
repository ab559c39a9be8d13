import type { GameModule, Problem, Scenario } from '../engine/types.js'
import { SAVE_FORMAT, SCENARIO_FORMAT, SCENARIO_VERSION, scenarioEnvelopeSchema } from './envelope.js'
import { fail } from './json.js'
import type { Ok, Refused } from '../result.js'
import { migrate, scenarioMigrations } from './migrate.js'
import { capProblems, forbiddenKeys, zodProblems } from './problems.js'

/** keeps each issue's input, so a missing field and a wrong type read differently */
export const REPORT = { reportInput: true }

export const refuse = (problems: Problem[]): Refused => ({ ok: false, problems: capProblems(problems) })

export function versionCheck(doc: Record<string, unknown>, current: number, prefix: string): Problem | null {
  const v = doc.version
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
    return { path: prefix + 'version', reason: { key: 'format.badVersion' } }
  }
  if (v > current)
    return { path: prefix + 'version', reason: { key: 'format.newerVersion', params: { version: v, current } } }
  return null
}

/**
 * A scenario check's answer. `draft` is set when the file is a well-formed scenario that only
 * fails the game's own checks (an overlap, an unreachable square): the editor can open it to repair.
 */
export type ScenarioLoad = Ok<Scenario> | (Refused & { draft?: Scenario })

/**
 * Checks a scenario object: format, version (migrating old ones), schemas, then the game's own
 * checks, with the game's module from `gameOf` (loadFile.ts passes the whole registry; the renderer
 * passes the games it has loaded, src-renderer/games/gameCode.ts).
 */
export function checkScenarioWith(
  gameOf: (id: string) => GameModule | undefined,
  input: unknown,
  prefix = '',
): ScenarioLoad {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return fail(prefix || '(file)', 'format.notObject')
  let doc = input as Record<string, unknown>
  if (doc.format !== SCENARIO_FORMAT) {
    if (doc.format === SAVE_FORMAT) return fail(prefix + 'format', 'format.isSaveNotScenario')
    return fail(prefix + 'format', 'format.unknownFormat', { expected: SCENARIO_FORMAT })
  }
  const vp = versionCheck(doc, SCENARIO_VERSION, prefix)
  if (vp) return { ok: false, problems: [vp] }
  const migrated = migrate(doc, doc.version as number, SCENARIO_VERSION, scenarioMigrations)
  if ('missing' in migrated)
    return fail(prefix + 'version', 'format.noMigration', { version: migrated.missing as number })
  doc = migrated
  const forbidden = forbiddenKeys(doc, prefix)
  if (forbidden.length) return refuse(forbidden)
  const env = scenarioEnvelopeSchema.safeParse(doc, REPORT)
  if (!env.success) return refuse(zodProblems(env.error, prefix))
  const game = gameOf(env.data.game)
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
  if (problems.length) return refuse(problems)
  const scenario = { ...env.data, rules: rules.data, board: board.data } as Scenario
  let semantic: Problem[]
  try {
    semantic = game.check(scenario)
  } catch {
    semantic = [{ path: prefix || '(file)', reason: { key: 'format.checkFailed' } }]
  }
  if (semantic.length) {
    const capped = capProblems(semantic).map((p) => ({ ...p, path: prefix + p.path }))
    return { ok: false, problems: capped, draft: scenario }
  }
  return { ok: true, value: scenario }
}
