/**
 * `npm run bench`: speed and strength figures for every game, printed as tables.
 *   - random full games per second and actions applied per second
 *   - MCTS iterations per second, ours and boardgame.io's MCTSBot on the same rules, and the ratio
 *   - bot-vs-bot strength: Normal vs the heuristic bot, Hard vs Normal
 *   - each game's own heuristic-vs-random match (scripts/bench/<id>.ts)
 * Options: --game <id> (one game), --quick (fewer games), --no-strength.
 */
import os from 'node:os'
import { GAMES } from '../shared/games/registry.js'
import type { BaseState, GameModule } from '../shared/engine/types.js'
import { makeRand } from '../shared/engine/rng.js'
import { mcts } from '../shared/ai/mcts.js'
import { peerIterationsPerSecond } from './bench/peer.js'
import { matchStrength } from './bench/strength.js'

const args = process.argv.slice(2)
const only = args.includes('--game') ? args[args.indexOf('--game') + 1] : null
const quick = args.includes('--quick')
const strength = !args.includes('--no-strength')
const PLAYOUT_DEPTH = 50

function seatsFor(g: GameModule) {
  return Math.max(g.defaultScenario.players.min, Math.min(2, g.defaultScenario.players.max))
}

function randomGames(g: GameModule, ms: number) {
  const seats = seatsFor(g)
  const rand = makeRand(1)
  let games = 0
  let actions = 0
  let applyMs = 0
  const t0 = performance.now()
  while (performance.now() - t0 < ms) {
    let s = g.setup(g.defaultScenario, seats, games + 1)
    while (g.toAct(s) !== null && actions < 1e9) {
      const a = g.bots.random(s, rand)
      const t1 = performance.now()
      s = g.apply(s, a)
      applyMs += performance.now() - t1
      actions++
    }
    games++
  }
  const total = performance.now() - t0
  return { gamesPerSec: (games / total) * 1000, actionsPerSec: (actions / applyMs) * 1000 }
}

/** a position with a real choice: the start, advanced by random moves until there are two or more */
function benchPosition(g: GameModule): BaseState {
  const rand = makeRand(3)
  let s = g.setup(g.defaultScenario, seatsFor(g), 1)
  const choices = (st: BaseState) => (g.hint?.(st) ?? g.legalActions(st)).length
  while (g.toAct(s) !== null && choices(s) < 2) s = g.apply(s, g.bots.random(s, rand))
  return s
}

/**
 * The game as boardgame.io's MCTSBot sees it: every legal action, uniform random playouts, no
 * evaluation. Comparing the two engines on this measures the engines, not the search hooks.
 */
function plain(g: GameModule): GameModule {
  return { ...g, hint: undefined, evaluate: undefined, playout: (st, rand) => pickRandom(rand, g.legalActions(st)) }
}
function pickRandom<T>(rand: { int(n: number): number }, xs: T[]): T {
  return xs[rand.int(xs.length)]
}

function ourIterationsPerSecond(g: GameModule, s: BaseState, iterations: number) {
  const t0 = performance.now()
  const r = mcts(g, s, { seed: 1, iterations, maxPlayout: PLAYOUT_DEPTH })
  return (r.stats.iterations / (performance.now() - t0)) * 1000
}

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1))

console.log(`Asobiba benchmark — ${new Date().toISOString()}`)
console.log(`machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`)
console.log(`Side by side: both engines on every legal action with uniform random playouts capped at ${PLAYOUT_DEPTH} actions,\nfrom the first position with a choice. The last column: our MCTS with the game's own hint, playout and evaluation.\n`)

const rows: string[][] = []
for (const g of Object.values(GAMES) as GameModule[]) {
  if (only && g.id !== only) continue
  const rg = randomGames(g, quick ? 1000 : 3000)
  const pos = benchPosition(g)
  const ours = ourIterationsPerSecond(plain(g), pos, quick ? 2000 : 10000)
  const peer = await peerIterationsPerSecond(g, pos, quick ? 100 : 400, PLAYOUT_DEPTH)
  const tuned = ourIterationsPerSecond(g, pos, quick ? 2000 : 10000)
  rows.push([g.id, fmt(rg.gamesPerSec), fmt(rg.actionsPerSec), fmt(ours), fmt(peer), `${(ours / peer).toFixed(1)}×`, fmt(tuned), `${(tuned / peer).toFixed(1)}×`])
}
const head = ['game', 'random games/s', 'actions/s', 'MCTS it/s (ours)', 'MCTS it/s (boardgame.io)', 'ratio', 'ours with game hooks', 'ratio with hooks']
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i])).join(' | ')
console.log(line(head))
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'))
for (const r of rows) console.log(line(r))

if (strength) {
  for (const g of Object.values(GAMES) as GameModule[]) {
    if (only && g.id !== only) continue
    console.log(`\n== ${g.id}: bot strength`)
    try {
      const own = await import(`./bench/${g.id}.ts`)
      if (typeof own.benchBots === 'function') for (const l of await own.benchBots()) console.log(l)
    } catch (e) {
      console.log(`(no heuristic-vs-random match: ${(e as Error).message})`)
    }
    for (const l of await matchStrength(g, { quick })) console.log(l)
  }
}
