import type { Scenario } from '../../shared/engine/types.js'
import type { Locale } from '../../shared/i18n/index.js'
import type { SaveResult } from '../../shared/ipc.js'
import type { PaperId } from '../../shared/print/types.js'
import { useBridge } from '../bridge/index.js'
import { i18n } from '../i18n.js'
import { PrintFailed } from './failure.js'
import type { PrintMessage, PrintRequest, PrintStage } from './protocol.js'
import { printTextsWire } from './texts.js'
// Noto Sans JP (OFL): only its address here; the worker fetches it when Japanese is printed
import notoJpUrl from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url'

/**
 * The page's side of printing: it gathers the texts (the catalogues live here), hands the build to
 * a worker (pdf.worker.ts: pdf-lib, fontkit and the font never load on the page's thread) and
 * passes the PDF to the save channel. One worker per PDF, ended when the PDF is made or abandoned.
 *
 * Returns the PDF in base64 (what exportPdf takes); `signal` abandons it (the worker is terminated).
 */
export function makePdf(
  sc: Scenario,
  paper: PaperId,
  locale: Locale,
  onStage: (s: PrintStage) => void = () => {},
  signal?: AbortSignal,
): Promise<string> {
  const req: PrintRequest = {
    // a plain copy: a scenario from a store may be a reactive proxy, which cannot be cloned
    scenario: JSON.parse(JSON.stringify(sc)) as Scenario,
    paper,
    texts: printTextsWire(i18n.global, sc, locale),
    fontUrl: locale === 'ja' ? new URL(notoJpUrl, document.baseURI).href : undefined,
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' })
    const end = (fn: () => void) => {
      worker.terminate()
      signal?.removeEventListener('abort', abort)
      fn()
    }
    const abort = () => end(() => reject(new DOMException('the PDF was abandoned', 'AbortError')))
    signal?.addEventListener('abort', abort)
    worker.onmessage = (e: MessageEvent<PrintMessage>) => {
      const m = e.data
      if (m.type === 'stage') onStage(m.stage)
      else if (m.type === 'done') end(() => resolve(m.base64))
      else end(() => reject(new PrintFailed(m.reason, m.detail)))
    }
    worker.onerror = (e) => {
      e.preventDefault()
      end(() => reject(new PrintFailed('worker', e.message || 'the worker stopped')))
    }
    worker.onmessageerror = () => end(() => reject(new PrintFailed('worker', 'unreadable message')))
    worker.postMessage(req)
  })
}

/** a file name from the scenario's title: letters, digits and dashes */
export function pdfName(sc: Scenario, paper: PaperId): string {
  const stem = (sc.meta.title || sc.game)
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return `${stem || sc.game}-${paper}.pdf`
}

export async function savePdf(
  sc: Scenario,
  paper: PaperId,
  locale: Locale,
  onStage: (s: PrintStage | 'saving') => void = () => {},
  signal?: AbortSignal,
): Promise<SaveResult> {
  const base64 = await makePdf(sc, paper, locale, onStage, signal)
  onStage('saving')
  return useBridge().exportPdf({ base64, suggestedName: pdfName(sc, paper) })
}
