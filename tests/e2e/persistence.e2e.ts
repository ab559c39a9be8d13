import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { ExxtraScenario } from '../../shared/games/exxtra/types.js'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { logLines, setBotSpeed, startGame } from './helpers.js'

const missing = appMissing()

/** plays the human seat's Exxtra turn: roll once, place on the first rung offered */
async function humanExxtraTurn(page: Page) {
  await page.waitForSelector('[data-testid="exxtra-roll"]:not([disabled])', { timeout: 30_000 })
  await page.click('[data-testid="exxtra-roll"]')
  const place = page.locator('[data-testid^="exxtra-place-"]:not([disabled])').first()
  await place.waitFor({ timeout: 10_000 }).catch(() => undefined)
  if (await place.count()) await place.click()
}

describe.skipIf(missing)('nothing a player makes is lost: autosave, recovery, replay, drag and drop', () => {
  let page: Page
  let app: TestApp
  let errors: string[]
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    app = await openApp({ baseUrl, locales: ['en'] })
    page = app.page
    errors = watchErrors(page)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('plays a few turns, reloads the page and continues from the autosave at the exact action', async () => {
    await startGame(page, 'exxtra', ['human', 'easy', 'easy'])
    await setBotSpeed(page, 'fast')
    for (let turn = 0; turn < 3; turn++) await humanExxtraTurn(page)
    await page.waitForSelector('[data-testid="exxtra-roll"]:not([disabled])', { timeout: 30_000 })
    const before = await logLines(page)
    const auto = JSON.parse(await readFile(join(app.userData, 'autosave', 'current.save.json'), 'utf8')) as {
      cursor: number
    }
    expect(auto.cursor).toBe(before.length)

    await page.reload()
    await page.waitForSelector('[data-testid="recovered"]')
    await page.click('[data-testid="resume"]')
    await page.waitForSelector('[data-testid="play-view"]')
    expect(await logLines(page)).toEqual(before)
  })

  it('replays: steps back and forth, jumps from the log, and a branch plays on', async () => {
    const total = (await logLines(page)).length
    await page.click('[data-testid="open-replay"]')
    await page.waitForSelector('[data-testid="replay-view"]')
    const pos = () => page.locator('[data-testid="replay-position"]').innerText()
    expect(await pos()).toBe(`action ${total} of ${total}`)
    await page.click('[data-testid="replay-prev"]')
    await page.click('[data-testid="replay-prev"]')
    expect(await pos()).toBe(`action ${total - 2} of ${total}`)
    await page.click('[data-testid="replay-next"]')
    expect(await pos()).toBe(`action ${total - 1} of ${total}`)
    // the log shows the lines around the position (the end): scroll it to the top, then pick the third
    await page.locator('[data-testid="replay-log"]').hover()
    await page.mouse.wheel(0, -10_000)
    await page.waitForSelector('[data-testid="replay-log"] ol[start="1"]')
    await page.locator('[data-testid="replay-log"] li button').nth(2).click()
    expect(await pos()).toBe(`action 3 of ${total}`)
    await page.click('[data-testid="branch"]')
    await page.waitForSelector('[data-testid="play-view"]')
    // the branch keeps the first three actions, then the game goes on from there
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="log"] li').length >= 3)
    const lines = await logLines(page)
    expect(lines.length).toBeGreaterThanOrEqual(3)
    await humanExxtraTurn(page)
    expect((await logLines(page)).length).toBeGreaterThan(3)
  })

  async function drop(name: string, text: string) {
    await page.evaluate(
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
    const before = await logLines(page)
    await drop('notes.json', '{"hello": "world"}')
    await page.waitForSelector('[data-testid="file-problems"]')
    await page.locator('[data-testid="file-problems"] button.primary').click()
    expect(await page.locator('[data-testid="play-view"]').count()).toBe(1)
    expect((await logLines(page)).slice(0, before.length)).toEqual(before)
  })

  it('drag and drop of a scenario file opens it', async () => {
    const scenario = JSON.parse(
      await readFile(join(import.meta.dirname, '../../resources/scenarios/exxtra.scenario.json'), 'utf8'),
    ) as ExxtraScenario
    scenario.meta.title = 'Dropped variant'
    scenario.rules.trackLength = 12
    await drop('dropped.scenario.json', JSON.stringify(scenario))
    await page.waitForSelector('[data-testid="new-game-dialog"]')
    expect(await page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Dropped variant')
    await page.click('[data-testid="start-game"]')
    await page.waitForSelector('[data-testid="play-view"]')
    expect(errors).toEqual([])
  })

  it('exports the board as a PNG image', async () => {
    const png = join(app.userData, 'board.png')
    await app.dialog.nextSave(png)
    await page.click('[data-testid="export-image"]')
    await page.locator('[data-testid="notice"]', { hasText: 'board.png' }).waitFor()
    await expect
      .poll(async () => (await readFile(png).catch(() => Buffer.alloc(0))).subarray(1, 4).toString(), {
        timeout: 10_000,
      })
      .toBe('PNG')
  })
})
