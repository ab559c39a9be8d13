import type { BaseAction, GameModule, Scenario } from '../../shared/engine/types.js'
import { makeRand, pick } from '../../shared/engine/rng.js'

/**
 * Plays a game meant to last: a random legal action, but one of the `prefer`red kinds when the
 * state offers one (Exxtra: always roll again; Kakekko: rest and walk rather than ink lines),
 * and never an action that ends the game while another is legal (looked ahead only where few
 * actions are legal). Stops at the game's end or after `cap` actions. Used to build the longest
 * legal saves we can for the file tests and the benchmark.
 */
export const DAWDLE: Record<string, string[]> = {
  exxtra: ['roll'],
  kakekko: ['rest', 'walk', 'raise', 'roll'],
  recess: ['stay', 'kid', 'nun', 'shove', 'tattle'],
  swish: ['step', 'eat', 'pick'],
}

export function dawdle(
  game: GameModule,
  scenario: Scenario,
  seats: number,
  seed: number,
  cap: number,
): { actions: BaseAction[]; over: boolean } {
  const rand = makeRand(seed)
  const prefer = DAWDLE[game.id] ?? []
  let s = game.setup(scenario, seats, seed)
  const actions: BaseAction[] = []
  while (game.toAct(s) !== null && actions.length < cap) {
    const legal = game.legalActions(s)
    let pool = legal
    for (const kind of prefer) {
      const some = legal.filter((a) => a.t === kind)
      if (some.length) {
        pool = some
        break
      }
    }
    if (pool.length <= 12) {
      const lasting = pool.filter((a) => game.result(game.apply(s, a)) === null)
      if (lasting.length) pool = lasting
    }
    const a = pool.length ? pick(rand, pool) : game.bots.random(s, rand)
    actions.push(a)
    s = game.apply(s, a)
  }
  return { actions, over: game.toAct(s) === null }
}
