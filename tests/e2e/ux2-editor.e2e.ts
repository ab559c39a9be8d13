import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { appMissing } from './app.js'
import { appForSuite } from './helpers.js'
import { gameCard } from './ux.js'

const missing = appMissing()

/** page coordinates of cell (r, c) of the Recess editor's canvas (the playground is centred, cells even) */
async function recessCell(page: Page, r: number, c: number, w = 12, h = 12) {
  const box = (await page.getByRole('application', { name: /playground/i }).locator('canvas').first().boundingBox())!
  const margin = 26
  const cell = Math.floor(Math.min((box.width - 2 * margin) / w, (box.height - 2 * margin) / h))
  const ox = box.x + (box.width - cell * w) / 2
  const oy = box.y + (box.height - cell * h) / 2
  return { x: ox + (c + 0.5) * cell, y: oy + (r + 0.5) * cell }
}

const issueTexts = (page: Page) => page.getByRole('region', { name: 'Issues' }).getByRole('listitem').allInnerTexts()

describe.skipIf(missing)('the editors, tried as a new user would (issue 17)', () => {
  const ctx = appForSuite(['en'])

  it('Recess playground: Erase on a nun\'s start removes that nun (item 7)', async () => {
    const { page } = ctx
    await gameCard(page, 'recess').getByRole('button', { name: 'Design a variant' }).click()
    await page.getByRole('combobox', { name: 'Symmetry' }).selectOption('none')
    await page.getByRole('toolbar', { name: 'Playground tools' }).getByRole('button', { name: 'Erase' }).click()
    expect(await issueTexts(page)).toEqual([])
    const p = await recessCell(page, 1, 1)
    await page.mouse.click(p.x, p.y)
    await expect.poll(() => issueTexts(page)).toEqual([expect.stringContaining('at least two nuns (it has 1)')])
    // Undo brings the nun back
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => issueTexts(page)).toEqual([])
    expect(ctx.errors).toEqual([])
  })
})
