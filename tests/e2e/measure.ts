import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { measureScene } from './longtask-trace.js'
import { logCount } from './helpers.js'
import { HOLD, MEASURE } from './targets.js'

/**
 * Scenes of the page measured for the browser benchmarks (longtasks.measure.ts, largest-save.e2e.ts),
 * named and tabled, recorded by measureScene (longtask-trace.ts): the long tasks the page saw by
 * wall time, and from a Chromium trace the CPU time of each main-thread task.
 * LONGTASK_TRACE_DIR=<folder> keeps each scene's trace, with the events inside the tasks, to read in
 * Chromium's performance panel; LONGTASK_PROFILE=1 adds a CPU profile of the page. Both slow the page
 * a little (the profile a lot): the figures printed then are not the page's own.
 */
/** a main-thread task's target, ms of CPU (docs/PERFORMANCE.md) */
export const LIMIT_MS = 50
/** LONGTASK_THROTTLE=<n> slows Chromium's CPU n× through CDP, for a machine too fast to show a stall */
export const THROTTLE = Number(process.env.LONGTASK_THROTTLE ?? 1)

export interface Scene {
  scene: string
  seconds: number
  /** long tasks the page saw (wall time over 50 ms) and the longest */
  longTasks: number
  longestWallMs: number
  /** the longest main-thread task in thread CPU time (Chromium's trace: RunTask, tdur) */
  longestCpuMs: number | null
  note?: string
}
/** every scene measured in this worker, for the table a file prints at its end */
export const scenes: Scene[] = []

/** the main thread's CPU time over the last scene, in ms (for a per-move figure) */
let lastCpuMs = 0
export const lastSceneCpuMs = () => lastCpuMs

export async function scene(page: Page, name: string, run: () => Promise<string | void>): Promise<Scene> {
  // LONGTASK_TRACE_DIR and LONGTASK_PROFILE: the file header
  const keep = process.env.LONGTASK_TRACE_DIR
    ? join(process.env.LONGTASK_TRACE_DIR, name.replace(/[^\w-]+/g, '-'))
    : null
  // what the scene says of itself (a closure's assignment, read after it ran)
  const said: { note?: string } = {}
  const m = await measureScene(
    page,
    async () => {
      said.note = (await run()) ?? undefined
    },
    keep,
  )
  const note = said.note
  lastCpuMs = m.totalCpuMs ?? NaN
  const s: Scene = {
    scene: name,
    seconds: m.seconds,
    longTasks: m.wall.length,
    longestWallMs: Math.max(0, ...m.wall),
    longestCpuMs: m.longestCpuMs,
    ...(note ? { note } : {}),
  }
  scenes.push(s)
  if (MEASURE)
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
export function longest(s: Scene): number {
  return s.longestCpuMs ?? s.longestWallMs
}

/**
 * A scene measured, and when its figures are held (HOLD, `npm run bench:ui -- --hold`) measured once
 * more if its longest task is over the limit: on a shared 2-core machine one task in a hundred can
 * take a garbage collection or a compile that another program's load pushed into it. A change that
 * makes the page slower is over the limit both times and fails; one noisy task is printed and
 * measured again. Where the figures are only printed (`npm test`), once is enough.
 */
export async function held(make: () => Promise<Scene>): Promise<Scene> {
  const first = await make()
  if (!HOLD || longest(first) <= LIMIT_MS) return first
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
export async function rendererMemory(page: Page): Promise<{ rssMb: number; peakMb: number }> {
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
export async function resetPeak(page: Page) {
  for (const p of await rendererProcesses(page)) await writeFile(`/proc/${p.id}/clear_refs`, '5')
}

export async function home(page: Page) {
  await page.click('.brand')
  await page.waitForSelector('[data-testid="game-recess"]')
}

/** lets a game with only bots run: until it ends or `ms` passes */
export async function watchBots(page: Page, ms: number): Promise<string> {
  const start = await logCount(page)
  await page.waitForSelector('[data-testid="game-over"]', { timeout: ms }).catch(() => undefined)
  const moves = (await logCount(page)) - start
  return `${moves} log lines`
}
