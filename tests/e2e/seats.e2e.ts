import { expect, it } from 'vitest'
import type { ExxtraAction } from '../../shared/games/exxtra/types.js'
import { appForSuite, describeApp, openNewGame, openSave, playOut, SEATS, setBotSpeed } from './helpers.js'
import { exxtra } from '../../shared/games/exxtra/index.js'

describeApp('players are named, never numbered: reasons, bots, the end of a game', () => {
  const ctx = appForSuite()

  it('a saved game stopped by an illegal move says whose pair holds the rung, by name and colour (issue 17, item 6)', async () => {
    // Ann rolls and places on rung 3, Bob rolls: the file then has Bob place on rung 3 too
    const { module, states, actions } = playOut(exxtra, 3, 11, (_s, _legal, step): ExxtraAction | null =>
      step === 0 ? { t: 'roll' } : step === 1 ? { t: 'place', rung: 3 } : step === 2 ? { t: 'roll' } : null,
    )
    const last = states[states.length - 1]
    const illegal: ExxtraAction = { t: 'place', rung: 3 }
    expect(module.explain(last, illegal)?.key).toBe('exxtra.explain.rungTaken')

    await openSave(ctx.app, 'taken.save.json', 'exxtra', SEATS, 11, [...actions, illegal])
    const notice = ctx.page.getByRole('status').getByText(/not legal/)
    await notice.waitFor()
    const text = await notice.innerText()
    expect(text).toContain('Rung 3 is taken by Ann (vermilion)')
    expect(text).not.toMatch(/taken by \d/)
    expect(await ctx.page.getByTestId('turn-panel').innerText()).toContain('taken by Ann (vermilion)')
  })

  it('every seat made a bot gets a bot name of its own, and a name typed twice is refused (item 10)', async () => {
    await ctx.page.getByRole('button', { name: 'Home', exact: true }).click()
    const dialog = await openNewGame(ctx.page, 'exxtra')
    while ((await dialog.getByRole('combobox', { name: /Who plays seat/ }).count()) < 4) {
      await dialog.getByRole('button', { name: 'Add a seat' }).click()
    }
    for (let i = 1; i <= 4; i++)
      await dialog.getByRole('combobox', { name: `Who plays seat ${i}` }).selectOption('random')
    const names = await Promise.all(
      [1, 2, 3, 4].map((i) => dialog.getByRole('textbox', { name: `Name of seat ${i}` }).inputValue()),
    )
    expect(names).toEqual(['Bot 1', 'Bot 2', 'Bot 3', 'Bot 4'])

    await dialog.getByRole('textbox', { name: 'Name of seat 2' }).fill('Kim')
    await dialog.getByRole('textbox', { name: 'Name of seat 3' }).fill('kim')
    expect(await dialog.getByRole('alert').innerText()).toBe('Two seats are both called kim.')
    expect(await dialog.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true)
    await dialog.getByRole('textbox', { name: 'Name of seat 3' }).fill('Bot 3')
    expect(await dialog.getByRole('button', { name: 'Start' }).isEnabled()).toBe(true)
    await dialog.getByRole('spinbutton', { name: 'Seed' }).fill('1234')
    await dialog.getByRole('combobox', { name: 'Who plays seat 4' }).selectOption('easy')
    // each level in use says how it plays, in the list's order
    expect(await dialog.getByTestId('level-notes').getByRole('listitem').allInnerTexts()).toEqual([
      'Bot: easy — follows rules of thumb, but slips about one move in three',
      'Bot: random — picks any legal move at random',
    ])
    await dialog.getByRole('button', { name: 'Start' }).click()
    await ctx.page.waitForSelector('[data-testid="play-view"]')
  })

  it('the game names its winner once, with the bot’s level, and lists everyone’s level (item 10)', async () => {
    await setBotSpeed(ctx.page, 'fast')
    await ctx.page.getByTestId('game-over').waitFor({ timeout: 110_000 })
    const panel = ctx.page.getByTestId('turn-panel')
    // seen on screen (not counting the log's history): exactly one "wins!"
    const shown = await ctx.page.evaluate(() => {
      const log = document.querySelector('[data-testid="log"]')
      return [...document.querySelectorAll('body *')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && /wins!/.test(n.textContent ?? '')))
        .filter((el) => !log?.contains(el))
        .filter((el) => {
          const r = el.getBoundingClientRect()
          return r.width > 2 && r.height > 2
        })
        .map((el) => (el as HTMLElement).innerText)
    })
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatch(/^(Bot 1|Kim|Bot 3) \(random bot\) wins!$|^Bot 4 \(easy bot\) wins!$/)
    const standings = await panel.getByRole('listitem').allInnerTexts()
    expect(standings).toHaveLength(4)
    expect(standings.map((s) => s.trim().replace(/^\d+\.\s*/, '')).sort()).toEqual([
      'Bot 1 (random bot)',
      'Bot 3 (random bot)',
      'Bot 4 (easy bot)',
      'Kim (random bot)',
    ])
    expect(ctx.errors).toEqual([])
  })
})
