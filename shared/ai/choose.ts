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

/** thinking time per level; the iteration caps keep fast games from thinking longer than needed */
export const LEVELS: Record<'normal' | 'hard', LevelBudget> = {
  normal: { timeMs: 300, iterations: 20_000 },
  hard: { timeMs: 1500, iterations: 150_000 },
}

/**
 * The one entry point the bot worker calls. `now` is the clock the time budget is read on (the
 * wall clock unless given: match scripts pass the process's CPU time, so a busy machine does not
 * cut the searches short).
 */
export function chooseAction(
  game: GameModule,
  state: BaseState,
  level: BotLevel,
  counter: number,
  now?: () => number,
): BaseAction {
  const seed = mixSeed(counter)
  const rand = makeRand(seed)
  switch (level) {
    case 'random':
      return game.bots.random(state, rand)
    case 'easy':
      return game.bots.heuristic(state, rand)
    case 'normal':
    case 'hard':
      return mcts(game, state, { seed, ...LEVELS[level], now }).action
  }
}
