import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib'
import { fontkitAdapter, postscriptName } from './fontkit.js'
import { drawWindow, rgbOf, safeText, type Typeface } from './draw.js'
import { FOOTER_MM, MARGIN_MM, PAPERS, PT_PER_MM, UNPRINTABLE_MM } from './scales.js'
import { contentBox, tile } from './tiles.js'
import type { Drawing, GamePrint, PrintOptions, Shape } from './types.js'

const GREY: [number, number, number] = [0.45, 0.45, 0.45]
/** gap between a window's corner and its crop marks, mm */
const MARK_GAP = 1.5
/**
 * Length of a crop mark, mm: from the gap to half a millimetre short of the unprintable strip, for
 * a window at the margin (a mark in that strip would print cut off or not at all).
 */
const MARK = MARGIN_MM - UNPRINTABLE_MM - MARK_GAP - 0.5

/**
 * The tag the PDF specification asks of an embedded subset's name (`ABCDEF+NotoSansJP-Regular`,
 * 9.6.4): six uppercase letters, arbitrary but different for different subsets. They come from a
 * hash (32-bit FNV-1a) of everything the pages write, which decides the subset, so the same print
 * gives the same file; pdf-lib would otherwise append a random suffix and no tag.
 */
export function subsetTag(content: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < content.length; i++) h = Math.imul(h ^ content.charCodeAt(i), 0x01000193) >>> 0
  let tag = ''
  for (let i = 0; i < 6; i++, h = Math.floor(h / 26)) tag += String.fromCharCode(65 + (h % 26))
  return tag
}

async function typeface(doc: PDFDocument, bytes?: Uint8Array, content = ''): Promise<Typeface> {
  if (bytes) {
    // the one cast left (issue 16): fontkit 2's own types and the ones pdf-lib declares for its
    // fontkit fork describe the same API differently; the adapter's header says what differs
    doc.registerFontkit(fontkitAdapter as unknown as Parameters<PDFDocument['registerFontkit']>[0])
    const customName = `${subsetTag(content)}+${postscriptName(bytes)}`
    const font = await doc.embedFont(bytes, { subset: true, customName })
    return { font, chars: new Set(font.getCharacterSet()) }
  }
  const font = await doc.embedFont(StandardFonts.Helvetica)
  return { font, chars: new Set(font.getCharacterSet()) }
}

/** breaks text into lines no wider than `width` pt; scripts without spaces break between any two characters */
export function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const tokens = text.match(/[\u3000-\u9fff\uff00-\uffef]|[^\s\u3000-\u9fff\uff00-\uffef]+|\s+/g) ?? []
  const lines: string[] = []
  let line = ''
  for (const tok of tokens) {
    const next = line + tok
    if (line.trim() !== '' && measure(next.trimEnd()) > width) {
      lines.push(line.trimEnd())
      line = /^\s+$/.test(tok) ? '' : tok
    } else line = next
  }
  if (line.trim() !== '') lines.push(line.trimEnd())
  return lines
}

/** pages of flowing text: headings and paragraphs, new pages as needed */
class TextFlow {
  private page!: PDFPage
  private y = 0
  constructor(
    private doc: PDFDocument,
    private face: Typeface,
    private size: [number, number],
  ) {
    this.newPage()
  }
  private newPage() {
    this.page = this.doc.addPage(this.size)
    this.y = this.size[1] - MARGIN_MM * PT_PER_MM
  }
  write(text: string, size: number, gapBefore = 0) {
    const width = this.size[0] - 2 * MARGIN_MM * PT_PER_MM
    const lead = size * 1.35
    this.y -= gapBefore
    for (const line of wrap(safeText(this.face, text), width, (s) => this.face.font.widthOfTextAtSize(s, size))) {
      if (this.y - lead < MARGIN_MM * PT_PER_MM) this.newPage()
      this.y -= lead
      this.page.drawText(line, { x: MARGIN_MM * PT_PER_MM, y: this.y, size, font: this.face.font })
    }
  }
}

/** crop marks outside the window's corners, where a neighbour continues or the drawing ends */
function cropMarks(x: number, y: number, w: number, h: number): Shape[] {
  const out: Shape[] = []
  for (const [cx, sx] of [
    [x, -1],
    [x + w, 1],
  ] as const) {
    for (const [cy, sy] of [
      [y, -1],
      [y + h, 1],
    ] as const) {
      out.push({
        k: 'path',
        pts: [cx + sx * MARK_GAP, cy, cx + sx * (MARK_GAP + MARK), cy],
        stroke: [0, 0, 0],
        lw: 0.2,
      })
      out.push({
        k: 'path',
        pts: [cx, cy + sy * MARK_GAP, cx, cy + sy * (MARK_GAP + MARK)],
        stroke: [0, 0, 0],
        lw: 0.2,
      })
    }
  }
  return out
}

/** the foot of a board page: assembly number, and a small map of all tiles with this one filled */
function footer(
  text: string,
  rows: number,
  cols: number,
  row: number,
  col: number,
  paperH: number,
  left: number,
): Shape[] {
  const top = paperH - MARGIN_MM - FOOTER_MM + 4
  const cell = Math.min(3.5, (FOOTER_MM - 5) / rows)
  const out: Shape[] = [{ k: 'text', x: left, y: top + 4, text: `${text}`, size: 11, align: 'left' }]
  const mx = left + 60
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const on = r === row && c === col
      out.push({
        k: 'rect',
        x: mx + c * cell * 1.4,
        y: top + r * cell,
        w: cell * 1.4,
        h: cell,
        stroke: GREY,
        lw: 0.2,
        fill: on ? [0.2, 0.2, 0.2] : undefined,
      })
    }
  }
  return out
}

/** one page per tile of `board`, each with crop marks, its assembly number and the small map */
function boardPages(doc: PDFDocument, face: Typeface, opts: PrintOptions, board: Drawing) {
  const paper = PAPERS[opts.paper]
  const t = tile(opts.paper, board.w, board.h)
  for (const tl of t.tiles) {
    const page = doc.addPage([paper.w * PT_PER_MM, paper.h * PT_PER_MM])
    const px = t.box.x + (t.box.w - tl.w) / 2
    drawWindow(page, face, board.shapes, { wx: tl.x, wy: tl.y, px, py: t.box.y, w: tl.w, h: tl.h })
    const deco: Shape[] = [...cropMarks(px, t.box.y, tl.w, tl.h)]
    if (t.tiles.length > 1)
      deco.push(...footer(opts.texts.page(tl.label), t.rows, t.cols, tl.row, tl.col, paper.h, t.box.x))
    drawWindow(page, face, deco, { wx: 0, wy: 0, px: 0, py: 0, w: paper.w, h: paper.h })
  }
  return t
}

/** a sheet that fits one page (cut-outs), under its title */
function sheetPage(doc: PDFDocument, face: Typeface, opts: PrintOptions, title: string, d: Drawing) {
  const paper = PAPERS[opts.paper]
  const box = contentBox(opts.paper, 0)
  const page = doc.addPage([paper.w * PT_PER_MM, paper.h * PT_PER_MM])
  drawWindow(page, face, [{ k: 'text', x: box.x, y: box.y + 3, text: title, size: 13, align: 'left' }], {
    wx: 0,
    wy: 0,
    px: 0,
    py: 0,
    w: paper.w,
    h: paper.h,
  })
  drawWindow(page, face, d.shapes, {
    wx: 0,
    wy: 0,
    px: box.x,
    py: box.y + 10,
    w: Math.min(d.w, box.w),
    h: Math.min(d.h, box.h - 10),
  })
}

/**
 * The print-and-play PDF: the settings and rules page(s), the board at real scale (tiled), then
 * the cut-out sheets. Vector only; fonts embedded as subsets.
 */
export async function buildPdf(game: GamePrint, opts: PrintOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(opts.texts.title)
  doc.setCreator('Asobiba')
  doc.setProducer('Asobiba (pdf-lib)')
  // a fixed date keeps the file the same for the same scenario (tests, diffs)
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const face = await typeface(doc, opts.font, JSON.stringify([opts.texts, game]))
  const paper = PAPERS[opts.paper]
  const flow = new TextFlow(doc, face, [paper.w * PT_PER_MM, paper.h * PT_PER_MM])
  const tx = opts.texts
  flow.write(tx.title, 18)
  flow.write(tx.subtitle, 10, 4)
  flow.write(tx.settingsHeading, 13, 10)
  for (const s of tx.settings) flow.write(`${s.name}: ${s.value}`, 10, 2)
  flow.write(game.scale, 10, 6)
  const t = tile(opts.paper, game.board.w, game.board.h)
  if (t.tiles.length > 1) {
    flow.write(tx.assemblyHeading, 13, 10)
    flow.write(tx.assembly(t.tiles.length), 10, 2)
  }
  flow.write(tx.rulesHeading, 13, 10)
  for (const p of tx.summary) flow.write(p, 10, 4)
  boardPages(doc, face, opts, game.board)
  for (const s of game.sheets) sheetPage(doc, face, opts, s.title, s.drawing)
  return doc.save()
}

export { rgbOf }
