import { afterAll, expect, inject, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { GAMES } from '../../shared/games/registry.js'
import { gamePrint } from '../../shared/print/index.js'
import { tile } from '../../shared/print/tiles.js'
import { PRINT_MESSAGES } from '../../src-renderer/print/messages.js'
import type { PaperId, PrintTexts } from '../../shared/print/types.js'
import { CSP } from '../../src-main/csp.js'
import { measureScene, recordLongTasks } from './longtask-trace.js'
import { appForSuite, describeApp } from './helpers.js'
import { printTargets, report, target } from './targets.js'

/**
 * Printing never freezes the window (issue 20): the Japanese PDF subsets a 5.4 MB font, which took
 * seconds on the page's thread; the PDF is now built in a worker (src-renderer/print/pdf.worker.ts).
 * While the built-in Kakekko course is printed in Japanese, the test records the page's long tasks
 * (wall time) and, from a Chromium trace, the CPU time of each main-thread task, and prints the
 * longest against its 50 ms target (targets.ts: held by `npm run bench:ui -- --hold`; wall time
 * counts what the OS ran meanwhile on this shared machine: it is printed with the load average).
 * The saved PDF must parse with the right pages.
 */
const LIMIT_MS = 50

function expectedPages(game: keyof typeof GAMES, paper: PaperId): number {
  const stub = { labels: {} } as Partial<PrintTexts> as PrintTexts
  const g = gamePrint(GAMES[game].defaultScenario, { paper, texts: stub })
  return 1 + tile(paper, g.board.w, g.board.h).tiles.length + g.sheets.length
}

describeApp('printing in Japanese leaves the window responsive', () => {
  const ctx = appForSuite({ locales: ['ja'], initScript: recordLongTasks })
  afterAll(printTargets)

  it('prints the built-in Kakekko course in Japanese on A4 while the dialog says it is working; the PDF has its 1 + 6 pages', async () => {
    await ctx.page.waitForSelector('[data-testid="print-kakekko"]')
    const pdfFile = join(ctx.app.userData, 'kakekko-ja.pdf')
    await ctx.app.dialog.nextSave(pdfFile)
    await ctx.page.click('[data-testid="print-kakekko"]')
    await ctx.page.waitForSelector('[data-testid="print-dialog"]')
    await ctx.page.selectOption('[data-testid="print-paper"]', 'a4')
    await ctx.page.selectOption('[data-testid="print-language"]', 'ja')
    let sawBusy = false
    const s = await measureScene(ctx.page, async () => {
      await ctx.page.click('[data-testid="print-save"]')
      // the dialog says it is working while the worker builds the PDF
      sawBusy = await ctx.page
        .waitForSelector('[data-testid="print-progress"]', { timeout: 5_000 })
        .then(() => true)
        .catch(() => false)
      await ctx.page.waitForSelector('[data-testid="print-dialog"]', { state: 'detached', timeout: 90_000 })
    })
    report(
      `[print-worker] Kakekko, ja, A4: ${s.seconds.toFixed(1)} s; longest main-thread task ${s.longestCpuMs} ms CPU ` +
        `(main thread ${s.totalCpuMs} ms CPU in all); ${s.wall.length} long task(s) by wall time [${s.wall.join(', ')}] ms; ` +
        `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
    )
    expect(sawBusy).toBe(true)
    target('Kakekko printed in Japanese on A4', s.longestCpuMs ?? Math.max(0, ...s.wall), LIMIT_MS)
    const doc = await PDFDocument.load(new Uint8Array(await readFile(pdfFile)))
    expect(expectedPages('kakekko', 'a4')).toBe(7)
    expect(doc.getPageCount()).toBe(7)
    expect(ctx.errors).toEqual([])
  })

  it('says, in the page’s language, that the Japanese font could not be loaded when its fetch fails; it keeps the dialog open to try again', async () => {
    await ctx.page.route('**/*NotoSansJP*', (r) => r.fulfill({ status: 404, body: '' }))
    try {
      await ctx.page.goto(inject('baseUrl'))
      await ctx.page.waitForSelector('[data-testid="print-recess"]')
      await ctx.page.click('[data-testid="print-recess"]')
      await ctx.page.waitForSelector('[data-testid="print-dialog"]')
      await ctx.page.selectOption('[data-testid="print-language"]', 'ja')
      await ctx.page.click('[data-testid="print-save"]')
      const alert = await ctx.page.waitForSelector('[data-testid="print-error"]', { timeout: 30_000 })
      const ui = (await ctx.page.evaluate(() => document.documentElement.lang)) as keyof typeof PRINT_MESSAGES
      expect(await alert.textContent()).toBe(PRINT_MESSAGES[ui].print.errors.font.replace('{error}', 'HTTP 404'))
      expect(await ctx.page.isVisible('[data-testid="print-dialog"]')).toBe(true)
      expect(await ctx.page.isVisible('[data-testid="print-progress"]')).toBe(false)
      // the Save button is back, to try again
      expect(await ctx.page.isEnabled('[data-testid="print-save"]')).toBe(true)
    } finally {
      await ctx.page.unroute('**/*NotoSansJP*')
    }
  })

  it('under the desktop app’s Content-Security-Policy header (what app:// sends with every file, the worker’s too), the Japanese PDF is still made', async () => {
    // every response of the app gets the header the desktop protocol adds (src-main/window.ts)
    const base = inject('baseUrl')
    await ctx.page.route(`${base}**`, async (route) => {
      const res = await route.fetch()
      await route.fulfill({ response: res, headers: { ...res.headers(), 'content-security-policy': CSP } })
    })
    const violations: string[] = []
    ctx.page.on('console', (m) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) violations.push(m.text())
    })
    try {
      await ctx.page.goto(base)
      await ctx.page.waitForSelector('[data-testid="print-exxtra"]')
      const target = join(ctx.app.userData, 'exxtra-ja-csp.pdf')
      await ctx.app.dialog.nextSave(target)
      await ctx.page.click('[data-testid="print-exxtra"]')
      await ctx.page.waitForSelector('[data-testid="print-dialog"]')
      await ctx.page.selectOption('[data-testid="print-paper"]', 'a4')
      await ctx.page.selectOption('[data-testid="print-language"]', 'ja')
      await ctx.page.click('[data-testid="print-save"]')
      // saved, or the dialog's reason why not (a blocked fetch ends as the font message)
      const outcome = await Promise.race([
        ctx.page
          .waitForSelector('[data-testid="print-dialog"]', { state: 'detached', timeout: 90_000 })
          .then(() => 'saved')
          .catch(() => 'timeout'),
        ctx.page
          .waitForSelector('[data-testid="print-error"]', { timeout: 90_000 })
          .then(async (e) => `error: ${await e.textContent()}`)
          .catch(() => 'timeout'),
      ])
      expect(outcome).toBe('saved')
      const doc = await PDFDocument.load(new Uint8Array(await readFile(target)))
      expect(doc.getPageCount()).toBe(expectedPages('exxtra', 'a4'))
      expect(violations).toEqual([])
    } finally {
      await ctx.page.unroute(`${base}**`)
    }
  })

  it('Cancel while the PDF is being made closes the dialog and ends its worker; no file is written', async () => {
    // the README's screenshot is 1280×800, like the others
    if (process.env.ASOBIBA_SHOTS) await ctx.page.setViewportSize({ width: 1280, height: 800 })
    await ctx.page.goto(inject('baseUrl'))
    await ctx.page.waitForSelector('[data-testid="print-swish"]')
    const pdfWorkers = () => ctx.page.workers().filter((w) => /pdf\.worker/.test(w.url())).length
    expect(pdfWorkers()).toBe(0)
    // the answer the save dialog would get
    const target = join(ctx.app.userData, 'never.pdf')
    await ctx.app.dialog.nextSave(target)
    await ctx.page.click('[data-testid="print-swish"]')
    await ctx.page.waitForSelector('[data-testid="print-dialog"]')
    await ctx.page.selectOption('[data-testid="print-language"]', 'ja')
    await ctx.page.click('[data-testid="print-save"]')
    await ctx.page.waitForSelector('[data-testid="print-progress"]')
    await expect.poll(pdfWorkers, { timeout: 10_000 }).toBe(1)
    // while it works, the paper and the language cannot change under it
    expect(await ctx.page.isDisabled('[data-testid="print-language"]')).toBe(true)
    if (process.env.ASOBIBA_SHOTS) await ctx.page.screenshot({ path: 'docs/screenshot-print.png' })
    await ctx.page
      .getByTestId('print-dialog')
      .getByRole('button', { name: /Cancel|キャンセル|Annuler/ })
      .click()
    await ctx.page.waitForSelector('[data-testid="print-dialog"]', { state: 'detached' })
    await expect.poll(pdfWorkers, { timeout: 10_000 }).toBe(0)
    expect(await readFile(target).catch(() => null)).toBeNull()
    // the next print gets the save dialog's answer the cancelled one would have had: so that one
    // never asked for it, and the file is the next print's, in English (no Japanese font in it)
    await ctx.page.click('[data-testid="print-swish"]')
    await ctx.page.selectOption('[data-testid="print-language"]', 'en')
    await ctx.page.click('[data-testid="print-save"]')
    await ctx.page.waitForSelector('[data-testid="print-dialog"]', { state: 'detached', timeout: 60_000 })
    const pdf = await readFile(target)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.includes('NotoSansJP')).toBe(false)
  })
})
