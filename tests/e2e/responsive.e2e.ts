import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { browserMissing, launch, watchErrors } from './browser.js'
import { installBridge, type InstalledBridge } from './bridge.js'
import { startGame } from './helpers.js'

const missing = browserMissing()

describe.skipIf(missing)('bots think in a worker: the page stays responsive', () => {
  let browser: Browser
  let page: Page
  let app: InstalledBridge
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await launch()
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    watchErrors(page)
    app = await installBridge(page, { origin: baseUrl, locales: ['en'] })
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] }
      w.__longTasks = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(baseUrl)
  })
  afterAll(async () => {
    await browser?.close()
    await app?.dispose()
  })

  it('no main-thread task over 100 ms while a Hard bot thinks, and the page still answers clicks', async () => {
    // the observer does see long tasks: a 150 ms busy loop on the main thread shows up
    await page.evaluate(() => {
      const end = performance.now() + 150
      while (performance.now() < end);
    })
    await page.waitForTimeout(50)
    expect(await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.some((d) => d >= 140))).toBe(true)

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
