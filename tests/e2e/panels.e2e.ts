import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { ExxtraAction } from '../../shared/games/exxtra/index.js'
import { appForSuite, describeApp, openSave, playOut, SEATS, startGame } from './helpers.js'
import { goHome } from './screen.js'
import { exxtra } from '../../shared/games/exxtra/index.js'
import './page-globals.js'

/** the page position of the centre of a named Konva node */
async function nodeCentre(page: Page, name: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((n) => {
    for (const stage of window.Konva?.stages ?? []) {
      const node = stage.findOne(`.${n}`)
      if (!node) continue
      const r = node.getClientRect()
      const c = stage.container().getBoundingClientRect()
      return { x: c.x + r.x + r.width / 2, y: c.y + r.y + r.height / 2 }
    }
    return null
  }, name)
  if (!p) throw new Error(`no node ${name}`)
  return p
}

describeApp('the turn panels explain and keep still (issue 17, item 15)', () => {
  const ctx = appForSuite()

  it("Recess: a legend says what the nuns' sight marks mean, in the board's own colours", async () => {
    const { page } = ctx
    await startGame(page, 'recess', ['human', 'human', 'human'])
    const legend = page.getByTestId('recess-legend')
    await legend.getByText('What the marks mean').click()
    const list = legend.getByRole('list', { name: 'What the marks mean' })
    expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
      'a nun sees this cell: a kid here can be caught',
      'a line of sight of the nun being moved',
      'its lines of sight from the cell pointed at',
      'a fight must be fought here',
    ])
    // the swatch of "seen" has the fill the board gives a cell a nun sees
    const swatch = await legend
      .locator('[data-mark="seen"] .swatch')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(swatch).toBe('rgba(255, 206, 40, 0.3)')
    await goHome(page)
  })

  it('Kakekko: the status line stays on one line and the turn panel keeps its height from turn to turn', async () => {
    const { page } = ctx
    await page.setViewportSize({ width: 900, height: 700 })
    await startGame(page, 'kakekko', ['human', 'human'])
    const panel = page.getByTestId('turn-panel')
    const status = page.getByTestId('kakekko-panel').locator('.meta')
    const heights: number[] = []
    const lines: number[] = []
    const measure = async () => {
      heights.push(Math.round((await panel.boundingBox())!.height))
      lines.push(
        await status.evaluate((el) =>
          Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
        ),
      )
    }
    // two people play: each step is whatever the turn offers (roll, keep the roll, end the turn)
    const next = page.getByTestId('roll').or(page.getByTestId('raise-0')).or(page.getByTestId('end'))
    for (let step = 0; step < 16; step++) {
      await next.first().waitFor()
      await measure()
      await next.first().click()
    }
    await page.setViewportSize({ width: 1400, height: 900 })
    expect(
      lines.every((n) => n === 1),
      `status line heights in lines: ${lines.join(' ')}`,
    ).toBe(true)
    expect(Math.max(...heights) - Math.min(...heights), `turn panel heights: ${heights.join(' ')}`).toBeLessThanOrEqual(
      1,
    )
    await goHome(page)
  })

  it('Exxtra: clicking a rung another player holds says why it cannot take the pair', async () => {
    const { page } = ctx
    // play until Ann (seat 0) holds a pair while Bob's pair sits on a rung she may not take
    let found: { actions: ExxtraAction[]; rung: number; seed: number } | null = null
    for (let seed = 1; seed < 200 && !found; seed++) {
      const { module, states, actions } = playOut(exxtra, 3, seed, (_s, legal, step) =>
        step < 60 ? legal[legal.length - 1] : null,
      )
      for (let i = 0; i < states.length && !found; i++) {
        const s = states[i]
        if (module.toAct(s) !== 0 || !module.legalActions(s).some((a) => a.t === 'place')) continue
        for (let rung = 0; rung < 6; rung++) {
          if (module.explain(s, { t: 'place', rung })?.params?.seat === 1) {
            found = { actions: actions.slice(0, i), rung, seed }
            break
          }
        }
      }
    }
    expect(found).not.toBeNull()
    await openSave(ctx.app, 'taken.save.json', 'exxtra', SEATS, found!.seed, found!.actions)
    await page.getByTestId('play-view').getByRole('application').waitFor()
    const at = await nodeCentre(page, `rung-${found!.rung}`)
    await page.mouse.click(at.x, at.y)
    const alert = page.getByTestId('turn-panel').getByRole('alert')
    await alert.waitFor()
    expect(await alert.innerText()).toBe(`Not allowed: Rung ${found!.rung} is taken by Bob (blue).`)
    expect(ctx.errors).toEqual([])
  })
})
