import { beforeEach, expect, it } from 'vitest'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { GameId } from '../../shared/engine/types.js'
import { axeScan } from './axe.js'
import { appForSuite, chooseLanguage, describeApp, gameCard, openNewGame, setBotSpeed, startGame } from './helpers.js'

const GAMES: GameId[] = ['recess', 'kakekko', 'exxtra', 'swish']

describeApp('axe-core finds no serious or critical violation on any screen (issue 17, done when)', () => {
  const home = () => ctx.page.getByRole('button', { name: 'Home', exact: true }).click()

  const ctx = appForSuite()
  // each screen starts from home, whatever the screen before left open
  beforeEach(async () => {
    if (!ctx.page) return
    await ctx.page.keyboard.press('Escape')
    if (await ctx.page.getByRole('button', { name: 'Home', exact: true }).count()) await home()
    await ctx.page.getByRole('heading', { name: 'Games' }).waitFor()
  })

  it('the home screen, in each language', async () => {
    for (const locale of ['en', 'ja', 'fr', 'en'] as const) {
      await chooseLanguage(ctx.page, locale)
      expect(await axeScan(ctx.page), locale).toEqual([])
    }
  })

  it.each(GAMES)('the New game dialog of %s', async (game) => {
    await openNewGame(ctx.page, game)
    expect(await axeScan(ctx.page)).toEqual([])
  })

  it.each(GAMES)('the play screen of %s, a person on turn', async (game) => {
    await startGame(ctx.page, game, ['human', 'easy', 'easy'].slice(0, game === 'swish' || game === 'kakekko' ? 2 : 3))
    await setBotSpeed(ctx.page, 'fast')
    await ctx.page.locator(`[data-testid="${game}-board"] canvas`).first().waitFor()
    await ctx.page.waitForSelector(`[data-testid="${game}-panel"]`, { state: 'attached' })
    expect(await axeScan(ctx.page)).toEqual([])
  })

  it('the replay screen', async () => {
    await startGame(ctx.page, 'exxtra', ['easy', 'easy', 'easy'])
    await setBotSpeed(ctx.page, 'fast')
    await ctx.page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('[data-testid="log"]')?.dataset.count) >= 6,
    )
    await ctx.page.getByRole('button', { name: 'Replay' }).click()
    await ctx.page.waitForSelector('[data-testid="replay-view"]')
    expect(await axeScan(ctx.page)).toEqual([])
  })

  it('the end of a game', async () => {
    await startGame(ctx.page, 'exxtra', ['random', 'random', 'random'])
    await setBotSpeed(ctx.page, 'fast')
    await ctx.page.getByTestId('game-over').waitFor({ timeout: 100_000 })
    expect(await axeScan(ctx.page)).toEqual([])
  })

  it.each(GAMES)('the editor of %s', async (game) => {
    await gameCard(ctx.page, game).getByRole('button', { name: 'Design a variant' }).click()
    await ctx.page.locator('[data-testid="editor-view"] canvas').first().waitFor()
    expect(await axeScan(ctx.page)).toEqual([])
  })

  it('the dialog that lists a damaged file’s problems', async () => {
    const path = join(ctx.app.userData, 'broken.scenario.json')
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
    await ctx.app.dialog.nextOpen(path)
    await ctx.page.getByRole('button', { name: 'Open a file…' }).click()
    await ctx.page.getByRole('alertdialog').waitFor()
    expect(await axeScan(ctx.page)).toEqual([])
    await ctx.page.keyboard.press('Escape')
    expect(await ctx.page.getByRole('alertdialog').count()).toBe(0)
    expect(ctx.errors).toEqual([])
  })
})
