import type { BaseAction, BaseState, GameId } from '../../shared/engine/types.js'
import type { BotLevel } from '../../shared/formats/envelope.js'

export interface BotRequest {
  game: GameId
  state: BaseState
  level: BotLevel
  seed: number
}

interface Pending {
  resolve: (a: BaseAction) => void
  reject: (e: unknown) => void
}

let worker: Worker | null = null
const pending = new Map<number, Pending>()
let nextId = 1

function getWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (e: MessageEvent<{ id: number; action?: BaseAction; error?: string }>) => {
    const p = pending.get(e.data.id)
    if (!p) return
    pending.delete(e.data.id)
    if (e.data.action) p.resolve(e.data.action)
    else p.reject(new Error(e.data.error ?? 'bot failed'))
  }
  worker.onerror = (e) => {
    for (const p of pending.values()) p.reject(e)
    pending.clear()
    worker = null
  }
  return worker
}

/**
 * Warms the Hard search on `state` in the bot worker for about `ms` of its time (shared/ai/choose.ts
 * warmHard), in short slices that give way at once to a real request.
 */
export function warmBot(game: GameId, state: BaseState, ms = WARM_MS): void {
  getWorker().postMessage({ id: 0, warm: { game, state, ms } })
}

/** a fresh worker's Hard search reaches its speed after 1-4 s of running (docs/PERFORMANCE.md) */
const WARM_MS = 3000

/** Asks the bot worker for a move, so the board never freezes while a bot thinks. */
export function askBot(req: BotRequest): Promise<BaseAction> {
  return new Promise((resolve, reject) => {
    const id = nextId++
    pending.set(id, { resolve, reject })
    getWorker().postMessage({ id, ...req })
  })
}
