/**
 * Splitting a playtest across workers and putting it back together. Every game's seeds come from
 * its index (seeds.ts), so the records merged in index order are the same whatever the number of
 * workers or chunks.
 */
import type { GameRecord } from './types.js'

export interface Chunk {
  from: number
  to: number
}

/**
 * Games 0 … games − 1 in consecutive chunks of at most `size` (the last one may be shorter).
 * Workers take the next chunk as they finish one, so a slow game holds back only its own chunk.
 */
export function chunksOf(games: number, size: number): Chunk[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a whole number from 1, not ${size}`)
  const out: Chunk[] = []
  for (let from = 0; from < games; from += size) out.push({ from, to: Math.min(games, from + size) })
  return out
}

/** a chunk size that gives each of `workers` workers about four chunks, to even out their loads */
export function chunkSize(games: number, workers: number): number {
  return Math.max(1, Math.ceil(games / (Math.max(1, workers) * 4)))
}

/**
 * The records of all chunks, in index order. Throws when an index is missing or repeated: a
 * report of the wrong games must never look like a report.
 */
export function mergeRecords(parts: readonly (readonly GameRecord[])[], games: number): GameRecord[] {
  const out = new Array<GameRecord | undefined>(games)
  for (const part of parts) {
    for (const r of part) {
      if (r.index < 0 || r.index >= games || out[r.index])
        throw new Error(`game ${r.index} is out of range or repeated`)
      out[r.index] = r
    }
  }
  const missing = out.findIndex((r) => r === undefined)
  if (missing >= 0 || out.length !== games) throw new Error(`game ${missing} is missing`)
  return out as GameRecord[]
}

/**
 * Runs `games` games in chunks on `workers` lanes at once: each lane asks `runChunk` for the next
 * chunk not yet taken as soon as its last one is back. The result is in index order, the same for
 * any number of workers.
 */
export async function runInChunks(
  games: number,
  workers: number,
  runChunk: (chunk: Chunk) => Promise<GameRecord[]>,
): Promise<GameRecord[]> {
  const chunks = chunksOf(games, chunkSize(games, workers))
  const parts: GameRecord[][] = []
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < chunks.length) parts.push(await runChunk(chunks[next++]))
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, chunks.length)) }, lane))
  return mergeRecords(parts, games)
}
