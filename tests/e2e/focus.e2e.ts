import { expect, it } from 'vitest'
import type { GameId } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { appForSuite, describeApp, gameCard, startGame } from './helpers.js'
import { blur, focusDecoration, goHome, keepShot, ringShare, tabTo } from './screen.js'

const BOARDS: GameId[] = ['recess', 'exxtra', 'kakekko', 'swish']

describeApp('keyboard focus is seen everywhere, and "?" lists every key (issue 17, item 11)', () => {
  const ctx = appForSuite()

  it('every control of the home screen shows a ring when Tab reaches it', async () => {
    const { page } = ctx
    await page.getByRole('heading', { name: 'Games' }).waitFor()
    const seen: string[] = []
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      const d = await focusDecoration(page)
      if (d.name === 'BODY') continue
      seen.push(d.name)
      expect(d.outline !== 'none' || d.shadow !== 'none', `no focus ring on "${d.name}"`).toBe(true)
    }
    expect(new Set(seen).size).toBeGreaterThan(10)
  })

  for (const game of BOARDS) {
    it(`the ${game} board shows a ring in the focus colour when Tab reaches it`, async () => {
      const { page } = ctx
      await goHome(page)
      await startGame(
        page,
        game,
        Array.from({ length: GAMES[game].defaultScenario.players.min }, () => 'human'),
      )
      const board = page.getByTestId('play-view').getByRole('application').first()
      await board.waitFor()
      expect(await ringShare(page, board)).toBeLessThan(0.05)
      await blur(page)
      expect(await tabTo(page, board)).toBe(true)
      await expect
        .poll(() => ringShare(page, board), { message: `${game}: share of the board's edge in the focus colour` })
        .toBeGreaterThan(0.6)
      await keepShot(page, `focus-${game}.png`)
    })
  }

  for (const game of ['recess', 'kakekko', 'swish'] as GameId[]) {
    it(`the ${game} editor's canvas shows a ring when Tab reaches it`, async () => {
      const { page } = ctx
      await goHome(page)
      await gameCard(page, game).getByRole('button', { name: 'Design a variant' }).click()
      const view = page.getByTestId('editor-view')
      await view.waitFor()
      const canvas = view
        .locator('[tabindex="0"]')
        .filter({ has: page.locator('canvas') })
        .first()
      await blur(page)
      expect(await tabTo(page, canvas)).toBe(true)
      await expect.poll(() => ringShare(page, canvas)).toBeGreaterThan(0.6)
      await keepShot(page, `focus-${game}-editor.png`)
    })
  }

  it('"?" lists Swish\'s 1° and Shift steps and each board\'s keys', async () => {
    const { page } = ctx
    await goHome(page)
    await page.getByRole('heading', { name: 'Games' }).waitFor()
    await page.keyboard.press('?')
    const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await overlay.waitFor()
    const swish = await overlay.getByTestId('shortcuts-swish').innerText()
    expect(swish).toMatch(/←\s+aim the next bone 1° left/)
    expect(swish).toMatch(/Shift\+←\s+aim 10° left/)
    expect(swish).toMatch(/Shift\+→\s+aim 10° right/)
    for (const game of BOARDS)
      expect(
        await overlay.getByTestId(`shortcuts-${game}`).getByRole('heading', { name: 'On the board' }).count(),
      ).toBe(1)
    expect(await overlay.getByTestId('shortcuts-recess').innerText()).toContain('pass the whole turn')
    expect(await overlay.getByTestId('shortcuts-kakekko').innerText()).toContain('ink a shortcut')
    expect(await overlay.getByTestId('shortcuts-exxtra').innerText()).toContain('place the held pair on that rung')
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'hidden' })
    expect(ctx.errors).toEqual([])
  })
})
