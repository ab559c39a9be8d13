/**
 * Web Worker entry of the browser cold start (scripts/bench/browser.ts), our side: the first
 * search of a fresh worker, as a bot worker's first decision, logging its progress until the page
 * ends the worker. Bundled for production by the benchmark.
 */
import '../../shared/zod-jitless.js'
import { swish } from '../../shared/games/swish/index.js'
import type { GameModule } from '../../shared/engine/types.js'
import { mcts } from '../../shared/ai/mcts.js'
import { benchPosition, uniformGame } from './position.js'
import { progressLog } from './browser-progress.js'

self.onmessage = (e: MessageEvent<{ seed: number; depth: number }>) => {
  const g: GameModule = swish
  const from = benchPosition(g)
  const log = progressLog((batch) => self.postMessage(batch))
  // the clock is read every 0.5 ms at most; a budget far beyond the page's cut never ends the search
  mcts(uniformGame(g), from, { seed: e.data.seed, timeMs: 1e9, maxPlayout: e.data.depth, now: log })
}
