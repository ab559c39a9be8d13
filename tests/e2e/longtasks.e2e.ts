import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import type { GameId } from '../../shared/engine/types.js'
import { kakekko, defaultScenario as kakekkoDefault } from '../../shared/games/kakekko/index.js'
import type { GameModule } from '../../shared/engine/types.js'
import { GAMES as RULES } from '../../shared/games/registry.js'
import { ROUND_LIMIT } from '../../shared/games/kakekko/schema.js'
import { fitBoard } from '../../src-renderer/games/kakekko/layout.js'
import { longestSave } from '../support/files.js'
import { openApp } from './app.js'
import { launch, watchErrors } from './browser.js'
import { appForSuite, describeApp, logCount, openSave, playOut, SEATS, setBotSpeed, startGame } from './helpers.js'
import { cpuTasks, recordLongTasks } from './longtask-trace.js'

/**
 * The window never stalls (issue 18 §4): while the app plays each game with bots, plays a game of
 * Recess's Hard bots, replays a whole game and drags squares in the Kakekko editor, the test records
 * every long task the page reports (a PerformanceObserver on 'longtask': main-thread tasks over
 * 50 ms of wall time) and, from a Chromium trace, the CPU time of each main-thread task. Each scene
 * prints both; it fails when the longest main-thread task takes over 50 ms of CPU (see `longest`).
 * The web edition's start is printed too: the `asobiba:home-interactive` mark (src-renderer/main.ts)
 * over fresh loads with the web bridge.
 *
 * CPU: as the machine gives it (LONGTASK_THROTTLE=<n> slows Chromium's CPU n× through CDP, for a
 * machine too fast to show a stall); the core count and load average are printed with the figures.
 * LONGTASK_TRACE_DIR=<folder> keeps each scene's trace, with the events inside the tasks, to read in
 * Chromium's performance panel; LONGTASK_PROFILE=1 adds a CPU profile of the page. Both slow the
 * page a little (the profile a lot): the figures printed then are not quite the page's own.
 */
const LIMIT_MS = 50
const THROTTLE = Number(process.env.LONGTASK_THROTTLE ?? 1)
const GAMES: GameId[] = ['recess', 'kakekko', 'exxtra', 'swish']

interface Scene {
  scene: string
  seconds: number
  /** long tasks the page saw (wall time over 50 ms) and the longest */
  longTasks: number
  longestWallMs: number
  /** the longest main-thread task in thread CPU time (Chromium's trace: RunTask, tdur) */
  longestCpuMs: number | null
  note?: string
}
const scenes: Scene[] = []

/** the main thread's CPU time over the last scene, in ms (for a per-move figure) */
let lastSceneCpuMs = 0

async function scene(page: Page, name: string, run: () => Promise<string | void>): Promise<Scene> {
  await page.evaluate(() => (window.__longTasks = []))
  const browser = page.context().browser()
  // LONGTASK_TRACE_DIR and LONGTASK_PROFILE: the file header
  const kept = process.env.LONGTASK_TRACE_DIR
    ? join(process.env.LONGTASK_TRACE_DIR, name.replace(/[^\w-]+/g, '-'))
    : null
  const categories = ['disabled-by-default-devtools.timeline', 'toplevel']
  // with the events inside each task (function calls, layout, paint) when the trace is kept
  if (kept) categories.push('devtools.timeline', 'v8', 'blink', 'cc')
  await browser?.startTracing(page, { categories })
  const profiler = kept && process.env.LONGTASK_PROFILE ? await page.context().newCDPSession(page) : null
  if (profiler) {
    await profiler.send('Profiler.enable')
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 })
    await profiler.send('Profiler.start')
  }
  const t0 = Date.now()
  const note = await run()
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop')
    await writeFile(`${kept}.cpuprofile`, JSON.stringify(profile))
    await profiler.detach()
  }
  const trace = await browser?.stopTracing()
  if (trace && kept) await writeFile(`${kept}.json`, trace)
  const tasks = await page.evaluate(() => window.__longTasks.map((t) => t.duration))
  const cpu = trace ? cpuTasks(trace) : null
  lastSceneCpuMs = cpu?.total ?? NaN
  const s: Scene = {
    scene: name,
    seconds: (Date.now() - t0) / 1000,
    longTasks: tasks.length,
    longestWallMs: Math.round(Math.max(0, ...tasks)),
    longestCpuMs: cpu ? Math.round(cpu.longest) : null,
    ...(note ? { note } : {}),
  }
  scenes.push(s)
  console.log(
    `[longtasks] ${name}: longest main-thread task ${s.longestCpuMs ?? '?'} ms CPU; ${s.longTasks} long task(s) ` +
      `(wall > ${LIMIT_MS} ms), longest ${s.longestWallMs} ms wall; load average ${os.loadavg()[0].toFixed(1)}${note ? `; ${note}` : ''}`,
  )
  return s
}

/**
 * The limit holds for what the page does: the CPU time of its longest main-thread task where the
 * trace gives it (Chromium), else the long tasks' wall time. Wall time also counts the time the OS
 * gave the CPU to other programs, which on a shared 2-core machine can be most of it: it is printed.
 */
function longest(s: Scene): number {
  return s.longestCpuMs ?? s.longestWallMs
}

/**
 * A scene measured, and measured once more when its longest task is over the limit: on a shared
 * 2-core machine one task in a hundred can take a garbage collection or a compile that another
 * program's load pushed into it. A change that makes the page slower is over the limit both times
 * and fails; one noisy task is printed and measured again.
 */
async function held(make: () => Promise<Scene>): Promise<Scene> {
  const first = await make()
  if (longest(first) <= LIMIT_MS) return first
  console.log(
    `[longtasks] ${first.scene}: ${longest(first)} ms, over ${LIMIT_MS} ms at load ${os.loadavg()[0].toFixed(1)}; measured once more`,
  )
  return make()
}

/**
 * The memory of the page's renderer processes, in MB, read from /proc: the most resident memory
 * any of them holds now (VmRSS) and has held (VmHWM, the kernel's high-water mark, since the
 * process started or since `resetPeak`). The processes are those Chromium lists as renderers
 * (SystemInfo.getProcessInfo); the page's JS heap, its workers' and everything Blink and the
 * rasteriser keep in the process are in these figures.
 */
async function rendererMemory(page: Page): Promise<{ rssMb: number; peakMb: number }> {
  const renderers = await rendererProcesses(page)
  const kb = async (pid: number, field: string) => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8')
    return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  }
  const mb = async (field: string) => Math.max(...(await Promise.all(renderers.map((p) => kb(p.id, field))))) / 1024
  return { rssMb: Math.round(await mb('VmRSS')), peakMb: Math.round(await mb('VmHWM')) }
}

/** the processes Chromium lists as renderers */
async function rendererProcesses(page: Page): Promise<{ id: number }[]> {
  const session = await page.context().browser()!.newBrowserCDPSession()
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo')
    return processInfo.filter((p) => p.type === 'renderer')
  } finally {
    await session.detach()
  }
}

/** starts the renderers' high-water marks (VmHWM) again from what they hold now (Linux: clear_refs 5) */
async function resetPeak(page: Page) {
  for (const p of await rendererProcesses(page)) await writeFile(`/proc/${p.id}/clear_refs`, '5')
}

async function home(page: Page) {
  await page.click('.brand')
  await page.waitForSelector('[data-testid="game-recess"]')
}

/** lets a game with only bots run: until it ends or `ms` passes */
async function watchBots(page: Page, ms: number): Promise<string> {
  const start = await logCount(page)
  await page.waitForSelector('[data-testid="game-over"]', { timeout: ms }).catch(() => undefined)
  const moves = (await logCount(page)) - start
  return `${moves} log lines`
}

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
    expect(longest(s)).toBeLessThanOrEqual(LIMIT_MS)
  })

  it('Recess: three Hard bots', async () => {
    const s = await held(async () => {
      await home(ctx.page)
      await startGame(ctx.page, 'recess', ['hard', 'hard', 'hard'])
      await setBotSpeed(ctx.page, 'fast')
      await ctx.page.waitForSelector('[data-testid="recess-board"] canvas')
      return scene(ctx.page, 'recess: three Hard bots', () => watchBots(ctx.page, 6_000))
    })
    expect(longest(s)).toBeLessThanOrEqual(LIMIT_MS)
  })

  it('going home from a game and starting a new one', async () => {
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
    console.log(`[longtasks] home ${longest(goHome)} ms, new game ${longest(start)} ms of CPU`)
    // the stage is made at its box's size, so drawn once: not at a fallback size and redrawn
    // whole when resized to the box a frame later
    const first = await firstCanvas
    expect(first.canvas).toBe(first.box)
    expect(longest(goHome), goHome.scene).toBeLessThanOrEqual(LIMIT_MS)
    // the board is built in three tasks (useBoardFrame's stages), each under the limit
    expect(longest(start), start.scene).toBeLessThanOrEqual(LIMIT_MS)
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
    expect(longest(s)).toBeLessThanOrEqual(LIMIT_MS)
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
    expect(longest(s)).toBeLessThanOrEqual(LIMIT_MS)
  })

  it('Kakekko: the largest allowed save opened, shown as a replay and replayed end to end (first/last, steps, slider, watching): 50 ms per task, logs drawn in view, renderer under 400 MB', async () => {
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
      const memory = await page.context().newCDPSession(page)
      await memory.send('Performance.enable')
      /** the page's JS heap in MB and its DOM nodes, after a garbage collection */
      const used = async () => {
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
        const m = { ...(await used()), ...(await rendererMemory(page)) }
        peak.heapMb = Math.max(peak.heapMb, m.heapMb)
        peak.nodes = Math.max(peak.nodes, m.nodes)
        peak.rssMb = Math.max(peak.rssMb, m.peakMb)
        const log = name === 'open' ? 'log' : 'replay-log'
        logLines = Math.max(logLines, await page.locator(`[data-testid="${log}"] li`).count())
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
      await resetPeak(page)
      // each measured once more when over the limit (held): the open from home, the replay from the game
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
      await memory.detach()
      console.log(
        `[longtasks] kakekko ${save.actions} actions: peak JS heap ${peak.heapMb} MB, ${peak.nodes} DOM nodes, ` +
          `renderer peak ${peak.rssMb} MB resident; at most ${logLines} lines of a log drawn`,
      )
      // Opening the save and showing its replay each build the Kakekko board in four tasks
      // (useBoardFrame's stages), render the view, draw the charts one per task: each under the
      // limit since the squares are one shape and a long game's chart lines solid (docs/PERFORMANCE.md)
      for (const s of [open, replay, firstLast, steps, slider, watch])
        expect(longest(s), s.scene).toBeLessThanOrEqual(LIMIT_MS)
      expect(logLines).toBeLessThan(100)
      expect(peak.heapMb).toBeLessThan(400)
      expect(peak.rssMb).toBeLessThan(400)
      expect(errors).toEqual([])
    } finally {
      await app.close()
    }
  })

  // No retry: the drop (the board's redraw and the scenario's check) took 34–51 ms of CPU before the
  // editor dragged on a layer of its own and kept unchanged shapes' configs; 17–21 ms since (tests/e2e/drag1000.e2e.ts).
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
    const cpuPerMove = lastSceneCpuMs / (MOVES * squares.length)
    console.log(
      `[longtasks] kakekko editor: drag: ${cpuPerMove.toFixed(1)} ms of main-thread CPU per pointer move (all tasks, the drop included)`,
    )
    expect(longest(s)).toBeLessThanOrEqual(LIMIT_MS)
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
