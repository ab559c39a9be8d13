import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { PDFDocument } from 'pdf-lib'
import { GAMES } from '../../../shared/games/registry.js'
import { MESSAGES } from '../../../shared/i18n/index.js'
import { gamePrint } from '../../../shared/print/index.js'
import { tile } from '../../../shared/print/tiles.js'
import { fromWire } from '../../../shared/print/wire.js'
import { RENDERER_MESSAGES } from '../../../src-renderer/messages.js'
import { PRINT_MESSAGES } from '../../../src-renderer/print/messages.js'
import { runPrint, type PrintMessage } from '../../../src-renderer/print/protocol.js'
import { printTexts, printTextsWire } from '../../../src-renderer/print/texts.js'

const catalogue = (l: 'ja' | 'en' | 'fr') => ({ ...MESSAGES[l], ...RENDERER_MESSAGES[l], ...PRINT_MESSAGES[l] })
const composer = createI18n({
  legacy: false,
  locale: 'en',
  messages: { ja: catalogue('ja'), en: catalogue('en'), fr: catalogue('fr') },
}).global

async function run(req: Parameters<typeof runPrint>[0], fetchFont?: (url: string) => Promise<ArrayBuffer>) {
  const got: PrintMessage[] = []
  await runPrint(req, (m) => got.push(m), fetchFont)
  return got
}

describe('the PDF worker (src-renderer/print/protocol.ts)', () => {
  it('the texts that cross to the worker say what the page would have said: the assembly help and the page numbers, in ja, en and fr', () => {
    const sc = GAMES.kakekko.defaultScenario
    for (const l of ['ja', 'en', 'fr'] as const) {
      const direct = printTexts(composer, sc, l)
      const wire = printTextsWire(composer, sc, l)
      // it survives a structured clone (no functions in it)
      const revived = fromWire(structuredClone(wire))
      expect(revived.assembly(6)).toBe(direct.assembly(6))
      expect(revived.page('B2')).toBe(direct.page('B2'))
      expect(revived.summary).toEqual(direct.summary)
      expect(revived.labels).toEqual(direct.labels)
    }
  })

  it('builds the English PDF with no font to fetch: one stage (pages), then the PDF in base64 with its pages', async () => {
    const sc = GAMES.recess.defaultScenario
    const texts = printTextsWire(composer, sc, 'en')
    const got = await run({ scenario: sc, paper: 'a4', texts }, () => Promise.reject(new Error('not asked')))
    expect(got.map((m) => m.type)).toEqual(['stage', 'done'])
    expect(got[0]).toEqual({ type: 'stage', stage: 'pages' })
    const done = got[1] as Extract<PrintMessage, { type: 'done' }>
    const bytes = Uint8Array.from(Buffer.from(done.base64, 'base64'))
    expect(bytes.length).toBe(done.bytes)
    const g = gamePrint(sc, { paper: 'a4', texts: fromWire(texts) })
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1 + tile('a4', g.board.w, g.board.h).tiles.length)
  })

  it('a font that cannot be fetched ends in a "font" failure with its reason, before any page is drawn', async () => {
    const sc = GAMES.recess.defaultScenario
    const got = await run(
      { scenario: sc, paper: 'a4', texts: printTextsWire(composer, sc, 'ja'), fontUrl: 'http://x/font.ttf' },
      () => Promise.reject(new Error('HTTP 404')),
    )
    expect(got).toEqual([
      { type: 'stage', stage: 'font' },
      { type: 'failed', reason: 'font', detail: 'HTTP 404' },
    ])
  })

  it('bytes that are no font end in a "build" failure (the PDF maker names the problem), not in a PDF', async () => {
    const sc = GAMES.recess.defaultScenario
    const got = await run(
      { scenario: sc, paper: 'a4', texts: printTextsWire(composer, sc, 'ja'), fontUrl: 'http://x/font.ttf' },
      () => Promise.resolve(new TextEncoder().encode('<html>not a font</html>').buffer),
    )
    expect(got.map((m) => (m.type === 'stage' ? m.stage : m.type))).toEqual(['font', 'pages', 'failed'])
    const last = got[2] as Extract<PrintMessage, { type: 'failed' }>
    expect(last.reason).toBe('build')
    expect(last.detail.length).toBeGreaterThan(0)
  })
})
