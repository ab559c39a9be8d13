import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { appForSuite, describeApp } from './helpers.js'
import { defaultScenario as kakekkoDefault } from '../../shared/games/kakekko/index.js'

/** the "Design a variant" button on the home screen's card of one game, found as a person would */
const designButton = (page: Page, game: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: game, exact: true }) })
    .getByRole('button', { name: 'Design a variant' })

describeApp('each scenario opened in an editor has its own undo history (issue 17, item 1)', () => {
  const ctx = appForSuite()

  it('edit a Recess playground, open the Kakekko editor, press Undo: nothing of Recess comes back', async () => {
    const page = ctx.page
    await designButton(page, 'Recess!').click()
    await page.getByRole('heading', { name: 'Editor: Recess!' }).waitFor()
    await page.getByLabel('Title').fill('A playground from the test')

    page.once('dialog', (d) => void d.accept())
    await page.getByRole('button', { name: 'Home' }).click()
    await designButton(page, 'Kakekko').click()
    await page.getByRole('heading', { name: 'Editor: Kakekko' }).waitFor()
    // the board's part loads on demand: press Undo once the editor is whole, as a person would
    await page.getByTestId('kakekko-editor').waitFor()

    const undo = page.getByRole('button', { name: 'Undo' })
    expect(await undo.isDisabled()).toBe(true)
    await page.keyboard.press('Control+z')
    await page.keyboard.press('Control+z')

    expect(await page.getByLabel('Title').inputValue()).toBe(kakekkoDefault.meta.title)
    expect(await page.getByRole('heading', { name: 'Editor: Kakekko' }).count()).toBe(1)
    expect(await page.getByTestId('kakekko-editor').count()).toBe(1)
    expect(ctx.errors).toEqual([])
  })

  it('loading a scenario is not an edit: the first Undo after opening has nothing to take back', async () => {
    const page = ctx.page
    await page.getByRole('button', { name: 'Home' }).click()
    await designButton(page, 'Recess!').click()
    await page.getByRole('heading', { name: 'Editor: Recess!' }).waitFor()
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true)
    await page.getByLabel('Title').fill('Edited once')
    await page.getByLabel('Title').blur()
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(false)
    await page.getByRole('button', { name: 'Undo' }).click()
    expect(await page.getByLabel('Title').inputValue()).toBe('Recess!')
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true)
  })
})
