import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { GameId } from '../../shared/engine/types.js'
import { axeScan } from './axe.js'
import { watchErrors } from './browser.js'
import { appMissing, openApp, type TestApp } from './app.js'
import { setBotSpeed, startGame } from './helpers.js'
import { chooseLanguage, gameCard, openNewGame } from './ux.js'

const missing = appMissing()
const GAMES: GameId[] = ['recess', 'kakekko', 'exxtra', 'swish']

describe.skipIf(missing)('axe-core finds no serious or critical violation on any screen (issue 17, done when)', () => {
  let page: Page
  let app: TestApp
  let errors: string[]
  const baseUrl = inject('baseUrl')
  const home = () => page.getByRole('button', { name: 'Home', exact: true }).click()

  beforeAll(async () => {
    app = await openApp({ baseUrl, locales: ['en'] })
    page = app.page
    errors = watchErrors(page)
  })
  afterAll(async () => {
    await app?.close()
  })
  // each screen starts from home, whatever the screen before left open
  beforeEach(async () => {
    if (!page) return
    await page.keyboard.press('Escape')
    if (await page.getByRole('button', { name: 'Home', exact: true }).count()) await home()
    await page.getByRole('heading', { name: 'Games' }).waitFor()
  })

  it('the home screen, in each language', async () => {
    for (const locale of ['en', 'ja', 'fr', 'en'] as const) {
      await chooseLanguage(page, locale)
      expect(await axeScan(page), locale).toEqual([])
    }
  })

  it.each(GAMES)('the New game dialog of %s', async (game) => {
    await openNewGame(page, game)
    expect(await axeScan(page)).toEqual([])
  })

  it.each(GAMES)('the play screen of %s, a person on turn', async (game) => {
    await startGame(page, game, ['human', 'easy', 'easy'].slice(0, game === 'swish' || game === 'kakekko' ? 2 : 3))
    await setBotSpeed(page, 'fast')
    await page.waitForTimeout(400)
    expect(await axeScan(page)).toEqual([])
  })

  it('the replay screen', async () => {
    await startGame(page, 'exxtra', ['easy', 'easy', 'easy'])
    await setBotSpeed(page, 'fast')
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid="log"]')?.dataset.count) >= 6,
    )
    await page.getByRole('button', { name: 'Replay' }).click()
    await page.waitForSelector('[data-testid="replay-view"]')
    expect(await axeScan(page)).toEqual([])
  })

  it('the end of a game', async () => {
    await startGame(page, 'exxtra', ['random', 'random', 'random'])
    await setBotSpeed(page, 'fast')
    await page.getByTestId('game-over').waitFor({ timeout: 100_000 })
    expect(await axeScan(page)).toEqual([])
  })

  it.each(GAMES)('the editor of %s', async (game) => {
    await gameCard(page, game).getByRole('button', { name: 'Design a variant' }).click()
    await page.waitForSelector('[data-testid="editor-view"]')
    await page.waitForTimeout(300)
    expect(await axeScan(page)).toEqual([])
  })

  it('the dialog that lists a damaged file’s problems', async () => {
    const path = join(app.userData, 'broken.scenario.json')
    await writeFile(
      path,
      JSON.stringify({
        format: 'asobiba.scenario',
        version: 1,
        game: 'exxtra',
        meta: { title: '' },
        players: { min: 9, max: 1 },
      }),
    )
    await app.dialog.nextOpen(path)
    await page.getByRole('button', { name: 'Open a file…' }).click()
    await page.getByRole('alertdialog').waitFor()
    expect(await axeScan(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect(errors).toEqual([])
  })
})
