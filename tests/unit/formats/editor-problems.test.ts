import { beforeAll, describe, expect, it, vi } from 'vitest'
import { nextTick, shallowRef } from 'vue'
import type { Scenario } from '../../../shared/engine/types.js'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import { GAMES } from '../../../shared/games/registry.js'
import type { KakekkoScenario } from '../../../shared/games/kakekko/types.js'
import { createFileWorker, type WorkerLike } from '../../../src-renderer/fileWorker/client.js'
import { createLoadHandler, type LoadRequest } from '../../../src-renderer/fileWorker/protocol.js'
import { useScenarioProblems, WORKER_CHECK_CHARS } from '../../../src-renderer/editor/useScenarioProblems.js'
import { crowdedKakekko } from '../../e2e/drag-scenarios.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'

/**
 * The editor's issues (src-renderer/editor/useScenarioProblems.ts): a small scenario is checked at
 * once on the page; a large one in the loader worker, so a drop never waits for its check
 * (issue 18 §4). Either way the problems are exactly those of checkScenario.
 */

/**
 * The loader worker played in place, a task later; `crash` makes it fail as a worker can. With
 * `held`, its answers wait in that list until the test delivers them, in the order it chooses.
 */
function fakeWorker(requests: string[], opts: { crash?: boolean; held?: (() => void)[] } = {}): WorkerLike {
  const w: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(req: LoadRequest) {
      requests.push(req.op)
      const handler = createLoadHandler((m) => {
        const deliver = () => w.onmessage?.({ data: structuredClone(m) })
        if (opts.held) opts.held.push(deliver)
        else setTimeout(deliver)
      })
      setTimeout(() => (opts.crash ? w.onerror?.({ message: 'out of memory' }) : handler.onMessage(req)))
    },
    terminate() {},
  }
  return w
}

const problemsOf = (sc: Scenario) => {
  const r = checkScenario(sc)
  return r.ok ? [] : r.problems
}

/** the crowded course with two squares on one spot and a road to nowhere: two problems at least */
function brokenCrowded(): KakekkoScenario {
  const sc = crowdedKakekko()
  const squares = [...sc.board.squares]
  squares[5] = { ...squares[5], id: squares[4].id }
  return { ...sc, board: { ...sc.board, squares, roads: [...sc.board.roads, [0, 9999]] } }
}

describe("the editor's issues never stall the window", () => {
  // the editor only opens a game once its module and the checker have come (games/gameCode.ts)
  beforeAll(() => openGame('kakekko'))

  it('a built-in board is checked at once on the page, no worker started', () => {
    const requests: string[] = []
    let made = 0
    const sc = shallowRef<Scenario>(GAMES.kakekko.defaultScenario)
    expect(JSON.stringify(sc.value).length).toBeLessThanOrEqual(WORKER_CHECK_CHARS)
    const { problems, checking } = useScenarioProblems(
      () => sc.value,
      () => (made++, createFileWorker(() => fakeWorker(requests))),
    )
    expect(problems.value).toEqual([])
    expect(checking.value).toBe(false)
    expect(made).toBe(0)
    expect(requests).toEqual([])
  })

  it('a board of 1,000 shapes is checked in the worker, with the same problems as on the page', async () => {
    const requests: string[] = []
    const broken = brokenCrowded()
    expect(JSON.stringify(broken).length).toBeGreaterThan(WORKER_CHECK_CHARS)
    const sc = shallowRef<Scenario>(broken)
    const { problems, checking, settled } = useScenarioProblems(
      () => sc.value,
      () => createFileWorker(() => fakeWorker(requests)),
    )
    expect(checking.value).toBe(true)
    expect(await settled()).toEqual(problemsOf(broken))
    expect(problems.value.length).toBeGreaterThanOrEqual(2)
    expect(checking.value).toBe(false)
    expect(requests).toEqual(['scenario'])
  })

  it('an answer about an older version is dropped: the issues are those of the board as it is now', async () => {
    const requests: string[] = []
    const held: (() => void)[] = []
    const sc = shallowRef<Scenario>(brokenCrowded())
    const { problems, settled } = useScenarioProblems(
      () => sc.value,
      () => createFileWorker(() => fakeWorker(requests, { held })),
    )
    // two edits before any answer: the last one (mended) decides
    sc.value = { ...brokenCrowded(), meta: { ...brokenCrowded().meta, title: 'second' } }
    await nextTick()
    sc.value = crowdedKakekko()
    await nextTick()
    await vi.waitFor(() => expect(held).toHaveLength(3))
    // the answers arrive newest first: the two older ones (with problems) change nothing
    for (const deliver of held.reverse()) deliver()
    expect(await settled()).toEqual([])
    await new Promise((r) => setTimeout(r))
    expect(problems.value).toEqual([])
    expect(requests).toEqual(['scenario', 'scenario', 'scenario'])
  })

  it('an answer with the same problems keeps the same list, so nothing drawn from it re-renders', async () => {
    const requests: string[] = []
    const broken = brokenCrowded()
    const sc = shallowRef<Scenario>(broken)
    const { problems, settled } = useScenarioProblems(
      () => sc.value,
      () => createFileWorker(() => fakeWorker(requests)),
    )
    const first = await settled()
    expect(first.length).toBeGreaterThanOrEqual(2)
    sc.value = { ...broken, meta: { ...broken.meta, title: 'renamed' } }
    await nextTick()
    expect(await settled()).toBe(first)
    expect(problems.value).toBe(first)
    expect(requests).toEqual(['scenario', 'scenario'])
  })

  it('a worker that fails leaves the check to the page: late, never missing', async () => {
    const requests: string[] = []
    const broken = brokenCrowded()
    const sc = shallowRef<Scenario>(broken)
    const { settled } = useScenarioProblems(
      () => sc.value,
      () => createFileWorker(() => fakeWorker(requests, { crash: true })),
    )
    expect(await settled()).toEqual(problemsOf(broken))
  })
})
