import { execFile } from 'node:child_process'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { loadScenario } from '../../../shared/formats/loadFile.js'
import { readFileSync } from 'node:fs'
import type { PlaytestReply, PlaytestRequest } from '../../../src-renderer/playtest/work.js'
import { playChunk } from '../../../src-renderer/playtest/work.js'
import type { PlaytestWorker } from '../../../src-renderer/playtest/pool.js'
import { usePlaytest } from '../../../src-renderer/stores/playtest.js'

/**
 * The same scenario, seed, games, level and seats give the same report in the app and on the
 * command line: the editor's store runs the games through its worker pool (each worker here plays
 * its chunks with the very steps of playtest.worker.ts, in this process, answering in turns so the
 * games arrive out of order) and tallies them as they come; `npm run playtest -- --json` runs them
 * in Node worker threads.
 */
const root = resolve(import.meta.dirname, '../../..')
const file = join(root, 'resources/scenarios/kakekko.scenario.json')

function cli(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts/playtest.ts'), ...args],
      { cwd: root },
      (err, stdout) => (err ? reject(new Error(`npm run playtest failed: ${err.message}`)) : resolve(stdout)),
    )
  })
}

let turn = 0
function inProcess(): PlaytestWorker {
  const w: PlaytestWorker = {
    onmessage: null,
    onerror: null,
    terminate: () => (w.onmessage = null),
    postMessage(req: PlaytestRequest) {
      // workers answer after 1, 2, 1, 2… tasks: chunks finish out of order
      const delay = 1 + (turn++ % 2)
      const go = (n: number): unknown =>
        n
          ? setTimeout(() => go(n - 1))
          : playChunk(req, (r) => w.onmessage?.({ data: r } as MessageEvent<PlaytestReply>))
      go(delay)
    },
  }
  return w
}

describe('a playtest gives the same report in the editor and on the command line', () => {
  it('Kakekko, 24 games at Easy, 3 seats, seed 31', async () => {
    const json = await cli(
      file,
      '--games',
      '24',
      '--seed',
      '31',
      '--level',
      'easy',
      '--seats',
      '3',
      '--workers',
      '2',
      '--json',
    )
    const loaded = loadScenario(readFileSync(file, 'utf8'))
    if (!loaded.ok) throw new Error('the built-in scenario does not load')
    setActivePinia(createPinia())
    const store = usePlaytest()
    store.useWorkers(inProcess)
    store.forGame('kakekko')
    Object.assign(store, { games: 24, seed: 31, seats: 3, levels: ['easy', 'easy', 'easy'] })
    store.start(loaded.value)
    await expect.poll(() => store.current?.status, { timeout: 60_000 }).toBe('done')
    const app = store.current!.report
    const order = store.current!.records.map((r) => r.index)
    expect(order).not.toEqual([...order].sort((a, b) => a - b))
    expect(JSON.parse(json)).toEqual({
      game: 'kakekko',
      games: 24,
      seed: 31,
      seats: app.seats.map((s) => ({ seat: s.seat + 1, wins: s.wins, winRate: s.winRate, low: s.low, high: s.high })),
      ties: app.ties,
      length: app.turns,
      limitEnded: app.limitEnded,
    })
  }, 90_000)
})
