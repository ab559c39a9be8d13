import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Bridge } from '../../../shared/ipc.js'
import type { BaseAction, BaseState, GameModule } from '../../../shared/engine/types.js'
import { GAMES } from '../../../shared/games/registry.js'
import { faultPairs } from '../../../shared/games/exxtra/why.js'
import type { ExxtraState } from '../../../shared/games/exxtra/types.js'
import { mountIn } from '../support/mount.js'
import { mount } from '@vue/test-utils'
import { createI18n } from 'vue-i18n'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { openGame } from '../../../src-renderer/games/gameCode.js'

// the app opens a game (its module and texts) before its board, hint or charts show
await Promise.all(GAME_IDS.map(openGame))

// the bot's answer is fixed here: the hint must explain whatever move the bot gives
const answer: { action: BaseAction } = { action: { t: 'place', rung: 2 } as BaseAction }
vi.mock('../../../src-renderer/bots/runner.js', () => ({
  askBot: () => Promise.resolve(answer.action),
  warmBot: () => {},
}))

const { useGameStore } = await import('../../../src-renderer/stores/game.js')
const HintBox = (await import('../../../src-renderer/charts/HintBox.vue')).default
const GameCharts = (await import('../../../src-renderer/charts/GameCharts.vue')).default
const { chartData, chartOptions, SEAT_DASHES, dashesApart } = await import('../../../src-renderer/charts/options.js')

const seats = [
  { name: 'Ann', colour: '#d55e00' },
  { name: 'Bob', colour: '#0072b2', bot: 'easy' as const },
  { name: 'Cleo', colour: '#009e73', bot: 'easy' as const },
]

let wrapper: VueWrapper | null = null
beforeEach(() => {
  window.asobiba = {
    writeAutosave: () => Promise.resolve({ ok: true, value: undefined }),
    clearAutosave: () => Promise.resolve(),
    storeSave: () => Promise.resolve({ ok: true, value: { canceled: false, path: 'x' } }),
    setDirty: async () => {},
  } as Partial<Bridge> as Bridge
  setActivePinia(createPinia())
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('the hint box', () => {
  it('shows the bot’s move and the reason for that move, plays it on request, and forgets it once the position changes', async () => {
    const play = useGameStore()
    play.start(GAMES.exxtra.defaultScenario, seats, 5)
    play.act({ t: 'roll' })
    const s = play.state as ExxtraState
    expect(s.rolls).toBe(1)
    wrapper = mountIn(HintBox, {})
    await wrapper.get('[data-testid="hint-button"]').trigger('click')
    await flushPromises()
    const { bad, total } = faultPairs(s)
    expect(wrapper.get('[data-testid="hint-why"]').text()).toBe(
      `Stop now and place on rung 2: ${bad} of ${total} rolls would end your turn.`,
    )
    // advice to the player on turn, not the log line the move would leave ("Ann placed 64 on rung 2.")
    expect(wrapper.get('[data-testid="hint-move"]').text()).toMatch(/^Place your \d+ on rung 2\.$/)
    await wrapper.get('[data-testid="hint-play"]').trigger('click')
    await flushPromises()
    expect(play.cursor).toBe(2)
    expect((play.states[2] as ExxtraState).rung[0]).toBe(2)
    expect(wrapper.find('[data-testid="hint"]').exists()).toBe(false)
  })
})

describe('the hint box never tells the dice to come (issue 18 §3: no bot sees future dice)', () => {
  it('a suggested roll reads "Roll the dice.", not the log line of the roll (which would show the faces)', async () => {
    const play = useGameStore()
    play.start(GAMES.exxtra.defaultScenario, seats, 5)
    answer.action = { t: 'roll' }
    try {
      wrapper = mountIn(HintBox, {})
      await wrapper.get('[data-testid="hint-button"]').trigger('click')
      await flushPromises()
      expect(wrapper.get('[data-testid="hint-move"]').text()).toBe('Roll the dice.')
    } finally {
      answer.action = { t: 'place', rung: 2 } as BaseAction
    }
  })
})

describe('the end-of-game charts', () => {
  /** a chart's options for the three seats above, `width` CSS px wide, `points` turns long */
  const optionsFor = (width: number, points: number) =>
    chartOptions({
      width,
      height: 150,
      seats: seats.map((s) => ({ name: s.name, colour: s.colour })),
      turnLabel: 'Turn',
      points,
    })

  it('chart options: a line per seat with its colour, a dash pattern of its own and its name in the legend', () => {
    const o = optionsFor(300, 30)
    expect(o.series.map((s) => s.label)).toEqual(['Turn', 'Ann', 'Bob', 'Cleo'])
    expect(o.series.slice(1).map((s) => s.stroke)).toEqual(['#d55e00', '#0072b2', '#009e73'])
    const dashes = o.series.slice(1).map((s) => JSON.stringify(s.dash))
    expect(new Set(dashes).size).toBe(3)
    expect(SEAT_DASHES.length).toBeGreaterThanOrEqual(8)
    // a long game's lines turn at every pixel: drawn solid, told apart by their names and the legend
    const long = optionsFor(300, 2000)
    expect(long.series.slice(1).map((s) => s.dash)).toEqual([[], [], []])
    expect(dashesApart(75, 300)).toBe(true)
    expect(dashesApart(76, 300)).toBe(false)
    expect(
      chartData(
        [0, 1, 2],
        [
          [1, 2, null],
          [0, 0, 1],
        ],
      ),
    ).toEqual([
      [0, 1, 2],
      [1, 2, null],
      [0, 0, 1],
    ])
  })

  it('names at the ends of close lines do not overlap, stay inside the plot, and a moved one gets a leader line', () => {
    const o = optionsFor(300, 30)
    const texts: { text: string; y: number }[] = []
    const lines: number[][] = []
    let path: number[] = []
    const ctx = {
      save() {},
      restore() {},
      setLineDash() {},
      beginPath: () => (path = []),
      moveTo: (x: number, y: number) => path.push(x, y),
      lineTo: (x: number, y: number) => path.push(x, y),
      stroke: () => lines.push(path),
      fillText: (text: string, _x: number, y: number) => texts.push({ text, y }),
    }
    // Ann ends mid-plot; Bob and Cleo end 2 px apart, right at the bottom of the plot (y 10 to 130)
    const bbox = { left: 40, top: 10, width: 250, height: 120 }
    const u = {
      ctx,
      bbox,
      series: [{}, {}, {}, {}],
      data: [
        [0, 1, 2],
        [0, 3, 5],
        [0, 0, 0.2],
        [0, 0, 0],
      ],
      valToPos: (v: number, scale: string) => (scale === 'x' ? bbox.left + v * 125 : bbox.top + bbox.height - v * 10),
    }
    for (const hook of o.hooks?.draw ?? []) hook?.(u as never)
    expect(texts.map((t) => t.text).sort()).toEqual(['Ann', 'Bob', 'Cleo'])
    const ys = texts.map((t) => t.y).sort((a, b) => a - b)
    for (let i = 1; i < ys.length; i++) expect(ys[i] - ys[i - 1]).toBeGreaterThanOrEqual(13)
    // the names' 11 px stay inside the plot
    for (const y of ys) {
      expect(y - 5.5).toBeGreaterThanOrEqual(bbox.top)
      expect(y + 5.5).toBeLessThanOrEqual(bbox.top + bbox.height)
    }
    // Bob and Cleo had to move: each has a leader line from the end of its line to its name
    expect(lines).toHaveLength(2)
    for (const [x0, y0, , y1] of lines) {
      expect(x0).toBe(bbox.left + 2 * 125)
      expect(texts.some((t) => t.y === y1)).toBe(true)
      expect([128, 130]).toContain(y0)
    }
  })

  it('the turn axis has ticks at whole turns only, even for a game of three turns in a wide chart', async () => {
    const { default: UPlot } = await import('uplot')
    const o = optionsFor(600, 3)
    const ticks: number[] = []
    o.axes![0].values = (_u, splits) => (ticks.push(...splits), splits.map(String))
    const box = document.createElement('div')
    document.body.append(box)
    const plot = new UPlot(
      o,
      chartData(
        [0, 1, 2, 3],
        [
          [0, 1, 2, 3],
          [0, 2, 2, 2],
          [0, 1, 1, 3],
        ],
      ),
      box,
    )
    await vi.waitFor(() => expect(ticks.length).toBeGreaterThan(0))
    plot.destroy()
    box.remove()
    expect(
      ticks.every((v) => Number.isInteger(v)),
      ticks.join(' '),
    ).toBe(true)
  })

  it('the replay says where it is in sentence case, in every language', async () => {
    const { i18n, loadLocale } = await import('../../../src-renderer/i18n.js')
    await Promise.all((['en', 'fr', 'ja'] as const).map(loadLocale))
    const say = (locale: 'en' | 'fr' | 'ja') => i18n.global.t('replay.position', { n: 1, total: 1 }, { locale })
    expect([say('en'), say('fr'), say('ja')]).toEqual(['Action 1 of 1', 'Action 1 sur 1', '1手中1手目'])
  })

  /** the states of a 2-seat game of `g` over its first `n` actions, each the first legal one */
  function firstStates<S extends BaseState, A extends BaseAction, R>(g: GameModule<S, A, R>, n: number): S[] {
    let s = g.setup(g.defaultScenario, 2, 3)
    const states = [s]
    for (let i = 0; i < n && g.toAct(s) !== null; i++) {
      s = g.apply(s, g.legalActions(s)[0])
      states.push(s)
    }
    return states
  }
  const chartsReady = () =>
    vi.waitFor(() => expect(wrapper!.get('[data-testid="game-charts"]').attributes('data-status')).toBe('ready'), {
      timeout: 10_000,
    })

  it('draws one chart per quantity, titled in the player’s language', async () => {
    wrapper = mountIn(GameCharts, { game: 'kakekko', states: firstStates(GAMES.kakekko, 30), seats: seats.slice(0, 2) })
    await chartsReady()
    expect(wrapper.findAll('figcaption').map((f) => f.text())).toEqual(['Steps to the goal', 'Marbles in hand'])
  })

  it('a game saved before its first turn shows a sentence, not charts of one dot each with names fanned out from it', async () => {
    for (const game of GAME_IDS) {
      const g: GameModule = GAMES[game]
      wrapper = mountIn(GameCharts, { game, states: firstStates(g, 0), seats: seats.slice(0, 2) })
      await chartsReady()
      expect(wrapper.get('[data-testid="charts-unplayed"]').text()).toBe(
        'Nothing to chart yet: the lines start once a turn has been played.',
      )
      expect(wrapper.findAll('figure')).toHaveLength(0)
      expect(wrapper.find('canvas').exists()).toBe(false)
      wrapper.unmount()
      // a played game has its charts
      wrapper = mountIn(GameCharts, { game, states: firstStates(g, 40), seats: seats.slice(0, 2) })
      await chartsReady()
      expect(wrapper.find('[data-testid="charts-unplayed"]').exists()).toBe(false)
      expect(wrapper.findAll('figure').length).toBeGreaterThan(0)
      wrapper.unmount()
      wrapper = null
    }
  })

  it('a language chosen while the charts show makes them again in its words (the turn axis and legend)', async () => {
    const states = firstStates(GAMES.exxtra, 20)
    const i18n = createI18n({ legacy: false, locale: 'en', messages: CATALOGUE })
    wrapper = mount(GameCharts, {
      props: { game: 'exxtra', states, seats: seats.slice(0, 2) },
      global: { plugins: [i18n] },
      attachTo: document.body,
    })
    const turnWords = () =>
      wrapper!.findAll('.u-legend .u-series:first-child .u-label').map((l) => l.text().replace(/:$/, ''))
    await chartsReady()
    const charts = turnWords().length
    expect(charts).toBeGreaterThan(0)
    expect(new Set(turnWords())).toEqual(new Set(['Turn']))
    i18n.global.locale.value = 'fr'
    await flushPromises()
    await chartsReady()
    expect(turnWords()).toHaveLength(charts)
    expect(new Set(turnWords())).toEqual(new Set(['Tour']))
  })
})
