import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib'

/**
 * Reads back what the print module wrote, with pdf-lib itself: the page's content operators as
 * text, and the geometry drawn under the real-scale matrix, converted to millimetres.
 */
export async function load(bytes: Uint8Array) {
  return PDFDocument.load(bytes)
}

export function contentText(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'))
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents]
  const dec = new TextDecoder('latin1')
  return refs
    .map((r) => {
      const s = r instanceof PDFRef ? doc.context.lookup(r) : r
      if (!(s instanceof PDFRawStream)) return ''
      return dec.decode(decodePDFRawStream(s).decode())
    })
    .join('\n')
}

const MM_PER_PT = 25.4 / 72

/** the scale of the real-scale matrix `k 0 0 -k x y cm` the board is drawn under (pt per drawing unit) */
export function boardScale(ops: string): number {
  const m = /([\d.]+) 0 0 -([\d.]+) [-\d.]+ [-\d.]+ cm/.exec(ops)
  if (!m) throw new Error('no real-scale matrix on this page')
  return Number(m[1])
}

/** the operator lines drawn under a real-scale matrix (inside its q … Q), clipping windows left out */
function scaled(ops: string): string {
  const out: string[] = []
  let depth = 0
  let inside = -1
  for (const line of ops.split('\n')) {
    if (line === 'q') depth++
    else if (line === 'Q') {
      if (depth === inside) inside = -1
      depth--
    } else if (/^[\d.]+ 0 0 -[\d.]+ [-\d.]+ [-\d.]+ cm$/.test(line)) inside = depth
    else if (inside >= 0) out.push(line)
  }
  return out.join('\n')
}

/** every `x y w h re` after the real-scale matrix, as [w, h] in millimetres on paper */
export function rectsMm(ops: string): [number, number][] {
  const k = boardScale(ops)
  return [...scaled(ops).matchAll(/([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re/g)].map((m) => [
    Number(m[3]) * k * MM_PER_PT,
    Number(m[4]) * k * MM_PER_PT,
  ])
}

/**
 * The closed paths (`m` … `h`) after the real-scale matrix, each as its bounding box in mm on
 * paper. Bézier control points are included: for circles and capsules drawn axis-aligned they
 * lie inside the shape's box, so the box is exact.
 */
export function pathBoxesMm(ops: string): { w: number; h: number }[] {
  const k = boardScale(ops)
  const out: { w: number; h: number }[] = []
  for (const m of scaled(ops).matchAll(/([-\d.]+ [-\d.]+ m\n(?:(?:[-\d.]+ )+[lc]\n)+h)/g)) {
    const nums = [...m[1].matchAll(/-?[\d.]+/g)].map((x) => Number(x[0]))
    const xs = nums.filter((_, i) => i % 2 === 0),
      ys = nums.filter((_, i) => i % 2 === 1)
    out.push({
      w: (Math.max(...xs) - Math.min(...xs)) * k * MM_PER_PT,
      h: (Math.max(...ys) - Math.min(...ys)) * k * MM_PER_PT,
    })
  }
  return out
}

/** page width and height in mm */
export function pageMm(page: PDFPage): [number, number] {
  return [page.getWidth() * MM_PER_PT, page.getHeight() * MM_PER_PT]
}

/**
 * The points of every path and rectangle drawn over the whole page rather than in a board window
 * (crop marks, the assembly map), in mm from the page's top left, each with half its line width:
 * what the page draws near its edges. Board windows are clipped to their content box, so what
 * they hold never reaches the margin.
 */
export function pageMarksMm(ops: string, page: PDFPage): { x: number; y: number; half: number }[] {
  const fullPage = `0 0 ${page.getWidth()} ${page.getHeight()} re`
  const out: { x: number; y: number; half: number }[] = []
  const lines = ops.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== fullPage || lines[i + 1] !== 'W') continue
    let depth = 0
    let k = 0
    let half = 0
    for (let j = i + 3; j < lines.length && depth >= 0; j++) {
      const line = lines[j]
      if (line === 'q') depth++
      else if (line === 'Q') depth--
      else if (/ cm$/.test(line)) k = Number(line.split(' ')[0]) * MM_PER_PT
      else if (/ w$/.test(line)) half = Number(line.split(' ')[0]) / 2
      else if (/ [ml]$/.test(line)) {
        const [x, y] = line.split(' ').map(Number)
        out.push({ x: x * k, y: y * k, half })
      } else if (/ re$/.test(line)) {
        const [x, y, w, h] = line.split(' ').map(Number)
        out.push({ x: x * k, y: y * k, half }, { x: (x + w) * k, y: (y + h) * k, half })
      }
    }
  }
  return out
}
