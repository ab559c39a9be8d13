import { expect } from 'vitest'
import os from 'node:os'

/**
 * Speed figures beside their targets (docs/PERFORMANCE.md): the page's longest main-thread task in
 * CPU time, its CPU in all for a scene, and the like.
 *
 * A figure of CPU time is the machine's as much as the page's: the same build's "new game" scene
 * took 24 ms on one 2-core machine and 52–63 ms on another, where Chromium ran at half the speed
 * throughout. So speed is a benchmark's to print, not a test's to assert (the project's standard):
 * - `npm run bench:ui` (ASOBIBA_MEASURE=1) runs the files that measure alone, one at a time, traces
 *   the page and prints each file's table of figures and targets; with `--hold`
 *   (ASOBIBA_HOLD_TARGETS=1) a figure over its target fails the run, as a check on a machine whose
 *   speed is known (docs/PERFORMANCE.md gives the reference figures);
 * - `npm test` runs the same scenes beside the other browser tests without tracing them: a trace
 *   costs CPU, and a figure read beside other browsers would say little.
 *
 * What a test holds instead is what makes the figures hold on any machine: the log draws the lines in
 * view, the work runs in a worker, the page answers meanwhile.
 */
export const HOLD = process.env.ASOBIBA_HOLD_TARGETS === '1'
/** the page is traced and its figures printed (`npm run bench:ui`) */
export const MEASURE = HOLD || process.env.ASOBIBA_MEASURE === '1'

/** prints a scene's figures where they are measured (`npm run bench:ui`); `npm test` traces nothing to print */
export function report(line: string): void {
  if (MEASURE) console.log(line)
}

interface Row {
  scene: string
  figure: number
  target: number
  unit: string
  verdict: string
}
const rows: Row[] = []

/**
 * Records `figure` against its `target` (at most) and prints it; under HOLD, fails when over. Each
 * file that records figures prints its table after its tests (`afterAll(printTargets)`).
 */
export function target(scene: string, figure: number, limit: number, unit = 'ms CPU'): void {
  if (!MEASURE) return
  const verdict = figure <= limit ? 'within' : 'OVER'
  rows.push({ scene, figure, target: limit, unit, verdict })
  console.log(`[target] ${scene}: ${figure} ${unit} (target ≤ ${limit}: ${verdict})`)
  if (HOLD) expect(figure, `${scene} (${unit})`).toBeLessThanOrEqual(limit)
}

/** the figures recorded since the last table, with the machine they were measured on */
export function printTargets(): void {
  if (!rows.length) return
  console.log(
    `[target] ${os.cpus()[0]?.model ?? '?'}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}; ` +
      (HOLD ? 'held: a figure over its target fails' : 'printed, not held (npm run bench:ui -- --hold holds them)'),
  )
  console.table(rows.splice(0))
}
