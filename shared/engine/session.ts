import type { BaseAction, BaseState, GameModule, Reason, Scenario } from './types.js'
import { endRecording, recordingRng, sameRng, scriptedRng } from './rng.js'
import { ok, refusedAt, type Result } from '../result.js'

/** One applied action with what the undo policy needs to know about it. */
export interface LogEntry<A extends BaseAction = BaseAction> {
  action: A
  seat: number
  /** true when applying the action drew from the random source (a die roll, a shuffle) */
  chance: boolean
}

export interface ReplayError {
  /** index in the action list of the first action that could not be applied */
  index: number
  reason: Reason
}

export interface Replayed<S extends BaseState, A extends BaseAction> {
  /** states[i] is the state before action i; states[log.length] is the current one */
  states: S[]
  log: LogEntry<A>[]
  error: ReplayError | null
}

/** a replay that runs a few actions at a time, so a caller can spread a long log over several tasks */
export interface Replay<S extends BaseState, A extends BaseAction> {
  /** actions in the log */
  readonly total: number
  /**
   * Applies up to `n` more actions, handing `sink` each new state with its log entry (the setup
   * state first, with entry null). True once the log is done or an action was refused.
   */
  run(n: number, sink: (state: S, entry: LogEntry<A> | null) => void): boolean
  /** the first refused action, once run() stopped at it */
  error(): ReplayError | null
}

/**
 * The one replay loop: rebuilds a game from scenario + seats + seed + actions, checking each action
 * as it goes (applyChecked, with the game's vouch for runs of actions it shows legal together). It
 * stops at the first illegal action and says which one and why; everything before it is kept.
 * The file loader (shared/formats/loadFile.ts) and the tests both replay through it. A network
 * game's save has no usable seed (it never left the server): `draws`, the values the server drew,
 * stand in for the generator.
 */
export function replaySteps<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  scenario: Scenario,
  seats: number,
  seed: number,
  actions: readonly A[],
  draws?: readonly number[],
): Replay<S, A> {
  let state: S | null = null
  let i = 0
  let error: ReplayError | null = null
  /** actions still vouched for by the game (see GameModule.vouch) */
  let vouched = 0
  return {
    total: actions.length,
    run(n, sink) {
      if (state === null) {
        state = game.setup(scenario, seats, seed)
        // setup itself draws nothing: the server's draws are the generator from the first action on
        if (draws) state = { ...state, rng: scriptedRng([...draws]) }
        sink(state, null)
      }
      let current: S = state
      for (let k = 0; k < n && i < actions.length && !error; k++, i++) {
        if (vouched === 0) vouched = vouchFor(game, current, actions, i)
        const step = applyChecked(game, current, actions[i], vouched > 0)
        if (vouched > 0) vouched--
        if (!step.ok) {
          error = { index: i, reason: step.problems[0].reason }
          break
        }
        state = current = step.value.state
        sink(current, step.value.entry)
      }
      return error !== null || i >= actions.length
    },
    error: () => error,
  }
}

/** replaySteps in one go, keeping every state */
export function replay<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  scenario: Scenario,
  seats: number,
  seed: number,
  actions: readonly A[],
): Replayed<S, A> {
  const states: S[] = []
  const log: LogEntry<A>[] = []
  const steps = replaySteps(game, scenario, seats, seed, actions)
  steps.run(Infinity, (state, entry) => {
    states.push(state)
    if (entry) log.push(entry)
  })
  return { states, log, error: steps.error() }
}

/** the path of the one problem when applyChecked refuses an action */
export const ACTION_PATH = 'action'

/**
 * How many actions from `from` on the game vouches for as legal (GameModule.vouch), 0 without
 * the hook or when it fails: a replay then skips their `explain` (schema and turn still checked).
 */
export function vouchFor<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  state: S,
  actions: readonly A[],
  from: number,
): number {
  if (!game.vouch) return 0
  try {
    const n = game.vouch(state, actions, from)
    return Number.isInteger(n) && n > 0 ? Math.min(n, actions.length - from) : 0
  } catch {
    return 0
  }
}

/**
 * Applies `action` if it is legal: the next state and its log entry, or the one problem (at
 * `ACTION_PATH`) that says why not. `vouched`: the game already showed it legal (see vouchFor),
 * so `explain` is skipped; the seat on turn and the schema are still checked.
 */
export function applyChecked<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  state: S,
  action: A,
  vouched = false,
): Result<{ state: S; entry: LogEntry<A> }> {
  const seat = game.toAct(state)
  if (seat === null) return refusedAt(ACTION_PATH, { key: 'engine.gameOver' })
  const parsed = game.actionSchema.safeParse(action)
  if (!parsed.success) return refusedAt(ACTION_PATH, { key: 'engine.malformedAction' })
  let why: Reason | null = null
  try {
    if (!vouched) why = game.explain(state, action)
  } catch {
    why = { key: 'engine.malformedAction' }
  }
  if (why) return refusedAt(ACTION_PATH, why)
  const next = game.apply(state, action)
  return ok({ state: next, entry: { action, seat, chance: !sameRng(state.rng, next.rng) } })
}

/**
 * applyChecked for a network server: the same checks and next state, with the values the action
 * drew from the state's generator, in order, which clients replay as a script.
 */
export function applyDrawing<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  state: S,
  action: A,
): Result<{ state: S; entry: LogEntry<A>; draws: number[] }> {
  const step = applyChecked(game, { ...state, rng: recordingRng(state.rng) }, action)
  if (!step.ok) return step
  const { rng, draws } = endRecording(step.value.state.rng)
  const next = { ...step.value.state, rng }
  return ok({ state: next, entry: { ...step.value.entry, chance: draws.length > 0 }, draws })
}

/**
 * The undo policy: a step back is allowed only over an action of the seat now on turn that drew
 * nothing from the random source. So undo never crosses a die roll or another seat's decision.
 * Whether a person may undo at all is the caller's question: the play store offers it only while a
 * person is on turn, so bots' actions are never undone one by one.
 */
export function canUndo<S extends BaseState>(
  game: GameModule<S>,
  states: readonly S[],
  log: readonly LogEntry[],
  cursor: number,
): boolean {
  if (cursor <= 0 || cursor > log.length) return false
  const last = log[cursor - 1]
  if (last.chance) return false
  const now = game.toAct(states[cursor])
  return now === last.seat
}

/** how far back undo may go from `cursor` in one go: the start of the seat's turn or its last roll */
export function undoFloor<S extends BaseState>(
  game: GameModule<S>,
  states: readonly S[],
  log: readonly LogEntry[],
  cursor: number,
): number {
  let c = cursor
  while (canUndo(game, states, log, c)) c--
  return c
}

/**
 * Where taking back `seat`'s previous turn rewinds to: the first action of the last run of that
 * seat's actions before its current turn, or null when it has not had a turn yet. Used by the
 * "take-backs against bots" house rule; everything since (the bots' moves) is dropped with it.
 */
export function previousTurnStart(log: readonly LogEntry[], cursor: number, seat: number): number | null {
  let i = cursor - 1
  while (i >= 0 && log[i].seat === seat) i--
  while (i >= 0 && log[i].seat !== seat) i--
  if (i < 0) return null
  while (i > 0 && log[i - 1].seat === seat) i--
  return i
}
