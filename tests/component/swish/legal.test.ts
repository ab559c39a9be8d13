import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { effectScope, nextTick, shallowRef } from 'vue'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { useSwishLegal } from '../../../src-renderer/games/swish/legal.js'

/**
 * The play view's legal actions (src-renderer/games/swish/legal.ts): a state the page cannot
 * settle in its 25 ms goes to a worker, and the worker's search is stopped only when no view
 * still waits for it. The Worker here is a stand-in that records what it is asked and answers
 * when the test says so.
 */
class FakeWorker {
  static all: FakeWorker[] = []
  /** the worker asked last */
  static last: FakeWorker | null = null
  onmessage: ((e: MessageEvent) => void) | null = null
  asked: { id: number }[] = []
  terminated = false
  constructor() {
    FakeWorker.all.push(this)
  }
  postMessage(m: { id: number }) {
    this.asked.push(m)
    FakeWorker.last = this
  }
  terminate() {
    this.terminated = true
  }
  answer(legal: unknown[]) {
    const { id } = this.asked[this.asked.length - 1]
    this.onmessage?.({ data: { id, legal } } as MessageEvent)
  }
}

/** the slowest position the matches met: no answer within the page's 25 ms */
const stuck = () =>
  JSON.parse(readFileSync(join(process.cwd(), 'scripts/bench/fixtures/swish-stuck-218.json'), 'utf8')) as SwishState

beforeEach(() => {
  FakeWorker.all = []
  FakeWorker.last = null
  vi.stubGlobal('Worker', FakeWorker)
})
afterEach(() => vi.unstubAllGlobals())

describe('the Swish play view checks a slow state in a worker, for as long as a view waits for it', () => {
  it('the panel and the board ask about the same state: one worker job; one of them closing does not stop it', async () => {
    const state = shallowRef<SwishState | null>(stuck())
    const panel = effectScope()
    const board = effectScope()
    const p = panel.run(() => useSwishLegal(() => state.value))!
    const b = board.run(() => useSwishLegal(() => state.value))!
    // one question, to one worker (the module keeps a worker that answered, for the next state)
    const worker = FakeWorker.last!
    expect(worker.asked).toHaveLength(1)
    expect(FakeWorker.all.length).toBeLessThanOrEqual(1)
    expect(p.checking.value).toBe(true)
    expect(b.checking.value).toBe(true)

    panel.stop()
    expect(worker.terminated).toBe(false)
    worker.answer([{ t: 'pass' }])
    await nextTick()
    await Promise.resolve()
    expect(b.checking.value).toBe(false)
    expect(b.legal.value).toEqual([{ t: 'pass' }])
    board.stop()
  })

  it('the last view to close stops the search; a view that moves on to another state stops it too', async () => {
    const state = shallowRef<SwishState | null>(stuck())
    const a = effectScope()
    const b = effectScope()
    a.run(() => useSwishLegal(() => state.value))
    b.run(() => useSwishLegal(() => state.value))
    const first = FakeWorker.last!
    expect(first.terminated).toBe(false)
    a.stop()
    expect(first.terminated).toBe(false)
    b.stop()
    expect(first.terminated).toBe(true)

    const c = effectScope()
    const seen = c.run(() => useSwishLegal(() => state.value))!
    const second = FakeWorker.last!
    expect(second).not.toBe(first)
    expect(second.asked).toHaveLength(1)
    state.value = { ...stuck() }
    await nextTick()
    // the worker answers one question at a time: the old one is dropped for the new state
    expect(second.terminated).toBe(true)
    expect(FakeWorker.last).not.toBe(second)
    expect(FakeWorker.last!.asked).toHaveLength(1)
    expect(seen.checking.value).toBe(true)
    c.stop()
  })
})
