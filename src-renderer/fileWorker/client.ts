import type { BaseState, Problem } from '../../shared/engine/types.js'
import type { LogEntry } from '../../shared/engine/session.js'
import type { SavedGame } from '../../shared/formats/envelope.js'
import type { FileInfo } from '../../shared/formats/library.js'
import type { LoadedSave, ScenarioLoad } from '../../shared/formats/loadFile.js'
import type { LinkFile } from '../../shared/share/open.js'
import { isGameId } from '../../shared/games/manifest.js'
import { openGame } from '../games/gameCode.js'
import type { LoadMessage, LoadRequest } from './protocol.js'

/** the part of a Worker the client uses (tests pass one that runs protocol.ts in place) */
export interface WorkerLike {
  postMessage(msg: LoadRequest): void
  terminate(): void
  onmessage: ((e: { data: LoadMessage }) => void) | null
  onerror: ((e: { message?: string }) => void) | null
}

export type SaveOutcome =
  | { kind: 'loaded'; loaded: LoadedSave }
  | { kind: 'refused'; problems: Problem[] }
  | { kind: 'canceled' }
  | { kind: 'crashed'; detail: string }

export type LinkOutcome =
  | { kind: 'decoded'; file: LinkFile }
  | { kind: 'refused'; problems: Problem[] }
  | { kind: 'canceled' }
  | { kind: 'crashed'; detail: string }

export type ScenarioOutcome =
  { kind: 'checked'; result: ScenarioLoad } | { kind: 'canceled' } | { kind: 'crashed'; detail: string }

export interface LoadTask<T> {
  promise: Promise<T>
  /** stops the work at once (the worker is ended; the next load starts a fresh one) */
  cancel: () => void
}

interface Pending {
  onMessage(m: LoadMessage): void
  end(outcome: { kind: 'canceled' } | { kind: 'crashed'; detail: string }): void
}

/**
 * The page's side of the file worker: one worker, requests told apart by id. A cancelled load
 * ends the worker, so a replay stuck in a huge file stops at once; the page's state is changed
 * only by the caller, once the whole game has arrived.
 */
export function createFileWorker(makeWorker: () => WorkerLike) {
  let worker: WorkerLike | null = null
  const pending = new Map<number, Pending>()
  let nextId = 1

  function stopAll(outcome: { kind: 'canceled' } | { kind: 'crashed'; detail: string }) {
    if (worker) {
      // messages already on their way are dropped unread: reading them would cost the page
      worker.onmessage = null
      worker.onerror = null
      worker.terminate()
    }
    worker = null
    const all = [...pending.values()]
    pending.clear()
    for (const p of all) p.end(outcome)
  }

  function getWorker(): WorkerLike {
    if (worker) return worker
    const w = makeWorker()
    w.onmessage = (e) => pending.get(e.data.id)?.onMessage(e.data)
    w.onerror = (e) => stopAll({ kind: 'crashed', detail: e.message ?? 'worker error' })
    worker = w
    return w
  }

  function request<T>(
    req:
      | { op: 'save' | 'scenario' | 'describe'; text: string; kind?: 'save' | 'scenario' }
      | { op: 'link'; link: string; fallbackName: string },
    handle: (m: LoadMessage, finish: (v: T) => void) => void,
  ): LoadTask<T> {
    const id = nextId++
    let cancel = () => {}
    const promise = new Promise<T>((resolve) => {
      const finish = (v: T) => {
        pending.delete(id)
        resolve(v)
      }
      pending.set(id, { onMessage: (m) => handle(m, finish), end: (o) => resolve(o as T) })
      cancel = () => {
        if (pending.has(id)) stopAll({ kind: 'canceled' })
      }
      getWorker().postMessage({ ...req, id })
    })
    return { promise, cancel }
  }

  /** checks and replays a saved game; `onProgress` hears how far the replay got */
  function openSave(text: string, onProgress?: (done: number, total: number) => void): LoadTask<SaveOutcome> {
    const states: BaseState[] = []
    const log: LogEntry[] = []
    return request<SaveOutcome>({ op: 'save', text }, (m, finish) => {
      switch (m.type) {
        case 'progress':
          onProgress?.(m.done, m.total)
          break
        case 'chunk':
          for (const s of m.states) states.push(s as BaseState)
          for (const e of m.log) log.push(e)
          worker?.postMessage({ id: m.id, op: 'ack' })
          break
        case 'refused':
          finish({ kind: 'refused', problems: m.problems })
          break
        case 'crash':
          finish({ kind: 'crashed', detail: m.detail })
          break
        case 'save': {
          if (!isGameId(m.game)) return finish({ kind: 'crashed', detail: m.game })
          const save: SavedGame = { ...m.save, actions: log.map((e) => e.action as SavedGame['actions'][number]) }
          // the game's own code and texts load on first use (games/gameCode.ts)
          openGame(m.game).then(
            (game) =>
              finish({
                kind: 'loaded',
                loaded: { save, game, replayed: { states, log, error: m.error }, stoppedAt: m.stoppedAt },
              }),
            (err: unknown) => finish({ kind: 'crashed', detail: err instanceof Error ? err.message : String(err) }),
          )
          break
        }
      }
    })
  }

  /** a share link → the file it carries (inflated and counted in the worker), or the link's problems */
  function decodeLink(link: string, fallbackName: string): LoadTask<LinkOutcome> {
    return request<LinkOutcome>({ op: 'link', link, fallbackName }, (m, finish) => {
      if (m.type === 'link') finish({ kind: 'decoded', file: m.file })
      else if (m.type === 'refused') finish({ kind: 'refused', problems: m.problems })
      else if (m.type === 'crash') finish({ kind: 'crashed', detail: m.detail })
    })
  }

  function checkScenario(text: string): LoadTask<ScenarioOutcome> {
    return request<ScenarioOutcome>({ op: 'scenario', text }, (m, finish) => {
      if (m.type === 'scenario') finish({ kind: 'checked', result: m.result })
      else if (m.type === 'crash') finish({ kind: 'crashed', detail: m.detail })
    })
  }

  /** a save's (or with `kind: 'scenario'` a scenario's) summary for a list, or why it is damaged */
  function describe(
    text: string,
    kind: 'save' | 'scenario' = 'save',
  ): LoadTask<{ kind: 'info'; info: FileInfo } | { kind: 'canceled' } | { kind: 'crashed'; detail: string }> {
    return request({ op: 'describe', text, kind }, (m, finish) => {
      if (m.type === 'info') finish({ kind: 'info' as const, info: m.info })
      else if (m.type === 'crash') finish({ kind: 'crashed' as const, detail: m.detail })
    })
  }

  return { openSave, checkScenario, describe, decodeLink, dispose: () => stopAll({ kind: 'canceled' }) }
}

export type FileWorker = ReturnType<typeof createFileWorker>

let shared: FileWorker | null = null

/** the app's loader, with the real worker */
export function useFileWorker(): FileWorker {
  shared ??= createFileWorker(() =>
    asWorkerLike(new Worker(new URL('./file.worker.ts', import.meta.url), { type: 'module' })),
  )
  return shared
}

/** a real Worker behind the WorkerLike the client talks to (the worker only ever sends LoadMessages) */
function asWorkerLike(worker: Worker): WorkerLike {
  const like: WorkerLike = {
    postMessage: (msg) => worker.postMessage(msg),
    terminate: () => worker.terminate(),
    onmessage: null,
    onerror: null,
  }
  worker.onmessage = (e: MessageEvent<LoadMessage>) => like.onmessage?.(e)
  worker.onerror = (e) => like.onerror?.(e)
  return like
}
