import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { setBotSpeed } from './helpers.js'
import { loadScenario } from '../../shared/formats/loadFile.js'

const missing = appMissing()

describe.skipIf(missing)(
  'Exxtra in the browser: a variant from the editor, saved, reopened and played to the end',
  () => {
    let page: Page
    let app: TestApp
    let errors: string[]
    const baseUrl = inject('baseUrl')
    let variantPath = ''

    beforeAll(async () => {
      app = await openApp({ baseUrl, locales: ['en'] })
      page = app.page
      errors = watchErrors(page)
    })
    afterAll(async () => {
      await app?.close()
    })

    it('the editor validates live and saves a variant', async () => {
      await page.click('[data-testid="game-exxtra"] [data-testid="design"]')
      await page.waitForSelector('[data-testid="exxtra-editor"]')
      // a die with no number face is an issue, and the variant cannot be played
      for (let i = 0; i < 6; i++) await page.fill(`[data-testid="exxtra-dieA-${i}"]`, 'X')
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length > 0)
      expect(await page.locator('[data-testid="test-play"]').isDisabled()).toBe(true)
      await page.click('[data-testid="exxtra-standard-dice"]')
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length === 0)

      await page.fill('[data-testid="exxtra-track-length"]', '6')
      await page.fill('[data-testid="meta-title"]', 'Short race')
      variantPath = join(app.userData, 'short-race.scenario.json')
      await app.dialog.nextSave(variantPath)
      await page.click('[data-testid="editor-save"]')
      await page.waitForSelector('[data-testid="notice"]')
      const res = loadScenario(await readFile(variantPath, 'utf8'))
      expect(res.ok).toBe(true)
      if (res.ok) {
        expect(res.value.rules).toMatchObject({ trackLength: 6 })
        expect(res.value.meta.title).toBe('Short race')
        expect(res.value.meta.updated).toBeTruthy()
      }
    })

    it('reopens the variant and plays a 4-seat game, two people and two bots, to the end', async () => {
      await page.click('.brand')
      await app.dialog.nextOpen(variantPath)
      await page.click('[data-testid="open-file"]')
      await page.waitForSelector('[data-testid="new-game-dialog"]')
      expect(await page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Short race')
      const kinds = ['human', 'human', 'easy', 'easy']
      while ((await page.locator('[data-testid="seat-kind"]').count()) < 4) await page.click('[data-testid="add-seat"]')
      for (let i = 0; i < 4; i++)
        await page.locator(`[data-testid="seat-${i}"] [data-testid="seat-kind"]`).selectOption(kinds[i])
      await page.click('[data-testid="start-game"]')
      await page.waitForSelector('[data-testid="play-view"]')
      await setBotSpeed(page, 'fast')

      const deadline = Date.now() + 100_000
      while (Date.now() < deadline) {
        if (await page.locator('[data-testid="game-over"]').count()) break
        const roll = page.locator('[data-testid="exxtra-roll"]:not([disabled])')
        const place = page.locator('[data-testid^="exxtra-place-"]:not([disabled])')
        if (await place.count()) await place.last().click()
        else if (await roll.count()) await roll.click()
        else await page.waitForTimeout(60)
      }
      expect(await page.locator('[data-testid="game-over"]').count()).toBe(1)
      expect(await page.locator('.standings li').count()).toBe(4)
      expect(errors).toEqual([])
    })
  },
)
