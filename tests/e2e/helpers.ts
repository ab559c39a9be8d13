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

export async function logLines(page: Page): Promise<string[]> {
  return page.locator('[data-testid="log"] li').allInnerTexts()
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
