import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { startGame } from './helpers.js'
import { measureScene } from './longtask-trace.js'

const missing = appMissing()

describe.skipIf(missing)('bots think in a worker: the page stays responsive', () => {
  let page: Page
  let app: TestApp
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    app = await openApp({ baseUrl })
    page = app.page
    watchErrors(page)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('no main-thread task over 100 ms while a Hard bot thinks, and the page still answers clicks', async () => {
    // the main thread's tasks are read from a Chromium trace, in CPU time (what the page itself did,
    // whatever else the machine runs; the PerformanceObserver's entries came late or not at all in
    // a page drawing no frames): the trace does see a 300 ms busy loop (at least 100 ms of CPU on a busy machine)
    const busy = await measureScene(page, () =>
      page.evaluate(() => {
        const end = performance.now() + 300
        while (performance.now() < end);
      }),
    )
    expect(busy.longestCpuMs ?? 0).toBeGreaterThanOrEqual(100)

    await startGame(page, 'exxtra', ['hard', 'hard', 'hard'])
    await page.waitForSelector('text=is thinking')
    let clicks = 0
    const tasks = await measureScene(page, async () => {
      const t0 = Date.now()
      while (Date.now() - t0 < 4000) {
        // the page keeps answering: a click on the bot-speed control and a round trip to the page
        await page.locator('.controls .speed select').selectOption(clicks % 2 ? 'slow' : 'normal')
        clicks++
        await page.waitForTimeout(100)
      }
    })
    console.log(
      `three Hard bots thinking: longest main-thread task ${tasks.longestCpuMs} ms CPU, ${clicks} clicks answered`,
    )
    expect(clicks).toBeGreaterThan(10)
    expect(tasks.longestCpuMs ?? 0).toBeLessThan(100)
  })
})
