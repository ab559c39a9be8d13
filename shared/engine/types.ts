import type { z } from 'zod'
import type { RngState, Rand } from './rng.js'
import type { Quantity } from '../stats/series.js'

/**
 * Every game the app knows, in the home screen's order. Each has its manifest
 * (shared/games/<id>/manifest.ts) and the tables built from this list are total over it.
 */
export const GAME_IDS = ['recess', 'kakekko', 'exxtra', 'swish'] as const
export type GameId = (typeof GAME_IDS)[number]

/** A translatable message: an i18n key and its named parameters. */
export interface Reason {
  key: string
  params?: Record<string, string | number>
  /** a reason behind this one, rendered into the `{cause}` placeholder */
  cause?: Reason
}

/** A problem found in a file: where (a JSON path such as `board.cells[3][4]`) and why. */
export interface Problem {
  path: string
  reason: Reason
}

/** Place per seat, 1 = first. Seats with the same number share that place. */
export type Ranking = number[]

/** Every game state is plain JSON and carries its own random source. */
export interface BaseState {
  rng: RngState
  /** number of seats at the table */
  n: number
}

export interface BaseAction {
  t: string
}

export interface ScenarioMeta {
  title: string
  author: string
  description: string
  created?: string
  updated?: string
  appVersion?: string
}

export interface Scenario<R = object, B = unknown> {
  format: 'asobiba.scenario'
  version: number
  game: GameId
  meta: ScenarioMeta
  players: { min: number; max: number }
  rules: R
  board: B
}

/**
 * The game contract. Every function is pure and deterministic: a game is fully defined by
 * scenario + seat count + seed + action list.
 */
export interface GameModule<
  S extends BaseState = BaseState,
  A extends BaseAction = BaseAction,
  R = object,
  B = unknown,
> {
  id: GameId
  /** absolute seat limits of the game, whatever the scenario says */
  seatLimits: { min: number; max: number }
  rulesSchema: z.ZodType<R>
  boardSchema: z.ZodType<B>
  actionSchema: z.ZodType<A>
  defaultScenario: Scenario<R, B>
  /** semantic checks that a schema cannot express (reachability, overlaps, counts) */
  check(this: void, scenario: Scenario<R, B>): Problem[]
  setup(this: void, scenario: Scenario<R, B>, seats: number, seed: number): S
  /** the seat that decides next, or null when the game is over */
  toAct(this: void, state: S): number | null
  legalActions(this: void, state: S): A[]
  /** null when `action` is legal in `state`, otherwise why not */
  explain(this: void, state: S, action: A): Reason | null
  /** applies a legal action; never mutates `state` */
  apply(this: void, state: S, action: A): S
  result(this: void, state: S): Ranking | null
  /**
   * A proven upper bound on the number of actions in any game of `scenario` at `seats` seats,
   * from setup to the end (every game ends: this is its stated bound). The loader refuses a save
   * with more actions than this, so the writer and the reader always agree.
   */
  maxActions(this: void, scenario: Scenario<R, B>, seats: number): number
  /**
   * Optional, for replays of saved logs: how many of `actions`, from index `from` on, are legal
   * one after another from `state`, shown together more cheaply than one `explain` each (Swish: a
   * turn's steps are legal when the recorded turn then ends legally, which needs no search). Every
   * action counted must be one `explain` accepts, in the state the ones before it lead to; 0 when
   * it vouches for none (the replay then explains the next action alone, as without the hook).
   */
  vouch?(this: void, state: S, actions: readonly unknown[], from: number): number
  /** the log line for `action` played in `state` (before it was applied) */
  describe(this: void, state: S, action: A): Reason
  /** the end-of-game charts' quantities and the hint's words (shared/stats) */
  insight: GameInsight<S, A>
  bots: {
    random(this: void, state: S, rand: Rand): A
    heuristic(this: void, state: S, rand: Rand): A
  }
  /** a cheap policy for MCTS playouts; defaults to bots.random */
  playout?(this: void, state: S, rand: Rand): A
  /**
   * A pruning hint: the legal actions worth searching in `state` (a non-empty subset of
   * legalActions), for games with very many near-identical choices such as Swish's angles.
   */
  hint?(this: void, state: S): A[]
  /**
   * A cheap estimate of each seat's outcome in [0, 1] (1: sure to win) for a running game. With
   * it, MCTS cuts its playouts after `playoutDepth` actions and scores them with this instead of
   * playing to the end.
   */
  evaluate?(this: void, state: S): number[]
  /** playout length before `evaluate` is used (default 40) */
  playoutDepth?: number
  /**
   * A number for `action` for the search to key its tree with instead of walking the action's
   * fields: any safe integer, the same for equal actions and different for different ones (a
   * test checks it on every game that has it).
   */
  actionKey?(this: void, action: A): number
  /**
   * `state` with the random source `rng`, built as the game builds its states. MCTS reseeds its
   * root at every iteration; without this it spreads the state, an object of another shape than
   * the ones `apply` makes, and a freshly started engine then compiles the rules again for it
   * (Swish: docs/PERFORMANCE.md, the search from a cold start).
   */
  withRng?(this: void, state: S, rng: RngState): S
}

/** what the end-of-game charts draw of a game and how its hint explains a move */
export interface GameInsight<S extends BaseState = BaseState, A extends BaseAction = BaseAction> {
  /** the quantities the chart draws, one line per seat each */
  series: readonly Quantity<S>[]
  /** one sentence why `action` is good (the hint's reason) */
  why(this: void, state: S, action: A): Reason
  /** `action` as advice to the player on turn ("Walk your boy 3 steps from E5 to A4") */
  advice(this: void, state: S, action: A): Reason
}
