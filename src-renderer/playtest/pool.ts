/**
 * Runs a playtest on a pool of workers: each worker takes the next chunk of games not yet taken
 * as soon as it is done with one (shared/playtest/chunks.ts), and every finished game is handed
 * to `onGame` as it arrives. Cancel ends the workers at once. Every game's seeds come from the
 * playtest seed and its index, so the games are the same however many workers play them.
 */
import { chunksOf, chunkSize } from '../../shared/playtest/chunks.js'
import type { GameRecord, PlaytestRun } from '../../shared/playtest/types.js'
import type { PlaytestReply, PlaytestRequest } from './work.js'

/** what the pool needs of a worker (a Web Worker, or a stand-in in tests) */
export interface PlaytestWorker {
  postMessage(request: PlaytestRequest): void
  terminate(): void
  onmessage: ((e: MessageEvent<PlaytestReply>) => void) | null
  onerror: ((e: Event) => void) | null
}

export interface PlaytestJob {
  cancel(): void
  /** 'done' when every game is in, 'cancelled' after cancel(); rejects when a worker fails */
  finished: Promise<'done' | 'cancelled'>
}

/** one worker per core but one, left for the page; at least one */
export function workerCount(cores = navigator.hardwareConcurrency || 2): number {
  return Math.max(1, cores - 1)
}

export const spawnWorker = (): PlaytestWorker =>
  new Worker(new URL('./playtest.worker.ts', import.meta.url), { type: 'module' }) as unknown as PlaytestWorker

export function runPlaytest(
  run: PlaytestRun,
  opts: { workers: number; spawn?: () => PlaytestWorker; onGame: (record: GameRecord) => void },
): PlaytestJob {
  const chunks = chunksOf(run.games, chunkSize(run.games, opts.workers))
  const pool: PlaytestWorker[] = []
  let next = 0
  let left = chunks.length
  let over = false
  let settle: (how: 'done' | 'cancelled') => void = () => {}
  let fail: (err: Error) => void = () => {}
  const finished = new Promise<'done' | 'cancelled'>((resolve, reject) => {
    settle = resolve
    fail = reject
  })
  const end = () => {
    over = true
    for (const w of pool) w.terminate()
  }
  const feed = (w: PlaytestWorker) => {
    if (next < chunks.length) w.postMessage({ run, chunk: chunks[next++] })
  }
  for (let i = 0; i < Math.max(1, Math.min(opts.workers, chunks.length)); i++) {
    const w = (opts.spawn ?? spawnWorker)()
    w.onmessage = (e) => {
      if (over) return
      const reply = e.data
      if ('game' in reply) opts.onGame(reply.game)
      else if ('error' in reply) {
        end()
        fail(new Error(reply.error))
      } else if (--left === 0) {
        end()
        settle('done')
      } else feed(w)
    }
    w.onerror = (e) => {
      if (over) return
      end()
      fail(new Error((e as ErrorEvent).message || 'a playtest worker failed'))
    }
    pool.push(w)
    feed(w)
  }
  if (chunks.length === 0) {
    end()
    settle('done')
  }
  return {
    cancel() {
      if (over) return
      end()
      settle('cancelled')
    },
    finished,
  }
}
