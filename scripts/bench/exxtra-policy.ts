/**
 * Exxtra's playout policy against the heuristic (the Easy bot), no search: `npx tsx
 * scripts/bench/exxtra-policy.ts [games] [seats] [first seed]`. Prints the share of games each
 * policy wins against the heuristic, for the playout policy as it is and as it was before its
 * risk reckoning (RISK) was fitted, over the same deals, one policy against seats − 1 heuristics,
 * seats rotating. A shared first place counts half.
 */
import { exxtra } from '../../shared/games/exxtra/index.js'
import type { ExxtraAction, ExxtraState } from '../../shared/games/exxtra/index.js'
import { bolder, fastHeuristic, playout, PUSH, RISK } from '../../shared/games/exxtra/search.js'
import { wilson } from './stats.js'

type Policy = (s: ExxtraState) => ExxtraAction

function play(policy: Policy, games: number, seats: number, from: number): number {
  const scenario = { ...exxtra.defaultScenario, players: { ...exxtra.defaultScenario.players, min: 2 } }
  let score = 0
  for (let g = 0; g < games; g++) {
    const mine = g % seats
    // each deal is played once with the policy in every seat
    let s = exxtra.setup(scenario, seats, from + Math.floor(g / seats))
    while (exxtra.toAct(s) !== null) s = exxtra.apply(s, s.seat === mine ? policy(s) : fastHeuristic(s))
    const r = exxtra.result(s)
    if (!r) continue
    const best = Math.min(...r)
    if (r[mine] === best) score += r.filter((x) => x === best).length > 1 ? 0.5 : 1
  }
  return score
}

const [games, seats, from] = [
  Number(process.argv[2] ?? 6000),
  Number(process.argv[3] ?? 2),
  Number(process.argv[4] ?? 90000),
]
console.log(
  `exxtra, default scenario at ${seats} seats, ${games} games from seed ${from}; RISK ${JSON.stringify(RISK)}, PUSH ${JSON.stringify(PUSH)}`,
)
const policies: [string, Policy][] = [
  ['playout policy', (s) => playout(s)],
  ['before: PUSH 0.85, -0.5, the heuristic reckoning', (s) => bolder(s, 0.85, -0.5, false)],
  ['the heuristic itself (a check: an even share)', fastHeuristic],
]
for (const [name, policy] of policies) {
  const score = play(policy, games, seats, from)
  const { low, high } = wilson(score, games)
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`
  console.log(`${name}: ${score} of ${games} = ${pct(score / games)} (95% Wilson interval ${pct(low)}–${pct(high)})`)
}
