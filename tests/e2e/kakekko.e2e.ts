import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { logLines, setBotSpeed } from './helpers.js'
import { loadScenario } from '../../shared/formats/loadFile.js'
import { defaultScenario, kakekko } from '../../shared/games/kakekko/index.js'
import { addSlot } from '../../shared/games/kakekko/editor.js'
import { slotSavings } from '../../shared/games/kakekko/graph.js'
import { fitBoard } from '../../src-renderer/games/kakekko/layout.js'

const missing = appMissing()

/** two squares of the default board a new shortcut can join without any issue */
function freeSlotEnds(): [number, number] {
  const sq = defaultScenario.board.squares
  for (const a of sq) {
    for (const b of sq) {
      if (a.id >= b.id || Math.hypot(a.x - b.x, a.y - b.y) > 250) continue
      const next = addSlot(defaultScenario, a.id, b.id).scenario
      if (kakekko.check(next).length === 0 && (slotSavings(next.board).at(-1) ?? 0) >= 3) return [a.id, b.id]
    }
  }
  throw new Error('no free slot on the default board')
}

describe.skipIf(missing)(
  'Kakekko in the browser: a board drawn in the editor, saved, reopened and played to the end',
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

    it('draws a pre-inked shortcut, turns secret bases on and saves', async () => {
      await page.click('[data-testid="game-kakekko"] [data-testid="design"]')
      await page.waitForSelector('[data-testid="kakekko-editor"]')
      await page.click('[data-testid="tool-slot"]')
      const box = (await page.locator('[data-testid="kakekko-editor"] .canvas').boundingBox())!
      const fit = fitBoard(defaultScenario.board, Math.floor(box.width), Math.floor(box.height))
      const [a, b] = freeSlotEnds()
      for (const id of [a, b]) {
        const q = defaultScenario.board.squares.find((s) => s.id === id)!
        await page.mouse.click(box.x + fit.ox + q.x * fit.scale, box.y + fit.oy + q.y * fit.scale)
      }
      await page.waitForSelector('[data-testid="slot-props"]')
      await page.check('[data-testid="slot-inked"]')
      await page.check('[data-testid="rule-secretBases"]')
      await page.fill('[data-testid="meta-title"]', 'Marker race')
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length === 0)

      variantPath = join(app.userData, 'marker-race.scenario.json')
      await app.dialog.nextSave(variantPath)
      await page.click('[data-testid="editor-save"]')
      await page.waitForSelector('[data-testid="notice"]')
      const res = loadScenario(await readFile(variantPath, 'utf8'))
      expect(res.ok).toBe(true)
      if (res.ok) {
        const board = res.value.board as typeof defaultScenario.board
        expect(board.slots).toHaveLength(defaultScenario.board.slots.length + 1)
        expect(board.slots.at(-1)).toMatchObject({ a, b, inked: true })
        expect(res.value.rules).toMatchObject({ secretBases: true })
      }
    })

    it('reopens the board and plays a 3-seat game, one person and two bots, to the end', async () => {
      await page.click('.brand')
      await app.dialog.nextOpen(variantPath)
      await page.click('[data-testid="open-file"]')
      await page.waitForSelector('[data-testid="new-game-dialog"]')
      expect(await page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Marker race')
      const kinds = ['human', 'easy', 'easy']
      const rows = page.locator('[data-testid^="seat-"]').filter({ has: page.locator('[data-testid="seat-kind"]') })
      while ((await rows.count()) < kinds.length) await page.click('[data-testid="add-seat"]')
      while ((await rows.count()) > kinds.length) await rows.last().locator('button.ghost').click()
      for (let i = 0; i < kinds.length; i++)
        await page.locator(`[data-testid="seat-${i}"] [data-testid="seat-kind"]`).selectOption(kinds[i])
      await page.fill('[data-testid="seed"]', '1234')
      await page.click('[data-testid="start-game"]')
      await page.waitForSelector('[data-testid="play-view"]')
      await page.waitForSelector('[data-testid="kakekko-board"]')
      await setBotSpeed(page, 'fast')

      // a button seen a moment ago may be gone when clicked (a bot moved on): try again next round
      const tap = (selector: string) => page.click(selector, { timeout: 1500 }).catch(() => undefined)
      const deadline = Date.now() + 100_000
      let walked = false
      while (Date.now() < deadline) {
        if (await page.locator('[data-testid="game-over"]').count()) break
        if (await page.locator('[data-testid="roll"]').count()) await tap('[data-testid="roll"]')
        else if (await page.locator('[data-testid="raise-0"]').count()) await tap('[data-testid="raise-0"]')
        else if (await page.locator('[data-testid="end"]').count()) {
          // the person walks one step by keyboard the first time, then lets the bots race
          if (!walked) {
            walked = true
            await page.focus('[data-testid="kakekko-board"]')
            await page.keyboard.press('ArrowRight')
            await page.keyboard.press('Enter')
          } else await tap('[data-testid="end"]')
        } else await page.waitForTimeout(60)
      }
      expect(await page.locator('[data-testid="game-over"]').count()).toBe(1)
      const log = await logLines(page)
      expect(log.some((l) => l.includes('walked to square'))).toBe(true)
      expect(log.some((l) => l.includes('reached the shrine'))).toBe(true)
      expect(errors).toEqual([])
    })
  },
)
