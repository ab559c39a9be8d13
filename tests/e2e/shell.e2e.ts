import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { logLines, setBotSpeed, startGame } from './helpers.js'

/** the fields of a save file this suite reads */
interface SaveFile {
  format: string
  actions: unknown[]
  cursor: number
}

const missing = appMissing()

describe.skipIf(missing)('app shell in a real browser, talking to the real main-process handlers', () => {
  let page: Page
  let app: TestApp
  let errors: string[]
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    app = await openApp({ baseUrl, locales: ['en-US'] })
    page = app.page
    errors = watchErrors(page)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('opens on the home screen with every game, in the system language, switchable', async () => {
    await page.waitForSelector('[data-testid="game-exxtra"]')
    const heading = () => page.locator('h1').first().innerText()
    // the system language's texts load before the page mounts: shown from the first frame
    expect(await heading()).toBe('Games')
    // another language's texts are downloaded when it is first chosen, and show once they are there
    await page.selectOption('[data-testid="language"]', 'ja')
    await expect.poll(heading).toBe('ゲーム')
    await page.selectOption('[data-testid="language"]', 'fr')
    await expect.poll(heading).toBe('Jeux')
    await page.selectOption('[data-testid="language"]', 'en')
    await expect.poll(heading).toBe('Games')
  })

  it('starts a game, saves it, loads it back and finds it unchanged', async () => {
    await startGame(page, 'exxtra', ['easy', 'easy', 'easy'])
    await setBotSpeed(page, 'fast')
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid="log"]')?.dataset.count) >= 12,
    )
    // a person takes the table over: stop the bots by saving mid-game is not needed; save now
    const path = join(app.userData, 'e2e-game.save.json')
    await app.dialog.nextSave(path)
    await page.click('[data-testid="save"]')
    await page.waitForSelector('[data-testid="notice"]')
    const saved = JSON.parse(await readFile(path, 'utf8')) as SaveFile
    expect(saved.format).toBe('asobiba.save')
    expect(saved.actions.length).toBeGreaterThanOrEqual(12)
    const linesAtSave = saved.cursor

    await page.click('.brand')
    await page.waitForSelector('[data-testid="game-exxtra"]')
    await app.dialog.nextOpen(path)
    await page.click('[data-testid="open-file"]')
    await page.waitForSelector('[data-testid="play-view"]')
    const lines = await logLines(page)
    expect(lines.length).toBeGreaterThanOrEqual(linesAtSave)
    // the loaded game replays the saved log exactly: the first lines are the same actions
    const reloaded = JSON.parse(await readFile(path, 'utf8')) as SaveFile
    expect(reloaded.actions).toEqual(saved.actions)
    expect(errors).toEqual([])
    await page.click('.brand')
  })

  it('lists the unfinished game under Continue, and a delete can be undone', async () => {
    await page.waitForSelector('[data-testid="save-card"]')
    const cards = await page.locator('[data-testid="save-card"]').count()
    expect(cards).toBeGreaterThanOrEqual(1)
    await page.locator('[data-testid="save-card"]').first().locator('button.ghost').click()
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="save-card"]').length === n - 1, cards)
    await page.locator('[data-testid="notice"] button', { hasText: 'Undo' }).click()
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="save-card"]').length === n, cards)
  })

  it('refuses a damaged file with every problem and its path, leaving the current game untouched', async () => {
    const bad = join(app.userData, 'broken.scenario.json')
    await writeFile(
      bad,
      JSON.stringify({
        format: 'asobiba.scenario',
        version: 1,
        game: 'exxtra',
        meta: { title: 5 },
        players: { min: 9, max: 1 },
        rules: {},
        board: {},
      }),
    )
    await page.waitForSelector('[data-testid="game-exxtra"]')
    await app.dialog.nextOpen(bad)
    await page.click('[data-testid="open-file"]')
    const dialog = page.locator('[data-testid="file-problems"]')
    await dialog.waitFor()
    const text = await dialog.innerText()
    expect(text).toContain('meta.title')
    expect(text).toContain('players')
    await dialog.locator('button.primary').click()
    expect(await page.locator('[data-testid="file-problems"]').count()).toBe(0)
    expect(await page.locator('[data-testid="game-exxtra"]').count()).toBe(1)
  })
})
