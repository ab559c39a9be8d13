import type { Scenario } from '../../shared/engine/types.js'
import type { Locale } from '../../shared/i18n/index.js'
import type { SaveResult } from '../../shared/ipc.js'
import { printScenario } from '../../shared/print/index.js'
import type { PaperId } from '../../shared/print/types.js'
import { useBridge } from '../bridge/index.js'
import { i18n } from '../i18n.js'
import { printTexts } from './texts.js'
// Noto Sans JP (OFL): fetched only when the Japanese texts are printed, then subset into the PDF
import notoJpUrl from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url'

/**
 * This module is loaded on demand (import() from the Print dialog): it brings pdf-lib and fontkit
 * into their own chunk, so nothing of them loads before someone prints.
 */
export async function makePdf(sc: Scenario, paper: PaperId, locale: Locale): Promise<Uint8Array> {
  const font = locale === 'ja' ? new Uint8Array(await (await fetch(notoJpUrl)).arrayBuffer()) : undefined
  const texts = printTexts(i18n.global, sc, locale)
  return printScenario(sc, { paper, texts, font })
}

function base64(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
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

export async function savePdf(sc: Scenario, paper: PaperId, locale: Locale): Promise<SaveResult> {
  const bytes = await makePdf(sc, paper, locale)
  return useBridge().exportPdf({ base64: base64(bytes), suggestedName: pdfName(sc, paper) })
}
