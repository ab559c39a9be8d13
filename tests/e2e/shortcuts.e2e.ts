import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'

const missing = appMissing()

describe.skipIf(missing)('the "?" overlay lists every shortcut of the command table and of each board', () => {
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

  const overlay = () => page.getByRole('dialog', { name: 'Keyboard shortcuts' })

  it('"?" opens it with the app\'s keys and each board\'s, Escape closes it', async () => {
    await page.getByRole('heading', { name: 'Games' }).waitFor()
    await page.keyboard.press('?')
    await overlay().waitFor()
    const text = await overlay().innerText()
    for (const line of ['Undo', 'Ctrl+Z', 'Redo', 'Ctrl+Shift+Z', 'Save', 'Ctrl+S', 'aim 10° left', 'pass the whole turn', 'roll (again)', 'ink a shortcut']) {
      expect(text).toContain(line)
    }
    await page.keyboard.press('Escape')
    await overlay().waitFor({ state: 'hidden' })
  })

  it('the "?" button of the top bar opens it too, in the language chosen', async () => {
    await page.selectOption('[data-testid="language"]', 'fr')
    await page.getByRole('button', { name: 'Raccourcis clavier' }).click()
    const dialog = page.getByRole('dialog', { name: 'Raccourcis clavier' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('orienter de 10° à gauche')
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.selectOption('[data-testid="language"]', 'en')
    expect(errors).toEqual([])
  })
})
