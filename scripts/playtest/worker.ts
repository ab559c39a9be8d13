/**
 * A playtest worker thread (scripts/playtest.ts starts them): plays the chunks of games it is
 * sent and posts each finished game's record, then `done` for the chunk.
 */
import { parentPort } from 'node:worker_threads'
import { playRange } from '../../shared/playtest/play.js'
import type { Chunk } from '../../shared/playtest/chunks.js'
import type { GameRecord, PlaytestRun } from '../../shared/playtest/types.js'

export type WorkerRequest = { run: PlaytestRun; chunk: Chunk }
export type WorkerReply = { game: GameRecord } | { done: Chunk } | { error: string }

const port = parentPort
if (!port) throw new Error('scripts/playtest/worker.ts runs as a worker thread')
port.on('message', ({ run, chunk }: WorkerRequest) => {
  try {
    playRange(run, chunk.from, chunk.to, (game) => port.postMessage({ game } satisfies WorkerReply))
    port.postMessage({ done: chunk } satisfies WorkerReply)
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies WorkerReply)
  }
})
