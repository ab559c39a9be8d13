/**
 * Swish's legal moves for the play store, without holding the page up. Most states settle in well
 * under a millisecond; a few need the exhaustive dead-end search for seconds or minutes (README,
 * "Bots and performance": the Swish position kept in scripts/bench/fixtures). So the page gives
 * the exact check MAIN_MS of its own time, through the search cap of chain.ts (a capped search
 * throws, it never answers), and hands a state it did not settle to a worker, which answers
 * exactly however long it takes. Until then the moves say they are being checked and offer no step.
 * Nothing is guessed: a step is offered only once the exact answer says it is legal.
 */
import { swish } from '../../../shared/games/swish/index.js'
import { capSearches, SearchCapped } from '../../../shared/games/swish/search/index.js'
import type { Reason } from '../../../shared/engine/types.js'
import type { SwishAction, SwishState } from '../../../shared/games/swish/types.js'
import type { LegalMoves } from '../../games/types.js'

/** the page's share of one check, ms */
export const MAIN_MS = 25

const settled = new WeakMap<SwishState, SwishAction[]>()
const asked = new WeakMap<SwishState, Promise<SwishAction[]>>()

/**
 * `run` on a copy of the state, within MAIN_MS: its answer, or `undefined` when the cap cut it
 * short (the copy, and any search context kept for it, is dropped with it)
 */
function capped<T>(state: SwishState, run: (s: SwishState) => T): T | undefined {
  const end = performance.now() + MAIN_MS
  capSearches(() => performance.now() > end)
  try {
    return run(structuredClone(state))
  } catch (e) {
    if (e instanceof SearchCapped) return undefined
    throw e
  } finally {
    capSearches(null)
  }
}

let worker: Worker | null = null
let nextId = 0
/** the one question the worker is on: only the state in play is worth a long search */
let job: {
  id: number
  state: SwishState
  resolve: (l: SwishAction[]) => void
  reject: (e: Error) => void
} | null = null

/** stops the worker's search of any other state than `state` (the game moved on, or closed) */
export function dropOtherThan(state: SwishState | null): void {
  if (!job || job.state === state) return
  worker?.terminate()
  worker = null
  asked.delete(job.state)
  job.reject(new Error('no longer in play'))
  job = null
}

function inWorker(state: SwishState): Promise<SwishAction[]> {
  dropOtherThan(state)
  if (!worker) {
    worker = new Worker(new URL('./swish.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (e: MessageEvent<{ id: number; legal?: SwishAction[]; error?: string }>) => {
      if (!job || e.data.id !== job.id) return
      const { resolve, reject } = job
      job = null
      if (e.data.legal) resolve(e.data.legal)
      else reject(new Error(e.data.error ?? 'the check failed'))
    }
  }
  const id = nextId++
  return new Promise((resolve, reject) => {
    job = { id, state, resolve, reject }
    worker!.postMessage({ id, state: JSON.parse(JSON.stringify(state)) as SwishState })
  })
}

/** the exact legal actions of `state`, now if the page settles them within MAIN_MS, else later */
export function legalOf(state: SwishState): SwishAction[] | Promise<SwishAction[]> {
  dropOtherThan(state)
  const known = settled.get(state) ?? asked.get(state)
  if (known) return known
  const now = capped(state, (s) => swish.legalActions(s))
  if (now) {
    settled.set(state, now)
    return now
  }
  const later = inWorker(state).then((legal) => (settled.set(state, legal), legal))
  asked.set(state, later)
  return later
}

/**
 * Why `action` is refused in `state` (null when legal), when the page can tell within MAIN_MS;
 * `undefined` when it cannot yet (the view then waits for the worker's list, legalOf).
 */
export function reasonOf(state: SwishState, action: SwishAction): Reason | null | undefined {
  const known = settled.get(state)
  const same = (a: SwishAction) => a.t === action.t && (a.t !== 'step' || (action.t === 'step' && a.deg === action.deg))
  if (known?.some(same)) return null
  const why = capped(state, (s) => swish.explain(s, action))
  // refused by the exact list, and explain got past the placement tests into the search: what
  // refuses it is the search's answer, a dead end
  if (why === undefined && known) return { key: 'swish.why.deadEnd' }
  return why
}

/**
 * The moves of `state` for the play store: at once when the page settles them within MAIN_MS,
 * else `checking` now and the worker's exact answer `later`
 */
export function swishMoves(state: SwishState): {
  now: LegalMoves<SwishAction>
  later?: Promise<LegalMoves<SwishAction>>
} {
  const why = (action: SwishAction) => reasonOf(state, action)
  const answer = legalOf(state)
  if (Array.isArray(answer)) return { now: { actions: answer, checking: false, why } }
  return {
    now: { actions: [], checking: true, why },
    later: answer.then((actions) => ({ actions, checking: false, why })),
  }
}
