/**
 * What a playtest worker does with one request (playtest.worker.ts): plays the chunk's games and
 * posts each finished game's record, then `done` for the chunk, or `error` when the rules refuse
 * to play. A module of its own so tests run the very same steps without a browser worker.
 */
import type { Chunk } from '../../shared/playtest/chunks.js'
import { playRange } from '../../shared/playtest/play.js'
import type { GameRecord, PlaytestRun } from '../../shared/playtest/types.js'

export type PlaytestRequest = { run: PlaytestRun; chunk: Chunk }
export type PlaytestReply = { game: GameRecord } | { done: Chunk } | { error: string }

export function playChunk({ run, chunk }: PlaytestRequest, post: (reply: PlaytestReply) => void): void {
  try {
    playRange(run, chunk.from, chunk.to, (game) => post({ game }))
    post({ done: chunk })
  } catch (err) {
    post({ error: err instanceof Error ? err.message : String(err) })
  }
}
