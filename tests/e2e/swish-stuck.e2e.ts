import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import type { BaseAction } from '../../shared/engine/types.js'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { measureScene } from './longtask-trace.js'
import { SEATS, openSave } from './ux.js'

const missing = appMissing()
/** the 218 actions of game 564 of a Swish match, up to an 18-bone fish whose steps take minutes to settle */
const actions = JSON.parse(
  readFileSync(new URL('../../scripts/bench/fixtures/swish-stuck-218.actions.json', import.meta.url), 'utf8'),
) as BaseAction[]

describe.skipIf(missing)('Swish: a position whose legal steps take minutes to settle never holds the window up', () => {
  let page: Page
  let app: TestApp
  let errors: string[]
  const baseUrl = inject('baseUrl')

  beforeAll(async () => {
    app = await openApp({ baseUrl, locales: ['en'] })
    page = app.page
    errors = watchErrors(page)
  })
  afterAll(async () => {
    await app?.close()
  })

  it('the page says it is checking, offers no step yet, and runs no main-thread task over 50 ms of CPU meanwhile', async () => {
    await openSave(app, 'stuck.save.json', 'swish', SEATS.slice(0, 2), 1564, actions)
    const checking = page.getByTestId('swish-checking')
    await checking.waitFor()
    expect(await checking.innerText()).toContain('Checking which steps can still end the turn legally')
    // the window answers while the worker searches: the rules dialog opens and closes
    await page.getByRole('button', { name: 'Rules', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    // and the page itself does nothing long while the search goes on
    const tasks = await measureScene(page, () => page.waitForTimeout(2500))
    console.log(`stuck Swish position: longest main-thread task ${tasks.longestCpuMs} ms CPU over ${tasks.seconds} s`)
    expect(tasks.longestCpuMs ?? 0).toBeLessThan(50)
    expect(await checking.isVisible()).toBe(true)
    expect(await page.getByTestId('swish-stop').isDisabled()).toBe(true)
    expect(await page.getByTestId('swish-pass').count()).toBe(0)
    // the board's own line says the same, not that the fish must pass
    expect(await page.getByTestId('swish-board').getAttribute('aria-label')).toContain('Checking which steps')
    expect(errors).toEqual([])
  })
})
