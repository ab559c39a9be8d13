import { expect, it } from 'vitest'
import { appForSuite, describeApp, focused, gameCard, openNewGame } from './helpers.js'

describeApp('the New game dialog is modal for keyboard users (issue 17, item 12)', () => {
  const ctx = appForSuite()

  it('is announced as a modal dialog named after its title, and takes the focus', async () => {
    const dialog = await openNewGame(ctx.page, 'recess')
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    expect(await ctx.page.getByRole('dialog', { name: 'New game: Recess!' }).count()).toBe(1)
    expect((await focused(ctx.page, dialog)).inside).toBe(true)
  })

  it('Tab and Shift+Tab go round inside the dialog and never reach the page behind it', async () => {
    const dialog = ctx.page.getByRole('dialog')
    const seen = new Set<string>()
    for (let i = 0; i < 40; i++) {
      await ctx.page.keyboard.press('Tab')
      const f = await focused(ctx.page, dialog)
      expect(f.inside, `Tab ${i + 1} left the dialog for "${f.name}"`).toBe(true)
      seen.add(f.name)
    }
    for (let i = 0; i < 40; i++) {
      await ctx.page.keyboard.press('Shift+Tab')
      expect((await focused(ctx.page, dialog)).inside, `Shift+Tab ${i + 1}`).toBe(true)
    }
    expect(seen.has('Start')).toBe(true)
    expect(seen.has('Cancel')).toBe(true)
  })

  it('each seat’s colour is one radio group: one Tab stop, arrows choose, colours called by name', async () => {
    const dialog = ctx.page.getByRole('dialog')
    const colours = dialog.getByRole('radiogroup', { name: 'Colour of seat 1' })
    const radios = colours.getByRole('radio')
    expect(await radios.count()).toBe(8)
    const names = await radios.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
    expect(names).toEqual([
      'vermilion',
      'blue',
      'bluish green',
      'orange',
      'reddish purple',
      'sky blue',
      'yellow',
      'grey',
    ])
    expect(names.join(' ')).not.toMatch(/#/)

    // from the name field, one Tab lands on the checked colour and the next one leaves the group
    await dialog.getByRole('textbox', { name: 'Name of seat 1' }).focus()
    await ctx.page.keyboard.press('Tab')
    expect((await focused(ctx.page, dialog)).name).toBe('vermilion')
    await ctx.page.keyboard.press('ArrowRight')
    expect((await focused(ctx.page, dialog)).name).toBe('blue')
    expect(await colours.getByRole('radio', { name: 'blue', exact: true }).getAttribute('aria-checked')).toBe('true')
    expect(await colours.getByRole('radio', { name: 'vermilion' }).getAttribute('aria-checked')).toBe('false')
    await ctx.page.keyboard.press('ArrowLeft')
    await ctx.page.keyboard.press('ArrowLeft')
    expect((await focused(ctx.page, dialog)).name).toBe('grey')
    await ctx.page.keyboard.press('Tab')
    expect((await focused(ctx.page, dialog)).name).not.toMatch(
      /^(vermilion|blue|bluish green|orange|reddish purple|sky blue|yellow|grey)$/,
    )
    // seat 2 is blue: picking grey again for seat 1 would clash, so the dialog says so
    await dialog.getByRole('radiogroup', { name: 'Colour of seat 2' }).getByRole('radio', { name: 'grey' }).click()
    expect(await dialog.getByRole('alert').innerText()).toBe('Two seats share a colour.')
  })

  it('Escape closes it and gives the focus back to the button that opened it', async () => {
    await ctx.page.keyboard.press('Escape')
    expect(await ctx.page.getByRole('dialog').count()).toBe(0)
    const opener = gameCard(ctx.page, 'recess').getByRole('button', { name: 'New game' })
    // the focus trap hands the focus back once the dialog has gone: wait for it rather than race it
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(ctx.errors).toEqual([])
  })
})
