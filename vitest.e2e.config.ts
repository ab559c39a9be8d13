import { defineConfig } from 'vitest/config'

/**
 * End-to-end tests: a real Chromium (Debian's) driving the built web renderer over http.
 *
 * Two projects.
 * - `e2e`, every `*.e2e.ts`: the tests `npm test` runs (scripts/test.ts), two files at a time
 *   beside the type check and the lint. They wait on conditions, never on speed, so sharing the 2
 *   cores of CI costs them nothing but wall time. That group keeps both cores busy (its Chromium
 *   processes counted: 580 s of CPU in 293 s of wall time at five files at a time, 304 s at three),
 *   so what shortens it is less CPU, not more files at a time. Those the benchmark shares run
 *   here untraced, for what they hold on any machine (targets.ts).
 * - `ui-bench`, `npm run bench:ui` (scripts/bench/ui.ts): the browser benchmarks (`*.measure.ts`)
 *   and the tests that measure, one file at a time, so no other browser competes with what they
 *   measure; `--hold` fails a figure over its target.
 */
const BENCH = [
  'tests/e2e/longtasks.measure.ts',
  'tests/e2e/drag1000.measure.ts',
  'tests/e2e/largest-save.e2e.ts',
  'tests/e2e/responsive.e2e.ts',
  'tests/e2e/print-worker.e2e.ts',
  'tests/e2e/files.e2e.ts',
  'tests/e2e/swish-stuck.e2e.ts',
]

const common = {
  environment: 'node' as const,
  testTimeout: 120_000,
  hookTimeout: 60_000,
  // a condition polled (a board drawn, a log grown) gets 10 s, not vitest's 1 s: three browsers
  // beside the type check and lint on 2 cores can take longer than 1 s to draw a board, and a wait
  // on a condition ends as soon as it holds (share.e2e's "same board" missed it at load 11)
  expect: { poll: { timeout: 10_000 } },
  globalSetup: ['tests/e2e/global-setup.ts'],
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'ui-bench',
          include: BENCH,
          fileParallelism: false,
          // a scene's figures measured over again when over their target (measure.ts) take longer
          testTimeout: 300_000,
          // the page traced and the figures printed (tests/e2e/targets.ts)
          env: { ASOBIBA_MEASURE: '1' },
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          // two at a time: the group is CPU-bound at any count (304 s at three against 293 s at five
          // alone, 2026-11-28), and beside the lint, the type check and the desktop journeys fewer
          // browsers waste less of the 2 cores on one another. `npm test`'s last stage in a fresh
          // clone, 2026-11-29: 597 s and 1,182 s of CPU at two, 659 s at three (at five, 30 s
          // waits ran out)
          maxWorkers: 2,
          // a worker's files share their modules (helpers, playwright, the games' rules): imported
          // once per worker, not once per file. The group alone: 518 s of CPU instead of 580, its
          // imports 30 s instead of 210 (summed). The e2e files mock nothing and set no globals.
          isolate: false,
          // and so can their browser: each app in a context of its own (tests/e2e/app.ts)
          env: { E2E_SHARED_BROWSER: '1' },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
