import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { startGame } from './helpers.js'

const missing = appMissing()

describe.skipIf(missing)('bots think in a worker: the page stays responsive', () => {
  let page: Page
  let app: TestApp
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    app = await openApp({
      baseUrl,
      initScript: () => {
        const w = window as unknown as { __longTasks: number[] }
        w.__longTasks = []
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) w.__longTasks.push(e.duration)
        }).observe({ type: 'longtask', buffered: true })
      },
    })
    page = app.page
    watchErrors(page)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('no main-thread task over 100 ms while a Hard bot thinks, and the page still answers clicks', async () => {
    // the observer does see long tasks: a 150 ms busy loop on the main thread shows up
    await page.evaluate(() => {
      const end = performance.now() + 150
      while (performance.now() < end);
    })
    await page.waitForTimeout(50)
    expect(
      await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.some((d) => d >= 140)),
    ).toBe(true)

    await startGame(page, 'exxtra', ['hard', 'hard', 'hard'])
    await page.waitForSelector('text=is thinking')
    await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks = []))
    const t0 = Date.now()
    let clicks = 0
    while (Date.now() - t0 < 4000) {
      // the page keeps answering: a click on the bot-speed control and a round trip to the page
      await page.locator('.controls .speed select').selectOption(clicks % 2 ? 'slow' : 'normal')
      clicks++
      await page.waitForTimeout(100)
    }
    const long = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)
    expect(clicks).toBeGreaterThan(10)
    expect(long.filter((d) => d > 100)).toEqual([])
  })
})
