import { expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { GAME_IDS, type GameId } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { MESSAGES, type Locale } from '../../shared/i18n/index.js'
import { appForSuite, chooseLanguage, describeApp, gameCard, startGame } from './helpers.js'

type Tree = { [k: string]: string | Tree }
const flat = (s: string) => s.replace(/\s+/gu, ' ').trim()

/** the catalogue's summary of a game, paragraph by paragraph, and its setting names */
function expected(locale: Locale, game: GameId) {
  const texts = MESSAGES[locale][game] as Tree
  const summary = texts.summary
  const paragraphs = typeof summary === 'string' ? [summary] : Object.values(summary).map(String)
  const settings = Object.keys(GAMES[game].defaultScenario.rules).flatMap((k) => {
    const named =
      ((texts.setting as Tree | undefined)?.[k] as Tree | undefined)?.name ??
      ((texts.settings as Tree | undefined)?.[k] as Tree | undefined)?.label
    return typeof named === 'string' ? [named] : []
  })
  const name = ((MESSAGES[locale].games as Tree)[game] as Tree).name
  if (typeof name !== 'string') throw new Error(`games.${game}.name is not a text in ${locale}`)
  return { name, paragraphs, settings }
}

const RULES = { en: 'Rules', ja: 'ルール', fr: 'Règles' } as const

async function checkDialog(page: Page, locale: Locale, game: GameId): Promise<Locator> {
  const { name, paragraphs, settings } = expected(locale, game)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  const heading = await dialog.getByRole('heading', { level: 2 }).innerText()
  expect(heading).toContain(name)
  const text = flat(await dialog.innerText())
  expect(paragraphs.length).toBeGreaterThan(0)
  for (const p of paragraphs) expect(text).toContain(flat(p))
  expect(settings.length).toBeGreaterThan(0)
  const terms = (await dialog.getByRole('term').allInnerTexts()).map(flat)
  for (const s of settings) expect(terms).toContain(flat(s))
  return dialog
}

describeApp("the Rules dialog: each game's summary and the scenario's settings, in the app's language", () => {
  const ctx = appForSuite()

  for (const locale of ['en', 'ja', 'fr'] as const) {
    it(`from each game's card on Home, in ${locale}`, async () => {
      const { page } = ctx
      await chooseLanguage(page, locale)
      for (const game of GAME_IDS) {
        const name = expected(locale, game).name
        const button = gameCard(page, game).getByRole('button', { name: new RegExp(RULES[locale]) })
        expect(await button.getAttribute('aria-label')).toContain(name)
        await button.click()
        const dialog = await checkDialog(page, locale, game)
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
      }
    })
  }

  it("from the play view and from the editor, showing the scenario's current settings", async () => {
    const { page } = ctx
    await chooseLanguage(page, 'en')
    await startGame(page, 'recess', ['human', 'human', 'human'])
    await page.getByRole('button', { name: 'Rules', exact: true }).click()
    let dialog = await checkDialog(page, 'en', 'recess')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Home', exact: true }).click()
    await gameCard(page, 'recess').getByRole('button', { name: 'Design a variant' }).click()
    await page.getByTestId('recess-editor').waitFor()
    const turns = page.getByRole('spinbutton', { name: 'Turns' })
    await turns.fill('42')
    await turns.dispatchEvent('change')
    await page.getByRole('button', { name: 'Rules', exact: true }).click()
    dialog = await checkDialog(page, 'en', 'recess')
    const terms = await dialog.getByRole('term').allInnerTexts()
    const values = await dialog.getByRole('definition').allInnerTexts()
    expect(values[terms.indexOf('Turns')]).toMatch(/^42\b/)
    expect(values[terms.indexOf('Nun moves')]).toMatch(/^like a queen/)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(ctx.errors).toEqual([])
  })
})
