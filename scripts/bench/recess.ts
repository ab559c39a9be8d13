/**
 * Recess! bot strength: one heuristic bot against three random bots in 200 four-seat games of
 * the default playground, the heuristic seat rotating. A win is a first place (shared or not).
 * Run standalone with `npx tsx scripts/bench/recess.ts`.
 */
import { pathToFileURL } from 'node:url'
import { makeRand } from '../../shared/engine/rng.js'
import { recess } from '../../shared/games/recess/index.js'
import type { RecessState } from '../../shared/games/recess/index.js'

const GAMES = 200
const SEATS = 4
const TARGET = 0.5
const MAX_ACTIONS = 20000

function playOne(heuristicSeat: number, seed: number): { won: boolean; kissed: boolean; actions: number } {
  const rand = makeRand(seed ^ 0x5eed)
  let s: RecessState = recess.setup(recess.defaultScenario, SEATS, seed)
  let actions = 0
  while (recess.toAct(s) !== null && actions < MAX_ACTIONS) {
    const bot = s.cur === heuristicSeat ? recess.bots.heuristic : recess.bots.random
    s = recess.apply(s, bot(s, rand))
    actions++
  }
  const ranking = recess.result(s)
  return { won: ranking !== null && ranking[heuristicSeat] === 1, kissed: s.kisser === heuristicSeat, actions }
}

export function benchBots(): string[] {
  const started = performance.now()
  let wins = 0
  let kisses = 0
  let actions = 0
  for (let g = 0; g < GAMES; g++) {
    const r = playOne(g % SEATS, 4000 + g)
    if (r.won) wins++
    if (r.kissed) kisses++
    actions += r.actions
  }
  const rate = wins / GAMES
  const ms = performance.now() - started
  return [
    `recess: one heuristic vs three random bots, ${GAMES} four-seat games, seats rotating`,
    `recess: heuristic won ${wins} (${(rate * 100).toFixed(1)}%), target ${TARGET * 100}%: ${rate >= TARGET ? 'met' : 'NOT met'}`,
    `recess: heuristic kissed in ${kisses} games; ${(actions / GAMES).toFixed(1)} actions per game, ${(ms / 1000).toFixed(1)} s in all`,
  ]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of benchBots()) console.log(line)
}
