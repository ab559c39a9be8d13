import { Worker } from 'node:worker_threads'
import type { BaseAction, BaseState, GameId } from '../shared/engine/types.js'
import type { BotLevel } from '../shared/formats/envelope.js'

export interface BotJob {
  game: GameId
  /** the state to decide in, with a random source of the bot's own (never the game's) */
  state: BaseState
  level: BotLevel
  seed: number
}

interface Pending {
  resolve: (a: BaseAction) => void
  reject: (e: Error) => void
}

/**
 * One worker thread that thinks for every bot of the process, so a Hard bot's search never holds
 * up the rooms' messages. Started on the first request. From TypeScript sources (npm run server
 * runs them with tsx, tests with vitest) the thread imports the worker with tsx's `tsImport`: on
 * Node 20 a worker inherits no loader, and `--import tsx` in its execArgv is not applied.
 */
export class BotThread {
  private worker: Worker | null = null
  private pending = new Map<number, Pending>()
  private nextId = 1

  ask(job: BotJob): Promise<BaseAction> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++
      this.pending.set(id, { resolve, reject })
      this.start().postMessage({ id, ...job })
    })
  }

  async stop(): Promise<void> {
    const w = this.worker
    this.worker = null
    this.fail(new Error('bot thread stopped'))
    await w?.terminate()
  }

  private start(): Worker {
    if (this.worker) return this.worker
    const worker = import.meta.url.endsWith('.ts')
      ? tsWorker(new URL('./bot.worker.ts', import.meta.url))
      : new Worker(new URL('./bot.worker.js', import.meta.url))
    worker.unref()
    worker.on('message', (m: { id: number; action?: BaseAction; error?: string }) => {
      const p = this.pending.get(m.id)
      if (!p) return
      this.pending.delete(m.id)
      if (m.action) p.resolve(m.action)
      else p.reject(new Error(m.error ?? 'bot failed'))
    })
    worker.on('error', (e) => {
      this.worker = null
      this.fail(e)
    })
    this.worker = worker
    return worker
  }

  private fail(e: Error) {
    for (const p of this.pending.values()) p.reject(e)
    this.pending.clear()
  }
}

function tsWorker(url: URL): Worker {
  const api = import.meta.resolve('tsx/esm/api')
  const load = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(url.href)}))`
  return new Worker(load, { eval: true })
}
