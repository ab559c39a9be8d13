/**
 * Swish bot benchmark: the heuristic bot against the random bot, 200 two-seat games on the default
 * pond, seats alternating. Prints how often the heuristic scored more. Target (issue 6): ≥ 70%.
 * Run: npx tsx scripts/bench/swish.ts
 */
import { fileURLToPath } from 'node:url'
import { makeRand } from '../../shared/engine/rng.js'
import { swish } from '../../shared/games/swish/index.js'
import { scores } from '../../shared/games/swish/rules.js'

const GAMES = 200
/** a safety net far above any real game's length */
const MAX_ACTIONS = 20000

export function benchBots(): string[] {
  let wins = 0,
    ties = 0,
    losses = 0,
    actions = 0,
    hSum = 0,
    rSum = 0
  const started = Date.now()
  for (let g = 0; g < GAMES; g++) {
    const h = g % 2
    const rand = makeRand(1000 + g)
    let state = swish.setup(swish.defaultScenario, 2, 7 + g)
    let k = 0
    for (let seat = swish.toAct(state); seat !== null && k < MAX_ACTIONS; seat = swish.toAct(state), k++) {
      const bot = seat === h ? swish.bots.heuristic : swish.bots.random
      state = swish.apply(state, bot(state, rand))
    }
    actions += k
    const s = scores(state)
    hSum += s[h]
    rSum += s[1 - h]
    if (s[h] > s[1 - h]) wins++
    else if (s[h] === s[1 - h]) ties++
    else losses++
  }
  const seconds = (Date.now() - started) / 1000
  const rate = (100 * wins) / GAMES
  return [
    `swish: heuristic vs random, ${GAMES} two-seat games, seats alternating`,
    `heuristic scored more in ${wins} games (${rate.toFixed(1)}%), equal ${ties}, less ${losses} (target ≥ 70%: ${rate >= 70 ? 'met' : 'NOT met'})`,
    `mean score: heuristic ${(hSum / GAMES).toFixed(2)}, random ${(rSum / GAMES).toFixed(2)}; ${(actions / GAMES).toFixed(0)} actions per game; ${seconds.toFixed(1)} s`,
  ]
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const line of benchBots()) console.log(line)
}
