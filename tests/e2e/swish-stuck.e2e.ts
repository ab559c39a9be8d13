import { afterAll, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { BaseAction } from '../../shared/engine/types.js'
import { measureScene } from './longtask-trace.js'
import { appForSuite, describeApp, openSave, SEATS } from './helpers.js'
import { printTargets, report, target } from './targets.js'

/** the 218 actions of game 564 of a Swish match, up to an 18-bone fish whose every step is a dead end (minutes to prove before the room bound, about 2 s of CPU now) */
const actions = JSON.parse(
  readFileSync(new URL('../../scripts/bench/fixtures/swish-stuck-218.actions.json', import.meta.url), 'utf8'),
) as BaseAction[]

describeApp('Swish: a position whose legal steps take seconds to settle never holds the window up', () => {
  const ctx = appForSuite()
  afterAll(printTargets)

  it('the page says it is checking and offers nothing meanwhile, still answers (a dialog opens and closes), then offers Pass', async () => {
    await openSave(ctx.app, 'stuck.save.json', 'swish', SEATS.slice(0, 2), 1564, actions)
    // more than the page's 25 ms: the worker settles it, and until then the page says so
    const checking = ctx.page.getByTestId('swish-checking')
    await checking.waitFor()
    expect(await checking.innerText()).toContain('Checking which steps can still end the turn legally')
    expect(await ctx.page.getByTestId('swish-stop').isDisabled()).toBe(true)
    expect(await ctx.page.getByTestId('swish-pass').count()).toBe(0)
    // the board's own line says the same, not that the fish must pass
    expect(await ctx.page.getByTestId('swish-board').getAttribute('aria-label')).toContain('Checking which steps')
    // the window answers while the worker searches (the rules dialog opens and closes), the page
    // itself does nothing long, and once every step is proved a dead end, Pass is offered
    const pass = ctx.page.getByTestId('swish-pass')
    const tasks = await measureScene(ctx.page, async () => {
      await ctx.page.getByRole('button', { name: 'Rules', exact: true }).click()
      const dialog = ctx.page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
      await pass.waitFor({ timeout: 60_000 })
    })
    report(
      `stuck Swish position: Pass offered ${tasks.seconds} s after the dialog; longest main-thread task ${tasks.longestCpuMs} ms CPU meanwhile`,
    )
    target('stuck Swish position, while the worker searches', tasks.longestCpuMs ?? Math.max(0, ...tasks.wall), 50)
    expect(await checking.count()).toBe(0)
    expect(await ctx.page.getByTestId('swish-board').getAttribute('aria-label')).toContain('cannot make any legal move')
    expect(ctx.errors).toEqual([])
  })
})
