import type { GameId, Problem } from '../../shared/engine/types.js'
import type { LogEntry, ReplayError } from '../../shared/engine/session.js'
import type { SavedGame } from '../../shared/formats/envelope.js'
import { describeSave, describeScenario, type FileInfo } from '../../shared/formats/library.js'
import { checkSaveHeader, loadScenario, parseJson, replayer, type ScenarioLoad } from '../../shared/formats/loadFile.js'
import type { LinkFile } from '../../shared/share/open.js'

/**
 * What the file worker (file.worker.ts) is asked and answers. The work itself is here, free of
 * the Worker API, so tests run it in node.
 *
 * A save is replayed a chunk at a time, and each chunk of states goes to the page as soon as it is
 * ready, small enough that the page takes it in a few milliseconds. The page acknowledges each
 * chunk once it has taken it, and the worker never runs more than IN_FLIGHT chunks ahead: a fast
 * replay cannot flood the page with messages, so the page keeps time to draw and to answer.
 */
export type LoadRequest =
  | { id: number; op: 'save'; text: string }
  | { id: number; op: 'scenario'; text: string }
  /** a share link (web `#s=…` or `asobiba:`) → the file it carries, named `fallbackName` if untitled */
  | { id: number; op: 'link'; link: string; fallbackName: string }
  /** a listed file's summary (the web edition's library): a save unless `kind` says scenario */
  | { id: number; op: 'describe'; text: string; kind?: 'save' | 'scenario' }
  /** the page has taken a chunk of save `id` */
  | { id: number; op: 'ack' }

export type LoadMessage =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'chunk'; states: unknown[]; log: LogEntry[] }
  | {
      id: number
      type: 'save'
      save: Omit<SavedGame, 'actions'>
      game: GameId
      stoppedAt: Problem | null
      error: ReplayError | null
    }
  | { id: number; type: 'refused'; problems: Problem[] }
  | { id: number; type: 'scenario'; result: ScenarioLoad }
  | { id: number; type: 'link'; file: LinkFile }
  | { id: number; type: 'info'; info: FileInfo }
  | { id: number; type: 'crash'; detail: string }

/** bytes of states per chunk (as JSON text: roughly what a structured clone of them costs) */
export const CHUNK_BYTES = 256 * 1024
/** chunks sent and not yet acknowledged, at most */
export const IN_FLIGHT = 2
/** least time between two progress messages */
export const PROGRESS_MS = 50

type Post = (m: LoadMessage) => void

/** The worker's side: one handler for every message; saves run as jobs that wait for acks. */
export function createLoadHandler(post: Post, now: () => number = () => performance.now()) {
  const waiting = new Map<number, () => void>()
  const unacked = new Map<number, number>()

  function ack(id: number) {
    unacked.set(id, (unacked.get(id) ?? 1) - 1)
    const wake = waiting.get(id)
    waiting.delete(id)
    wake?.()
  }

  async function loadSave(id: number, text: string) {
    const parsed = parseJson(text)
    if (!parsed.ok) return post({ id, type: 'refused', problems: parsed.problems })
    const header = checkSaveHeader(parsed.value)
    if (!header.ok) return post({ id, type: 'refused', problems: header.problems })
    const r = replayer(header.value)
    let states: unknown[] = []
    let log: LogEntry[] = []
    let applied = 0
    const sink = (state: unknown, entry: LogEntry | null) => {
      states.push(state)
      if (entry) {
        log.push(entry)
        applied++
      }
    }
    let perChunk = 1
    let lastProgress = now()
    unacked.set(id, 0)
    for (let done = false; !done;) {
      done = r.run(perChunk, sink)
      const last = states.at(-1)
      if (states.length) {
        post({ id, type: 'chunk', states, log })
        unacked.set(id, unacked.get(id)! + 1)
        // chunks are sized from the states themselves: they grow in some games
        perChunk = Math.max(1, Math.floor(CHUNK_BYTES / Math.max(64, JSON.stringify(last).length)))
        states = []
        log = []
      }
      const t = now()
      if (t - lastProgress >= PROGRESS_MS) {
        lastProgress = t
        post({ id, type: 'progress', done: applied, total: r.total })
      }
      while (unacked.get(id)! >= IN_FLIGHT) await new Promise<void>((wake) => waiting.set(id, wake))
    }
    unacked.delete(id)
    const res = r.result()
    if (!res.ok) return post({ id, type: 'refused', problems: res.problems })
    const { save, stoppedAt, error } = res.value
    const { actions: _actions, ...rest } = save
    post({ id, type: 'save', save: rest, game: header.value.game.id, stoppedAt, error })
  }

  /** a link is inflated and counted here, never on the page (the codec loads with the first link) */
  async function openLink(id: number, link: string, fallbackName: string) {
    const { openLinkText } = await import('../../shared/share/open.js')
    const file = openLinkText(link, fallbackName)
    // where links are decoded: the browser tests read it in the worker and not on the page
    performance.mark('asobiba:link-decoded')
    post(file.ok ? { id, type: 'link', file: file.value } : { id, type: 'refused', problems: file.problems })
  }

  function onMessage(req: LoadRequest): void {
    const { id } = req
    const crash = (err: unknown) =>
      post({ id, type: 'crash', detail: err instanceof Error ? err.message : String(err) })
    try {
      if (req.op === 'ack') return ack(id)
      if (req.op === 'describe') {
        const info = req.kind === 'scenario' ? describeScenario(req.text) : describeSave(req.text)
        return post({ id, type: 'info', info })
      }
      if (req.op === 'scenario') return post({ id, type: 'scenario', result: loadScenario(req.text) })
      if (req.op === 'link') return void openLink(id, req.link, req.fallbackName).catch(crash)
      loadSave(id, req.text).catch(crash)
    } catch (err) {
      crash(err)
    }
  }

  return { onMessage }
}
