import { expect, it } from 'vitest'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { appForSuite, describeApp, logLines, setBotSpeed, startGame } from './helpers.js'

/** the fields of a save file this suite reads */
interface SaveFile {
  format: string
  actions: unknown[]
  cursor: number
}

describeApp('app shell in a real browser, talking to the real main-process handlers', () => {
  const ctx = appForSuite({ locales: ['en-US'] })

  it('opens on the home screen with every game, in the system language, switchable', async () => {
    await ctx.page.waitForSelector('[data-testid="game-exxtra"]')
    const heading = () => ctx.page.locator('h1').first().innerText()
    // the system language's texts load before the page mounts: shown from the first frame
    expect(await heading()).toBe('Games')
    // another language's texts are downloaded when it is first chosen, and show once they are there
    await ctx.page.selectOption('[data-testid="language"]', 'ja')
    await expect.poll(heading).toBe('ゲーム')
    await ctx.page.selectOption('[data-testid="language"]', 'fr')
    await expect.poll(heading).toBe('Jeux')
    await ctx.page.selectOption('[data-testid="language"]', 'en')
    await expect.poll(heading).toBe('Games')
  })

  it('starts a game, saves it, loads it back and finds it unchanged', async () => {
    await startGame(ctx.page, 'exxtra', ['easy', 'easy', 'easy'])
    await setBotSpeed(ctx.page, 'fast')
    await ctx.page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid="log"]')?.dataset.count) >= 12,
    )
    // a person takes the table over: stop the bots by saving mid-game is not needed; save now
    const path = join(ctx.app.userData, 'e2e-game.save.json')
    await ctx.app.dialog.nextSave(path)
    await ctx.page.click('[data-testid="save"]')
    await ctx.page.waitForSelector('[data-testid="notice"]')
    const saved = JSON.parse(await readFile(path, 'utf8')) as SaveFile
    expect(saved.format).toBe('asobiba.save')
    expect(saved.actions.length).toBeGreaterThanOrEqual(12)
    const linesAtSave = saved.cursor

    await ctx.page.click('.brand')
    await ctx.page.waitForSelector('[data-testid="game-exxtra"]')
    await ctx.app.dialog.nextOpen(path)
    await ctx.page.click('[data-testid="open-file"]')
    await ctx.page.waitForSelector('[data-testid="play-view"]')
    const lines = await logLines(ctx.page)
    expect(lines.length).toBeGreaterThanOrEqual(linesAtSave)
    // the loaded game replays the saved log exactly: the first lines are the same actions
    const reloaded = JSON.parse(await readFile(path, 'utf8')) as SaveFile
    expect(reloaded.actions).toEqual(saved.actions)
    expect(ctx.errors).toEqual([])
    await ctx.page.click('.brand')
  })

  it('lists the unfinished game under Continue, and a delete can be undone', async () => {
    await ctx.page.waitForSelector('[data-testid="save-card"]')
    const cards = await ctx.page.locator('[data-testid="save-card"]').count()
    expect(cards).toBeGreaterThanOrEqual(1)
    // the built-in Exxtra scenario is titled as its game: its games are listed as "Exxtra", not "Exxtra — Exxtra"
    const titles = await ctx.page.locator('[data-testid="save-title"]').allInnerTexts()
    expect(titles).toContain('Exxtra')
    expect(titles.filter((s) => s.startsWith('Exxtra —'))).toEqual([])
    await ctx.page.locator('[data-testid="save-card"]').first().locator('button.ghost').click()
    await ctx.page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="save-card"]').length === n - 1,
      cards,
    )
    await ctx.page.locator('[data-testid="notice"] button', { hasText: 'Undo' }).click()
    await ctx.page.waitForFunction((n) => document.querySelectorAll('[data-testid="save-card"]').length === n, cards)
  })

  it('refuses a damaged file with every problem and its path, leaving the current game untouched', async () => {
    const bad = join(ctx.app.userData, 'broken.scenario.json')
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
    await ctx.page.waitForSelector('[data-testid="game-exxtra"]')
    await ctx.app.dialog.nextOpen(bad)
    await ctx.page.click('[data-testid="open-file"]')
    const dialog = ctx.page.locator('[data-testid="file-problems"]')
    await dialog.waitFor()
    const text = await dialog.innerText()
    expect(text).toContain('meta.title')
    expect(text).toContain('players')
    await dialog.locator('button.primary').click()
    expect(await ctx.page.locator('[data-testid="file-problems"]').count()).toBe(0)
    expect(await ctx.page.locator('[data-testid="game-exxtra"]').count()).toBe(1)
  })
})
