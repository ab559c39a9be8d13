import { describe, expect, it, vi } from 'vitest'
import { SAVE_FORMAT, SAVE_VERSION, type SavedGame } from '../../../shared/formats/envelope.js'
import { loadSave } from '../../../shared/formats/loadFile.js'
import { serializeSave } from '../../../shared/formats/save.js'
import { GAMES } from '../../../shared/games/registry.js'
import { createFileWorker, type WorkerLike } from '../../../src-renderer/fileWorker/client.js'
import {
  CHUNK_BYTES,
  createLoadHandler,
  IN_FLIGHT,
  PROGRESS_MS,
  type LoadMessage,
  type LoadRequest,
} from '../../../src-renderer/fileWorker/protocol.js'
import { dawdle } from '../../support/longGames.js'
import { desktopLink, encodePayload, MAX_LINK_CHARS } from '../../../shared/share/codec.js'

/**
 * The loader worker's work (src-renderer/fileWorker/protocol.ts) and the page's side of it (client.ts),
 * run in node: the worker is played by an object that runs the same protocol a task later.
 */
function longSave(actions = 1500): string {
  const g = GAMES.kakekko
  const sc = g.defaultScenario
  const played = dawdle(g, sc, 4, 3, actions)
  const save: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: sc,
    seats: Array.from({ length: 4 }, (_, i) => ({ name: `P${i}`, colour: '#000000' })),
    seed: 3,
    actions: played.actions as SavedGame['actions'],
    cursor: played.actions.length - 5,
    savedAt: '2026-11-24T00:00:00.000Z',
  }
  return serializeSave(save)
}

/** runs one request through the worker's handler, acknowledging every chunk, until its answer */
function run(req: LoadRequest, now?: () => number): Promise<LoadMessage[]> {
  return new Promise((resolve) => {
    const messages: LoadMessage[] = []
    const handler = createLoadHandler((m) => {
      messages.push(m)
      if (m.type === 'chunk') queueMicrotask(() => handler.onMessage({ id: m.id, op: 'ack' }))
      if (m.type !== 'chunk' && m.type !== 'progress') resolve(messages)
    }, now)
    handler.onMessage(req)
  })
}

/** a stand-in Worker: each request runs a task later, its answers arrive one task each */
function fakeWorker(log: string[]): WorkerLike {
  let alive = true
  let handler: ReturnType<typeof createLoadHandler> | null = null
  const w: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(req: LoadRequest) {
      if (req.op !== 'ack') log.push(`request ${req.op}`)
      let t = 0
      handler ??= createLoadHandler(
        (m) => setTimeout(() => alive && w.onmessage?.({ data: structuredClone(m) })),
        () => (t += 20),
      )
      setTimeout(() => alive && handler!.onMessage(req))
    },
    terminate() {
      alive = false
      log.push('terminate')
    },
  }
  return w
}

describe('loader worker protocol', () => {
  it('streams a replay in chunks that add up to the loader’s own states, with progress', async () => {
    const text = longSave()
    let clock = 0
    const messages = await run({ id: 7, op: 'save', text }, () => (clock += 5))
    const expected = loadSave(text)
    expect(expected.ok).toBe(true)
    if (!expected.ok) return
    const chunks = messages.filter((m) => m.type === 'chunk')
    expect(chunks.length).toBeGreaterThan(5)
    expect(chunks.flatMap((m) => m.states)).toEqual(expected.value.replayed.states)
    expect(chunks.flatMap((m) => m.log)).toEqual(expected.value.replayed.log)
    for (const c of chunks) {
      // one state more than the budget at most: a chunk is cut once it is full
      const one = JSON.stringify(c.states.at(-1)).length
      expect(JSON.stringify(c.states).length).toBeLessThanOrEqual(CHUNK_BYTES + 2 * one + c.states.length)
    }
    const progress = messages.filter((m) => m.type === 'progress')
    expect(progress.length).toBeGreaterThan(0)
    // the fake clock moves 5 ms a call: one message per PROGRESS_MS at most
    expect(progress.length).toBeLessThanOrEqual(Math.ceil(clock / PROGRESS_MS + 1))
    const last = messages.at(-1)!
    expect(last).toMatchObject({ id: 7, type: 'save', game: 'kakekko', stoppedAt: null, error: null })
    expect(last.type === 'save' && 'actions' in last.save).toBe(false)
    expect(messages.every((m) => m.id === 7)).toBe(true)
  })

  it('never runs more than two chunks ahead of the page: it waits for the page to take them', async () => {
    const messages: LoadMessage[] = []
    const handler = createLoadHandler((m) => messages.push(m))
    handler.onMessage({ id: 3, op: 'save', text: longSave(600) })
    const chunks = () => messages.filter((m) => m.type === 'chunk').length
    // once loaded, the replay goes on within the task it runs in (microtasks only): a task later,
    // a chunk it did not wait to send would be there
    const aTaskLater = () => new Promise((r) => setImmediate(r))
    await vi.waitFor(() => expect(chunks()).toBe(IN_FLIGHT))
    await aTaskLater()
    expect(chunks()).toBe(IN_FLIGHT)
    handler.onMessage({ id: 3, op: 'ack' })
    await vi.waitFor(() => expect(chunks()).toBe(IN_FLIGHT + 1))
    await aTaskLater()
    expect(chunks()).toBe(IN_FLIGHT + 1)
    expect(messages.some((m) => m.type === 'save')).toBe(false)
  })

  it('a refused save answers its problems and sends no state', async () => {
    const messages = await run({ id: 1, op: 'save', text: '{"format":"asobiba.save","version":1}' })
    expect(messages).toHaveLength(1)
    expect(messages[0].type).toBe('refused')
    if (messages[0].type === 'refused')
      expect(messages[0].problems).toContainEqual({ path: 'scenario', reason: { key: 'format.missing' } })
  })
})

describe('share links in the loader worker', () => {
  const link = (doc: unknown) => desktopLink(encodePayload(doc))

  it('a link is decoded here, to the file it carries, named by its title', async () => {
    const [m] = await run({ id: 1, op: 'link', link: link(GAMES.exxtra.defaultScenario), fallbackName: 'shared link' })
    expect(m).toMatchObject({ type: 'link', file: { name: GAMES.exxtra.defaultScenario.meta.title } })
    expect(m.type === 'link' && JSON.parse(m.file.text)).toEqual(GAMES.exxtra.defaultScenario)
  })

  it('an asobiba: link of 70,001 characters and more is refused as too long, before any decoding', async () => {
    for (const chars of [70_001, 1_000_000]) {
      const long = `asobiba://open#s=2${'A'.repeat(chars - 18)}`
      expect(await run({ id: 1, op: 'link', link: long, fallbackName: 'x' })).toEqual([
        {
          id: 1,
          type: 'refused',
          problems: [{ path: '(link)', reason: { key: 'share.tooLong', params: { n: chars, max: MAX_LINK_CHARS } } }],
        },
      ])
    }
  })

  it('a link cut short, or of no known format, answers the link’s own reason', async () => {
    const whole = link(GAMES.recess.defaultScenario)
    const answers = await Promise.all(
      [whole.slice(0, -5), 'asobiba://open#s=eJyrVkrLz1eyUkpKLFKqBQA'].map((l) =>
        run({ id: 2, op: 'link', link: l, fallbackName: 'x' }),
      ),
    )
    expect(answers.map(([m]) => (m.type === 'refused' ? m.problems[0].reason.key : m.type))).toEqual([
      'share.truncated',
      'share.unknownFormat',
    ])
  })
})

describe('loader client', () => {
  it('assembles the loaded game exactly as the loader on the page would have', async () => {
    const log: string[] = []
    const loader = createFileWorker(() => fakeWorker(log))
    const text = longSave(1200)
    const heard: number[] = []
    const out = await loader.openSave(text, (done) => heard.push(done)).promise
    expect(out.kind).toBe('loaded')
    if (out.kind !== 'loaded') return
    const direct = loadSave(text)
    if (!direct.ok) throw new Error('the save must load')
    expect(out.loaded.replayed.states).toEqual(direct.value.replayed.states)
    expect(out.loaded.save).toEqual(direct.value.save)
    expect(out.loaded.game).toBe(GAMES.kakekko)
    expect(heard.length).toBeGreaterThan(0)
    expect(heard).toEqual([...heard].sort((a, b) => a - b))
  })

  it('Cancel ends the worker at once and leaves nothing half-loaded; the next load starts a fresh one', async () => {
    const log: string[] = []
    const loader = createFileWorker(() => fakeWorker(log))
    const task = loader.openSave(longSave(1200))
    await vi.waitFor(() => expect(log).toEqual(['request save']))
    task.cancel()
    expect(await task.promise).toEqual({ kind: 'canceled' })
    expect(log).toEqual(['request save', 'terminate'])
    const next = await loader.checkScenario(JSON.stringify(GAMES.exxtra.defaultScenario)).promise
    expect(next).toMatchObject({ kind: 'checked', result: { ok: true } })
    expect(log).toEqual(['request save', 'terminate', 'request scenario'])
  })

  it('a worker that dies says so instead of hanging', async () => {
    const loader = createFileWorker(() => {
      const w: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage: () => setTimeout(() => w.onerror?.({ message: 'out of memory' })),
        terminate: () => undefined,
      }
      return w
    })
    expect(await loader.openSave('{}').promise).toEqual({ kind: 'crashed', detail: 'out of memory' })
  })
})
