import type { GameId, Problem } from '../../shared/engine/types.js'
import type { LogEntry, ReplayError } from '../../shared/engine/session.js'
import type { SavedGame } from '../../shared/formats/envelope.js'
import { describeSave, type FileInfo } from '../../shared/formats/library.js'
import { checkSaveHeader, loadScenario, parseJson, streamReplay, type ScenarioLoad } from '../../shared/formats/load.js'

/**
 * What the loader worker (load.worker.ts) is asked and answers. The work itself is here, free of
 * the Worker API, so tests run it in node. A save's states go to the page in chunks while the
 * replay runs, each small enough that the page takes it in a few milliseconds: the page never
 * stalls on one big message, and the worker never keeps the whole game.
 */
export type LoadRequest =
  | { id: number; op: 'save'; text: string }
  | { id: number; op: 'scenario'; text: string }
  | { id: number; op: 'describe'; text: string }

export type LoadMessage =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'chunk'; states: unknown[]; log: LogEntry[] }
  | { id: number; type: 'save'; save: Omit<SavedGame, 'actions'>; game: GameId; stoppedAt: Problem | null; error: ReplayError | null }
  | { id: number; type: 'refused'; problems: Problem[] }
  | { id: number; type: 'scenario'; result: ScenarioLoad }
  | { id: number; type: 'info'; info: FileInfo }
  | { id: number; type: 'crash'; detail: string }

/** bytes of states per chunk (as JSON text: about what a structured clone of them costs) */
export const CHUNK_BYTES = 256 * 1024
/** least time between two progress messages */
export const PROGRESS_MS = 50

export function handleLoad(req: LoadRequest, post: (m: LoadMessage) => void, now: () => number = () => performance.now()): void {
  const { id } = req
  try {
    if (req.op === 'describe') return post({ id, type: 'info', info: describeSave(req.text) })
    if (req.op === 'scenario') return post({ id, type: 'scenario', result: loadScenario(req.text) })
    const parsed = parseJson(req.text)
    if (!parsed.ok) return post({ id, type: 'refused', problems: parsed.problems })
    const header = checkSaveHeader(parsed.value)
    if (!header.ok) return post({ id, type: 'refused', problems: header.problems })

    let states: unknown[] = []
    let log: LogEntry[] = []
    let perChunk = 1
    let done = 0
    let lastProgress = now()
    const streamed = streamReplay(header.value, (state, entry, total) => {
      states.push(state)
      if (entry) {
        log.push(entry)
        done++
      }
      if (states.length >= perChunk) {
        post({ id, type: 'chunk', states, log })
        states = []
        log = []
        // chunks are sized from the states themselves: they grow in some games
        perChunk = Math.max(1, Math.floor(CHUNK_BYTES / Math.max(64, JSON.stringify(state).length)))
      }
      const t = now()
      if (t - lastProgress >= PROGRESS_MS) {
        lastProgress = t
        post({ id, type: 'progress', done, total })
      }
    })
    if (!streamed.ok) return post({ id, type: 'refused', problems: streamed.problems })
    if (states.length) post({ id, type: 'chunk', states, log })
    const { save, stoppedAt, error } = streamed.value
    const { actions: _actions, ...rest } = save
    post({ id, type: 'save', save: rest, game: header.value.game.id, stoppedAt, error })
  } catch (err) {
    post({ id, type: 'crash', detail: err instanceof Error ? err.message : String(err) })
  }
}
