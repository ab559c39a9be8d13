import '../../shared/zod-jitless.js'
import type { BaseState, GameId, GameModule } from '../../shared/engine/types.js'
import { isGameId, MANIFEST } from '../../shared/games/manifest.js'
import { chooseAction, warmHard } from '../../shared/ai/choose.js'
import type { BotRequest } from './runner.js'

type Message = (BotRequest & { id: number }) | { id: 0; warm: { game: GameId; state: BaseState; ms: number } }

/** the requests received: a warm-up stops as soon as a real one comes */
let asked = 0

/** the bots of a game load with its module the first time a bot of that game is asked (issue 18 §5) */
self.onmessage = async (e: MessageEvent<Message>) => {
  if ('warm' in e.data) {
    void warm(e.data.warm.game, e.data.warm.state, e.data.warm.ms)
    return
  }
  asked++
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

/** slices short enough that a request waits at most about this long behind the warm-up */
const SLICE_MS = 40

async function warm(game: GameId, state: BaseState, ms: number) {
  const seen = asked
  if (!isGameId(game)) return
  const module: GameModule = await MANIFEST[game].module()
  const until = performance.now() + ms
  for (let k = 1; asked === seen && performance.now() < until; k++) {
    try {
      warmHard(module, state, SLICE_MS, k)
    } catch {
      // a position the search cannot run on fails the same way when a bot is asked, and says so there
      return
    }
    await new Promise((r) => setTimeout(r, 0))
  }
}
