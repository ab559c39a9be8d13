import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import type { Seat } from '../../shared/formats/envelope.js'
import type { ExxtraAction } from '../../shared/games/exxtra/types.js'
import { GAMES } from '../../shared/games/registry.js'
import { translate } from '../../shared/i18n/index.js'
import { appForSuite, describeApp, logCount, logLine, openSave, playOut } from './helpers.js'
import { exxtra } from '../../shared/games/exxtra/index.js'
import './page-globals.js'

type Rect = { x: number; y: number; width: number; height: number }
/** the on-screen boxes of the Konva nodes named `name` on every stage (through window.Konva) */
function nodeRects(page: Page, name: string): Promise<Rect[]> {
  return page.evaluate((n) => {
    return (window.Konva?.stages ?? []).flatMap((st) => st.find(`.${n}`).map((node) => node.getClientRect()))
  }, name)
}
const SEATS: Seat[] = [
  { name: 'Ann', colour: '#d55e00' },
  { name: 'Bob', colour: '#0072b2', bot: 'easy' },
  { name: 'Cleo', colour: '#009e73', bot: 'easy' },
]

describeApp('hints that say why (issue 20, section 4)', () => {
  const ctx = appForSuite()

  it('Exxtra: Hint shows the bot’s move with the reason for that move (the roll-or-stop odds), and Play it plays it', async () => {
    // Ann has rolled once: she may roll again or place her pair; the reason depends on the choice
    const { states, actions } = playOut(exxtra, 3, 21, (_s, _l, step): ExxtraAction | null =>
      step === 0 ? { t: 'roll' } : null,
    )
    const s = states[1]
    expect(s.seat).toBe(0)
    expect(s.rolls).toBe(1)
    const legal = GAMES.exxtra.legalActions(s)
    const reasons = new Map(legal.map((a) => [translate('en', GAMES.exxtra.insight.why(s, a)), a]))
    expect(reasons.size).toBeGreaterThan(1)

    const { page, app } = ctx
    await page.setViewportSize({ width: 1280, height: 800 })
    await openSave(app, 'hint.save.json', 'exxtra', SEATS, 21, actions)
    const before = await logCount(page)
    await page.getByTestId('hint-button').click()
    const hint = page.getByTestId('hint')
    await hint.waitFor({ timeout: 20_000 })
    const why = await page.getByTestId('hint-why').innerText()
    expect([...reasons.keys()]).toContain(why)
    const chosen = reasons.get(why)!
    const move = await page.getByTestId('hint-move').innerText()
    // advice to Ann, not the log line the move would leave
    expect(move).toBe(translate('en', GAMES.exxtra.insight.advice(s, chosen)))
    expect(move).toMatch(/^(Roll again|Place your \d+ on rung \d)/)
    // the reason's figures are the dice's: that many face pairs of all would end the turn
    expect(why).toMatch(/(\d+) of (\d+) rolls would end your turn/)

    // the board marks the same move: the rung to place on, or the dice, and its label says so
    const marks = await nodeRects(page, 'hint-mark')
    expect(marks).toHaveLength(1)
    const [target] = await nodeRects(page, chosen.t === 'place' ? `rung-${chosen.rung}` : 'dice')
    expect(marks[0].y).toBeLessThanOrEqual(target.y)
    expect(marks[0].y + marks[0].height).toBeGreaterThanOrEqual(target.y + target.height)
    expect(marks[0].height).toBeLessThan(target.height * 1.6)
    expect(await page.getByTestId('exxtra-board').getAttribute('aria-label')).toContain('Hint marked on the board')

    if (process.env.ASOBIBA_SHOTS) await page.screenshot({ path: 'docs/screenshot-hint.png' })
    await page.getByTestId('hint-play').click()
    await expect.poll(() => logCount(page)).toBeGreaterThan(before)
    const line = await logLine(page, before)
    if (chosen.t === 'place') expect(line).toContain(`rung ${chosen.rung}`)
    // the hint is gone once the position changed
    expect(await page.getByTestId('hint').count()).toBe(0)
    // and so is its mark on the board
    await expect.poll(async () => (await nodeRects(page, 'hint-mark')).length).toBe(0)
    expect(await page.getByTestId('exxtra-board').getAttribute('aria-label')).not.toContain('Hint marked')
    expect(ctx.errors).toEqual([])
  })
})
