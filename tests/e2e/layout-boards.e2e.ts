import { expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  appForSuite,
  chooseLanguage,
  describeApp,
  gameCard,
  openSave,
  PLAIN_MOVES,
  playOut,
  playUntilOver,
  SEATS,
  setBotSpeed,
  settled,
  startGame,
} from './helpers.js'
import type { SwishAction } from '../../shared/games/swish/types.js'
import { defaultScenario as swishScenario } from '../../shared/games/swish/index.js'
import { en } from '../../shared/i18n/en.js'
import { fr } from '../../shared/i18n/fr.js'
import { ja } from '../../shared/i18n/ja.js'
import { cutCanvasTexts, cutHeadings, goHome, keepShot, layoutFaults } from './screen.js'
import { swish } from '../../shared/games/swish/index.js'

/*
 * Layouts that change while a board is used: Japanese boards and piles, an editor's canvas under
 * its tools, the play view's controls through the turns. The screens at every size and language
 * are layout.e2e.ts; the two were one file, split so that they run side by side.
 */
const SIZES = [
  { width: 900, height: 700 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]

describeApp('Japanese at 900×700: nothing cut off, no board squeezed (issue 34, item 5)', () => {
  const ctx = appForSuite()

  it("the Swish caption and the piles' names are whole; the Recess editor's playground fills its box", async () => {
    const { app, page } = ctx
    await goHome(page)
    await page.setViewportSize(SIZES[0])
    await chooseLanguage(page, 'ja')
    // the three take their fish at the leftmost start places left, where the piles' names sit by
    // the board's edge; then Ann swims, with the step hint in the caption band
    const x = (a: SwishAction) => (a.t === 'pick' ? swishScenario.board.slots[a.slot].x : Infinity)
    const { actions, states } = playOut(swish, 3, 7, (s, legal) =>
      s.phase === 'setup' ? legal.reduce((best, a) => (x(a) < x(best) ? a : best)) : null,
    )
    expect(states[states.length - 1].phase).toBe('swim')
    await openSave(app, 'swish-first-swim.save.json', 'swish', SEATS, 7, actions)
    await page.waitForFunction(() => document.fonts.status === 'loaded')
    await keepShot(page, 'swish-first-swim-900-ja.png')
    expect(await cutCanvasTexts(page)).toEqual([])
    expect(await cutHeadings(page)).toEqual([])
    expect(await layoutFaults(page)).toEqual([])

    await goHome(page)
    await gameCard(page, 'recess').locator('[data-testid="design"]').click()
    await page.getByTestId('recess-editor').locator('canvas').first().waitFor()
    await keepShot(page, 'recess-editor-900-ja.png')
    const share = await page.evaluate(() => {
      const room = document.querySelector('.editor-canvas')!.getBoundingClientRect()
      const stage = document
        .querySelector('[data-testid="recess-editor"] [role="application"]')!
        .getBoundingClientRect()
      return Math.min(stage.width, stage.height) / room.width
    })
    // the square playground is as large as the stage's shorter side allows
    expect(share).toBeGreaterThan(0.75)
    expect(await layoutFaults(page)).toEqual([])

    // the Kakekko editor: its wide board takes the editor's width, its properties go below it
    await goHome(page)
    await gameCard(page, 'kakekko').locator('[data-testid="design"]').click()
    await page.getByTestId('kakekko-editor').locator('canvas').first().waitFor()
    await keepShot(page, 'kakekko-editor-900-ja.png')
    const kakekkoShare = await page.evaluate(() => {
      const room = document.querySelector('.editor-canvas')!.getBoundingClientRect()
      const board = document.querySelector('[data-testid="kakekko-editor"] .canvas')!.getBoundingClientRect()
      return board.width / room.width
    })
    expect(kakekkoShare).toBeGreaterThan(0.9)
    expect(await layoutFaults(page)).toEqual([])
    await chooseLanguage(page, 'en')
    expect(ctx.errors).toEqual([])
  })
})

describeApp("a board editor's canvas stays where it is while the tool changes", () => {
  const ctx = appForSuite()

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
        const first = await settled(place)
        for (const tool of ['square', 'road', 'slot', 'erase', 'select']) {
          await page.getByTestId(`tool-${tool}`).click()
          const now = await place()
          if (now !== first) moves.push(`${locale}, ${tool}: top/height ${first} → ${now}`)
        }
        await keepShot(page, `kakekko-editor-help-${locale}-${size.width}.png`)
      }
      await chooseLanguage(page, 'en')
      expect(moves).toEqual([])
    })
  }
})

/**
 * A person and two easy bots play `game` at full speed for 30 log lines in a `size` window;
 * `look`, run in the page every frame, names what it sees (null: nothing to note). Returns each
 * distinct thing it named, in order.
 */
async function watchWhilePlaying(
  page: Page,
  game: 'exxtra' | 'kakekko',
  size: { width: number; height: number },
  look: () => string | null,
): Promise<string[]> {
  await page.setViewportSize(size)
  await goHome(page)
  await startGame(page, game, ['human', 'easy', 'easy'])
  await setBotSpeed(page, 'fast')
  await page.evaluate((source) => {
    const seen: string[] = (window.__watched = [])
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test's function, sent as text into the page
    const each = new Function(`return (${source})()`) as () => string | null
    const frame = () => {
      const now = each()
      if (now !== null && !seen.includes(now)) seen.push(now)
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, look.toString())
  const person = PLAIN_MOVES[game]
  await playUntilOver(page, () => person.move(page), { selector: person.ready, lines: 30 })
  return page.evaluate(() => window.__watched ?? [])
}

describeApp("Kakekko's dice table stays whole in its card as the statuses change", () => {
  const ctx = appForSuite()
  // A status can be long ("same roll as another, fewer marbles"): the table must show it whole,
  // not run out of the side column's card, where it was cut off. The side column is as wide at
  // 1280×800 as at 900×700 (340 px): the smaller window is the one to watch.
  it('at 900×700, a person and two bots, 30 actions', async () => {
    const cuts = await watchWhilePlaying(ctx.page, 'kakekko', SIZES[0], () => {
      const table = document.querySelector<HTMLElement>('table.dice')
      const card = table?.closest<HTMLElement>('.card')
      if (!table || !card) return null
      const over = Math.round(table.getBoundingClientRect().right - card.getBoundingClientRect().right)
      const cells = [...table.querySelectorAll<HTMLElement>('td.status')]
      // a status ended with "…" is cut too
      const ended = cells.filter((td) => td.scrollWidth > td.clientWidth + 1)
      const said = (tds: HTMLElement[]) => tds.map((td) => td.textContent).join(' | ')
      if (over > 0) return `${over} px over: ${said(cells)}`
      return ended.length ? `cut: ${said(ended)}` : null
    })
    expect(cuts).toEqual([])
    expect(ctx.errors).toEqual([])
  })
})

describeApp("the play view's controls stay where they are while the turns go round", () => {
  const ctx = appForSuite()
  // The turn card grows and shrinks as the turns go round (a person's hint, a game's phase): the
  // controls are under the log, which takes up the difference.
  for (const game of ['exxtra', 'kakekko'] as const) {
    it(`${game} at 1920×1080, a person and two bots: the Replay button never moves`, async () => {
      const tops = await watchWhilePlaying(ctx.page, game, SIZES[2], () => {
        const button = document.querySelector('[data-testid="open-replay"]')
        return button ? String(Math.round(button.getBoundingClientRect().y)) : null
      })
      expect(tops).toHaveLength(1)
      expect(ctx.errors).toEqual([])
    })
  }
})
