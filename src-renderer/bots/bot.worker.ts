import '../../shared/zod-jitless.js'
import type { GameModule } from '../../shared/engine/types.js'
import { isGameId, MANIFEST } from '../../shared/games/manifest.js'
import { chooseAction } from '../../shared/ai/choose.js'
import type { BotRequest } from './runner.js'

/** the bots of a game load with its module the first time a bot of that game is asked (issue 18 §5) */
self.onmessage = async (e: MessageEvent<BotRequest & { id: number }>) => {
  const { id, game, state, level, seed } = e.data
  try {
    if (!isGameId(game)) throw new Error(`unknown game ${String(game)}`)
    const module: GameModule = await MANIFEST[game].module()
    const action = chooseAction(module, state, level, seed)
    self.postMessage({ id, action })
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) })
  }
}
