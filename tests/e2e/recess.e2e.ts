import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { setBotSpeed } from './helpers.js'
import { loadScenario } from '../../shared/formats/load.js'
import type { Node } from 'konva/lib/Node.js'
import './page-globals.js'

const missing = appMissing()

/** page coordinates of the centre of a Konva node (the playground is a canvas) */
async function nodePoint(page: Page, selector: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((sel) => {
    for (const stage of window.Konva?.stages ?? []) {
      const n = stage.findOne(sel)
      if (!n) continue
      const p = n.getAbsolutePosition()
      const r = stage.container().getBoundingClientRect()
      const rect = n.getClassName() === 'Rect'
      return { x: r.left + p.x + (rect ? n.width() / 2 : 0), y: r.top + p.y + (rect ? n.height() / 2 : 0) }
    }
    return null
  }, selector)
}

/** page coordinates of cell (r, c) of the editor canvas: the playground is centred with even cells */
async function editorCell(page: Page, r: number, c: number, w: number, h: number) {
  const box = (await page.locator('[data-testid="recess-editor"] .canvas canvas').first().boundingBox())!
  const margin = 26
  const cell = Math.floor(Math.min((box.width - 2 * margin) / w, (box.height - 2 * margin) / h))
  const ox = box.x + (box.width - cell * w) / 2
  const oy = box.y + (box.height - cell * h) / 2
  return { x: ox + (c + 0.5) * cell, y: oy + (r + 0.5) * cell }
}

const issues = (page: Page) => page.locator('[data-testid="issues"] li').count()

describe.skipIf(missing)(
  'Recess! in the browser: a playground from the editor, saved, reopened and played to the end',
  () => {
    let page: Page
    let app: TestApp
    let errors: string[]
    const baseUrl = inject('baseUrl')
    let path = ''

    beforeAll(async () => {
      app = await openApp({ baseUrl, locales: ['en'] })
      page = app.page
      errors = watchErrors(page)
    })
    afterAll(async () => {
      await app?.close()
    })

    it('the editor narrows the playground, lists what breaks, and saves once it is mended', async () => {
      await page.click('[data-testid="game-recess"] [data-testid="design"]')
      await page.waitForSelector('[data-testid="recess-editor"]')
      await page.fill('[data-testid="recess-width"]', '10')
      await page.locator('[data-testid="recess-width"]').dispatchEvent('change')
      // the girls gates and one nun fell off the board
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length >= 2)
      expect(await page.locator('[data-testid="test-play"]').isDisabled()).toBe(true)

      await page.locator('[data-testid="recess-symmetry"]').selectOption('none')
      await page.click('[data-testid="recess-tool-gateGirls"]')
      let p = await editorCell(page, 11, 9, 10, 12)
      await page.mouse.click(p.x, p.y)
      await page.click('[data-testid="recess-tool-nun"]')
      p = await editorCell(page, 10, 8, 10, 12)
      await page.mouse.click(p.x, p.y)
      await page.click('[data-testid="recess-tool-eq2x1"]')
      p = await editorCell(page, 4, 4, 10, 12)
      await page.mouse.click(p.x, p.y)
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length === 0)
      expect(await issues(page)).toBe(0)

      await page.fill('[data-testid="meta-title"]', 'Narrow yard')
      path = join(app.userData, 'narrow-yard.scenario.json')
      await app.dialog.nextSave(path)
      await page.click('[data-testid="editor-save"]')
      await page.waitForSelector('[data-testid="notice"]')
      const res = loadScenario(await readFile(path, 'utf8'))
      expect(res.ok).toBe(true)
      if (res.ok) {
        const board = res.value.board as {
          width: number
          rows: string[]
          nuns: number[][]
          entrances: { girls: { gates: number[][] } }
        }
        expect(board.width).toBe(10)
        expect(board.rows[4].slice(4, 6)).toBe('##')
        expect(board.entrances.girls.gates).toEqual([[11, 9]])
        expect(board.nuns).toEqual([
          [1, 1],
          [10, 8],
        ])
      }
    })

    it('reopens the playground and plays a 4-seat game, a person and three bots, to the end', async () => {
      await page.click('.brand')
      await app.dialog.nextOpen(path)
      await page.click('[data-testid="open-file"]')
      await page.waitForSelector('[data-testid="new-game-dialog"]')
      expect(await page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Narrow yard')
      const kinds = ['human', 'easy', 'easy', 'random']
      while ((await page.locator('[data-testid="seat-kind"]').count()) < 4) await page.click('[data-testid="add-seat"]')
      for (let i = 0; i < 4; i++)
        await page.locator(`[data-testid="seat-${i}"] [data-testid="seat-kind"]`).selectOption(kinds[i])
      await page.click('[data-testid="start-game"]')
      await page.waitForSelector('[data-testid="play-view"]')
      await setBotSpeed(page, 'fast')

      // the person's first turn on the canvas: a boy out of the entrance, 3 steps
      await page.waitForSelector('[data-testid="recess-pass"]:not([disabled])')
      const kid = (await nodePoint(page, '.piece-k0'))!
      await page.mouse.click(kid.x, kid.y)
      const target = (await nodePoint(page, '.target-0-2'))!
      await page.mouse.click(target.x, target.y)
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="log"] li')].some((li) => li.textContent?.includes('C1')),
      )

      const deadline = Date.now() + 110_000
      while (Date.now() < deadline) {
        if (await page.locator('[data-testid="game-over"]').count()) break
        const pass = page.locator('[data-testid="recess-pass"]:not([disabled])')
        if (await pass.count()) await pass.click()
        else {
          // a started turn of the person: pick what can be picked, then play the first highlighted cell
          const done = await page.evaluate(() => {
            const stage = window.Konva?.stages[0]
            if (!stage) return false
            const next =
              stage.find((n: Node) => n.name().startsWith('target-'))[0] ??
              stage.find((n: Node) => n.name().includes('pickable'))[0]
            next?.fire('click')
            return !!next
          })
          if (!done) await page.waitForTimeout(80)
        }
      }
      expect(await page.locator('[data-testid="game-over"]').count()).toBe(1)
      expect(await page.locator('.standings li').count()).toBe(4)
      expect(errors).toEqual([])
    })
  },
)
