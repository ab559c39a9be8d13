/**
 * `npm run bench:start`: how soon the web edition's home screen answers (issue 18 §5). It serves
 * a built web edition (dist-web/, or each folder given with --dir) and opens it RUNS times in a
 * fresh browser context each time, with the page's own bridge (IndexedDB), as a visitor does. Per
 * load it reads:
 *   - "home interactive": the `asobiba:home-interactive` mark (src-renderer/main.ts: the app is
 *     mounted, the home screen drawn and its buttons live), from the navigation's start;
 *   - first contentful paint;
 *   - the main thread's CPU time up to then (Chromium's TaskDuration, read through CDP when the
 *     mark is there: on a shared machine wall time is mostly other programs' time).
 * With two or more --dir, the builds are loaded in turn (A B A B …), so a drift of the machine's
 * speed falls on all of them alike. Prints medians with min–max, the core count and load average.
 *   npm run web:build && npm run bench:start -- [--runs 9] [--dir dist-web --dir /tmp/other/dist-web]
 */
import os from 'node:os'
import { resolve } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import type { Browser } from 'playwright-core'
import { launch } from '../../tests/e2e/browser.js'

const root = resolve(import.meta.dirname, '../..')
const args = process.argv.slice(2)
const valuesOf = (flag: string) => args.flatMap((a, i) => (a === flag && args[i + 1] ? [args[i + 1]] : []))
const dirs = valuesOf('--dir').map((d) => resolve(d))
if (!dirs.length) dirs.push(resolve(root, 'dist-web'))
const RUNS = Number(valuesOf('--runs')[0] ?? 9)

interface Load {
  interactive: number
  fcp: number
  cpu: number
}

async function serve(dir: string): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({
    configFile: resolve(root, 'vite.web.config.ts'),
    build: { outDir: dir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error(`vite preview gave no URL for ${dir}`)
  return { server, url }
}

async function once(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(url)
    await page.waitForFunction(() => performance.getEntriesByName('asobiba:home-interactive').length > 0)
    const { metrics } = await cdp.send('Performance.getMetrics')
    // the home screen may answer before its first paint: wait for that paint to read it
    await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 5000 })
      .catch(() => undefined)
    const t = await page.evaluate(() => ({
      interactive: performance.getEntriesByName('asobiba:home-interactive')[0].startTime,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    }))
    const task = metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN
    return { ...t, cpu: task * 1000 }
  } finally {
    await context.close()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const spread = (xs: number[]) =>
  `median ${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`

const servers = await Promise.all(dirs.map(serve))
const browser = await launch()
const loads: Load[][] = dirs.map(() => [])
const loadBefore = os.loadavg()[0]
try {
  // one load of each first, not counted (the browser's and the server's first start)
  for (const s of servers) await once(browser, s.url)
  for (let i = 0; i < RUNS; i++) for (const [k, s] of servers.entries()) loads[k].push(await once(browser, s.url))
} finally {
  await browser.close()
  for (const s of servers) await new Promise<void>((r) => s.server.httpServer.close(() => r()))
}
console.log(
  `home interactive — ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}, ` +
    `${RUNS} fresh loads per build${dirs.length > 1 ? ', builds in turn' : ''}`,
)
for (const [k, dir] of dirs.entries()) {
  const l = loads[k]
  console.log(`  ${dir}`)
  console.log(`    home interactive (wall): ${spread(l.map((x) => x.interactive))}`)
  console.log(`    main-thread CPU until then: ${spread(l.map((x) => x.cpu))}`)
  console.log(`    first contentful paint: ${spread(l.map((x) => x.fcp))}`)
}
