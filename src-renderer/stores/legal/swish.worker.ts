import { swish } from '../../../shared/games/swish/index.js'
import type { SwishState } from '../../../shared/games/swish/types.js'

/** the exact legal actions of a state whose check would hold the page up (swish.ts) */
self.onmessage = (e: MessageEvent<{ id: number; state: SwishState }>) => {
  const { id, state } = e.data
  try {
    self.postMessage({ id, legal: swish.legalActions(state) })
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) })
  }
}
