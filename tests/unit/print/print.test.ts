import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { create } from 'fontkit'
import { PDFName, PDFRawStream, PDFDict, PDFRef } from 'pdf-lib'
import { GAMES } from '../../../shared/games/registry.js'
import { gamePrint, printScenario } from '../../../shared/print/index.js'
import { wrap } from '../../../shared/print/document.js'
import { PAPERS, UNPRINTABLE_MM } from '../../../shared/print/scales.js'
import { tile } from '../../../shared/print/tiles.js'
import type { PaperId, PrintOptions, PrintTexts } from '../../../shared/print/types.js'
import { contentText, load, pageMarksMm, pageMm, pathBoxesMm, rectsMm } from './pdfRead.js'

const texts: PrintTexts = {
  title: 'Title',
  subtitle: 'Sub',
  settingsHeading: 'Settings',
  settings: [{ name: 'Turns', value: '30' }],
  rulesHeading: 'Rules',
  summary: ['Short rules.'],
  assemblyHeading: 'Assembly',
  assembly: (n) => `Glue the ${n} pages.`,
  page: (l) => `Page ${l}`,
  labels: { nun: 'Nun', cutout: 'Cut out', scale: 'scale' },
}
const opts = (paper: PaperId, more: Partial<PrintOptions> = {}): PrintOptions => ({ paper, texts, ...more })
const sc = (id: keyof typeof GAMES) => GAMES[id].defaultScenario
const near = (a: number, b: number, eps = 0.01) => Math.abs(a - b) <= eps

describe('tiling a board over pages', () => {
  it('windows stay inside the drawing, neighbours share at least the overlap, and together they cover it', () => {
    for (const paper of ['a4', 'letter'] as const) {
      for (const [w, h] of [
        [100, 100],
        [316, 316],
        [488, 488],
        [1000, 90],
      ]) {
        const t = tile(paper, w, h)
        expect(t.tiles).toHaveLength(t.rows * t.cols)
        for (const tl of t.tiles) {
          expect(tl.x).toBeGreaterThanOrEqual(0)
          expect(tl.x + tl.w).toBeLessThanOrEqual(w + 1e-9)
          expect(tl.w).toBeLessThanOrEqual(t.box.w)
          expect(tl.h).toBeLessThanOrEqual(t.box.h)
        }
        // every point of a fine grid lies in some window
        for (let x = 0; x <= w; x += w / 37)
          for (let y = 0; y <= h; y += h / 41) {
            expect(
              t.tiles.some(
                (tl) => x >= tl.x - 1e-9 && x <= tl.x + tl.w + 1e-9 && y >= tl.y - 1e-9 && y <= tl.y + tl.h + 1e-9,
              ),
            ).toBe(true)
          }
        for (const a of t.tiles) {
          const right = t.tiles.find((b) => b.row === a.row && b.col === a.col + 1)
          if (right) expect(a.x + a.w - right.x).toBeGreaterThanOrEqual(10 - 1e-9)
        }
      }
    }
  })

  it('numbers pages row letter then column: A1, A2, B1, B2', () => {
    expect(tile('a4', 316, 316).tiles.map((t) => t.label)).toEqual(['A1', 'A2', 'B1', 'B2'])
  })
})

describe('text wrapping', () => {
  const measure = (s: string) => s.length
  it('breaks between words, and anywhere in Japanese', () => {
    expect(wrap('aa bb cc dd', 5, measure)).toEqual(['aa bb', 'cc dd'])
    expect(wrap('休み時間です', 4, measure)).toEqual(['休み時間', 'です'])
  })
})

describe.each(['a4', 'letter'] as const)('print-and-play PDF on %s', (paper) => {
  const [pw, ph] = [PAPERS[paper].w, PAPERS[paper].h]

  it.each(['recess', 'kakekko', 'swish', 'exxtra'] as const)(
    '%s: one rules page, one page per tile, one per cut-out sheet, all at paper size',
    async (id) => {
      const g = gamePrint(sc(id), opts(paper))
      const doc = await load(await printScenario(sc(id), opts(paper)))
      const tiles = tile(paper, g.board.w, g.board.h).tiles.length
      expect(doc.getPageCount()).toBe(1 + tiles + g.sheets.length)
      for (const p of doc.getPages()) {
        const [w, h] = pageMm(p)
        expect(near(w, pw) && near(h, ph)).toBe(true)
      }
    },
  )

  it.each([
    ['recess', 4],
    ['kakekko', 6],
    ['swish', paper === 'a4' ? 6 : 4],
    ['exxtra', 1],
  ] as const)(
    '%s: the default board takes %i page(s), and every mark on them stays 5 mm from the edge',
    async (id, n) => {
      const g = gamePrint(sc(id), opts(paper))
      const doc = await load(await printScenario(sc(id), opts(paper)))
      expect(doc.getPageCount() - 1 - g.sheets.length).toBe(n)
      for (let i = 1; i <= n; i++) {
        const page = doc.getPage(i)
        const marks = pageMarksMm(contentText(doc, page), page)
        // eight crop marks of two ends each, at least
        expect(marks.length).toBeGreaterThanOrEqual(16)
        for (const { x, y, half } of marks) {
          expect(Math.min(x - half, pw - x - half), `page ${i} x ${x}`).toBeGreaterThanOrEqual(UNPRINTABLE_MM)
          expect(Math.min(y - half, ph - y - half), `page ${i} y ${y}`).toBeGreaterThanOrEqual(UNPRINTABLE_MM)
        }
      }
    },
  )

  it('recess: the default 12 × 12 playground takes 2 × 2 pages and every cell is 25 mm square on paper', async () => {
    const doc = await load(await printScenario(sc('recess'), opts(paper)))
    expect(doc.getPageCount()).toBe(1 + 4)
    // the grid squares (gate outlines are drawn 1.2 mm inside their cell)
    const cells = rectsMm(contentText(doc, doc.getPage(1))).filter(([w, h]) => w > 23.5 && h > 23.5)
    expect(cells.length).toBeGreaterThan(20)
    for (const [w, h] of cells) {
      expect(w).toBeCloseTo(25, 6)
      expect(h).toBeCloseTo(25, 6)
    }
  })

  it('swish: a bone on the cut-out sheet is 35 × 10 mm (25 mm joint to joint, 1.4 × 0.4 bone lengths)', async () => {
    const doc = await load(await printScenario(sc('swish'), opts(paper)))
    const cut = doc.getPage(doc.getPageCount() - 1)
    const [bone] = pathBoxesMm(contentText(doc, cut))
    expect(bone.w).toBeCloseTo(35, 6)
    expect(bone.h).toBeCloseTo(10, 6)
    // the cut-outs hold the four head bones and every bone of the box
    const g = gamePrint(sc('swish'), opts(paper))
    const capsules = g.sheets.flatMap((s) => s.drawing.shapes.filter((x) => x.k === 'capsule'))
    expect(capsules).toHaveLength(4 + 4 * (sc('swish').rules as { bonesPerColour: number }).bonesPerColour)
  })

  it('kakekko: an ordinary square is a 15.6 mm disc and a shrine a 22.8 mm one (0.3 mm per board unit)', async () => {
    const doc = await load(await printScenario(sc('kakekko'), opts(paper)))
    const discs = pathBoxesMm(contentText(doc, doc.getPage(1))).filter((b) => near(b.w, b.h, 1e-6))
    expect(discs.some((b) => near(b.w, 15.6, 1e-4))).toBe(true)
    expect(discs.some((b) => near(b.w, 22.8, 1e-4))).toBe(true)
  })

  it('exxtra: track squares are 22 mm, die faces 20 mm, and both dice are printed as nets of six faces', async () => {
    const doc = await load(await printScenario(sc('exxtra'), opts(paper)))
    const board = rectsMm(contentText(doc, doc.getPage(1)))
    expect(board.filter(([w, h]) => near(w, 22, 1e-6) && near(h, 22, 1e-6))).toHaveLength(22)
    const dice = rectsMm(contentText(doc, doc.getPage(doc.getPageCount() - 1)))
    expect(dice.filter(([w, h]) => near(w, 20, 1e-6) && near(h, 20, 1e-6))).toHaveLength(12)
  })
})

describe('Japanese pages', () => {
  const require = createRequire(import.meta.url)
  const fontPath = require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf')

  it('embed a subset of the font in which every used glyph has its outline (pdf-lib issue 1232 dropped them)', async () => {
    const font = new Uint8Array(readFileSync(fontPath))
    const ja: PrintTexts = {
      ...texts,
      title: '休み時間！',
      summary: ['最後のターンのあとでベルが鳴ったとき、コインを一番多く持っている人の勝ち。'],
    }
    const bytes = await printScenario(sc('exxtra'), { paper: 'a4', texts: ja, font })
    expect(bytes.length).toBeLessThan(200_000)
    const doc = await load(bytes)
    const files = doc.context
      .enumerateIndirectObjects()
      .flatMap(([, o]) =>
        o instanceof PDFDict && o.get(PDFName.of('FontFile2')) instanceof PDFRef
          ? [o.get(PDFName.of('FontFile2')) as PDFRef]
          : [],
      )
    expect(files).toHaveLength(1)
    // the subset's name carries the six-letter tag of subsets, in the font, its descendant and its descriptor
    const names = doc.context.enumerateIndirectObjects().flatMap(([, o]) => {
      if (!(o instanceof PDFDict)) return []
      const type = o.get(PDFName.of('Type'))
      const name =
        type === PDFName.of('Font')
          ? o.get(PDFName.of('BaseFont'))
          : type === PDFName.of('FontDescriptor')
            ? o.get(PDFName.of('FontName'))
            : undefined
      return name instanceof PDFName ? [name.decodeText()] : []
    })
    expect(names).toHaveLength(3)
    expect(names[0]).toMatch(/^[A-Z]{6}\+NotoSansJP-Regular$/)
    expect(new Set(names)).toEqual(new Set([names[0]]))
    // and it is the same for the same print: the file is too
    expect(await printScenario(sc('exxtra'), { paper: 'a4', texts: ja, font })).toEqual(bytes)
    const stream = doc.context.lookup(files[0]) as PDFRawStream
    const { decodePDFRawStream } = await import('pdf-lib')
    const subset = create(decodePDFRawStream(stream).decode())
    const used = new Set([
      ...'休み時間！最後のターンあとでベルが鳴ったき、コイを一番多く持ている人勝。0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
    ]).size
    expect(subset.numGlyphs).toBeGreaterThan(20)
    expect(subset.numGlyphs).toBeLessThan(used + 40)
    let empty = 0
    for (let g = 1; g < subset.numGlyphs; g++) if (subset.getGlyph(g).path.commands.length === 0) empty++
    // spaces have no outline; letters and kana always do
    expect(empty).toBeLessThanOrEqual(2)
  })
})

describe('boards larger than the default', () => {
  it('an Exxtra track of 200 squares runs over several pages, every one numbered and at paper size', async () => {
    const base = sc('exxtra')
    const long = { ...base, rules: { ...base.rules, trackLength: 200 } }
    const g = gamePrint(long, opts('a4'))
    const t = tile('a4', g.board.w, g.board.h)
    expect(t.rows).toBeGreaterThan(1)
    const doc = await load(await printScenario(long, opts('a4')))
    expect(doc.getPageCount()).toBe(1 + t.tiles.length + 1)
    // all 202 squares (start, 200, goal) are drawn, each 22 mm
    const squares = g.board.shapes.filter((s) => s.k === 'rect' && near(s.w, 22) && near(s.h, 22))
    expect(squares).toHaveLength(202)
  })

  it('a 30 × 20 Recess playground takes 5 × 3 pages on A4', async () => {
    const base = sc('recess')
    const board = {
      ...(base.board as object),
      width: 30,
      height: 20,
      rows: Array.from({ length: 20 }, () => '.'.repeat(30)),
    }
    const doc = await load(await printScenario({ ...base, board }, opts('a4')))
    // 30 × 25 + 16 = 766 mm wide over 186 mm windows, 516 mm high over 257 mm windows
    expect(doc.getPageCount()).toBe(1 + 5 * 3)
  })
})
