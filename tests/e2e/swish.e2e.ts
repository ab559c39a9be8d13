import { expect, it } from 'vitest'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { appForSuite, describeApp, setBotSpeed } from './helpers.js'
import { openEditor, saveFromEditor } from './editor-steps.js'

const issueCount = (page: Page) => page.locator('[data-testid="issues"] li').count()

describeApp('Swish in the browser: a pond from the editor, saved, reopened and played to the end', () => {
  let pondPath = ''

  const ctx = appForSuite()

  it('the pond editor scatters a pond, shows its issues live and saves it', async () => {
    await openEditor(ctx.page, 'swish')
    // asking more bones than the pond holds at that spacing says so in the issues list, and blocks nothing
    for (const c of ['red', 'blue', 'yellow', 'green']) await ctx.page.fill(`[data-testid="swish-count-${c}"]`, '12')
    await ctx.page.fill('[data-testid="swish-spacing"]', '3')
    await ctx.page.click('[data-testid="swish-scatter"]')
    const notice = ctx.page.locator('[data-testid="issues"] [data-testid="editor-notice"]')
    await notice.waitFor()
    expect((await notice.textContent())?.trim()).toBe('Placed 7 of 48 bones: no room left at spacing 3')
    expect(await ctx.page.locator('[data-testid="test-play"]').isDisabled()).toBe(false)
    // a scatter that places every bone asked leaves nothing to say
    for (const c of ['red', 'blue', 'yellow', 'green']) await ctx.page.fill(`[data-testid="swish-count-${c}"]`, '5')
    await ctx.page.fill('[data-testid="swish-spacing"]', '1')
    await ctx.page.click('[data-testid="swish-scatter"]')
    await notice.waitFor({ state: 'detached' })
    await ctx.page.locator('[data-testid="swish-joint-limit"]').selectOption('120')
    // a pond too small for its bones is an issue, and the pond cannot be played
    await ctx.page.fill('[data-testid="swish-pond-radius"]', '3')
    await ctx.page.locator('[data-testid="swish-pond-radius"]').dispatchEvent('change')
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length > 0)
    expect(await issueCount(ctx.page)).toBeGreaterThan(0)
    expect(await ctx.page.locator('[data-testid="test-play"]').isDisabled()).toBe(true)
    await ctx.page.fill('[data-testid="swish-pond-radius"]', '6')
    await ctx.page.locator('[data-testid="swish-pond-radius"]').dispatchEvent('change')
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length === 0)

    await ctx.page.fill('[data-testid="meta-title"]', 'Sparse pond')
    pondPath = join(ctx.app.userData, 'sparse.scenario.json')
    const res = await saveFromEditor(ctx.app, ctx.page, pondPath)
    if (res.ok) {
      const board = res.value.board as { fish: unknown[] }
      expect(board.fish).toHaveLength(20)
      expect(res.value.rules).toMatchObject({ jointLimit: 120 })
      expect(res.value.meta.title).toBe('Sparse pond')
    }
  })

  it('reopens the pond and three bots play it to the end', async () => {
    await ctx.page.click('.brand')
    await ctx.app.dialog.nextOpen(pondPath)
    await ctx.page.click('[data-testid="open-file"]')
    await ctx.page.waitForSelector('[data-testid="new-game-dialog"]')
    expect(await ctx.page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Sparse pond')
    const seatKinds = ctx.page.locator('[data-testid="seat-kind"]')
    while ((await seatKinds.count()) < 3) await ctx.page.click('[data-testid="add-seat"]')
    while ((await seatKinds.count()) > 3)
      await ctx.page.locator('[data-testid^="seat-"]').filter({ has: seatKinds }).last().locator('button.ghost').click()
    for (let i = 0; i < 3; i++)
      await ctx.page.locator(`[data-testid="seat-${i}"] [data-testid="seat-kind"]`).selectOption('easy')
    await ctx.page.click('[data-testid="start-game"]')
    await ctx.page.waitForSelector('[data-testid="play-view"]')
    await setBotSpeed(ctx.page, 'fast')
    await ctx.page.waitForSelector('[data-testid="game-over"]', { timeout: 110_000 })
    expect(await ctx.page.locator('.standings li').count()).toBe(3)
    expect(await ctx.page.locator('[data-testid="swish-panel"] tbody tr').count()).toBe(3)
    expect(ctx.errors).toEqual([])
  }, 120_000)
})
