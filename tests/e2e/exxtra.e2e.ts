import { expect, it } from 'vitest'
import { join } from 'node:path'
import { appForSuite, describeApp, PLAIN_MOVES, playUntilOver, seatAndStart, setBotSpeed } from './helpers.js'
import { openEditor, saveFromEditor } from './editor-steps.js'

describeApp('Exxtra in the browser: a variant from the editor, saved, reopened and played to the end', () => {
  let variantPath = ''

  const ctx = appForSuite()

  it('the editor validates live and saves a variant', async () => {
    await openEditor(ctx.page, 'exxtra')
    // a die with no number face is an issue, and the variant cannot be played
    for (let i = 0; i < 6; i++) await ctx.page.fill(`[data-testid="exxtra-dieA-${i}"]`, 'X')
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length > 0)
    expect(await ctx.page.locator('[data-testid="test-play"]').isDisabled()).toBe(true)
    await ctx.page.click('[data-testid="exxtra-standard-dice"]')
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length === 0)

    await ctx.page.fill('[data-testid="exxtra-track-length"]', '6')
    await ctx.page.fill('[data-testid="meta-title"]', 'Short race')
    variantPath = join(ctx.app.userData, 'short-race.scenario.json')
    const res = await saveFromEditor(ctx.app, ctx.page, variantPath)
    if (res.ok) {
      expect(res.value.rules).toMatchObject({ trackLength: 6 })
      expect(res.value.meta.title).toBe('Short race')
      expect(res.value.meta.updated).toBeTruthy()
    }
  })

  it('reopens the variant and plays a 4-seat game, two people and two bots, to the end', async () => {
    await ctx.page.click('.brand')
    await ctx.app.dialog.nextOpen(variantPath)
    await ctx.page.click('[data-testid="open-file"]')
    await ctx.page.waitForSelector('[data-testid="new-game-dialog"]')
    expect(await ctx.page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Short race')
    await seatAndStart(ctx.page, ['human', 'human', 'easy', 'easy'])
    await setBotSpeed(ctx.page, 'fast')

    await playUntilOver(ctx.page, () => PLAIN_MOVES.exxtra.move(ctx.page), { selector: PLAIN_MOVES.exxtra.ready })
    expect(await ctx.page.locator('[data-testid="game-over"]').count()).toBe(1)
    expect(await ctx.page.locator('.standings li').count()).toBe(4)
    expect(ctx.errors).toEqual([])
  })
})
