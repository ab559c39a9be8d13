import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { appForSuite, autosavedAt, describeApp, gameCard, logLines, setBotSpeed, startGame } from './helpers.js'

declare global {
  interface Window {
    /** the replay positions the page showed, noted by the replay test */
    __positions?: string[]
  }
}

/** symbols that many systems have no font for: they must not be text anywhere in the app */
const FONTLESS = /[⏮⏭⏸⏯▶◀↶↷⤺遊]/u

async function bodyText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText)
}

/** the buttons whose only content is an icon drawn as SVG, by accessible name */
async function iconButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((b) => b.querySelector('svg') && b.offsetParent !== null)
      .map((b) => b.getAttribute('aria-label') ?? b.innerText.trim()),
  )
}

describeApp('a way home, a replay that says what it does, icons that always draw', () => {
  const home = () => ctx.page.getByRole('button', { name: 'Home', exact: true })

  const ctx = appForSuite()

  it('the logo is a bundled picture, not a character that needs a Japanese font (item 19)', async () => {
    expect(await bodyText(ctx.page)).not.toMatch(FONTLESS)
    const logo = ctx.page.getByRole('banner').locator('img')
    const { w, h, natural } = await logo.evaluate((img: HTMLImageElement) => ({
      w: img.getBoundingClientRect().width,
      h: img.getBoundingClientRect().height,
      natural: img.naturalWidth,
    }))
    expect(natural).toBeGreaterThan(0)
    expect(w).toBeGreaterThan(20)
    expect(h).toBeGreaterThan(20)
    // the home screen needs no Home button
    expect(await home().count()).toBe(0)
  })

  it('the play screen has a visible Home button, and its icons are drawn (items 13, 19)', async () => {
    await startGame(ctx.page, 'exxtra', ['human', 'easy', 'easy'])
    await setBotSpeed(ctx.page, 'fast')
    expect(await home().isVisible()).toBe(true)
    expect(await home().innerText()).toBe('Home')
    expect(await bodyText(ctx.page)).not.toMatch(FONTLESS)
    expect(await iconButtons(ctx.page)).toEqual(expect.arrayContaining(['Home', 'Undo', 'Redo']))
    for (let turn = 0; turn < 2; turn++) {
      await ctx.page.getByRole('button', { name: 'Roll the dice' }).click({ timeout: 30_000 })
      await ctx.page
        .locator('[data-testid^="exxtra-place-"]:not([disabled])')
        .first()
        .click({ timeout: 10_000 })
        .catch(() => undefined)
    }
  })

  it('the replay: its slider is the replay speed, Watch and "continue from here" cannot be mixed up (item 14)', async () => {
    await ctx.page.getByRole('button', { name: 'Replay' }).click()
    await ctx.page.waitForSelector('[data-testid="replay-view"]')
    expect(await ctx.page.getByRole('slider', { name: 'Bot speed' }).count()).toBe(0)
    const speed = ctx.page.getByRole('slider', { name: 'Replay speed' })
    expect(await speed.count()).toBe(1)
    await speed.fill(String(await speed.getAttribute('max')))
    expect(await speed.getAttribute('aria-valuetext')).toBe('0.1 s per move')

    expect(await ctx.page.getByRole('button', { name: 'Play', exact: true }).count()).toBe(0)
    expect(await ctx.page.getByRole('button', { name: 'Play from here' }).count()).toBe(0)
    const controls = ctx.page.getByRole('group', { name: 'Replay controls' })
    expect(await controls.getByRole('button', { name: 'Watch' }).count()).toBe(1)
    const branch = ctx.page.getByRole('button', { name: 'Continue the game from here' })
    expect(await branch.count()).toBe(1)
    expect(await controls.getByRole('button', { name: 'Continue the game from here' }).count()).toBe(0)
    expect(await ctx.page.getByText('The moves after this one are dropped.').isVisible()).toBe(true)

    expect(await bodyText(ctx.page)).not.toMatch(FONTLESS)
    expect(await iconButtons(ctx.page)).toEqual(
      expect.arrayContaining(['First', 'Step back', 'Watch', 'Step forward', 'Last', 'Home', 'Back to the game']),
    )
    // the game waits while its replay is open: the bots add no move behind the person's back, not
    // even while the whole game is watched again (0.1 s a move, a fast bot's move takes 120 ms)
    await controls.getByRole('button', { name: 'Last' }).click()
    const atEnd = (await ctx.page.getByTestId('replay-position').textContent()) ?? ''
    // the page notes every position shown: the watch is over when it has shown others and is back
    // at the end (waiting for Pause to show could miss it on a busy machine: the whole watch may
    // run between two looks)
    await ctx.page.evaluate(() => {
      const el = document.querySelector('[data-testid="replay-position"]')!
      const seen: string[] = (window.__positions = [])
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
    await controls.getByRole('button', { name: 'Watch' }).click()
    await ctx.page.waitForFunction((end) => {
      const seen = window.__positions ?? []
      return (
        seen.some((p) => p !== end) && document.querySelector('[data-testid="replay-position"]')?.textContent === end
      )
    }, atEnd)
    await controls.getByRole('button', { name: 'Watch' }).waitFor()
    expect(await ctx.page.getByTestId('replay-position').textContent()).toBe(atEnd)
    // Watch at the last move starts again from the first
    await speed.fill(String(await speed.getAttribute('min')))
    await controls.getByRole('button', { name: 'Watch' }).click()
    await expect.poll(() => ctx.page.getByTestId('replay-position').textContent()).toMatch(/^Action [01] of /)
    await controls.getByRole('button', { name: 'Pause' }).click()
    expect(await controls.getByRole('button', { name: 'Watch' }).count()).toBe(1)
  })

  it('from the replay, Back to the game returns to play and Home goes home (item 13)', async () => {
    expect(await home().innerText()).toBe('Home')
    await ctx.page.getByRole('button', { name: 'Back to the game' }).click()
    await ctx.page.waitForSelector('[data-testid="play-view"]')
    await home().click()
    await ctx.page.getByRole('heading', { name: 'Games' }).waitFor()
  })

  it('the editor has a visible Home button too (items 13, 19)', async () => {
    await gameCard(ctx.page, 'swish').getByRole('button', { name: 'Design a variant' }).click()
    await ctx.page.waitForSelector('[data-testid="editor-view"]')
    expect(await home().innerText()).toBe('Home')
    expect(await bodyText(ctx.page)).not.toMatch(FONTLESS)
    expect(await iconButtons(ctx.page)).toEqual(expect.arrayContaining(['Home', 'Undo', 'Redo']))
    await home().click()
    await ctx.page.getByRole('heading', { name: 'Games' }).waitFor()
    expect(ctx.errors).toEqual([])
  })
})

describeApp('a screen whose download fails says so, and a reload carries on (web edition)', () => {
  const ctx = appForSuite()

  it('the replay’s code cannot be fetched: after its retries the screen says why and offers Reload; Reload, then Resume, brings the game back', async () => {
    const page = ctx.page
    await startGame(page, 'exxtra', ['human', 'easy', 'easy'])
    await page.getByRole('button', { name: 'Roll the dice' }).click()
    await expect.poll(() => autosavedAt(ctx.app.userData)).toBe(1)
    // the connection drops for the replay screen's code (or the page is older than the deployment)
    let blocked = 0
    await page.route(/ReplayView-[\w-]+\.js$/, (route) => (blocked++, route.abort('internetdisconnected')))
    await page.getByRole('button', { name: 'Replay' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
    await alert.waitFor()
    // three tries (PART_TRIES) reach the network in a browser that fetches a failed module again
    // (whatwg/html#10327, 2026); in one before it, a failed module stays failed for the page's
    // life and the retries fail without a request
    expect(blocked).toBe((await refetchesFailedModules(page)) ? 3 : 1)
    expect(await alert.innerText()).toContain('Check the connection, then reload the page.')
    // the connection is back: Reload, and the game is offered again
    await page.unroute(/ReplayView-[\w-]+\.js$/)
    await alert.getByRole('button', { name: 'Reload' }).click()
    await page.getByRole('heading', { name: 'Games' }).waitFor()
    await page.getByTestId('resume').click()
    await page.getByTestId('play-view').waitFor()
    expect(await logLines(page)).toHaveLength(1)
    // the only errors are the failed download's
    expect(
      ctx.errors.filter(
        (e) => !/dynamically imported module|ReplayView|ERR_INTERNET_DISCONNECTED|Failed to fetch/i.test(e),
      ),
    ).toEqual([])
  })
})

/** whether the page's browser fetches a module again after its fetch failed: two imports of a module whose fetch fails, counted */
async function refetchesFailedModules(page: Page): Promise<boolean> {
  let fetched = 0
  const probe = /\/refetch-probe\.js$/
  await page.route(probe, (route) => (fetched++, route.abort('internetdisconnected')))
  // as text: vitest rewrites an import() written in the test's own code
  await page.evaluate(
    `(async () => { for (let i = 0; i < 2; i++) await import(new URL('/refetch-probe.js', location.href).href).catch(() => null) })()`,
  )
  await page.unroute(probe)
  return fetched === 2
}
