import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { GameId } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { appMissing } from './app.js'
import { appForSuite, startGame } from './helpers.js'
import { chooseLanguage, gameCard, openNewGame } from './ux.js'
import { en } from '../../shared/i18n/en.js'
import { fr } from '../../shared/i18n/fr.js'
import { ja } from '../../shared/i18n/ja.js'
import { goHome, layoutFaults, shot } from './ux3-support.js'

const missing = appMissing()
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
      await page.waitForTimeout(300)
    },
  })),
  {
    name: 'replay',
    open: async (page) => {
      await page.getByRole('button', { name: 'Replay' }).click()
      await page.getByRole('button', { name: 'Back to the game' }).waitFor()
      await page.waitForTimeout(300)
    },
  },
  ...GAME_IDS.map((game) => ({
    name: `${game} editor`,
    open: async (page: Page) => {
      await goHome(page)
      await gameCard(page, game).getByRole('button', { name: 'Design a variant' }).click()
      await page.getByTestId('editor-view').waitFor()
      await page.waitForTimeout(300)
    },
  })),
]

describe.skipIf(missing)('every screen fits from 900×700 to 1920×1080 (issue 17, item 18)', () => {
  const ctx = appForSuite(['en'])

  for (const size of SIZES) {
    it(`at ${size.width}×${size.height}: no horizontal scrollbar, boards whole, inside the window and clear of the panels`, async () => {
      const { page } = ctx
      await goHome(page)
      await page.setViewportSize(size)
      const faults: string[] = []
      for (const screen of SCREENS) {
        await screen.open(page)
        const found = await layoutFaults(page)
        await page.screenshot({ path: shot(`layout-${screen.name.replace(/ /g, '-')}-${size.width}.png`) })
        faults.push(...found.map((f) => `${screen.name}: ${f}`))
        if (screen.name === 'new game dialog') await page.keyboard.press('Escape')
      }
      expect(faults).toEqual([])
      expect(ctx.errors).toEqual([])
    })
  }
})

describe.skipIf(missing)('every screen fits at 900×700 in French and in Japanese too', () => {
  const ctx = appForSuite(['en'])

  it('each screen, opened in English, then shown in fr and ja: nothing leaves the window', async () => {
    const { page } = ctx
    await goHome(page)
    await page.setViewportSize(SIZES[0])
    const faults: string[] = []
    for (const screen of SCREENS) {
      await screen.open(page)
      for (const locale of ['fr', 'ja'] as const) {
        await chooseLanguage(page, locale)
        await page.waitForTimeout(200)
        const found = await layoutFaults(page)
        await page.screenshot({ path: shot(`layout-${screen.name.replace(/ /g, '-')}-900-${locale}.png`) })
        faults.push(...found.map((f) => `${screen.name}, ${locale}: ${f}`))
      }
      await chooseLanguage(page, 'en')
      if (screen.name === 'new game dialog') await page.keyboard.press('Escape')
    }
    expect(faults).toEqual([])
  })
})

describe.skipIf(missing)("a board editor's canvas stays where it is while the tool changes", () => {
  const ctx = appForSuite(['en'])

  for (const size of [SIZES[0], SIZES[2]]) {
    it(`Kakekko at ${size.width}×${size.height}, in en, fr and ja: its help line never pushes the canvas down`, async () => {
      const { page } = ctx
      await goHome(page)
      await page.setViewportSize(size)
      const moves: string[] = []
      for (const locale of ['en', 'fr', 'ja'] as const) {
        await goHome(page)
        await chooseLanguage(page, locale)
        await gameCard(page, 'kakekko').locator('button').filter({ hasText: { en, fr, ja }[locale].home.edit }).click()
        const editor = page.getByTestId('kakekko-editor')
        await editor.waitFor()
        const canvas = editor.locator('.canvas')
        const place = async () => {
          const b = (await canvas.boundingBox())!
          return `${Math.round(b.y)}/${Math.round(b.height)}`
        }
        await page.waitForTimeout(300)
        const first = await place()
        for (const tool of ['square', 'road', 'slot', 'erase', 'select']) {
          await page.getByTestId(`tool-${tool}`).click()
          const now = await place()
          if (now !== first) moves.push(`${locale}, ${tool}: top/height ${first} → ${now}`)
        }
        await page.screenshot({ path: shot(`kakekko-editor-help-${locale}-${size.width}.png`) })
      }
      await chooseLanguage(page, 'en')
      expect(moves).toEqual([])
    })
  }
})
