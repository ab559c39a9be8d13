import type { BaseAction, BaseState, GameModule } from '../engine/types.js'
import { makeRand, mixSeed } from '../engine/rng.js'
import type { BotLevel } from '../formats/envelope.js'
import { mcts } from './mcts.js'

export interface LevelBudget {
  /** thinking time a decision, ms */
  timeMs: number
  /** iteration cap: where more iterations stop changing the choice, the bot stops early */
  iterations: number
}

/**
 * The levels, weakest first (docs/PERFORMANCE.md, "Bot strength", says why they are built this way and
 * what the matches measured):
 * - Easy: the game's heuristic, except that one decision in EASY_SLIP_EVERY is a random legal
 *   action instead (a slip a beginner can punish);
 * - Normal: the game's heuristic, every time (instant);
 * - Hard: Monte-Carlo tree search with the game's hooks, within LEVELS.hard.
 */
export const EASY_SLIP_EVERY = 3

/** the search's budget; the iteration cap keeps fast games from thinking longer than needed */
export const LEVELS: Record<'hard', LevelBudget> = {
  hard: { timeMs: 1500, iterations: 150_000 },
}

/**
 * The one entry point the bot worker calls. `now` is the clock the time budget is read on (the
 * wall clock unless given: match scripts pass the process's CPU time, so a busy machine does not
 * cut the searches short).
 */
export function chooseAction<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  state: S,
  level: BotLevel,
  counter: number,
  now?: () => number,
): A {
  const seed = mixSeed(counter)
  const rand = makeRand(seed)
  switch (level) {
    case 'random':
      return game.bots.random(state, rand)
    case 'easy':
      return rand.int(EASY_SLIP_EVERY) === 0 ? game.bots.random(state, rand) : game.bots.heuristic(state, rand)
    case 'normal':
      return game.bots.heuristic(state, rand)
    case 'hard':
      return mcts(game, state, { seed, ...LEVELS.hard, now }).action
  }
}

/**
 * Runs the Hard search on `state` for `ms` (on `now`'s clock) and drops its answer: the code a
 * decision runs is compiled by the engine's optimising tier only after it has run for a while
 * (a fresh Swish bot searched 2-4 times fewer iterations in its first second than later), so the
 * bot worker runs this while people take their turns, and the first decisions count at full speed.
 */
export function warmHard(game: GameModule, state: BaseState, ms: number, counter: number, now?: () => number): void {
  mcts(game, state, { seed: mixSeed(counter), iterations: LEVELS.hard.iterations, timeMs: ms, now })
}
