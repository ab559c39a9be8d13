/**
 * The slowest Swish decision the matches met (game 564 of `npm run match -- swish normal easy
 * 1000`, decision 218: an 18-bone fish curled against the other fish). Prints, for every step
 * angle, the exact answer and the CPU time it took: the open part of issue 14 in one position.
 *   npx tsx scripts/bench/swish-stuck.ts [--from <deg>] [--to <deg>]
 * −90° to 72° place the new bone on the other fish; 73° to 90° are dead ends: the front is in a
 * pocket closed by the other fish and needs 14–16 more bones. Before the room bound (search/room.ts)
 * they took the exhaustive search about a million nodes each (81°: 3.7 s of CPU, 73°: 262 s);
 * with it, 54–225 ms each but 89° (530 ms), and the whole range about 2 s (docs/RULINGS.md,
 * Swish 1).
 */
import { readFileSync } from 'node:fs'
import os from 'node:os'
import { Placing } from '../../shared/games/swish/fish.js'
import { DEAD_END, quickStepProblem } from '../../shared/games/swish/rules.js'
import type { SwishState } from '../../shared/games/swish/types.js'
import { cpuMs } from './stats.js'

const args = process.argv.slice(2)
const opt = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined)
const state = JSON.parse(
  readFileSync(new URL('./fixtures/swish-stuck-218.json', import.meta.url), 'utf8'),
) as SwishState
const names: Record<number, string> = {
  [Placing.Fine]: 'legal',
  [Placing.OffTable]: 'off the table',
  [Placing.OnOtherFish]: 'on the other fish',
  [Placing.OnItself]: 'on itself',
  [DEAD_END]: 'dead end',
}
const L = state.limit
console.log(
  `Swish, game 564 decision 218: fish of ${state.fish[state.seat]!.c.length} bones, turn of up to ${state.len} steps, ` +
    `limit ±${L}°; ${os.availableParallelism()} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
)
let total = 0
for (let deg = opt('--from') ?? -L; deg <= (opt('--to') ?? L); deg++) {
  const t = cpuMs()
  const problem = quickStepProblem(state, deg, Number.MAX_SAFE_INTEGER)
  const ms = cpuMs() - t
  total += ms
  if (ms > 1 || problem === Placing.Fine)
    console.log(`${deg}°: ${names[problem ?? -1] ?? problem}, ${ms.toFixed(0)} ms`)
}
console.log(`every angle settled in ${(total / 1000).toFixed(1)} s of CPU`)
