import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { browserMissing, launch, watchErrors } from './browser.js'
import { installBridge, type InstalledBridge } from './bridge.js'
import { logLines, setBotSpeed, startGame } from './helpers.js'

const missing = browserMissing()
if (missing) console.warn(`\n!!! browser tests SKIPPED: ${missing}\n`)

describe.skipIf(missing)('app shell in a real browser, talking to the real main-process handlers', () => {
  let browser: Browser
  let page: Page
  let app: InstalledBridge
  let errors: string[]
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    browser = await launch()
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    errors = watchErrors(page)
    app = await installBridge(page, { origin: baseUrl, locales: ['en-US'] })
    await page.goto(baseUrl)
  })
  afterAll(async () => {
    await browser?.close()
    await app?.dispose()
  })

  it('opens on the home screen with every game, in the system language, switchable', async () => {
    await page.waitForSelector('[data-testid="game-exxtra"]')
    expect(await page.locator('h1').first().innerText()).toBe('Games')
    await page.selectOption('[data-testid="language"]', 'ja')
    expect(await page.locator('h1').first().innerText()).toBe('ゲーム')
    await page.selectOption('[data-testid="language"]', 'fr')
    expect(await page.locator('h1').first().innerText()).toBe('Jeux')
    await page.selectOption('[data-testid="language"]', 'en')
  })

  it('starts a game, saves it, loads it back and finds it unchanged', async () => {
    await startGame(page, 'exxtra', ['easy', 'easy', 'easy'])
    await setBotSpeed(page, 'fast')
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 12)
    // a person takes the table over: stop the bots by saving mid-game is not needed; save now
    const path = join(app.userData, 'e2e-game.save.json')
    app.dialog.nextSave(path)
    await page.click('[data-testid="save"]')
    await page.waitForSelector('[data-testid="notice"]')
    const saved = JSON.parse(await readFile(path, 'utf8'))
    expect(saved.format).toBe('asobiba.save')
    expect(saved.actions.length).toBeGreaterThanOrEqual(12)
    const linesAtSave = saved.cursor

    await page.click('.brand')
    await page.waitForSelector('[data-testid="game-exxtra"]')
    app.dialog.nextOpen(path)
    await page.click('[data-testid="open-file"]')
    await page.waitForSelector('[data-testid="play-view"]')
    const lines = await logLines(page)
    expect(lines.length).toBeGreaterThanOrEqual(linesAtSave)
    // the loaded game replays the saved log exactly: the first lines are the same actions
    const reloaded = JSON.parse(await readFile(path, 'utf8'))
    expect(reloaded.actions).toEqual(saved.actions)
    expect(errors).toEqual([])
    await page.click('.brand')
  })

  it('refuses a damaged file with every problem and its path, leaving the current game untouched', async () => {
    const bad = join(app.userData, 'broken.scenario.json')
    await writeFile(bad, JSON.stringify({ format: 'asobiba.scenario', version: 1, game: 'exxtra', meta: { title: 5 }, players: { min: 9, max: 1 }, rules: {}, board: {} }))
    await page.waitForSelector('[data-testid="game-exxtra"]')
    app.dialog.nextOpen(bad)
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
