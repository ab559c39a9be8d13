import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import os from 'node:os'
import type { CDPSession } from 'playwright-core'
import type { GameId, GameModule } from '../../shared/engine/types.js'
import { defaultScenario as kakekkoDefault } from '../../shared/games/kakekko/index.js'
import { GAMES as RULES } from '../../shared/games/registry.js'
import { fitBoard } from '../../src-renderer/games/kakekko/layout.js'
import { launch } from './browser.js'
import { appForSuite, describeApp, openSave, playOut, SEATS, setBotSpeed, startGame } from './helpers.js'
import { recordLongTasks } from './longtask-trace.js'
import { held, home, lastSceneCpuMs, LIMIT_MS, longest, scene, scenes, THROTTLE, watchBots } from './measure.js'
import { printTargets, target } from './targets.js'

/**
 * A benchmark of the window (`npm run bench:ui`; issue 18 §4): while the app plays each game with
 * bots, plays a game of Recess's Hard bots, runs a playtest, replays a whole game and drags squares
 * in the Kakekko editor, it records every long task the page reports (a PerformanceObserver on
 * 'longtask': main-thread tasks over 50 ms of wall time) and, from a Chromium trace, the CPU time
 * of each main-thread task (measure.ts). Each scene prints both, and its longest task against the
 * 50 ms target (targets.ts: held with `--hold`). The web edition's start is printed too: the
 * `asobiba:home-interactive` mark (src-renderer/main.ts) over fresh loads with the web bridge.
 * The largest save's replay and a new game's first frame are measured in largest-save.e2e.ts,
 * which `npm test` runs too.
 *
 * CPU: as the machine gives it (LONGTASK_THROTTLE=<n> slows Chromium's CPU n× through CDP, for a
 * machine too fast to show a stall); the core count and load average are printed with the figures.
 */
const GAMES: GameId[] = ['recess', 'kakekko', 'exxtra', 'swish']

describeApp('no main-thread task over 50 ms while playing, replaying and editing (issue 18 §4)', () => {
  let cdp: CDPSession | null = null

  const ctx = appForSuite({ initScript: recordLongTasks })
  beforeAll(async () => {
    if (THROTTLE > 1) {
      cdp = await ctx.page.context().newCDPSession(ctx.page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    }
    await ctx.page.waitForSelector('[data-testid="game-recess"]')
    console.log(
      `[longtasks] ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}, CPU throttling ${THROTTLE}×, ${ctx.app.mode}`,
    )
  })
  afterAll(async () => {
    console.table(scenes)
    printTargets()
    await cdp?.detach()
  })

  it.each(GAMES)('%s: a game of three random bots at full speed, every board redraw', async (game) => {
    const s = await held(async () => {
      await home(ctx.page)
      await startGame(ctx.page, game, ['random', 'random', 'random'])
      await setBotSpeed(ctx.page, 'fast')
      // the board is a lazy part: the scene starts once it is drawn (opening a game is not playing it)
      await ctx.page.waitForSelector(`[data-testid="${game}-board"] canvas`)
      return scene(ctx.page, `${game}: bots play`, () => watchBots(ctx.page, 4_000))
    })
    target(s.scene, longest(s), LIMIT_MS)
  })

  it('Recess: three Hard bots', async () => {
    const s = await held(async () => {
      await home(ctx.page)
      await startGame(ctx.page, 'recess', ['hard', 'hard', 'hard'])
      await setBotSpeed(ctx.page, 'fast')
      await ctx.page.waitForSelector('[data-testid="recess-board"] canvas')
      return scene(ctx.page, 'recess: three Hard bots', () => watchBots(ctx.page, 6_000))
    })
    target(s.scene, longest(s), LIMIT_MS)
  })

  it('a playtest of 200 games in the Recess editor: the games run in workers, the window never stalls (issue 37)', async () => {
    const s = await held(async () => {
      await home(ctx.page)
      await ctx.page.click('[data-testid="game-recess"] [data-testid="design"]')
      await ctx.page.waitForSelector('[data-testid="editor-view"]')
      await ctx.page.click('[data-testid="editor-playtest"]')
      await ctx.page.waitForSelector('[data-testid="playtest-panel"]')
      await ctx.page.fill('[data-testid="playtest-games"]', '200')
      return scene(ctx.page, 'recess editor: a playtest of 200 games', async () => {
        await ctx.page.click('[data-testid="playtest-run"]')
        await ctx.page.waitForFunction(
          () =>
            /200 of 200 games/.test(document.querySelector('[data-testid="playtest-progress"]')?.textContent ?? '') &&
            !!document.querySelector('[data-testid="playtest-run"]') &&
            !!document.querySelector('[data-testid="playtest-seat-1"]'),
          null,
          { timeout: 90_000 },
        )
      })
    })
    target(s.scene, longest(s), LIMIT_MS)
  })

  it.each(GAMES)('%s: replaying a whole game, move by move', async (game) => {
    await home(ctx.page)
    let n = 0
    const rules: GameModule = RULES[game]
    const { actions } = playOut(rules, 3, 7, (_s, legal) => (n++ < 400 ? legal[(n * 7919) % legal.length] : null))
    await openSave(ctx.app, `${game}-replay.save.json`, game, SEATS, 7, actions)
    await ctx.page.click('[data-testid="open-replay"]')
    await ctx.page.waitForSelector('[data-testid="replay-view"]')
    await ctx.page.waitForSelector(`[data-testid="${game}-board"] canvas`)
    const steps = Math.min(actions.length, 20)
    const s = await held(() =>
      scene(ctx.page, `${game}: replay`, async () => {
        for (let i = 0; i < steps; i++) await ctx.page.click('[data-testid="replay-prev"]')
        for (let i = 0; i < steps; i++) await ctx.page.click('[data-testid="replay-next"]')
        return `${steps * 2} steps of ${actions.length} actions`
      }),
    )
    target(s.scene, longest(s), LIMIT_MS)
  })

  // No retry: the drop (the board's redraw and the scenario's check) took 34–51 ms of CPU before the
  // editor dragged on a layer of its own and kept unchanged shapes' configs; 17–21 ms since (tests/e2e/drag1000.measure.ts).
  it('Kakekko editor: dragging squares of the default board', async () => {
    await home(ctx.page)
    await ctx.page.click('[data-testid="game-kakekko"] [data-testid="design"]')
    await ctx.page.waitForSelector('[data-testid="kakekko-editor"]')
    const box = (await ctx.page.locator('[data-testid="kakekko-editor"] .canvas').boundingBox())!
    const fit = fitBoard(kakekkoDefault.board, Math.floor(box.width), Math.floor(box.height))
    const at = (x: number, y: number) => ({ x: box.x + fit.ox + x * fit.scale, y: box.y + fit.oy + y * fit.scale })
    const MOVES = 40
    const squares = kakekkoDefault.board.squares.filter((_, i) => i % 7 === 3).slice(0, 3)
    let perMove = 0
    const s = await scene(ctx.page, 'kakekko editor: drag', async () => {
      let total = 0
      for (const q of squares) {
        const p = at(q.x, q.y)
        await ctx.page.mouse.move(p.x, p.y)
        await ctx.page.mouse.down()
        const t0 = await ctx.page.evaluate(() => performance.now())
        for (let i = 1; i <= MOVES; i++) {
          await ctx.page.mouse.move(p.x + 40 * Math.sin(i / 6), p.y + 30 * Math.cos(i / 9) - 30)
          // each move waits for the next frame the page draws: the time per move is the frame time
          await ctx.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))))
        }
        total += (await ctx.page.evaluate(() => performance.now())) - t0
        await ctx.page.mouse.up()
        await ctx.page.keyboard.press('Control+z')
      }
      perMove = total / (MOVES * squares.length)
      return `${perMove.toFixed(1)} ms per pointer move (${(1000 / perMove).toFixed(0)} moves/s, incl. the test's round trips)`
    })
    const cpuPerMove = lastSceneCpuMs() / (MOVES * squares.length)
    console.log(
      `[longtasks] kakekko editor: drag: ${cpuPerMove.toFixed(1)} ms of main-thread CPU per pointer move (all tasks, the drop included)`,
    )
    target(s.scene, longest(s), LIMIT_MS)
    expect(ctx.errors).toEqual([])
  })
})

describeApp('the web edition starts quickly (issue 18 §5)', () => {
  it('prints "home interactive" over fresh loads with the web bridge', async () => {
    const browser = await launch()
    const RUNS = 5
    const marks: number[] = []
    const fcps: number[] = []
    try {
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
        const page = await context.newPage()
        if (THROTTLE > 1)
          await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
        await page.goto(inject('baseUrl'))
        await page.waitForSelector('[data-testid="game-recess"] [data-testid="new-game"]')
        // the paint entry can come after the home screen answers: read before it, the figure was NaN
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
        const t = await page.evaluate(() => ({
          mark: performance.getEntriesByName('asobiba:home-interactive')[0]?.startTime ?? NaN,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        }))
        marks.push(t.mark)
        fcps.push(t.fcp)
        await context.close()
      }
    } finally {
      await browser.close()
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
    console.log(
      `[start] ${os.cpus().length} cores, CPU throttling ${THROTTLE}×, ${RUNS} fresh loads of the web edition: home interactive ` +
        `median ${median(marks).toFixed(0)} ms (${Math.min(...marks).toFixed(0)}–${Math.max(...marks).toFixed(0)}), ` +
        `first contentful paint median ${median(fcps).toFixed(0)} ms`,
    )
    expect(marks.every((m) => Number.isFinite(m))).toBe(true)
  })
})
