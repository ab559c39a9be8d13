import type { BaseAction, BaseState, GameModule } from '../engine/types.js'
import { makeRand, mixSeed } from '../engine/rng.js'
import type { BotLevel } from '../formats/envelope.js'
import { mcts } from './mcts.js'

/** thinking time per level; the iteration caps keep fast games from thinking longer than needed */
export const LEVELS: Record<'normal' | 'hard', { timeMs: number; iterations: number }> = {
  normal: { timeMs: 300, iterations: 20_000 },
  hard: { timeMs: 1500, iterations: 150_000 },
}

/** The one entry point the bot worker calls. */
export function chooseAction(game: GameModule, state: BaseState, level: BotLevel, counter: number): BaseAction {
  const seed = mixSeed(counter)
  const rand = makeRand(seed)
  switch (level) {
    case 'random':
      return game.bots.random(state, rand)
    case 'easy':
      return game.bots.heuristic(state, rand)
    case 'normal':
    case 'hard':
      return mcts(game, state, { seed, ...LEVELS[level] }).action
  }
}
