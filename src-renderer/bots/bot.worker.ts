import '../../shared/zod-jitless.js'
import { GAMES } from '../../shared/games/registry.js'
import { chooseAction } from '../../shared/ai/choose.js'
import type { BotRequest } from './runner.js'

self.onmessage = (e: MessageEvent<BotRequest & { id: number }>) => {
  const { id, game, state, level, seed } = e.data
  try {
    const g = GAMES[game]
    if (!g) throw new Error(`unknown game ${game}`)
    const action = chooseAction(g, state, level, seed)
    self.postMessage({ id, action })
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) })
  }
}
