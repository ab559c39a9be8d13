import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Seat } from '../../shared/formats/envelope.js'
import { GAMES } from '../../shared/games/registry.js'
import { turnStarts } from '../../shared/stats/series.js'
import { appForSuite, describeApp, logCount, openSave, playOut, waitGameOver } from './helpers.js'
import { exxtra } from '../../shared/games/exxtra/index.js'

/** the README's screenshots, written when ASOBIBA_SHOTS is set (1280×800) */
async function shot(page: Page, path: string) {
  if (process.env.ASOBIBA_SHOTS) await page.screenshot({ path })
}
const BOTS: Seat[] = [
  { name: 'Ann', colour: '#d55e00', bot: 'easy' },
  { name: 'Bob', colour: '#0072b2', bot: 'easy' },
  { name: 'Cleo', colour: '#009e73', bot: 'easy' },
]

describeApp('end-of-game charts (issue 20, section 3)', () => {
  const ctx = appForSuite()

  it('Exxtra: bots finish a game, the chart of the pawns’ progress is drawn, and a point clicked opens the replay at that turn', async () => {
    // a bot game played here to a few actions before its end; the app's bots play the rest
    const rand = { float: () => 0.5 } as never
    const full = playOut(
      exxtra,
      3,
      77,
      (s) => (GAMES.exxtra.toAct(s) === null ? null : GAMES.exxtra.bots.heuristic(s, rand)),
      2000,
    )
    expect(GAMES.exxtra.toAct(full.states[full.states.length - 1])).toBeNull()
    const cut = full.actions.length - 3
    const actions = full.actions.slice(0, cut)
    const known = turnStarts(GAMES.exxtra, full.states.slice(0, cut + 1))

    const { page, app } = ctx
    await page.setViewportSize({ width: 1280, height: 800 })
    await openSave(app, 'nearly.save.json', 'exxtra', BOTS, 77, actions).catch(async (e) => {
      await page.screenshot({ path: '/tmp/charts-fail.png' })
      throw e
    })
    await page.locator('.controls .speed select').selectOption('fast')
    await waitGameOver(page, 60_000)

    const charts = page.locator('[data-testid="game-charts"][data-status="ready"]')
    await charts.waitFor({ timeout: 20_000 })
    const chart = page.getByTestId('chart-exxtra.chart.progress')
    expect(await chart.locator('figcaption').innerText()).toBe('Square on the track')
    // one line per seat, named in the legend (readable without colour)
    const legend = await chart.locator('.u-legend .u-series .u-label').allInnerTexts()
    expect(legend).toEqual(['Turn', 'Ann', 'Bob', 'Cleo'])
    expect(await chart.locator('canvas').count()).toBeGreaterThan(0)
    await shot(page, 'docs/screenshot-chart-end.png')

    // the points are turns 0…last; click the one of the first third's turn (its position is known here)
    const over = chart.locator('.u-over')
    const box = (await over.boundingBox())!
    const total = await logCount(page)
    const i = Math.floor(known.length / 3)
    // the x scale runs from turn 0 to the last turn; find the last one by hovering the right edge
    await over.hover({ position: { x: box.width - 1, y: box.height / 2 } })
    const lastTurn = Number((await chart.locator('.u-legend .u-series').first().locator('.u-value').innerText()).trim())
    expect(lastTurn).toBeGreaterThanOrEqual(known.length - 1)
    await over.click({ position: { x: (i / lastTurn) * box.width, y: box.height / 2 } })
    await page.getByTestId('replay-view').waitFor()
    expect(await page.getByTestId('replay-position').innerText()).toBe(`Action ${known[i]} of ${total}`)

    // in the replay, the chart is there too and a click moves the replay
    const replayChart = page.getByTestId('replay-view').getByTestId('chart-exxtra.chart.progress')
    await page.locator('[data-testid="replay-view"] [data-testid="game-charts"][data-status="ready"]').waitFor()
    const o2 = replayChart.locator('.u-over')
    const b2 = (await o2.boundingBox())!
    const j = Math.floor((2 * known.length) / 3)
    await o2.click({ position: { x: (j / lastTurn) * b2.width, y: b2.height / 2 } })
    expect(await page.getByTestId('replay-position').innerText()).toBe(`Action ${known[j]} of ${total}`)
    await shot(page, 'docs/screenshot-chart-replay.png')
    expect(ctx.errors).toEqual([])
  })
})
