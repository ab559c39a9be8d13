import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPinia, setActivePinia } from 'pinia'
import { GAME_IDS } from '../../../shared/engine/types.js'
import type { Bridge } from '../../../shared/ipc.js'
import { SAVE_FORMAT, SAVE_VERSION } from '../../../shared/formats/constants.js'
import type { LoadedSave } from '../../../shared/formats/loadFile.js'
import { defaultScenario } from '../../../shared/games/swish/index.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { gameModule, openGame } from '../../../src-renderer/games/gameCode.js'
import { useGameStore } from '../../../src-renderer/stores/game.js'

/**
 * The play store's Swish moves (src-renderer/stores/legal/swish.ts): a state the page cannot
 * settle in its 25 ms goes to a worker while the board says it is checking, and the worker's
 * search stops once the game in play moves on or closes. The Worker here is a stand-in that
 * records what it is asked and answers when the test says so.
 */
class FakeWorker {
  static last: FakeWorker | null = null
  /** questions asked in this test (a worker that answered is kept for the next state) */
  static asks = 0
  onmessage: ((e: MessageEvent) => void) | null = null
  asked: { id: number }[] = []
  terminated = false
  postMessage(m: { id: number }) {
    this.asked.push(m)
    FakeWorker.last = this
    FakeWorker.asks++
  }
  terminate() {
    this.terminated = true
  }
  answer(legal: unknown[]) {
    const { id } = this.asked[this.asked.length - 1]
    this.onmessage?.({ data: { id, legal } } as MessageEvent)
  }
}

await Promise.all(GAME_IDS.map(openGame))

/** the slowest position the matches met: no answer within the page's 25 ms */
const stuck = () =>
  JSON.parse(readFileSync(join(process.cwd(), 'scripts/bench/fixtures/swish-stuck-218.json'), 'utf8')) as SwishState
const seats = [
  { name: 'A', colour: '#d55e00' },
  { name: 'B', colour: '#0072b2' },
]

/** a saved game that stands at `state`, as Continue opens it */
const savedAt = (state: SwishState): LoadedSave => ({
  save: {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: defaultScenario,
    seats,
    seed: 1,
    actions: [],
    cursor: 0,
    savedAt: '2026-01-01T00:00:00.000Z',
  },
  game: gameModule('swish'),
  replayed: { states: [state], log: [], error: null },
  stoppedAt: null,
})

function playAt(state: SwishState) {
  const play = useGameStore()
  play.resume(savedAt(state))
  return play
}

beforeEach(() => {
  FakeWorker.asks = 0
  vi.stubGlobal('Worker', FakeWorker)
  window.asobiba = {
    clearAutosave: () => Promise.resolve(),
    storeSave: () => Promise.resolve({ ok: true, value: { canceled: false, path: 'x' } }),
  } as Partial<Bridge> as Bridge
  setActivePinia(createPinia())
})
afterEach(() => vi.unstubAllGlobals())

describe('the play store checks a slow Swish state in a worker, and only while it is in play', () => {
  it('says it is checking, offers nothing, then offers exactly what the worker answered', async () => {
    const play = playAt(stuck())
    await vi.waitFor(() => expect(FakeWorker.asks).toBe(1))
    expect(play.legal.checking).toBe(true)
    expect(play.legal.actions).toEqual([])
    FakeWorker.last!.answer([{ t: 'pass' }])
    await vi.waitFor(() => expect(play.legal.checking).toBe(false))
    expect(play.legal.actions).toEqual([{ t: 'pass' }])
  })

  it('a new state in play stops the search of the old one; leaving the game stops it too', async () => {
    const play = playAt(stuck())
    await vi.waitFor(() => expect(FakeWorker.asks).toBe(1))
    const first = FakeWorker.last!
    play.resume(savedAt(stuck()))
    await vi.waitFor(() => expect(first.terminated).toBe(true))
    const second = FakeWorker.last!
    expect(second).not.toBe(first)
    expect(FakeWorker.asks).toBe(2)
    expect(play.legal.checking).toBe(true)
    await play.leave()
    await vi.waitFor(() => expect(second.terminated).toBe(true))
  })
})
