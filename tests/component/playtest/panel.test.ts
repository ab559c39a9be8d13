import { afterEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createI18n } from 'vue-i18n'
import VueKonva from 'vue-konva'
import { GAMES } from '../../../shared/games/registry.js'
import { compare, report } from '../../../shared/playtest/report.js'
import type { GameRecord, PlaytestRun } from '../../../shared/playtest/types.js'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'
import PlaytestCompare from '../../../src-renderer/playtest/PlaytestCompare.vue'
import PlaytestPanel from '../../../src-renderer/playtest/PlaytestPanel.vue'
import PlaytestReport from '../../../src-renderer/playtest/PlaytestReport.vue'
import type { PlaytestReply, PlaytestRequest } from '../../../src-renderer/playtest/work.js'
import { playChunk } from '../../../src-renderer/playtest/work.js'
import type { PlaytestWorker } from '../../../src-renderer/playtest/pool.js'
import { usePlaytest } from '../../../src-renderer/stores/playtest.js'

await openGame('exxtra')

const run: PlaytestRun = {
  scenario: GAMES.exxtra.defaultScenario,
  seats: 4,
  levels: ['normal', 'normal', 'normal', 'normal'],
  seed: 77,
  games: 200,
}

/** 200 games: seat 1 wins `first`, ties `ties`, the rest spread over seats 2–4 */
function records(first: number, ties = 0): GameRecord[] {
  return Array.from({ length: 200 }, (_, index) => {
    const winners = index < ties ? [1, 2] : index < ties + first ? [0] : [1 + (index % 3)]
    const ranking = [0, 1, 2, 3].map((s) => (winners.includes(s) ? 1 : 2))
    return {
      index,
      seed: index,
      ranking,
      winners,
      tie: winners.length > 1,
      turns: 10 + (index % 20),
      actions: 30 + (index % 20),
      end: { kind: index % 10 === 0 ? 'roundLimit' : 'goal', limit: index % 10 === 0 },
      counts: {
        counters: { rungs: [1, 2, 0, 0, 0, 0], rolls: [2, 1, 0], busts: [1, 0, 0], seatBusts: [1, 0, 0, 0] },
        heat: { landed: { [index % 5]: 1 } },
      },
    }
  })
}

const i18n = () => createI18n({ legacy: false, locale: 'en', messages: CATALOGUE })
const mountIt = (component: object, props: Record<string, unknown>) =>
  mount(component, { props, global: { plugins: [i18n(), VueKonva] } })

describe('the playtest report and compare (component)', () => {
  it('states each seat as the issue words it, with the interval, ties apart, length and the game’s figures', () => {
    const r = report(run, records(82))
    const w = mountIt(PlaytestReport, { report: r })
    expect(w.get('[data-testid="playtest-seat-1"]').text()).toContain('Seat 1 wins 41% (34–48%), more than a fair 25%')
    expect(w.get('[data-testid="playtest-seat-2"]').text()).toContain('close to a fair 25%')
    expect(w.get('[data-testid="playtest-ties"]').text()).toBe('Ties (first place shared): 0 of 200 (0%)')
    expect(w.get('[data-testid="playtest-limit"]').text()).toContain('20 of 200 (10%)')
    expect(w.text()).toContain('Median')
    // Exxtra: busts per seat, pairs per rung and busts per roll, each an average per game
    expect(w.get('[data-testid="playtest-figures"]').text()).toContain('Busts')
    expect(w.text()).toContain('Rung 1')
    expect(w.get('[data-testid="playtest-busts"]').text()).toMatch(/Roll 1\s*50%\s*Roll 2\s*0%$/)
  })

  it('compare shows A and B side by side, each difference, and which are significant', () => {
    const a = report(run, records(50))
    const b = report(run, records(100, 20))
    const w = mountIt(PlaytestCompare, { a, b, comparison: compare(a, b) })
    const seat1 = w.get('[data-testid="compare-seat-1"]').text()
    expect(seat1).toContain('25%')
    expect(seat1).toContain('50%')
    expect(seat1).toContain('+25')
    expect(seat1).toContain('significant')
    expect(w.get('[data-testid="compare-limit"]').text()).toContain('within chance')
    expect(w.get('[data-testid="compare-ties"]').text()).toContain('significant')
    expect(w.get('[data-testid="compare-turns"]').text()).toMatch(/0$/)
  })
})

/**
 * The in-process workers stop before playing game number `at` (counted over all of them) until
 * `go()`: a test sees the panel while a run is under way however fast the machine plays.
 */
const pause = {
  at: Infinity,
  played: 0,
  waiting: [] as (() => void)[],
  go() {
    this.at = Infinity
    for (const resume of this.waiting.splice(0)) resume()
  },
}

/** a worker in this process: each game of a chunk a task of its own, as a worker's messages arrive */
function inProcess(): PlaytestWorker {
  let ended = false
  const w: PlaytestWorker = {
    onmessage: null,
    onerror: null,
    terminate: () => (ended = true),
    postMessage({ run, chunk }: PlaytestRequest) {
      const post = (reply: PlaytestReply) => w.onmessage?.({ data: reply } as MessageEvent<PlaytestReply>)
      const next = (i: number) =>
        setTimeout(() => {
          if (ended) return
          if (i === chunk.to) return post({ done: chunk })
          if (pause.played >= pause.at) return void pause.waiting.push(() => next(i))
          pause.played++
          playChunk({ run, chunk: { from: i, to: i + 1 } }, (reply) => 'game' in reply && post(reply))
          next(i + 1)
        })
      next(chunk.from)
    },
  }
  return w
}

describe('the playtest panel', () => {
  // a test that fails while the run holds leaves no worker waiting for the next one
  afterEach(() => pause.go())
  it('runs the games, shows the report as they come, marks it stale after an edit, and compares the next run', async () => {
    setActivePinia(createPinia())
    const store = usePlaytest()
    store.useWorkers(inProcess)
    store.forGame('exxtra')
    store.games = 50
    store.seed = 5
    // the run holds after 10 games, so the figures of a run under way can be read
    pause.at = 10
    pause.played = 0
    const scenario = GAMES.exxtra.defaultScenario
    const w = mount(PlaytestPanel, {
      props: { scenario, blocked: false, board: null },
      global: { plugins: [i18n()] },
    })
    await nextTick()
    await w.get('form').trigger('submit')
    expect(store.running).toBe(true)
    // while it runs: each figure an item of its own (the pane wraps between them), no dot inside one
    await expect.poll(() => w.findAll('[data-testid="playtest-figures"] li').length, { timeout: 30_000 }).toBe(4)
    const figures = w.findAll('[data-testid="playtest-figures"] li').map((li) => li.text())
    pause.go()
    expect(figures[0]).toMatch(/^\d+ of 50 games$/)
    expect(figures[1]).toMatch(/^on \d+ workers?$/)
    expect(figures[2]).toMatch(/^\d+\.\d games\/s$/)
    expect(figures[3]).toMatch(/^about \d+ s left$/)
    await w.get('[data-testid="playtest-seats"]').setValue('3')
    await expect.poll(() => store.current?.status, { timeout: 30_000 }).toBe('done')
    await nextTick()
    expect(w.get('[data-testid="playtest-progress"]').text()).toContain('50 of 50 games')
    expect(w.find('[data-testid="playtest-report"]').exists()).toBe(true)
    expect(w.find('[data-testid="playtest-stale"]').exists()).toBe(false)
    // Save stamps the file's dates and version into a new object (useSaving's saveScenario): the
    // board the bots played is the same, so the report stays current
    const saved = {
      ...scenario,
      meta: {
        ...scenario.meta,
        created: '2026-11-29T02:00:00.000Z',
        updated: '2026-11-29T02:00:00.000Z',
        appVersion: '0.1.0',
      },
    }
    await w.setProps({ scenario: saved })
    expect(w.find('[data-testid="playtest-stale"]').exists()).toBe(false)
    // an edit: the report is of the version before it
    const edited = { ...scenario, rules: { ...scenario.rules, trackLength: 8 } }
    await w.setProps({ scenario: edited })
    expect(w.find('[data-testid="playtest-stale"]').exists()).toBe(true)
    await w.get('form').trigger('submit')
    await expect.poll(() => store.current?.status, { timeout: 30_000 }).toBe('done')
    await nextTick()
    expect(w.find('[data-testid="playtest-stale"]').exists()).toBe(false)
    expect(w.find('[data-testid="playtest-compare"]').exists()).toBe(true)
    expect(store.previous?.run.seats).toBe(4)
    expect(store.current?.run.seats).toBe(3)
  }, 60_000)

  it('refuses a game count or a seed out of range with a message, and Cancel stops a run with its games so far', async () => {
    setActivePinia(createPinia())
    const store = usePlaytest()
    store.useWorkers(inProcess)
    store.forGame('exxtra')
    const w = mount(PlaytestPanel, {
      props: { scenario: GAMES.exxtra.defaultScenario, blocked: false, board: null },
      global: { plugins: [i18n()] },
    })
    await w.get('[data-testid="playtest-games"]').setValue('20')
    expect(w.text()).toContain('A playtest runs 50 to 2000 games.')
    expect(w.get('[data-testid="playtest-run"]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid="playtest-games"]').setValue('2000')
    await w.get('[data-testid="playtest-seed"]').setValue('-3')
    expect(w.text()).toContain('The playtest seed is a whole number from 0 to 4294967295.')
    expect(w.get('[data-testid="playtest-run"]').attributes('disabled')).toBeDefined()
    await w.get('[data-testid="playtest-seed"]').setValue('12')
    await w.get('form').trigger('submit')
    await expect.poll(() => store.current?.report.games ?? 0, { timeout: 30_000 }).toBeGreaterThan(0)
    await w.get('[data-testid="playtest-cancel"]').trigger('click')
    await expect.poll(() => store.current?.status).toBe('cancelled')
    await nextTick()
    expect(w.get('[data-testid="playtest-cancelled"]').text()).toMatch(/Cancelled after \d+ of 2000 games/)
    expect(store.current!.report.games).toBeLessThan(2000)
  }, 60_000)
})
