import { expect, it } from 'vitest'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { Node } from 'konva/lib/Node.js'
import {
  appForSuite,
  describeApp,
  logCount,
  logLines,
  PLAIN_MOVES,
  playUntilOver,
  seatAndStart,
  setBotSpeed,
} from './helpers.js'
import { openEditor, saveFromEditor } from './editor-steps.js'
import { defaultScenario, kakekko } from '../../shared/games/kakekko/index.js'
import { addSlot } from '../../shared/games/kakekko/editor.js'
import { slotSavings } from '../../shared/games/kakekko/graph.js'
import { fitBoard } from '../../src-renderer/games/kakekko/layout.js'

/** two squares of the default board a new shortcut can join without any issue */
function freeSlotEnds(): [number, number] {
  const sq = defaultScenario.board.squares
  for (const a of sq) {
    for (const b of sq) {
      if (a.id >= b.id || Math.hypot(a.x - b.x, a.y - b.y) > 250) continue
      const next = addSlot(defaultScenario, a.id, b.id).scenario
      if (kakekko.check(next).length === 0 && (slotSavings(next.board).at(-1) ?? 0) >= 3) return [a.id, b.id]
    }
  }
  throw new Error('no free slot on the default board')
}

/**
 * The page point of the first Konva node of a fill on the Kakekko board's stage (its origin), and
 * the name of the shape the stage's hit canvas finds there
 */
function boardPoint(page: Page, fills: string[]): Promise<{ x: number; y: number; hit?: string } | null> {
  return page.evaluate((fills) => {
    const stage = window.Konva?.stages.find((st) => st.container().closest('[data-testid="kakekko-board"]'))
    const node = stage?.find((n: Node) => fills.includes(n.getAttr('fill') as string))[0]
    if (!stage || !node) return null
    const p = node.getAbsolutePosition()
    const box = stage.container().getBoundingClientRect()
    return { x: box.left + p.x, y: box.top + p.y, hit: stage.getIntersection(p)?.name() }
  }, fills)
}

describeApp('Kakekko in the browser: a board drawn in the editor, saved, reopened and played to the end', () => {
  let variantPath = ''

  const ctx = appForSuite()

  it('draws a pre-inked shortcut, turns secret bases on and saves', async () => {
    await openEditor(ctx.page, 'kakekko')
    await ctx.page.click('[data-testid="tool-slot"]')
    const box = (await ctx.page.locator('[data-testid="kakekko-editor"] .canvas').boundingBox())!
    const fit = fitBoard(defaultScenario.board, Math.floor(box.width), Math.floor(box.height))
    const [a, b] = freeSlotEnds()
    for (const id of [a, b]) {
      const q = defaultScenario.board.squares.find((s) => s.id === id)!
      await ctx.page.mouse.click(box.x + fit.ox + q.x * fit.scale, box.y + fit.oy + q.y * fit.scale)
    }
    await ctx.page.waitForSelector('[data-testid="slot-props"]')
    await ctx.page.check('[data-testid="slot-inked"]')
    await ctx.page.check('[data-testid="rule-secretBases"]')
    await ctx.page.fill('[data-testid="meta-title"]', 'Marker race')
    await ctx.page.waitForFunction(() => document.querySelectorAll('[data-testid="issues"] li').length === 0)

    variantPath = join(ctx.app.userData, 'marker-race.scenario.json')
    const res = await saveFromEditor(ctx.app, ctx.page, variantPath)
    if (res.ok) {
      const board = res.value.board as typeof defaultScenario.board
      expect(board.slots).toHaveLength(defaultScenario.board.slots.length + 1)
      expect(board.slots.at(-1)).toMatchObject({ a, b, inked: true })
      expect(res.value.rules).toMatchObject({ secretBases: true })
    }
  })

  it('reopens the board and plays a 3-seat game, one person and two bots, to the end', async () => {
    await ctx.page.click('.brand')
    await ctx.app.dialog.nextOpen(variantPath)
    await ctx.page.click('[data-testid="open-file"]')
    await ctx.page.waitForSelector('[data-testid="new-game-dialog"]')
    expect(await ctx.page.locator('[data-testid="new-game-dialog"]').innerText()).toContain('Marker race')
    await seatAndStart(ctx.page, ['human', 'easy', 'easy'])
    await ctx.page.waitForSelector('[data-testid="kakekko-board"]')
    await setBotSpeed(ctx.page, 'fast')

    /**
     * the pointer on a square the person can walk to (its ring, under the square, marks it): the
     * way there shows, and a click walks it; false when no square is marked
     */
    const walkWithTheMouse = async () => {
      const square = await boardPoint(ctx.page, ['#7fd49b', '#bfe8cb'])
      if (!square) return false
      // the squares are one shape over the rings (SquaresBase.vue): its hit region holds the square
      expect(square.hit).toBe('squares')
      const before = await logCount(ctx.page)
      await ctx.page.mouse.move(square.x, square.y)
      // the way to it: a green outline on each square of the path (Squares.vue)
      await ctx.page.waitForFunction(() =>
        window.Konva?.stages.some((st) => st.find((n: Node) => n.getAttr('stroke') === '#1f7a43').length > 0),
      )
      await ctx.page.mouse.click(square.x, square.y)
      await expect.poll(() => logCount(ctx.page)).toBeGreaterThan(before)
      return true
    }
    let walked = 0
    // the person walks one step by keyboard the first time, with the mouse the second, then rolls,
    // keeps the roll and ends the turn where it stands while the bots race
    const move = async () => {
      if (walked < 2 && (await ctx.page.locator('[data-testid="end"]').count())) {
        if (walked === 0) {
          walked++
          await ctx.page.focus('[data-testid="kakekko-board"]')
          await ctx.page.keyboard.press('ArrowRight')
          await ctx.page.keyboard.press('Enter')
          return true
        }
        if (await walkWithTheMouse()) {
          walked++
          return true
        }
      }
      return PLAIN_MOVES.kakekko.move(ctx.page)
    }
    // a wait on the game's end, not a speed limit: three browsers beside the lint on 2 busy cores
    // once took more than 100 s to play it
    await playUntilOver(ctx.page, move, { selector: PLAIN_MOVES.kakekko.ready }, 200_000)
    expect(await ctx.page.locator('[data-testid="game-over"]').count()).toBe(1)
    expect(walked).toBe(2)
    const log = await logLines(ctx.page)
    expect(log.some((l) => l.includes('walked to square'))).toBe(true)
    expect(log.some((l) => l.includes('reached the shrine'))).toBe(true)
    expect(ctx.errors).toEqual([])
  }, 240_000)
})
