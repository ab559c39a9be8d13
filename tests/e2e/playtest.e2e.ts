import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { appMissing } from './app.js'
import { appForSuite, chooseLanguage } from './helpers.js'

/**
 * Playtest in each editor (issue 37): a 50-game playtest of the board as it is, its report and
 * heat map on the board, an edit that makes the report stale, a second playtest compared with the
 * first, and the CSV and PNG exports. Easy bots keep the eight playtests short.
 * With ASOBIBA_SHOTS=1 it takes docs/screenshot-playtest-<game>.png at 1280×800.
 */
const EDITS: Record<string, (page: Page) => Promise<void>> = {
  recess: (page) => page.click('[data-testid="recess-flip-x"]'),
  kakekko: async (page) => {
    await page.fill('[data-path="rules.roundLimit"]', '12')
    await page.press('[data-path="rules.roundLimit"]', 'Tab')
  },
  exxtra: async (page) => {
    await page.fill('[data-testid="exxtra-track-length"]', '9')
  },
  swish: async (page) => {
    await page.fill('[data-testid="swish-stall-rounds"]', '4')
    await page.press('[data-testid="swish-stall-rounds"]', 'Tab')
  },
}

/** the part of a Konva node this test reads */
interface KNode {
  findOne(selector: string): KNode | undefined
  getChildren(): KNode[]
  container(): HTMLElement
}

/** the heat map's shapes and legend on the editor's own board (through window.Konva) */
function heatOnBoard(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { Konva?: { stages: KNode[] } }
    const stage = w.Konva?.stages.find((s) => s.container().closest('.editor-canvas'))
    const layer = stage?.findOne('.heat-layer')
    if (!layer) return { shapes: 0, legend: false }
    return { shapes: layer.getChildren()[0].getChildren().length, legend: !!layer.findOne('.heat-legend') }
  })
}

async function playtest(page: Page, seats: number) {
  await page.fill('[data-testid="playtest-games"]', '50')
  await page.fill('[data-testid="playtest-seed"]', '2026')
  for (let i = 1; i <= seats; i++) await page.selectOption(`[data-testid="playtest-level-${i}"]`, 'easy')
  await page.click('[data-testid="playtest-run"]')
  // done: all 50 played and a fresh report (a stale one, after an edit, is replaced). Not "Cancel
  // was shown": 50 Easy games can end within the test's round trip to the page
  await page.waitForFunction(
    () =>
      /50 of 50 games/.test(document.querySelector('[data-testid="playtest-progress"]')?.textContent ?? '') &&
      !document.querySelector('[data-testid="playtest-stale"]') &&
      !!document.querySelector('[data-testid="playtest-run"]'),
    null,
    { timeout: 60_000 },
  )
}

describe.skipIf(appMissing())('Playtest in every editor: report, heat map, compare after an edit, export', () => {
  const ctx = appForSuite()
  let confirming = false

  for (const game of ['recess', 'kakekko', 'exxtra', 'swish']) {
    it(game, async () => {
      const { page, app } = ctx
      await page.setViewportSize({ width: 1280, height: 800 })
      // leaving the last editor with its edit: "leave anyway?" is answered yes
      if (!confirming) page.on('dialog', (d) => void d.accept())
      confirming = true
      await page.click('.brand')
      await page.click(`[data-testid="game-${game}"] [data-testid="design"]`)
      await page.waitForSelector(`[data-testid="editor-view"]`)
      await page.click('[data-testid="editor-playtest"]')
      await page.waitForSelector('[data-testid="playtest-panel"]')
      const seats = Number(await page.inputValue('[data-testid="playtest-seats"]'))

      await playtest(page, seats)
      const seat1 = await page.textContent('[data-testid="playtest-seat-1"]')
      expect(seat1).toMatch(/^Seat 1 wins \d+% \(\d+–\d+%\), (more than|less than|close to) a fair \d+%/)
      expect(await page.textContent('[data-testid="playtest-report"]')).toContain('playtest seed 2026')
      const heat = await heatOnBoard(page)
      expect(heat.legend).toBe(true)
      expect(heat.shapes).toBeGreaterThan(0)
      await page.uncheck('[data-testid="playtest-heat"]')
      await expect.poll(() => heatOnBoard(page)).toEqual({ shapes: 0, legend: false })
      await page.check('[data-testid="playtest-heat"]')

      await EDITS[game](page)
      await page.waitForSelector('[data-testid="playtest-stale"]')
      await playtest(page, seats)
      await page.waitForSelector('[data-testid="playtest-compare"]')
      const seatRow = await page.textContent('[data-testid="compare-seat-1"]')
      expect(seatRow).toMatch(/Seat 1\s*\d+%\s*\d+%.*(significant|within chance)/)
      expect(await page.$('[data-testid="playtest-stale"]')).toBeNull()
      // the comparison fits its side panel in a smaller window, in English and in French's longer
      // words: nothing to scroll sideways for
      await page.setViewportSize({ width: 900, height: 700 })
      const overflow = () =>
        page.evaluate(() => {
          const side = document.querySelector('[data-testid="playtest-panel"]')!.closest('aside')!
          return side.scrollWidth - side.clientWidth
        })
      expect(await overflow()).toBeLessThanOrEqual(0)
      await chooseLanguage(page, 'fr')
      expect(await overflow()).toBeLessThanOrEqual(0)
      await chooseLanguage(page, 'en')
      await page.setViewportSize({ width: 1280, height: 800 })

      if (process.env.ASOBIBA_SHOTS) {
        // the last editor's export notices, if still up, would hide the board
        for (const close of await page.$$('[data-testid="notice"] button')) await close.click()
        await page.evaluate(() => document.querySelector('[data-testid="playtest-compare"]')?.scrollIntoView())
        await page.screenshot({ path: `docs/screenshot-playtest-${game}.png` })
      }

      const dir = await mkdtemp(join(tmpdir(), 'asobiba-playtest-'))
      await app.dialog.nextSave(join(dir, 'games.csv'))
      await page.click('[data-testid="playtest-export-csv"]')
      await expect.poll(() => existsSync(join(dir, 'games.csv'))).toBe(true)
      const rows = readFileSync(join(dir, 'games.csv'), 'utf8').trim().split('\r\n')
      expect(rows).toHaveLength(51)
      expect(rows[0]).toMatch(/^game,seed,winner,tie,place_1/)
      await app.dialog.nextSave(join(dir, 'heat.png'))
      await page.click('[data-testid="playtest-export-png"]')
      await expect.poll(() => existsSync(join(dir, 'heat.png'))).toBe(true)
      expect([...readFileSync(join(dir, 'heat.png')).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47])

      expect(ctx.errors).toEqual([])
    })
  }
})
