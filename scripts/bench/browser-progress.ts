/**
 * The progress log of a search in a benchmark's Web Worker (scripts/bench/browser.ts): pairs of
 * (epoch ms, iterations done), sent to the page in batches about every 50 ms of the worker's wall
 * clock, so that the page holds the log up to a moment shortly before the worker is ended.
 */
export interface ProgressBatch {
  t: number[]
  it: number[]
}

export function progressLog(post: (batch: ProgressBatch) => void) {
  let batch: ProgressBatch = { t: [], it: [] }
  let sent = performance.now()
  return (iterations: number): number => {
    const now = performance.now()
    batch.t.push(performance.timeOrigin + now)
    batch.it.push(iterations)
    if (now - sent >= 50) {
      post(batch)
      batch = { t: [], it: [] }
      sent = now
    }
    return now
  }
}
