import { fileURLToPath } from 'node:url'
import { kakekko, defaultScenario } from '../../shared/games/kakekko/index.js'
import { makeRand } from '../../shared/engine/rng.js'
import type { KakekkoScenario } from '../../shared/games/kakekko/types.js'

const GAMES = 500
const MAX_ACTIONS = 20000

/** heuristic vs random, 2 seats, seats alternating: how often the heuristic bot finishes ahead */
export function benchBots(games = GAMES, scenario: KakekkoScenario = defaultScenario): string[] {
  const rand = makeRand(20261121)
  let ahead = 0
  let actions = 0
  let rounds = 0
  const t0 = performance.now()
  for (let g = 0; g < games; g++) {
    const hSeat = g % 2
    let s = kakekko.setup(scenario, 2, rand.seed())
    let k = 0
    for (let seat = kakekko.toAct(s); seat !== null && k < MAX_ACTIONS; seat = kakekko.toAct(s), k++) {
      const a = seat === hSeat ? kakekko.bots.heuristic(s, rand) : kakekko.bots.random(s, rand)
      s = kakekko.apply(s, a)
    }
    const places = kakekko.result(s)
    if (places && places[hSeat] < places[1 - hSeat]) ahead++
    actions += k
    rounds += s.round
  }
  const ms = performance.now() - t0
  return [
    `kakekko: heuristic vs random, 2 seats, ${games} games (seats alternating)`,
    `heuristic finished ahead in ${ahead}/${games} = ${((100 * ahead) / games).toFixed(1)}% (target >= 70%: ${ahead * 100 >= 70 * games ? 'met' : 'NOT met'})`,
    `mean ${(actions / games).toFixed(0)} actions, ${(rounds / games).toFixed(1)} rounds per game; ${(ms / 1000).toFixed(1)} s`,
  ]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of benchBots()) console.log(line)
}
