import { getCurrentScope, onScopeDispose, ref, shallowRef, watch } from 'vue'
import type { Problem, Scenario } from '../../shared/engine/types.js'
import type { ScenarioLoad } from '../../shared/formats/loadFile.js'
import { checkOpenedScenario } from '../games/gameCode.js'
import { createFileWorker, type FileWorker, type WorkerLike } from '../fileWorker/client.js'

/**
 * Above this many characters of JSON, a scenario is checked in a worker. The built-in boards (6 kB
 * at most) check in a few milliseconds on the page, as before; a board of 1,000 shapes (20–30 kB)
 * took 30–100 ms, a task that stalled the window at each drop of a dragged shape (issue 18 §4).
 */
export const WORKER_CHECK_CHARS = 10_000

const problemsOf = (res: ScenarioLoad): Problem[] => (res.ok ? [] : res.problems)

/** the editor's own loader worker: a file being opened (which cancels the app's loads) never cancels a check */
function editorLoader(): FileWorker {
  return createFileWorker(() => {
    const worker = new Worker(new URL('../fileWorker/file.worker.ts', import.meta.url), { type: 'module' })
    const like: WorkerLike = {
      postMessage: (msg) => worker.postMessage(msg),
      terminate: () => worker.terminate(),
      onmessage: null,
      onerror: null,
    }
    worker.onmessage = (e) => like.onmessage?.(e)
    worker.onerror = (e) => like.onerror?.(e)
    return like
  })
}

/**
 * The problems of the scenario being edited, never at the cost of a stalled window: a small
 * scenario is checked at once on the page; a large one in a worker, the answer replacing the
 * problems when it comes (an answer to an older version is dropped). `settled()` waits for the
 * check of the current version (Test play waits for it before it decides).
 */
export function useScenarioProblems(scenario: () => Scenario | null, makeLoader: () => FileWorker = editorLoader) {
  const problems = shallowRef<Problem[]>([])
  const checking = ref(false)
  let version = 0
  let loader: FileWorker | null = null
  let done: Promise<void> = Promise.resolve()
  /**
   * The same problems as before keep the same list: a drop that breaks nothing then re-renders
   * nothing when the worker's answer comes (a new empty list re-drew every mark of 1,000 shapes).
   */
  function show(next: Problem[]) {
    if (next.length === 0 && problems.value.length === 0) return
    if (JSON.stringify(next) !== JSON.stringify(problems.value)) problems.value = next
  }

  watch(
    scenario,
    (sc) => {
      const mine = ++version
      if (!sc) {
        show([])
        checking.value = false
        done = Promise.resolve()
        return
      }
      const text = JSON.stringify(sc)
      if (text.length <= WORKER_CHECK_CHARS) {
        show(problemsOf(checkOpenedScenario(sc)))
        checking.value = false
        done = Promise.resolve()
        return
      }
      checking.value = true
      loader ??= makeLoader()
      done = loader.checkScenario(text).promise.then((out) => {
        if (mine !== version) return
        // a worker that failed leaves the check to the page: late, but never missing
        show(out.kind === 'checked' ? problemsOf(out.result) : problemsOf(checkOpenedScenario(sc)))
        checking.value = false
      })
    },
    { immediate: true },
  )
  if (getCurrentScope()) onScopeDispose(() => loader?.dispose())

  /** resolves once the problems are those of the scenario as it is now */
  async function settled(): Promise<Problem[]> {
    let seen = -1
    while (seen !== version) {
      seen = version
      await done
    }
    return problems.value
  }

  return { problems, checking, settled }
}
