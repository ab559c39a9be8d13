/** What every benchmark process starts from, so that both engines search the very same thing. */
import type { BaseAction, BaseState, GameId, GameModule } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { makeRand, type Rand } from '../../shared/engine/rng.js'

export function gameById(id: string): GameModule {
  const g = (GAMES as Record<string, GameModule | undefined>)[id as GameId]
  if (!g) throw new Error(`unknown game "${id}": one of ${Object.keys(GAMES).join(', ')}`)
  return g
}

/** the default scenario's smallest table, and at least 2 seats */
export function benchSeats(g: GameModule): number {
  return Math.max(g.defaultScenario.players.min, Math.min(2, g.defaultScenario.players.max))
}

/**
 * the first position of a seeded game with a real choice: two or more legal actions, and two or
 * more among those the game's search hint keeps
 */
export function benchPosition(g: GameModule): BaseState {
  const rand = makeRand(3)
  let s = g.setup(g.defaultScenario, benchSeats(g), 1)
  const choice = (st: BaseState) => g.legalActions(st).length >= 2 && (g.hint?.(st) ?? [0, 1]).length >= 2
  while (g.toAct(s) !== null && !choice(s)) s = g.apply(s, g.bots.random(s, rand))
  if (g.toAct(s) === null) throw new Error(`${g.id}: the bench game ended before any choice`)
  return s
}

/** a uniform random choice among every legal action: the playout both engines use side by side */
export function uniformAction<S extends BaseState, A extends BaseAction>(g: GameModule<S, A>, s: S, rand: Rand): A {
  const actions = g.legalActions(s)
  return actions[rand.int(actions.length)]
}

/**
 * The game as boardgame.io's MCTSBot sees it: every legal action, uniform random playouts, no
 * hint and no evaluation. On this both engines do the same work, so the comparison measures the
 * engines, not the games' search hooks.
 */
export function uniformGame(g: GameModule): GameModule {
  return {
    ...g,
    hint: undefined,
    evaluate: undefined,
    playoutDepth: undefined,
    playout: (s, rand) => uniformAction(g, s, rand),
  }
}
