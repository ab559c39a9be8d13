import { writeFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { MEASURE } from './targets.js'

/**
 * Long tasks of a page over one scene, two ways (as tests/e2e/measure.ts measures them):
 * the page's own PerformanceObserver on 'longtask' (main-thread tasks over 50 ms of wall time,
 * which on a shared machine includes the time the OS ran something else) and a Chromium trace,
 * which gives each main-thread task's CPU time (what the page itself did).
 */
declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[]
  }
}

/** installed before any page script (openApp's initScript): every long task of the page's life */
export function recordLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
}

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  cat?: string
  args?: { name?: string }
}

/** the trace's events, and the page's main-thread tasks among them (RunTask events of CrRendererMain) */
function mainTasks(trace: Buffer): { events: TraceEvent[]; tasks: TraceEvent[] } {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  return { events, tasks: events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`)) }
}

const cpuMs = (e: TraceEvent) => (e.tdur ?? 0) / 1000

/** the longest of some tasks' times, ms, rounded (0 for none) */
export const longestMs = (ms: number[]) => Math.round(Math.max(0, ...ms))

/** the longest task of the page's main thread in CPU time (ms), and the main thread's total */
export function cpuTasks(trace: Buffer): { longest: number; total: number } {
  const { tasks } = mainTasks(trace)
  let longest = 0
  let total = 0
  for (const e of tasks) {
    longest = Math.max(longest, cpuMs(e))
    total += cpuMs(e)
  }
  return { longest, total }
}

/** trace categories for cpuTasks, and with the page's performance marks for cpuTasksAround */
export const TRACE_TASKS = ['disabled-by-default-devtools.timeline', 'toplevel']
export const TRACE_TASKS_AND_MARKS = [...TRACE_TASKS, 'blink.user_timing']

/**
 * The page's main-thread tasks (CPU time, ms) on either side of a performance mark the page made
 * (the trace needs TRACE_TASKS_AND_MARKS): those that ended before it, and those that ended after
 * it. `mark` is false when the trace holds no such mark.
 */
export function cpuTasksAround(trace: Buffer, markName: string): { mark: boolean; before: number[]; after: number[] } {
  const { events, tasks } = mainTasks(trace)
  const mark = events.find((e) => e.name === markName && e.cat?.includes('blink.user_timing'))
  const before: number[] = []
  const after: number[] = []
  if (!mark) return { mark: false, before, after }
  for (const e of tasks) (e.ts + (e.dur ?? 0) <= mark.ts ? before : after).push(cpuMs(e))
  return { mark: true, before, after }
}

export interface SceneTasks {
  seconds: number
  /** wall-time long tasks the page reported (over 50 ms) */
  wall: number[]
  /** the longest main-thread task in CPU time, ms; null without a trace */
  longestCpuMs: number | null
  totalCpuMs: number | null
}

/**
 * runs `scene` while recording the page's long tasks (wall) and main-thread CPU per task (a trace,
 * where measured: targets.ts's MEASURE). `keep` (a path without extension) traces the scene in any
 * case and keeps the trace as `<keep>.json`, with the events inside the tasks (function calls,
 * layout, paint) to read in Chromium's performance panel; with LONGTASK_PROFILE set, a CPU profile
 * of the page too (`<keep>.cpuprofile`). Both slow the page: the figures are then not its own.
 */
export async function measureScene(
  page: Page,
  scene: () => Promise<void>,
  keep: string | null = null,
): Promise<SceneTasks> {
  await page.evaluate(() => (window.__longTasks = []))
  const browser = MEASURE || keep !== null ? page.context().browser() : null
  await browser?.startTracing(page, {
    categories: keep ? [...TRACE_TASKS, 'devtools.timeline', 'v8', 'blink', 'cc'] : TRACE_TASKS,
  })
  const profiler = keep && process.env.LONGTASK_PROFILE ? await page.context().newCDPSession(page) : null
  if (profiler) {
    await profiler.send('Profiler.enable')
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 })
    await profiler.send('Profiler.start')
  }
  const t0 = Date.now()
  await scene()
  const seconds = (Date.now() - t0) / 1000
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop')
    await writeFile(`${keep}.cpuprofile`, JSON.stringify(profile))
    await profiler.detach()
  }
  const trace = await browser?.stopTracing()
  if (trace && keep) await writeFile(`${keep}.json`, trace)
  const wall = await page.evaluate(() => window.__longTasks.map((t) => Math.round(t.duration)))
  const cpu = trace ? cpuTasks(trace) : null
  return {
    seconds,
    wall,
    longestCpuMs: cpu ? Math.round(cpu.longest) : null,
    totalCpuMs: cpu ? Math.round(cpu.total) : null,
  }
}
