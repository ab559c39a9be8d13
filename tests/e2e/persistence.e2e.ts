import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import type { ExxtraScenario } from '../../shared/games/exxtra/types.js'
import { launch, watchErrors } from './browser.js'
import { appForSuite, autosavedAt, describeApp, logLines, setBotSpeed, startGame } from './helpers.js'

/** plays the human seat's Exxtra turn: roll once, place on the first rung offered */
async function humanExxtraTurn(page: Page) {
  await page.waitForSelector('[data-testid="exxtra-roll"]:not([disabled])', { timeout: 30_000 })
  await page.click('[data-testid="exxtra-roll"]')
  const place = page.locator('[data-testid^="exxtra-place-"]:not([disabled])').first()
  await place.waitFor({ timeout: 10_000 }).catch(() => undefined)
  if (await place.count()) await place.click()
}

/** Continue on the first saved game of Home's list */
async function continueFirstGame(page: Page) {
  await page
    .locator('[data-testid="save-card"]')
    .first()
    .getByRole('button', { name: /^Continue/ })
    .click()
  await page.waitForSelector('[data-testid="play-view"]')
}

/** reloads the page mid-game and resumes from the autosave */
async function reloadAndResume(page: Page) {
  await page.reload()
  await page.click('[data-testid="resume"]')
  await page.waitForSelector('[data-testid="play-view"]')
}

/**
 * Goes Home from the game and reloads: Continue lists one entry, at the game's last action (with
 * `stored`, Home's card shows it before the reload too, once the browser has written it). Returns
 * how many actions the game has.
 */
async function oneEntryAtLastAction(page: Page, { stored = false } = {}): Promise<number> {
  const cards = page.locator('[data-testid="save-card"]')
  const actions = (await logLines(page)).length
  const latest = [expect.stringContaining(`action ${actions} ·`)]
  await page.click('[data-testid="nav-home"]')
  if (stored) await expect.poll(() => cards.allInnerTexts()).toEqual(latest)
  await page.reload()
  await cards.first().waitFor()
  expect(await cards.allInnerTexts()).toEqual(latest)
  return actions
}

describeApp('nothing a player makes is lost: autosave, recovery, replay, drag and drop', () => {
  const ctx = appForSuite()

  it('plays a few turns, reloads the page and continues from the autosave at the exact action', async () => {
    await startGame(ctx.page, 'exxtra', ['human', 'easy', 'easy'])
    await setBotSpeed(ctx.page, 'fast')
    for (let turn = 0; turn < 3; turn++) await humanExxtraTurn(ctx.page)
    await ctx.page.waitForSelector('[data-testid="exxtra-roll"]:not([disabled])', { timeout: 30_000 })
    const before = await logLines(ctx.page)
    await expect.poll(() => autosavedAt(ctx.app.userData)).toBe(before.length)

    await ctx.page.reload()
    await ctx.page.waitForSelector('[data-testid="recovered"]')
    await ctx.page.click('[data-testid="resume"]')
    await ctx.page.waitForSelector('[data-testid="play-view"]')
    expect(await logLines(ctx.page)).toEqual(before)
  })

  it('replays: steps back and forth, jumps from the log, and a branch plays on', async () => {
    const total = (await logLines(ctx.page)).length
    await ctx.page.click('[data-testid="open-replay"]')
    await ctx.page.waitForSelector('[data-testid="replay-view"]')
    const pos = () => ctx.page.locator('[data-testid="replay-position"]').innerText()
    expect(await pos()).toBe(`Action ${total} of ${total}`)
    await ctx.page.click('[data-testid="replay-prev"]')
    await ctx.page.click('[data-testid="replay-prev"]')
    expect(await pos()).toBe(`Action ${total - 2} of ${total}`)
    await ctx.page.click('[data-testid="replay-next"]')
    expect(await pos()).toBe(`Action ${total - 1} of ${total}`)
    // the log shows the lines around the position (the end): scroll it to the top, then pick the third
    await ctx.page.locator('[data-testid="replay-log"]').hover()
    await ctx.page.mouse.wheel(0, -10_000)
    await ctx.page.waitForSelector('[data-testid="replay-log"] ol[start="1"]')
    await ctx.page.locator('[data-testid="replay-log"] li button').nth(2).click()
    expect(await pos()).toBe(`Action 3 of ${total}`)
    await ctx.page.click('[data-testid="branch"]')
    await ctx.page.waitForSelector('[data-testid="play-view"]')
    // the branch keeps the first three actions, then the game goes on from there
    await ctx.page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid="log"]')?.dataset.count) >= 3,
    )
    const lines = await logLines(ctx.page)
    expect(lines.length).toBeGreaterThanOrEqual(3)
    await humanExxtraTurn(ctx.page)
    expect((await logLines(ctx.page)).length).toBeGreaterThan(3)
  })

  async function drop(name: string, text: string) {
    await ctx.page.evaluate(
      ([n, t]) => {
        const dt = new DataTransfer()
        dt.items.add(new File([t], n, { type: 'application/json' }))
        const el = document.querySelector('.app')!
        for (const type of ['dragenter', 'dragover', 'drop']) {
          el.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }))
        }
      },
      [name, text],
    )
  }

  it('a file dropped that is not a scenario or save is refused without touching the open game', async () => {
    const before = await logLines(ctx.page)
    await drop('notes.json', '{"hello": "world"}')
    await ctx.page.waitForSelector('[data-testid="file-problems"]')
    await ctx.page.locator('[data-testid="file-problems"] button.primary').click()
    expect(await ctx.page.locator('[data-testid="play-view"]').count()).toBe(1)
    expect((await logLines(ctx.page)).slice(0, before.length)).toEqual(before)
  })

  it('drag and drop of a scenario file opens it', async () => {
    const scenario = JSON.parse(
      await readFile(join(import.meta.dirname, '../../resources/scenarios/exxtra.scenario.json'), 'utf8'),
    ) as ExxtraScenario
    scenario.meta.title = 'Dropped variant'
    scenario.rules.trackLength = 12
    await drop('dropped.scenario.json', JSON.stringify(scenario))
    await ctx.page.waitForSelector('[data-testid="new-game-dialog"]')
    expect(await ctx.page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Dropped variant')
    await ctx.page.click('[data-testid="start-game"]')
    await ctx.page.waitForSelector('[data-testid="play-view"]')
    expect(ctx.errors).toEqual([])
  })

  it('exports the board as a PNG image', async () => {
    const png = join(ctx.app.userData, 'board.png')
    await ctx.app.dialog.nextSave(png)
    await ctx.page.click('[data-testid="export-image"]')
    await ctx.page.locator('[data-testid="notice"]', { hasText: 'board.png' }).waitFor()
    await expect
      .poll(async () => (await readFile(png).catch(() => Buffer.alloc(0))).subarray(1, 4).toString(), {
        timeout: 10_000,
      })
      .toBe('PNG')
  })
})

describeApp('Continue keeps one entry per game (issue 34 §1)', () => {
  const ctx = appForSuite()

  it('start, Home, then three times reload, Continue, play, Home: one entry with the latest action', async () => {
    const { page } = ctx
    const cards = page.locator('[data-testid="save-card"]')
    await startGame(page, 'exxtra', ['human', 'human', 'human'])
    await humanExxtraTurn(page)
    for (let round = 0; round < 3; round++) {
      await page.click('[data-testid="nav-home"]')
      await page.reload()
      await cards.first().waitFor()
      expect(await cards.count()).toBe(1)
      await continueFirstGame(page)
      await humanExxtraTurn(page)
    }
    expect(await oneEntryAtLastAction(page)).toBeGreaterThanOrEqual(4)
    expect(ctx.errors).toEqual([])
  })

  it('a continued game left by reloading (twice) and resumed from the autosave keeps the same one entry', async () => {
    const { page } = ctx
    await continueFirstGame(page)
    await humanExxtraTurn(page)
    for (let reload = 0; reload < 2; reload++) await reloadAndResume(page)
    await humanExxtraTurn(page)
    await oneEntryAtLastAction(page)
    expect(ctx.errors).toEqual([])
  })
})

describeApp('web edition: Save keeps files in the browser (issue 34 §2)', () => {
  let browser: Browser
  let page: Page
  let errors: string[]
  const baseUrl = inject('baseUrl')
  const cards = () => page.locator('[data-testid="save-card"]')
  const scenarios = () => page.locator('[data-testid="library-scenario"]')
  const notice = (text: string | RegExp) => page.locator('[data-testid="notice"]', { hasText: text })

  beforeAll(async () => {
    browser = await launch()
    // the plain web edition: no desktop bridge, its own IndexedDB library
    page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true })
    errors = watchErrors(page)
    await page.goto(baseUrl)
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('a saved game is listed in Continue after a reload, and continuing it keeps one entry', async () => {
    await startGame(page, 'exxtra', ['human', 'human', 'human'])
    await humanExxtraTurn(page)
    await page.click('[data-testid="save"]')
    await notice('Saved to').waitFor()
    await page.reload()
    await cards().first().waitFor()
    expect(await cards().count()).toBe(1)
    await continueFirstGame(page)
    await humanExxtraTurn(page)
    await oneEntryAtLastAction(page, { stored: true })
  })

  it('Save of a game resumed from the autosave after a reload writes over its own entry, not "… (2)"', async () => {
    await continueFirstGame(page)
    await humanExxtraTurn(page)
    await reloadAndResume(page)
    await humanExxtraTurn(page)
    await page.click('[data-testid="save"]')
    await notice('Saved to').waitFor()
    await oneEntryAtLastAction(page, { stored: true })
    expect(errors).toEqual([])
  })

  it('Export downloads the stored save; Import adds it back', async () => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      cards().first().getByTestId('export-file').click(),
    ])
    expect(file.suggestedFilename()).toMatch(/^exxtra-.*\.asobiba-save$/)
    const text = await readFile(await file.path(), 'utf8')
    const save = JSON.parse(text) as { format: string; cursor: number }
    expect(save.format).toBe('asobiba.save')
    expect(save.cursor).toBeGreaterThanOrEqual(4)
    // imported back, it is a second saved game beside the first
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('[data-testid="import-file"]')])
    await chooser.setFiles(await file.path())
    await expect.poll(() => cards().count()).toBe(2)
    expect(new Set(await cards().allInnerTexts()).size).toBe(1)
  })

  it('a scenario saved in the editor is listed in Scenarios after a reload; Import adds a file', async () => {
    await page.click('[data-testid="game-recess"] [data-testid="design"]')
    await page.waitForSelector('[data-testid="editor-view"]')
    await page.fill('[data-testid="meta-title"]', 'Kept in the browser')
    await page.click('[data-testid="editor-save"]')
    await notice('Saved to').waitFor()
    await page.click('[data-testid="nav-home"]')
    await page.reload()
    await scenarios().first().waitFor()
    expect(await scenarios().allInnerTexts()).toEqual([expect.stringContaining('Kept in the browser')])

    const scenario = JSON.parse(
      await readFile(join(import.meta.dirname, '../../resources/scenarios/exxtra.scenario.json'), 'utf8'),
    ) as ExxtraScenario
    scenario.meta.title = 'Imported race'
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('[data-testid="import-file"]')])
    await chooser.setFiles({
      name: 'race.asobiba-scenario.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(scenario)),
    })
    await notice('race.asobiba-scenario.json is now kept in this browser').waitFor()
    await page.reload()
    await scenarios().nth(1).waitFor()
    expect((await scenarios().allInnerTexts()).join('\n')).toContain('Imported race')
    expect(errors).toEqual([])
  })

  it('a browser with no room left says so when saving, and the editor keeps the scenario', async () => {
    // a fresh browser profile whose quota is spent before the app first opens its storage (an
    // override set later reaches a storage already open only when the browser reopens it)
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    const full = await context.newPage()
    const cdp = await context.newCDPSession(full)
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseUrl).origin, quotaSize: 1 })
    await full.goto(baseUrl)
    await full.click('[data-testid="game-recess"] [data-testid="design"]')
    await full.waitForSelector('[data-testid="editor-view"]')
    await full.fill('[data-testid="meta-title"]', 'No room for this')
    await full.click('[data-testid="editor-save"]')
    await full
      .locator('[data-testid="notice"]', {
        hasText: 'This browser has no room left for Asobiba: no-room-for-this.asobiba-scenario was not saved.',
      })
      .waitFor()
    expect(await full.locator('[data-testid="meta-title"]').inputValue()).toBe('No room for this')
    await context.close()
    expect(errors).toEqual([])
  })
})
