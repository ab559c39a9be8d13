import type { Scenario } from '../../shared/engine/types.js'
import { printScenario } from '../../shared/print/index.js'
import type { PaperId } from '../../shared/print/types.js'
import { fromWire, toBase64, type PrintTextsWire } from '../../shared/print/wire.js'

/**
 * What the PDF worker (pdf.worker.ts) is asked and answers. The work is here, free of the worker
 * global, so unit tests run it directly. Building a Japanese PDF subsets a 5.4 MB font (seconds of
 * CPU): on the page's thread it froze the window, so the whole build runs in the worker.
 */
export interface PrintRequest {
  scenario: Scenario
  paper: PaperId
  texts: PrintTextsWire
  /** absolute address of the font to embed (Japanese); Helvetica without it */
  fontUrl?: string
}

/** what the dialog shows while it waits: the font is loading, the pages are being drawn */
export type PrintStage = 'font' | 'pages'

/** why no PDF came: the font could not be fetched, the build threw, the worker itself failed */
export type PrintFailure = 'font' | 'build' | 'worker'

export type PrintMessage =
  | { type: 'stage'; stage: PrintStage }
  | { type: 'done'; base64: string; bytes: number }
  | { type: 'failed'; reason: PrintFailure; detail: string }

const detailOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** builds the PDF of `req`, telling `post` each stage and then the result (base64: what the save channel takes) */
export async function runPrint(
  req: PrintRequest,
  post: (m: PrintMessage) => void,
  fetchFont: (url: string) => Promise<ArrayBuffer> = defaultFetch,
): Promise<void> {
  let font: Uint8Array | undefined
  if (req.fontUrl) {
    post({ type: 'stage', stage: 'font' })
    try {
      font = new Uint8Array(await fetchFont(req.fontUrl))
    } catch (err) {
      post({ type: 'failed', reason: 'font', detail: detailOf(err) })
      return
    }
  }
  post({ type: 'stage', stage: 'pages' })
  try {
    const bytes = await printScenario(req.scenario, { paper: req.paper, texts: fromWire(req.texts), font })
    post({ type: 'done', base64: toBase64(bytes), bytes: bytes.length })
  } catch (err) {
    post({ type: 'failed', reason: 'build', detail: detailOf(err) })
  }
}

async function defaultFetch(url: string): Promise<ArrayBuffer> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return res.arrayBuffer()
}
