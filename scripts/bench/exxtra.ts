/**
 * Exxtra bot strength: the heuristic bot against the random bot in 1,000 two-seat games of the
 * default scenario, seats alternating. Run standalone with `npx tsx scripts/bench/exxtra.ts`.
 */
import { pathToFileURL } from 'node:url'
import { makeRand } from '../../shared/engine/rng.js'
import { exxtra } from '../../shared/games/exxtra/index.js'
import type { ExxtraState } from '../../shared/games/exxtra/index.js'

const GAMES = 1000
const TARGET = 0.6
const MAX_ACTIONS = 20000

function playOne(heuristicSeat: number, seed: number): { heuristicWon: boolean; actions: number } {
  const rand = makeRand(seed ^ 0x5eed)
  let s: ExxtraState = exxtra.setup(exxtra.defaultScenario, 2, seed)
  let actions = 0
  while (exxtra.toAct(s) !== null && actions < MAX_ACTIONS) {
    const bot = s.seat === heuristicSeat ? exxtra.bots.heuristic : exxtra.bots.random
    s = exxtra.apply(s, bot(s, rand))
    actions++
  }
  return { heuristicWon: s.winner === heuristicSeat, actions }
}

export function benchBots(): string[] {
  const started = performance.now()
  let wins = 0
  let actions = 0
  for (let g = 0; g < GAMES; g++) {
    const r = playOne(g % 2, 1000 + g)
    if (r.heuristicWon) wins++
    actions += r.actions
  }
  const rate = wins / GAMES
  const ms = performance.now() - started
  return [
    `exxtra: heuristic vs random, ${GAMES} two-seat games, seats alternating`,
    `exxtra: heuristic won ${wins} (${(rate * 100).toFixed(1)}%), target ${TARGET * 100}%: ${rate >= TARGET ? 'met' : 'NOT met'}`,
    `exxtra: ${(actions / GAMES).toFixed(1)} actions per game, ${(ms / 1000).toFixed(1)} s in all`,
  ]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of benchBots()) console.log(line)
}
