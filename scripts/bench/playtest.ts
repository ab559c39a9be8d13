/**
 * `npm run bench -- --playtest`: how fast a playtest runs (issue 37). For each built-in scenario at
 * Normal with its default seats: games per second per core (a run of games in this process,
 * divided by the CPU time it took), then 200 games as a designer runs them, `npm run playtest` on
 * 2 worker threads, timed on the wall clock against the targets (Recess!, Kakekko, Exxtra
 * under 20 s, Swish under 60 s), beside what 2 free cores take by the per-core rate (200 ÷ 2 ÷ rate):
 * on a shared machine the wall clock measures the load as much as the playtest, so the load
 * average is printed with it. The editor plays with one worker fewer than the cores (one on 2
 * cores): its time is about 200 ÷ the per-core rate.
 * Options: --game <id>[,<id>…], --quick (fewer games for the per-core figure).
 */
import os from 'node:os'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { GAME_IDS, type GameId } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { playRange } from '../../shared/playtest/play.js'
import { defaultSeats } from '../../shared/playtest/seats.js'
import type { PlaytestLevel, PlaytestRun } from '../../shared/playtest/types.js'
import { table } from './stats.js'

const TARGET_S: Record<GameId, number> = { recess: 20, kakekko: 20, exxtra: 20, swish: 60 }
const root = fileURLToPath(new URL('../..', import.meta.url))

function cpuSeconds(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since)
  return (d.user + d.system) / 1e6
}

function cli(file: string): Promise<{ seconds: number; stderr: string }> {
  const t0 = performance.now()
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/playtest.ts'), file, '--games', '200', '--workers', '2', '--json'],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
      (err, _stdout, stderr) => {
        if (err) reject(new Error(`npm run playtest failed: ${err.message}`))
        else resolve({ seconds: (performance.now() - t0) / 1000, stderr: stderr.trim() })
      },
    ),
  )
}

export async function benchPlaytest(games: readonly GameId[], quick: boolean): Promise<void> {
  const rows: string[][] = []
  for (const id of games.filter((g) => GAME_IDS.includes(g))) {
    const scenario = GAMES[id].defaultScenario
    const seats = defaultSeats(scenario)
    const n = quick ? 20 : 60
    const run: PlaytestRun = {
      scenario,
      seats,
      levels: new Array<PlaytestLevel>(seats).fill('normal'),
      seed: 1,
      games: n,
    }
    playRange(run, 0, 3) // the JIT warms up on games the figure leaves out
    const since = process.cpuUsage()
    playRange(run, 3, 3 + n)
    const perCore = n / cpuSeconds(since)
    const file = join(root, `resources/scenarios/${id}.scenario.json`)
    const wall = await cli(file)
    rows.push([
      id,
      String(seats),
      perCore.toFixed(1),
      wall.seconds.toFixed(1),
      (200 / 2 / perCore).toFixed(1),
      `< ${TARGET_S[id]} s: ` +
        (wall.seconds < TARGET_S[id]
          ? 'met'
          : 200 / 2 / perCore < TARGET_S[id]
            ? 'met by the rate; the wall clock measured the load'
            : 'MISSED'),
      (200 / perCore).toFixed(1),
      os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
    ])
  }
  console.log('\n== playtest: Normal bots on the built-in scenarios')
  console.log(
    table(
      [
        'game',
        'seats',
        'games/s per core',
        '200 games, 2 workers (s, wall)',
        '200 games, 2 free cores (s, by rate)',
        'target',
        '200 games, 1 core (s, the editor here)',
        'load average',
      ],
      rows,
    ),
  )
}
