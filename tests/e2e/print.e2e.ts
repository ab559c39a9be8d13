import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import type { Browser, Page } from 'playwright-core'
import { GAMES } from '../../shared/games/registry.js'
import { gamePrint } from '../../shared/print/index.js'
import { PAPERS } from '../../shared/print/scales.js'
import { tile } from '../../shared/print/tiles.js'
import type { PaperId, PrintTexts } from '../../shared/print/types.js'
import { MESSAGES } from '../../shared/i18n/index.js'
import { launch, watchErrors } from './browser.js'
import { appForSuite, describeApp } from './helpers.js'

/** pages the PDF of a default scenario must have: the rules page, one per board tile, one per cut-out sheet */
function expectedPages(game: keyof typeof GAMES, paper: PaperId): number {
  const stub = { labels: {} } as Partial<PrintTexts> as PrintTexts
  const g = gamePrint(GAMES[game].defaultScenario, { paper, texts: stub })
  return 1 + tile(paper, g.board.w, g.board.h).tiles.length + g.sheets.length
}

async function expectPdf(bytes: Uint8Array, pages: number, paper: PaperId) {
  const doc = await PDFDocument.load(bytes)
  expect(doc.getPageCount()).toBe(pages)
  for (const p of doc.getPages()) {
    expect(p.getWidth()).toBeCloseTo((PAPERS[paper].w * 72) / 25.4, 2)
    expect(p.getHeight()).toBeCloseTo((PAPERS[paper].h * 72) / 25.4, 2)
  }
  return doc
}

async function printFrom(page: Page, opener: string, paper: PaperId, lang: string) {
  await page.click(opener)
  await page.waitForSelector('[data-testid="print-dialog"]')
  await page.selectOption('[data-testid="print-paper"]', paper)
  await page.selectOption('[data-testid="print-language"]', lang)
  await page.click('[data-testid="print-save"]')
}

describeApp('print and play', () => {
  const baseUrl = inject('baseUrl')

  const ctx = appForSuite()

  it('prints the built-in Recess playground on Letter in Japanese: the PDF is saved with the rules page and 2 × 2 board pages', async () => {
    await ctx.page.waitForSelector('[data-testid="print-recess"]')
    const target = join(ctx.app.userData, 'recess-print.pdf')
    await ctx.app.dialog.nextSave(target)
    await printFrom(ctx.page, '[data-testid="print-recess"]', 'letter', 'ja')
    await ctx.page.waitForSelector('[data-testid="print-dialog"]', { state: 'detached', timeout: 60_000 })
    const bytes = new Uint8Array(await readFile(target))
    const doc = await expectPdf(bytes, expectedPages('recess', 'letter'), 'letter')
    expect(doc.getPageCount()).toBe(5)
    // the texts are the Japanese ones, and the font that shows them is embedded
    expect(doc.getTitle()).toBe(((MESSAGES.ja.builtIn as Record<string, unknown>).recess as { title: string }).title)
    expect(bytes.length).toBeLessThan(1_000_000)
    const fonts = doc.context
      .enumerateIndirectObjects()
      .flatMap(([, o]) =>
        o instanceof PDFDict && o.get(PDFName.of('BaseFont')) ? [String(o.get(PDFName.of('BaseFont')))] : [],
      )
    expect(fonts.some((f) => f.includes('NotoSansJP'))).toBe(true)
    expect(ctx.errors).toEqual([])
  })

  it('prints from the Swish editor on A4 in French: pond pages and the cut-out sheet of bones', async () => {
    await ctx.page.goto(baseUrl)
    await ctx.page.click('[data-testid="game-swish"] [data-testid="design"]')
    await ctx.page.waitForSelector('[data-testid="editor-view"]')
    const target = join(ctx.app.userData, 'swish-print.pdf')
    await ctx.app.dialog.nextSave(target)
    await printFrom(ctx.page, '[data-testid="editor-print"]', 'a4', 'fr')
    await ctx.page.waitForSelector('[data-testid="print-dialog"]', { state: 'detached', timeout: 60_000 })
    const doc = await expectPdf(new Uint8Array(await readFile(target)), expectedPages('swish', 'a4'), 'a4')
    expect(doc.getTitle()).toContain('Swish')
    expect(ctx.errors).toEqual([])
  })
})

describeApp('print and play in the web edition (no desktop bridge)', () => {
  let browser: Browser
  const baseUrl = inject('baseUrl')
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('downloads the PDF of the built-in Exxtra race: rules page, board page, dice nets', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true })
    const errors = watchErrors(page)
    await page.goto(baseUrl)
    await page.waitForSelector('[data-testid="print-exxtra"]')
    const download = page.waitForEvent('download', { timeout: 60_000 })
    await printFrom(page, '[data-testid="print-exxtra"]', 'a4', 'en')
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.pdf$/)
    const bytes = new Uint8Array(await readFile(await file.path()))
    await expectPdf(bytes, expectedPages('exxtra', 'a4'), 'a4')
    expect(expectedPages('exxtra', 'a4')).toBe(3)
    expect(errors).toEqual([])
  })
})
