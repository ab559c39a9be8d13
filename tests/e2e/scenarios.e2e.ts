import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { GAMES } from '../../shared/games/registry.js'
import { appForSuite, describeApp, gameCard } from './helpers.js'
import { goHome } from './screen.js'

describeApp('a scenario can be played or edited, and its texts follow the edits (issue 17, item 16)', () => {
  const ctx = appForSuite()

  it('the Scenarios list offers Play and Edit for each scenario, named after it', async () => {
    const { page } = ctx
    await page.getByRole('heading', { name: 'Scenarios' }).waitFor()
    expect(await page.getByRole('button', { name: 'Play Recess!' }).innerText()).toBe('Play')
    expect(await page.getByRole('button', { name: 'Edit Recess!' }).innerText()).toBe('Edit')
    await page.getByRole('button', { name: 'Edit Recess!' }).click()
    await page.getByTestId('editor-view').waitFor()
    await goHome(page)
  })

  it('a scenario opened from a file offers Play and Edit; Edit opens it in its editor', async () => {
    const { page, app } = ctx
    const sc = GAMES.exxtra.defaultScenario
    const path = join(app.userData, 'corner.asobiba-scenario')
    await writeFile(
      path,
      JSON.stringify({
        ...sc,
        meta: { ...sc.meta, title: 'Corner ladder', description: 'A ladder for the corner table.' },
      }),
    )
    await app.dialog.nextOpen(path)
    await page.getByRole('button', { name: 'Open a file…' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    // the dialog's texts come a moment after the dialog itself
    await expect.poll(() => dialog.getByText('Scenario: Corner ladder').count()).toBe(1)
    expect(await dialog.getByTestId('scenario-description').innerText()).toBe('A ladder for the corner table.')
    await expect.poll(() => dialog.getByRole('button', { name: 'Start' }).count()).toBe(1)
    await dialog.getByRole('button', { name: 'Edit this scenario' }).click()
    await page.getByTestId('editor-view').waitFor()
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Editor: Exxtra')
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Corner ladder')
    await goHome(page)
  })

  it('once a built-in scenario is changed, its title and description say it is a variant, up to the new-game dialog', async () => {
    const { page } = ctx
    await gameCard(page, 'recess').getByRole('button', { name: 'Design a variant' }).click()
    await page.getByTestId('editor-view').waitFor()
    const description = page.getByRole('textbox', { name: 'Description' })
    expect(await description.inputValue()).toMatch(/^The standard playground/)
    await page.getByRole('spinbutton', { name: 'max' }).fill('4')
    await page.getByRole('spinbutton', { name: 'max' }).press('Tab')
    await expect.poll(() => description.inputValue()).toBe('A variant of “Recess!”, changed in the editor.')
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Recess! (variant)')
    // Undo brings back the built-in, texts and all
    await page.getByRole('button', { name: 'Undo' }).click()
    expect(await description.inputValue()).toMatch(/^The standard playground/)
    await page.getByRole('button', { name: 'Redo' }).click()
    await page.getByRole('button', { name: 'Test-play' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.getByText('Scenario: Recess! (variant)').count()).toBe(1)
    expect(await dialog.getByTestId('scenario-description').innerText()).toBe(
      'A variant of “Recess!”, changed in the editor.',
    )
    expect(await dialog.getByRole('button', { name: 'Edit this scenario' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(ctx.errors).toEqual([])
  })
})
