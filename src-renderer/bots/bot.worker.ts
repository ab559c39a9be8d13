import '../../shared/zod-jitless.js'
import type { GameModule } from '../../shared/engine/types.js'
import { GAME_LOADERS } from '../../shared/games/loaders.js'
import { isGameId } from '../../shared/games/manifest.js'
import { chooseAction } from '../../shared/ai/choose.js'
import type { BotRequest } from './runner.js'

/** the bots of a game load with its module the first time a bot of that game is asked (issue 18 §5) */
self.onmessage = async (e: MessageEvent<BotRequest & { id: number }>) => {
  const { id, game, state, level, seed } = e.data
  try {
    if (!isGameId(game)) throw new Error(`unknown game ${String(game)}`)
    const load: () => Promise<GameModule> = GAME_LOADERS[game]
    const action = chooseAction(await load(), state, level, seed)
    self.postMessage({ id, action })
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) })
  }
}
