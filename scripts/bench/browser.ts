/**
 * The cold start where users run the bots: each engine's first search in a fresh dedicated Web
 * Worker of Chromium (the web edition's bot worker; Electron's renderer runs the same V8).
 *
 * Each measurement launches a fresh Chromium (the e2e tests' flags) on a blank page served from
 * 127.0.0.1, starts one worker running the engine's bundle (built here for production by Vite, as
 * the web edition is) and posts it the position. The worker logs (epoch ms, iterations) as it
 * searches (browser-progress.ts); meanwhile this process samples the CPU time of the renderer
 * process that runs the worker, all its threads summed (Linux /proc/<pid>/task/<tid>/schedstat, ns):
 * the worker's thread, V8's compiler and collector threads, and the idle page. The two clocks are
 * both the epoch (performance.timeOrigin + performance.now()). A cut at c ms is the moment the
 * renderer has spent c ms of CPU since the search began; the iterations at that moment are read
 * from the worker's log (linear between two entries). Linux only.
 */
import { createServer, type Server } from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import { build, type Rollup } from 'vite'
import { chromium } from 'playwright-core'
import { HEADLESS_ARGS, resolveBrowser } from '../../tests/e2e/browser.js'
import { PRODUCTION } from './child-bundle.js'

export type Engine = 'ours' | 'peer'

export interface BrowserFirst {
  /** iterations per second of the renderer's CPU time, per cut */
  itPerSec: number[]
  /** the worker thread's share of the renderer's CPU time, per cut */
  workerShare: number[]
  /** the browser's version */
  version: string
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>cold start</title><script>
window.batches = []
window.openWorker = (engine) => {
  window.worker = new Worker('/' + engine + '.js')
  window.worker.onmessage = (e) => window.batches.push(e.data)
}
window.go = (seed, depth) => window.worker.postMessage({ seed, depth })
</script>`

/** what PAGE's script adds to the page's window */
declare global {
  interface Window {
    batches?: unknown[]
    openWorker?(engine: string): void
    go?(seed: number, depth: number): void
  }
}

/** the two workers' bundles, built as the web edition builds its workers (production, minified) */
async function bundle(engine: Engine): Promise<string> {
  const input = fileURLToPath(new URL(`./browser-${engine}.ts`, import.meta.url))
  const out = (await build({
    ...PRODUCTION,
    build: { write: false, minify: true, target: 'es2022', rollupOptions: { input, output: { format: 'iife' } } },
  })) as Rollup.RollupOutput
  const chunk = out.output.find((c): c is Rollup.OutputChunk => c.type === 'chunk')
  if (!chunk) throw new Error(`no bundle for ${engine}`)
  return chunk.code
}

/** serves the blank page and both bundles; close it when done */
export async function serveBundles(): Promise<{ url: string; server: Server }> {
  if (process.platform !== 'linux') throw new Error("--browser reads the renderer's CPU time from /proc: Linux only")
  const files: Record<string, string> = { '/ours.js': await bundle('ours'), '/peer.js': await bundle('peer') }
  const server = createServer((req, res) => {
    const js = files[req.url ?? '']
    res.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html', 'cache-control': 'no-store' })
    res.end(js ?? PAGE)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

const epoch = () => performance.timeOrigin + performance.now()

/** the process ids under `root` (its children, theirs, …) */
function descendants(root: number): number[] {
  const parent = new Map<number, number>()
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8')
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // the process ended meanwhile
    }
  }
  const under = (pid: number): boolean => {
    for (let p = parent.get(pid); p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true
    return false
  }
  return [...parent.keys()].filter(under)
}

const comm = (pid: number, tid: string) => readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()

/** the renderer process running the worker, and the worker's thread */
function findWorker(browserPid: number): { pid: number; tid: string } | null {
  for (const pid of descendants(browserPid)) {
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`))
        if (/DedicatedWorker/.test(comm(pid, tid))) return { pid, tid }
    } catch {
      // the process ended meanwhile
    }
  }
  return null
}

/** CPU time in ms: the whole process (its live threads summed), and one thread */
function cpuOf(pid: number, tid: string): { all: number; worker: number } {
  let all = 0
  let worker = 0
  for (const t of readdirSync(`/proc/${pid}/task`)) {
    try {
      const ns = Number(readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').split(' ')[0])
      all += ns
      if (t === tid) worker = ns
    } catch {
      // the thread ended meanwhile
    }
  }
  return { all: all / 1e6, worker: worker / 1e6 }
}

/** y at x, linear between the points around x (xs ascending) */
function at(xs: number[], ys: number[], x: number): number {
  if (x <= xs[0]) return ys[0]
  for (let i = 1; i < xs.length; i++)
    if (xs[i] >= x) return ys[i - 1] + ((ys[i] - ys[i - 1]) * (x - xs[i - 1])) / (xs[i] - xs[i - 1] || 1)
  return ys[ys.length - 1]
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** one engine's first search in a fresh Chromium's fresh worker, read at each of `cutsMs` */
export async function browserFirst(
  url: string,
  engine: Engine,
  seed: number,
  depth: number,
  cutsMs: number[],
  /** more Chromium switches, e.g. `--js-flags=…` to try V8's options */
  extraArgs: string[] = [],
): Promise<BrowserFirst> {
  const { executablePath, env } = await resolveBrowser()
  const server = await chromium.launchServer({
    executablePath,
    env: env ? { ...process.env, ...env } : undefined,
    args: [...HEADLESS_ARGS, ...extraArgs],
  })
  try {
    const browser = await chromium.connect(server.wsEndpoint())
    const page = await browser.newPage()
    await page.goto(url)
    await page.evaluate((e) => window.openWorker!(e), engine)
    const browserPid = server.process().pid!
    let w: ReturnType<typeof findWorker> = null
    for (const t0 = epoch(); !w; await pause(1)) {
      w = findWorker(browserPid)
      if (epoch() - t0 > 60_000) throw new Error('no worker thread found')
    }
    const samples = { t: [] as number[], all: [] as number[], worker: [] as number[] }
    const sample = () => {
      const c = cpuOf(w.pid, w.tid)
      samples.t.push(epoch())
      samples.all.push(Math.max(c.all, samples.all.at(-1) ?? 0))
      samples.worker.push(c.worker)
    }
    const log = { t: [] as number[], it: [] as number[] }
    const last = Math.max(...cutsMs)
    const began = epoch()
    // the search starts once the worker's thread is watched
    sample()
    const go = page.evaluate(([s, d]) => window.go!(s, d), [seed, depth] as const)
    for (;;) {
      sample()
      await pause(2)
      if (samples.t.length % 50) continue
      const batches = await page.evaluate(() => window.batches!.splice(0))
      for (const b of batches as { t: number[]; it: number[] }[]) {
        log.t.push(...b.t)
        log.it.push(...b.it)
      }
      if (log.t.length) {
        if (log.t[0] < samples.t[0]) throw new Error('the search began before the CPU sampling')
        const c0 = at(samples.t, samples.all, log.t[0])
        const end = samples.all.at(-1)! - c0 >= last ? at(samples.all, samples.t, c0 + last) : Infinity
        if (log.t.at(-1)! >= end) break
      }
      if (epoch() - began > 300_000) throw new Error(`${engine}: ${last} ms of CPU not reached in 300 s`)
    }
    await go
    const t0 = log.t[0]
    const c0 = at(samples.t, samples.all, t0)
    const w0 = at(samples.t, samples.worker, t0)
    const itPerSec: number[] = []
    const workerShare: number[] = []
    for (const cut of cutsMs) {
      const t = at(samples.all, samples.t, c0 + cut)
      itPerSec.push((at(log.t, log.it, t) / cut) * 1000)
      workerShare.push((at(samples.t, samples.worker, t) - w0) / cut)
    }
    return { itPerSec, workerShare, version: browser.version() }
  } finally {
    await server.close()
  }
}
