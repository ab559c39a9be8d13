/**
 * The bots' action sets, timed per state (part of swish-geometry.ts): the search hint (the
 * smaller set MCTS searches), the playout policy and the heuristic bot. Unlike the exact
 * legalActions, these are timed in play: seeded games in which every seat plays with the set
 * timed (the hint: a uniform pick from it, as a search tries them; the playout policy and the
 * heuristic bot: their own choice), each call timed on the state `apply` returned, before anything
 * else asked about it, so what the bots keep from one state to the next (witness.ts) counts as it
 * does in a game. CPU time (user + system) per call; per round p50, p99 and max.
 */
import { makeRand, type Rand } from '../../shared/engine/rng.js'
import type { GameModule } from '../../shared/engine/types.js'
import type { SwishAction, SwishScenario, SwishState } from '../../shared/games/swish/types.js'
import { cpuMs } from './stats.js'

type Game = GameModule<SwishState, SwishAction>
type BotSet = (g: Game, s: SwishState, rand: Rand) => SwishAction[] | SwishAction

export const BOT_SETS: [string, BotSet][] = [
  ['hint', (g, s) => g.hint!(s)],
  ['playout policy', (g, s, rand) => g.playout!(s, rand)],
  ['heuristic bot', (g, s, rand) => g.bots.heuristic(s, rand)],
]

/**
 * per swimming state met, the CPU ms of one call of `set`, in `games` seeded games played with it
 * under the rules of `swish` (this checkout's, or another's: swish-geometry.ts --before)
 */
export function timeBotSet(swish: Game, scenario: SwishScenario, set: BotSet, games: number, seed: number): number[] {
  const each: number[] = []
  for (let g = 0; g < games; g++) {
    const rand = makeRand(seed + g)
    let s = swish.setup(scenario, 2 + (g % 3), seed + g)
    for (let i = 0; i < 2000 && swish.toAct(s) !== null; i++) {
      let a: SwishAction
      if (s.phase === 'swim') {
        const t0 = cpuMs()
        const out = set(swish, s, rand)
        each.push(cpuMs() - t0)
        a = Array.isArray(out) ? out[rand.int(out.length)] : out
      } else a = swish.bots.random(s, rand)
      s = swish.apply(s, a)
    }
  }
  return each.sort((x, y) => x - y)
}
