import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { writeFile } from 'node:fs/promises'
import type { CDPSession } from 'playwright-core'
import { join } from 'node:path'
import { kakekko } from '../../shared/games/kakekko/index.js'
import { ROUND_LIMIT } from '../../shared/games/kakekko/schema.js'
import { longestSave } from '../support/files.js'
import { openApp } from './app.js'
import { watchErrors } from './browser.js'
import { appForSuite, describeApp, startGame } from './helpers.js'
import { recordLongTasks } from './longtask-trace.js'
import { held, home, LIMIT_MS, longest, rendererMemory, resetPeak, scene, THROTTLE } from './measure.js'
import { MEASURE, printTargets, target } from './targets.js'

/**
 * The largest save a person can have, walked as a person would (issue 34 §6): opened from a file,
 * shown as a replay, replayed end to end with first/last, steps, the slider and watching. What it
 * holds on any machine: every position the replay says is reached, the logs draw the lines in view
 * (not one per action), no error. What it measures, per phase, is printed against its target
 * (targets.ts): the page's longest main-thread task in CPU time (50 ms), its JS heap and the
 * renderer's resident memory (400 MB); `npm run bench:ui -- --hold` holds them. And a new game's
 * board is made at its box's size, so drawn once, not at a fallback size and again a frame later.
 */
describeApp('the largest save replayed, and a new game drawn once (issue 18 §4, issue 34 §6)', () => {
  const ctx = appForSuite({ initScript: recordLongTasks })
  beforeAll(async () => {
    await ctx.page.waitForSelector('[data-testid="game-recess"]')
  })
  afterAll(printTargets)

  it("a new game after going home: its board drawn once, at its box's size", async () => {
    await home(ctx.page)
    await startGame(ctx.page, 'recess', ['human', 'easy', 'easy'])
    await ctx.page.waitForSelector('[data-testid="recess-board"] canvas')
    const goHome = await scene(ctx.page, 'home from a game', () => home(ctx.page))
    // the size of the board's first canvas when it enters the page, beside its box's
    const firstCanvas = ctx.page.evaluate(
      () =>
        new Promise<{ canvas: string; box: string }>((done) => {
          const seen = new MutationObserver(() => {
            const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="recess-board"] canvas')
            if (!canvas) return
            seen.disconnect()
            const box = canvas.closest<HTMLElement>('.board-frame')!.getBoundingClientRect()
            done({
              canvas: `${canvas.style.width}×${canvas.style.height}`,
              box: `${Math.floor(box.width)}px×${Math.floor(box.height)}px`,
            })
          })
          seen.observe(document.body, { childList: true, subtree: true })
        }),
    )
    const start = await scene(ctx.page, 'a new game of Recess', async () => {
      await startGame(ctx.page, 'recess', ['human', 'easy', 'easy'])
      await ctx.page.waitForSelector('[data-testid="recess-board"] canvas')
    })
    // the stage is made at its box's size, so drawn once: not at a fallback size and redrawn
    // whole when resized to the box a frame later
    const first = await firstCanvas
    expect(first.canvas).toBe(first.box)
    target(goHome.scene, longest(goHome), LIMIT_MS)
    // the board is built in three tasks (useBoardFrame's stages), each under the limit
    target(start.scene, longest(start), LIMIT_MS)
  })

  it('Kakekko: the largest allowed save opened, shown as a replay and replayed end to end (first/last, steps, slider, watching), its logs drawn in view', async () => {
    // a page of its own, in a renderer of its own: the memory measured is what this save takes,
    // not what the scenes before it left behind in a shared renderer
    const app = await openApp({ baseUrl: inject('baseUrl'), locales: ['en'], initScript: recordLongTasks })
    const page = app.page
    const errors = watchErrors(page)
    if (THROTTLE > 1)
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    await page.waitForSelector('[data-testid="game-recess"]')
    try {
      // the longest legal game of the longest round limit, at the most seats: a finished race of
      // 19,609 actions (seed 7), the longest save a person can have
      const save = longestSave(kakekko, Infinity, 7, { roundLimit: ROUND_LIMIT.max })
      const file = join(app.userData, 'kakekko-largest.save.json')
      await writeFile(file, save.text)
      // the memory is read only where measured (a forced collection and /proc at each phase)
      const memory = MEASURE ? await page.context().newCDPSession(page) : null
      await memory?.send('Performance.enable')
      /** the page's JS heap in MB and its DOM nodes, after a garbage collection */
      const used = async (memory: CDPSession) => {
        await memory.send('HeapProfiler.collectGarbage')
        const { metrics } = await memory.send('Performance.getMetrics')
        const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN
        return { heapMb: Math.round(of('JSHeapUsedSize') / 2 ** 20), nodes: of('Nodes') }
      }
      const peak = { heapMb: 0, nodes: 0, rssMb: 0 }
      /** the most lines the play view's or the replay's log drew at once */
      let logLines = 0
      const phase = async (name: string, run: () => Promise<string | void>) => {
        const s = await scene(page, `kakekko ${save.actions} actions: ${name}`, run)
        const log = name === 'open' ? 'log' : 'replay-log'
        logLines = Math.max(logLines, await page.locator(`[data-testid="${log}"] li`).count())
        if (!memory) return s
        const m = { ...(await used(memory)), ...(await rendererMemory(page)) }
        peak.heapMb = Math.max(peak.heapMb, m.heapMb)
        peak.nodes = Math.max(peak.nodes, m.nodes)
        peak.rssMb = Math.max(peak.rssMb, m.peakMb)
        console.log(
          `[longtasks] kakekko ${save.actions} actions: ${name}: JS heap ${m.heapMb} MB, ${m.nodes} DOM nodes, ` +
            `renderer ${m.rssMb} MB resident (peak ${m.peakMb} MB)`,
        )
        return s
      }
      const position = () => page.locator('[data-testid="replay-position"]').innerText()
      const at = async (n: number) => expect.poll(position).toBe(`Action ${n} of ${save.actions}`)

      await home(page)
      // the peak counts from here: what opening and replaying this save takes, not the scenes before
      if (MEASURE) await resetPeak(page)
      // each measured once more when over the limit where held (measure.ts): the open from home, the replay from the game
      const open = await held(async () => {
        if (await page.locator('[data-testid="play-view"]').count()) await home(page)
        return phase('open', openSave)
      })
      async function openSave() {
        await app.dialog.nextOpen(file)
        await page.getByRole('button', { name: 'Open a file' }).click()
        await page.waitForSelector('[data-testid="kakekko-board"] canvas', { timeout: 60_000 })
        await page.waitForSelector('[data-testid="game-charts"][data-status="ready"]')
        await expect.poll(() => page.getAttribute('[data-testid="log"]', 'data-count')).toBe(String(save.actions))
      }
      const replay = await held(async () => {
        if (await page.locator('[data-testid="replay-view"]').count()) {
          await page.getByRole('button', { name: 'Back to the game' }).click()
          await page.waitForSelector('[data-testid="play-view"] [data-testid="game-charts"][data-status="ready"]')
        }
        return phase('replay shown', async () => {
          await page.click('[data-testid="open-replay"]')
          await page.waitForSelector('[data-testid="replay-view"] [data-testid="kakekko-board"] canvas')
          await page.waitForSelector('[data-testid="game-charts"][data-status="ready"]')
        })
      })
      const firstLast = await phase('first, last', async () => {
        await page.click('[data-testid="replay-first"]')
        await at(0)
        await page.click('[data-testid="replay-last"]')
        await at(save.actions)
        await page.click('[data-testid="replay-first"]')
        await at(0)
      })
      const steps = await phase('20 forward, 20 back', async () => {
        for (let i = 0; i < 20; i++) await page.click('[data-testid="replay-next"]')
        await at(20)
        for (let i = 0; i < 20; i++) await page.click('[data-testid="replay-prev"]')
        await at(0)
      })
      const slider = await phase('slider', async () => {
        for (const n of [1000, 5000, 12000, save.actions - 1, 3]) {
          await page.locator('[data-testid="replay-slider"]').fill(String(n))
          await at(n)
        }
      })
      const watch = await phase('watching', async () => {
        await page.locator('[data-testid="replay-speed"]').fill('2000')
        await page.click('[data-testid="replay-watch"]')
        await page.waitForFunction((n) => {
          const p = document.querySelector('[data-testid="replay-position"]')?.textContent ?? ''
          return Number(/\d+/.exec(p)?.[0]) >= n
        }, 30)
        await page.click('[data-testid="replay-pause"]')
      })
      await memory?.detach()
      console.log(
        `[longtasks] kakekko ${save.actions} actions: at most ${logLines} lines of a log drawn` +
          (memory
            ? `; peak JS heap ${peak.heapMb} MB, ${peak.nodes} DOM nodes, renderer peak ${peak.rssMb} MB resident`
            : ''),
      )
      // Opening the save and showing its replay each build the Kakekko board in four tasks
      // (useBoardFrame's stages), render the view, draw the charts one per task: each under the
      // limit since the squares are one shape and a long game's chart lines solid (docs/PERFORMANCE.md)
      for (const s of [open, replay, firstLast, steps, slider, watch]) target(s.scene, longest(s), LIMIT_MS)
      target(`kakekko ${save.actions} actions: peak JS heap`, peak.heapMb, 400, 'MB')
      target(`kakekko ${save.actions} actions: renderer's peak resident memory`, peak.rssMb, 400, 'MB')
      // what keeps the page's work and memory small at any length, on any machine: each log draws
      // the lines in view, not one per action
      expect(logLines).toBeLessThan(100)
      expect(errors).toEqual([])
    } finally {
      await app.close()
    }
  })
})
