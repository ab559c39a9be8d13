import '../shared/zod-jitless.js'
import { parentPort } from 'node:worker_threads'
import type { GameModule } from '../shared/engine/types.js'
import { GAMES } from '../shared/games/registry.js'
import { chooseAction } from '../shared/ai/choose.js'
import type { BotJob } from './bots.js'

/** The server's bot thread: the app's bot levels (shared/ai/choose.ts), off the rooms' event loop. */
parentPort?.on('message', (job: BotJob & { id: number }) => {
  try {
    const game: GameModule = GAMES[job.game]
    const action = chooseAction(game, job.state, job.level, job.seed)
    parentPort?.postMessage({ id: job.id, action })
  } catch (err) {
    parentPort?.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) })
  }
})
