/**
 * The playtest's plain data: what a run is asked (`PlaytestRun`), what one game leaves
 * (`GameRecord`) and what a game's counters module reads off a game (`GameCounters`). Everything
 * here is JSON, so a Web Worker or a worker thread can hand it on with postMessage as it is.
 */
import type { BaseAction, BaseState, Scenario } from '../engine/types.js'
import type { BotLevel } from '../formats/envelope.js'

/** the bot levels a playtest offers (the random bot is no player a designer tests for) */
export const PLAYTEST_LEVELS = ['easy', 'normal', 'hard'] as const
export type PlaytestLevel = (typeof PLAYTEST_LEVELS)[number] & BotLevel

/** the number of games a playtest may run (the 50–2,000) */
export const GAME_RANGE = { min: 50, max: 2000, default: 200 } as const

export interface PlaytestRun {
  /** a checked scenario (shared/formats checkScenario / loadScenario) */
  scenario: Scenario
  /** seats at the table */
  seats: number
  /** one level per seat (seat 0 first) */
  levels: PlaytestLevel[]
  /** the playtest seed: every game's seeds come from it and the game's index (seeds.ts) */
  seed: number
  /** games in the playtest */
  games: number
}

/** why a game ended: the rules' own end, or a limit that stops games the rules would let run on */
export interface GameEnd {
  /** a name per game: 'kiss', 'bell', 'finish', 'goal', 'pondEmpty', 'allPassed', 'roundLimit', … */
  kind: string
  limit: boolean
}

/** counts a game's counters module keeps, summed over games by the report */
export interface Counts {
  /** named vectors (per seat, per rung, per roll…): the report adds them element by element */
  counters: Record<string, number[]>
  /** named heat maps: board cell key → count (each game's playtest.ts says what its keys are) */
  heat: Record<string, Record<string, number>>
}

export interface GameRecord {
  /** the game's index in the playtest, 0 first */
  index: number
  /** the seed the game was set up with */
  seed: number
  /** place per seat, 1 = first; seats sharing a place share its number */
  ranking: number[]
  /** the seats in first place (several: a tie) */
  winners: number[]
  /** more than one seat in first place */
  tie: boolean
  /** turns with a decision: runs of decisions by one seat (as shared/stats/series.ts counts turns) */
  turns: number
  /** actions played, the bots' decisions */
  actions: number
  end: GameEnd
  counts: Counts
}

/**
 * What a game's `playtest.ts` reads off the games it is shown: `step` sees each action with the
 * state before and after it, `finish` the last state. `end` says why a finished game ended.
 */
export interface GameCounters<S extends BaseState = BaseState, A extends BaseAction = BaseAction> {
  /** a fresh tally for a game that starts in `state` */
  start(state: S): Counts
  step(tally: Counts, before: S, action: A, after: S): void
  finish(tally: Counts, last: S): void
  /** why a finished game ended */
  end(last: S): GameEnd
}
