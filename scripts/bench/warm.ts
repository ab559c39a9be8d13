/**
 * The bot worker's warm-up (issue 34 item 8): a Hard search in a fresh process reaches its speed
 * only after seconds of running, while the engine's optimising tier compiles its code. The app
 * runs the search in the bot worker while people take their turns (src-renderer/bots, choose.ts
 * warmHard); this measures what that buys the first decision.
 *
 *   npx tsx scripts/bench/warm.ts [--game swish] [--runs 5] [--warm 3000] [--depth 50]
 *
 * Each run is a fresh process (as a fresh bot worker is): cold, the first search's first second of
 * CPU time; warmed, the first search's first second after `--warm` ms of CPU time of warm-up on the
 * same position. Cold and warmed processes alternate. Prints iterations per CPU second, medians and
 * spread, and the warmed / cold ratio run by run.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { mcts } from '../../shared/ai/mcts.js'
import { benchPosition, gameById, uniformGame } from './position.js'
import { oursFirstSearch } from './ours.js'
import { cpuMs, fmtSpread, spread } from './stats.js'

const args = process.argv.slice(2)
const opt = (name: string) => {
  const i = args.indexOf(name)
  return i >= 0 ? args[i + 1] : undefined
}

if (args[0] === 'child') {
  const [, id, mode, warmMs, depth, seed] = args
  const g = uniformGame(gameById(id))
  const from = benchPosition(gameById(id))
  const maxPlayout = Number(depth)
  if (mode === 'warmed')
    mcts(g, from, {
      seed: Number(seed) + 1000,
      iterations: Number.MAX_SAFE_INTEGER,
      timeMs: Number(warmMs),
      maxPlayout,
      now: cpuMs,
    })
  // the measured second is read as the cold-start bench reads it (CpuCut: the CPU clock at every
  // 25th iteration, whose reading costs most while V8 compiles)
  const r = oursFirstSearch(g, from, maxPlayout, 1000, Number(seed))
  console.log(JSON.stringify({ itPerSec: (r.iterations / r.ms) * 1000 }))
} else {
  const id = opt('--game') ?? 'swish'
  const runs = Number(opt('--runs') ?? 5)
  const warmMs = opt('--warm') ?? '3000'
  const depth = opt('--depth') ?? '50'
  const self = fileURLToPath(import.meta.url)
  const once = (mode: string, seed: number): number =>
    (
      JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', self, 'child', id, mode, warmMs, depth, String(seed)], {
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: 'production' },
        }),
      ) as { itPerSec: number }
    ).itPerSec
  const cold: number[] = []
  const warmed: number[] = []
  for (let r = 1; r <= runs; r++) {
    cold.push(once('cold', r))
    warmed.push(once('warmed', r))
    process.stderr.write(`${id}: run ${r}/${runs}\n`)
  }
  console.log(
    `${id}: the first search's first second of CPU, MCTS iterations per CPU second (median, min–max, ${runs} fresh processes each)`,
  )
  console.log(`  cold:                      ${fmtSpread(spread(cold))}`)
  console.log(`  after ${warmMs} ms of warm-up: ${fmtSpread(spread(warmed))}`)
  console.log(`  warmed / cold, run by run: ${fmtSpread(spread(warmed.map((w, i) => w / cold[i])), '×')}`)
}
