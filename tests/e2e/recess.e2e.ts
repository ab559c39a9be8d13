import { expect, it } from 'vitest'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { appForSuite, describeApp, playUntilOver, setBotSpeed } from './helpers.js'
import { openEditor, saveFromEditor } from './editor-steps.js'
import type { Node } from 'konva/lib/Node.js'
import './page-globals.js'

/** page coordinates of the centre of a Konva node (the playground is a canvas), once it is drawn:
 * the board can draw its pieces a task after the turn's buttons are enabled (at load 15 it did) */
async function nodePoint(page: Page, selector: string): Promise<{ x: number; y: number }> {
  let point: { x: number; y: number } | null = null
  await expect
    .poll(async () => (point = await pointNow(page, selector)), { message: `${selector} drawn` })
    .not.toBeNull()
  return point!
}

/** the same, now, or null */
async function pointNow(page: Page, selector: string): Promise<{ x: number; y: number } | null> {
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

describeApp('Recess! in the browser: a playground from the editor, saved, reopened and played to the end', () => {
  let path = ''

  const ctx = appForSuite()

  it('the editor narrows the playground, lists what breaks, and saves once it is mended', async () => {
    await openEditor(ctx.page, 'recess')
    await ctx.page.fill('[data-testid="recess-width"]', '10')
    await ctx.page.locator('[data-testid="recess-width"]').dispatchEvent('change')
    // the girls gates and one nun fell off the board
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length >= 2)
    expect(await ctx.page.locator('[data-testid="test-play"]').isDisabled()).toBe(true)

    await ctx.page.locator('[data-testid="recess-symmetry"]').selectOption('none')
    await ctx.page.click('[data-testid="recess-tool-gateGirls"]')
    let p = await editorCell(ctx.page, 11, 9, 10, 12)
    await ctx.page.mouse.click(p.x, p.y)
    await ctx.page.click('[data-testid="recess-tool-nun"]')
    p = await editorCell(ctx.page, 10, 8, 10, 12)
    await ctx.page.mouse.click(p.x, p.y)
    await ctx.page.click('[data-testid="recess-tool-eq2x1"]')
    p = await editorCell(ctx.page, 4, 4, 10, 12)
    await ctx.page.mouse.click(p.x, p.y)
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length === 0)
    expect(await issues(ctx.page)).toBe(0)

    await ctx.page.fill('[data-testid="meta-title"]', 'Narrow yard')
    path = join(ctx.app.userData, 'narrow-yard.scenario.json')
    const res = await saveFromEditor(ctx.app, ctx.page, path)
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
    await ctx.page.click('.brand')
    await ctx.app.dialog.nextOpen(path)
    await ctx.page.click('[data-testid="open-file"]')
    await ctx.page.waitForSelector('[data-testid="new-game-dialog"]')
    expect(await ctx.page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Narrow yard')
    const kinds = ['human', 'easy', 'easy', 'random']
    while ((await ctx.page.locator('[data-testid="seat-kind"]').count()) < 4)
      await ctx.page.click('[data-testid="add-seat"]')
    for (let i = 0; i < 4; i++)
      await ctx.page.locator(`[data-testid="seat-${i}"] [data-testid="seat-kind"]`).selectOption(kinds[i])
    await ctx.page.click('[data-testid="start-game"]')
    await ctx.page.waitForSelector('[data-testid="play-view"]')
    await setBotSpeed(ctx.page, 'fast')

    // the person's first turn on the canvas: a boy out of the entrance, 3 steps
    await ctx.page.waitForSelector('[data-testid="recess-pass"]:not([disabled])')
    const kid = await nodePoint(ctx.page, '.piece-k0')
    await ctx.page.mouse.click(kid.x, kid.y)
    const target = await nodePoint(ctx.page, '.target-0-2')
    await ctx.page.mouse.click(target.x, target.y)
    await ctx.page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="log"] li')].some((li) => li.textContent?.includes('C1')),
    )

    const pass = ctx.page.locator('[data-testid="recess-pass"]:not([disabled])')
    await playUntilOver(
      ctx.page,
      async () => {
        if (await pass.count()) {
          await pass.click()
          return true
        }
        // a started turn of the person: pick what can be picked, then play the first highlighted cell
        return ctx.page.evaluate(() => {
          const stage = window.Konva?.stages[0]
          const next =
            stage?.find((n: Node) => n.name().startsWith('target-'))[0] ??
            stage?.find((n: Node) => n.name().includes('pickable'))[0]
          next?.fire('click')
          return !!next
        })
      },
      { selector: '[data-testid="recess-pass"]:not([disabled])', node: /^target-|pickable/ },
      110_000,
    )
    expect(await ctx.page.locator('[data-testid="game-over"]').count()).toBe(1)
    expect(await ctx.page.locator('.standings li').count()).toBe(4)
    expect(ctx.errors).toEqual([])
  })
})
