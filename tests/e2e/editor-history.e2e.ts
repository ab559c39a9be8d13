import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { join } from 'node:path'
import { appForSuite, describeApp } from './helpers.js'
import { saveFromEditor } from './editor-steps.js'
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

  it('Save is not an edit: Undo after Save takes back the last edit, not the dates the save stamped', async () => {
    const page = ctx.page
    await page.getByLabel('Title').fill('Saved with this title')
    await page.getByLabel('Title').blur()
    const res = await saveFromEditor(ctx.app, page, join(ctx.app.userData, 'undo-after-save.scenario.json'))
    expect(res.ok && res.value.meta.title).toBe('Saved with this title')
    // the save stamped the scenario's dates: that stamp is the saved file, not a step Undo walks back
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Recess!')
    await page.getByRole('button', { name: 'Redo' }).click()
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Saved with this title')
    expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true)
    expect(ctx.errors).toEqual([])
  })
})
