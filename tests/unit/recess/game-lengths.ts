/**
 * Figures for docs/RULINGS.md (Recess! 21): how long random and bot games on random legal
 * scenarios are, against maxActions. Not a test; run it with
 *   npx tsx tests/unit/recess/game-lengths.ts [games]
 * (random: games, easy: games/2, normal and hard, MCTS on 4 and 12 iterations: games/10 each).
 */
import { makeRand } from '../../../shared/engine/rng.js'
import { mcts } from '../../../shared/ai/mcts.js'
import { recess } from '../../../shared/games/recess/index.js'
import { randomScenario } from './random-scenarios.js'
import type { RecessAction } from '../../../shared/games/recess/types.js'

const games = Number(process.argv[2] ?? 100)
for (const who of ['random', 'easy', 'normal', 'hard'] as const) {
  const n = who === 'random' ? games : who === 'easy' ? Math.ceil(games / 2) : Math.ceil(games / 10)
  let max = 0,
    sum = 0,
    ratio = 0,
    kisses = 0,
    full = 0
  const t0 = performance.now()
  for (let i = 0; i < n; i++) {
    const seed = 1000 + i
    const seats = 3 + (i % 3)
    const sc = randomScenario(seed)
    const bound = recess.maxActions(sc, seats)
    const rand = makeRand(seed)
    let s = recess.setup(sc, seats, seed)
    let k = 0
    while (recess.toAct(s) !== null) {
      const legal = recess.legalActions(s)
      let a: RecessAction
      if (who === 'random') a = legal[rand.int(legal.length)]
      else if (who === 'easy') a = recess.bots.heuristic(s, rand)
      else a = mcts(recess, s, { seed: k, iterations: who === 'normal' ? 4 : 12 }).action
      s = recess.apply(s, a)
      k++
    }
    max = Math.max(max, k)
    sum += k
    ratio = Math.max(ratio, k / bound)
    if (s.kisser >= 0) kisses++
    if (s.clock >= sc.rules.turns) full++
  }
  console.log(
    `${who}: ${n} games, actions mean ${(sum / n).toFixed(1)}, max ${max}, max actions/bound ${ratio.toFixed(3)}, kiss ends ${kisses}, clock ends ${full}, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
}
