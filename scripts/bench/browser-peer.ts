/**
 * Web Worker entry of the browser cold start (scripts/bench/browser.ts), boardgame.io's side: the
 * first search of boardgame.io's MCTSBot in a fresh worker on our rules (wrapped as in
 * scripts/bench/peer.ts), logging its progress reports (every 25 iterations) until the page ends
 * the worker. Bundled for production by the benchmark.
 */
import '../../shared/zod-jitless.js'
import { MCTSBot } from 'boardgame.io/ai'
import { InitializeGame } from 'boardgame.io/internal'
// the immer that boardgame.io itself uses: the bundle resolves both to the one copy installed
import * as immer from 'immer'
import { swish } from '../../shared/games/swish/index.js'
import type { GameModule } from '../../shared/engine/types.js'
import { benchPosition } from './position.js'
import { wrapForBoardgameIo } from './peer-game.js'
import { progressLog } from './browser-progress.js'

self.onmessage = async (e: MessageEvent<{ seed: number; depth: number }>) => {
  const g: GameModule = swish
  const from = benchPosition(g)
  const wrapped = wrapForBoardgameIo(g, g.defaultScenario, 1, immer)
  const state = InitializeGame({ game: wrapped, numPlayers: from.n, setupData: from })
  const log = progressLog((batch) => self.postMessage(batch))
  log(0)
  const bot = new MCTSBot({
    game: wrapped,
    enumerate: wrapped.ai!.enumerate,
    seed: `first${e.data.seed}`,
    iterations: 1_000_000,
    playoutDepth: e.data.depth,
    iterationCallback: ({ iterationCounter }: { iterationCounter: number }) => log(iterationCounter),
  })
  await bot.play(state, state.ctx.currentPlayer)
}
