import { expect, it } from 'vitest'
import { appForSuite, chooseLanguage, describeApp, openSave, playOut, SEATS } from './helpers.js'
import { goHome } from './screen.js'
import { recess } from '../../shared/games/recess/index.js'

const HEX = /#[0-9a-f]{3,8}\b/i

describeApp('screen readers hear what each control acts on, and colours by name (issue 17, item 17)', () => {
  const ctx = appForSuite()

  it("a saved game's Continue and Delete name the game, its players and how far it went, in en, fr and ja", async () => {
    const { page } = ctx
    const { actions } = playOut(recess, 3, 7, (_s, legal, step) => (step < 12 ? legal[0] : null))
    expect(actions).toHaveLength(12)
    await openSave(ctx.app, 'twelve.save.json', 'recess', SEATS, 7, actions)
    await goHome(page)
    const card = page.getByTestId('save-card').first()
    await card.waitFor()
    const name = (b: string) => card.getByRole('button', { name: new RegExp(b) }).getAttribute('aria-label')
    expect(await name('^Continue')).toMatch(/^Continue Recess!, 3 players, action 12, saved .+/)
    expect(await name('^Delete')).toMatch(/^Delete the saved game of Recess!, 3 players, action 12, saved .+/)
    expect(await card.getByRole('img').getAttribute('aria-label')).toBe(
      'Players and colours: Ann: vermilion, Bob: blue, Cleo: bluish green',
    )

    await chooseLanguage(page, 'fr')
    expect(await name('^Reprendre')).toMatch(/^Reprendre Récré\s!, 3\u00a0joueurs, action 12, enregistrée le .+/)
    await chooseLanguage(page, 'ja')
    expect(await name('続きから')).toMatch(/^リセス！の続きから（3人、12手目、.+に保存）$/)
    await chooseLanguage(page, 'en')
  })

  it('no accessible name or text of the home, new-game and play screens carries a colour code', async () => {
    const { page } = ctx
    await goHome(page)
    expect(await page.locator('body').ariaSnapshot()).not.toMatch(HEX)
    await page.getByTestId('game-recess').getByRole('button', { name: 'New game' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.ariaSnapshot()).not.toMatch(HEX)
    expect(
      await dialog
        .getByRole('radiogroup', { name: 'Colour of seat 1' })
        .getByRole('radio', { checked: true })
        .getAttribute('aria-label'),
    ).toBe('vermilion')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page
      .getByTestId('save-card')
      .first()
      .getByRole('button', { name: /^Continue/ })
      .click()
    await page.getByTestId('play-view').waitFor()
    expect(await page.locator('body').ariaSnapshot()).not.toMatch(HEX)
    expect(ctx.errors).toEqual([])
  })
})
