import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { GameId } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { appForSuite, chooseLanguage, describeApp, gameCard, openNewGame, settled, startGame } from './helpers.js'
import { goHome, keepShot, layoutFaults } from './screen.js'

const SIZES = [
  { width: 900, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]
const GAME_IDS: GameId[] = ['recess', 'kakekko', 'exxtra', 'swish']

/** every screen, reached as a person would; each returns once the screen is up */
const SCREENS: { name: string; open(page: Page): Promise<void> }[] = [
  { name: 'home', open: (page) => goHome(page) },
  {
    name: 'new game dialog',
    open: async (page) => {
      await goHome(page)
      await openNewGame(page, 'recess')
    },
  },
  ...GAME_IDS.map((game) => ({
    name: `${game} play`,
    open: async (page: Page) => {
      await goHome(page)
      await startGame(
        page,
        game,
        Array.from({ length: GAMES[game].defaultScenario.players.min }, () => 'human'),
      )
      await page.locator(`[data-testid="${game}-board"] canvas`).first().waitFor()
    },
  })),
  {
    name: 'replay',
    open: async (page) => {
      await page.getByRole('button', { name: 'Replay' }).click()
      await page.getByRole('button', { name: 'Back to the game' }).waitFor()
      await page.locator('[data-testid="replay-view"] canvas').first().waitFor()
    },
  },
  ...GAME_IDS.map((game) => ({
    name: `${game} editor`,
    open: async (page: Page) => {
      await goHome(page)
      await gameCard(page, game).getByRole('button', { name: 'Design a variant' }).click()
      await page.locator('[data-testid="editor-view"] canvas').first().waitFor()
    },
  })),
]

describeApp('every screen fits from 900×700 to 1920×1080 (issue 17, item 18)', () => {
  const ctx = appForSuite()

  for (const size of SIZES) {
    it(`at ${size.width}×${size.height}: no horizontal scrollbar, boards whole, inside the window and clear of the panels`, async () => {
      const { page } = ctx
      await goHome(page)
      await page.setViewportSize(size)
      const faults: string[] = []
      for (const screen of SCREENS) {
        await screen.open(page)
        const found = await settled(() => layoutFaults(page))
        await keepShot(page, `layout-${screen.name.replace(/ /g, '-')}-${size.width}.png`)
        faults.push(...found.map((f) => `${screen.name}: ${f}`))
        if (screen.name === 'new game dialog') await page.keyboard.press('Escape')
      }
      expect(faults).toEqual([])
      expect(ctx.errors).toEqual([])
    })
  }
})

describeApp('every screen fits at 900×700 in French and in Japanese too', () => {
  const ctx = appForSuite()

  it('each screen, opened in English, then shown in fr and ja: nothing leaves the window', async () => {
    const { page } = ctx
    await goHome(page)
    await page.setViewportSize(SIZES[0])
    const faults: string[] = []
    for (const screen of SCREENS) {
      await screen.open(page)
      for (const locale of ['fr', 'ja'] as const) {
        await chooseLanguage(page, locale)
        const found = await settled(() => layoutFaults(page))
        await keepShot(page, `layout-${screen.name.replace(/ /g, '-')}-900-${locale}.png`)
        faults.push(...found.map((f) => `${screen.name}, ${locale}: ${f}`))
      }
      await chooseLanguage(page, 'en')
      if (screen.name === 'new game dialog') await page.keyboard.press('Escape')
    }
    expect(faults).toEqual([])
  })
})
