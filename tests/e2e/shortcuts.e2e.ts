import { expect, it } from 'vitest'
import { appForSuite, describeApp } from './helpers.js'

describeApp('the "?" overlay lists every shortcut of the command table and of each board', () => {
  const ctx = appForSuite()
  const overlay = () => ctx.page.getByRole('dialog', { name: 'Keyboard shortcuts' })

  it('"?" opens it with the app\'s keys and each board\'s, Escape closes it', async () => {
    await ctx.page.getByRole('heading', { name: 'Games' }).waitFor()
    await ctx.page.keyboard.press('?')
    await overlay().waitFor()
    const text = await overlay().innerText()
    for (const line of [
      'Undo',
      'Ctrl+Z',
      'Redo',
      'Ctrl+Shift+Z',
      'Save',
      'Ctrl+S',
      'aim 10° left',
      'pass the whole turn',
      'roll (again)',
      'ink a shortcut',
    ]) {
      expect(text).toContain(line)
    }
    await ctx.page.keyboard.press('Escape')
    await overlay().waitFor({ state: 'hidden' })
  })

  it('the "?" button of the top bar opens it too, in the language chosen', async () => {
    await ctx.page.selectOption('[data-testid="language"]', 'fr')
    await ctx.page.getByRole('button', { name: 'Raccourcis clavier' }).click()
    const dialog = ctx.page.getByRole('dialog', { name: 'Raccourcis clavier' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('orienter de 10° à gauche')
    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await ctx.page.selectOption('[data-testid="language"]', 'en')
    expect(ctx.errors).toEqual([])
  })
})
