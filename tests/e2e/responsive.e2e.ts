import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { startGame } from './helpers.js'
import { cpuTasksAround, longestMs, TRACE_TASKS_AND_MARKS } from './longtask-trace.js'

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
    // The main thread's tasks are read from a Chromium trace, in CPU time (what the page itself did,
    // whatever else the machine runs; the PerformanceObserver's entries came late or not at all in
    // a page drawing no frames). The same trace then sees a 300 ms busy loop, after a mark: at least
    // 100 ms of CPU after the mark, or the measurement is not to be trusted. (The loop comes last:
    // run first, right after the trace was started, it once left no task in the trace, the
    // renderer not yet recording.)
    await startGame(page, 'exxtra', ['hard', 'hard', 'hard'])
    await page.waitForSelector('text=is thinking')
    const browser = page.context().browser()
    await browser?.startTracing(page, { categories: TRACE_TASKS_AND_MARKS })
    let clicks = 0
    const t0 = Date.now()
    while (Date.now() - t0 < 4000) {
      // the page keeps answering: a click on the bot-speed control and a round trip to the page
      await page.locator('.controls .speed select').selectOption(clicks % 2 ? 'slow' : 'normal')
      clicks++
      await page.waitForTimeout(100)
    }
    await page.evaluate(() => {
      performance.mark('responsive:busy-loop')
      setTimeout(() => {
        const end = performance.now() + 300
        while (performance.now() < end);
      })
    })
    await page.waitForTimeout(500)
    const trace = await browser?.stopTracing()
    expect(trace, 'a Chromium trace (the browser route)').toBeTruthy()
    const tasks = cpuTasksAround(trace!, 'responsive:busy-loop')
    console.log(
      `three Hard bots thinking: longest main-thread task ${longestMs(tasks.before)} ms CPU over ${tasks.before.length} tasks, ` +
        `${clicks} clicks answered; the busy loop after: ${longestMs(tasks.after)} ms CPU`,
    )
    expect(tasks.mark).toBe(true)
    expect(longestMs(tasks.after)).toBeGreaterThanOrEqual(100)
    expect(clicks).toBeGreaterThan(10)
    expect(tasks.before.length).toBeGreaterThan(clicks)
    expect(longestMs(tasks.before)).toBeLessThan(100)
  })
})
