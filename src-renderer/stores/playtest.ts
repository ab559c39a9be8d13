import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { GameId, Scenario } from '../../shared/engine/types.js'
import {
  addRecord,
  compare,
  newTally,
  reportOf,
  type PlaytestReport,
  type Tally,
} from '../../shared/playtest/report.js'
import { GAME_RANGE, type GameRecord, type PlaytestLevel, type PlaytestRun } from '../../shared/playtest/types.js'
import { runPlaytest, workerCount, type PlaytestJob, type PlaytestWorker } from '../playtest/pool.js'

/** how often the report on screen catches up with the games that came in (ms) */
const REFRESH_MS = 250

/** one playtest: what was asked, the games as they came, and the report of those in so far */
export interface PlaytestSession {
  run: PlaytestRun
  /** the scenario object the games play: the editor's next edit is another object (stale) */
  scenario: Scenario
  records: GameRecord[]
  report: PlaytestReport
  status: 'running' | 'done' | 'cancelled' | 'failed'
  /** the Web Workers playing it */
  workers: number
  error: string | null
  started: number
  /** ms from the start to the last refresh */
  elapsed: number
}

export const randomSeed = (): number => Math.floor(Math.random() * 2 ** 32)

/**
 * The editor's playtest (issue 37): runs the scenario as it is now in workers, keeps the report of
 * the games in so far, and the last finished report to compare the next one with. Games arrive
 * one at a time and are added to a tally at once (a few microseconds); the report is rebuilt from
 * the tally at most every REFRESH_MS, so no task on the page grows with the number of games.
 * An edit during a run leaves it running: the report says it is of an earlier version (stale).
 */
export const usePlaytest = defineStore('playtest', () => {
  const game = ref<GameId | null>(null)
  const open = ref(false)
  const games = ref<number>(GAME_RANGE.default)
  const seats = ref(4)
  const levels = ref<PlaytestLevel[]>([])
  const seed = ref(randomSeed())
  const current = shallowRef<PlaytestSession | null>(null)
  /** the last finished playtest before `current`: report A of a comparison */
  const previous = shallowRef<PlaytestSession | null>(null)
  const heatOn = ref(true)
  const heatName = ref<string | null>(null)
  /** a stand-in for Web Workers (component tests) */
  let spawn: (() => PlaytestWorker) | undefined
  let job: PlaytestJob | null = null
  let timer: ReturnType<typeof setTimeout> | null = null

  /** the editor of `id` is shown: a playtest of another game is dropped */
  function forGame(id: GameId) {
    if (game.value === id) return
    cancel()
    game.value = id
    current.value = null
    previous.value = null
    heatName.value = null
  }

  function levelsFor(n: number): PlaytestLevel[] {
    return Array.from({ length: n }, (_, i) => levels.value[i] ?? 'normal')
  }

  /** the games of the current playtest so far */
  let tally: Tally | null = null
  function refresh() {
    timer = null
    const s = current.value
    if (!s || !tally) return
    current.value = { ...s, report: reportOf(tally), elapsed: performance.now() - s.started }
  }

  function start(scenario: Scenario) {
    cancel()
    const last = current.value
    if (last?.status === 'done') previous.value = last
    const run: PlaytestRun = {
      scenario,
      seats: seats.value,
      levels: levelsFor(seats.value),
      seed: seed.value >>> 0,
      games: Math.round(games.value),
    }
    const mine = newTally(run)
    tally = mine
    const workers = workerCount()
    const session: PlaytestSession = {
      run,
      workers,
      scenario,
      records: [],
      report: reportOf(mine),
      status: 'running',
      error: null,
      started: performance.now(),
      elapsed: 0,
    }
    current.value = session
    const records = session.records
    const started = runPlaytest(run, {
      workers,
      spawn,
      onGame(record) {
        records.push(record)
        addRecord(mine, record)
        timer ??= setTimeout(refresh, REFRESH_MS)
      },
    })
    job = started
    started.finished.then(
      (how) => finish(started, how, null),
      (err: unknown) => finish(started, 'failed', err instanceof Error ? err.message : String(err)),
    )
  }

  function finish(which: PlaytestJob, how: 'done' | 'cancelled' | 'failed', error: string | null) {
    if (job !== which) return
    job = null
    if (timer) clearTimeout(timer)
    refresh()
    if (current.value) current.value = { ...current.value, status: how, error }
  }

  function cancel() {
    job?.cancel()
  }

  const running = computed(() => current.value?.status === 'running')
  const comparison = computed(() =>
    previous.value && current.value && current.value.report.games > 0
      ? compare(previous.value.report, current.value.report)
      : null,
  )

  return {
    game,
    open,
    games,
    seats,
    levels,
    seed,
    current,
    previous,
    heatOn,
    heatName,
    running,
    comparison,
    forGame,
    levelsFor,
    start,
    cancel,
    useWorkers(make: (() => PlaytestWorker) | undefined) {
      spawn = make
    },
  }
})
