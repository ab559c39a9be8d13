import { afterAll, beforeAll, expect, inject } from 'vitest'
import type { Page } from 'playwright-core'
import { openApp, type TestApp } from './app.js'
import { watchErrors } from './browser.js'

/** starts a game from the home screen with the given seat kinds ('human' or a bot level) */
export async function startGame(page: Page, game: string, kinds: string[]) {
  await page.click(`[data-testid="game-${game}"] [data-testid="new-game"]`)
  await page.waitForSelector('[data-testid="new-game-dialog"]')
  const seatRows = page.locator('[data-testid^="seat-"]').filter({ has: page.locator('[data-testid="seat-kind"]') })
  while ((await seatRows.count()) < kinds.length) await page.click('[data-testid="add-seat"]')
  while ((await seatRows.count()) > kinds.length) {
    await seatRows.last().locator('button.ghost').click()
  }
  for (let i = 0; i < kinds.length; i++) {
    await page.locator(`[data-testid="seat-${i}"] [data-testid="seat-kind"]`).selectOption(kinds[i])
  }
  await page.fill('[data-testid="seed"]', '1234')
  await page.click('[data-testid="start-game"]')
  await page.waitForSelector('[data-testid="play-view"]')
}

export async function setBotSpeed(page: Page, speed: 'slow' | 'normal' | 'fast') {
  await page.locator('.controls .speed select').selectOption(speed)
}

/** the number of lines of a log (the play view's, or `testid`), as the list states it */
export async function logCount(page: Page, testid = 'log'): Promise<number> {
  return Number(await page.getAttribute(`[data-testid="${testid}"]`, 'data-count'))
}

/**
 * Every line of a log (the play view's, or `testid`). The list draws only the lines in view: this
 * scrolls it through from the top, reading the lines each view draws, then scrolls it back.
 */
export async function logLines(page: Page, testid = 'log'): Promise<string[]> {
  return page.evaluate(async (id) => {
    const box = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
    if (!box) return []
    const count = Number(box.dataset.count)
    const lines = new Map<number, string>()
    const kept = box.scrollTop
    const drawn = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    for (let top = 0; lines.size < count && top <= box.scrollHeight; top += Math.max(1, box.clientHeight)) {
      box.scrollTop = top
      box.dispatchEvent(new Event('scroll'))
      await drawn()
      for (const li of box.querySelectorAll<HTMLElement>('li[data-index]'))
        lines.set(Number(li.dataset.index), li.innerText)
    }
    box.scrollTop = kept
    box.dispatchEvent(new Event('scroll'))
    return Array.from({ length: count }, (_, i) => lines.get(i) ?? '')
  }, testid)
}

/** line `i` of a log (the play view's, or `testid`): the list is scrolled to it */
export async function logLine(page: Page, i: number, testid = 'log'): Promise<string> {
  const box = page.locator(`[data-testid="${testid}"]`)
  await box.evaluate((el, top) => {
    el.scrollTop = top
    el.dispatchEvent(new Event('scroll'))
  }, i * 22) // a line is 22 px high (components/LogList.vue)
  return box.locator(`li[data-index="${i}"]`).innerText()
}

/** waits until the game is over, failing after `ms` */
export async function waitGameOver(page: Page, ms = 90_000) {
  await page.waitForSelector('[data-testid="game-over"]', { timeout: ms })
  expect(await page.locator('[data-testid="game-over"]').isVisible()).toBe(true)
}

/**
 * Opens the app once for a describe block and closes it after: `ctx.page`, `ctx.app` and
 * `ctx.errors` (uncaught page and console errors) are set before the first test runs.
 */
export function appForSuite(locales: string[] = ['en']) {
  const ctx = {} as { app: TestApp; page: Page; errors: string[] }
  beforeAll(async () => {
    ctx.app = await openApp({ baseUrl: inject('baseUrl'), locales })
    ctx.page = ctx.app.page
    ctx.errors = watchErrors(ctx.page)
  })
  afterAll(async () => {
    await ctx.app?.close()
  })
  return ctx
}
