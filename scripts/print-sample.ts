/**
 * Writes the print-and-play PDF of every built-in scenario, as the app makes it:
 *   npx tsx scripts/print-sample.ts [outDir=/tmp] [paper=a4] [locale=en]
 * (docs/PRINT.md; the README's picture is page 2 of recess-a4-en.pdf, rendered with pdftoppm).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { createI18n } from 'vue-i18n'
import { GAMES } from '../shared/games/registry.js'
import { GAME_IDS } from '../shared/engine/types.js'
import { MESSAGES, type Locale } from '../shared/i18n/index.js'
import { printScenario } from '../shared/print/index.js'
import type { PaperId } from '../shared/print/types.js'
import { RENDERER_MESSAGES } from '../src-renderer/messages.js'
import { PRINT_MESSAGES } from '../src-renderer/print/messages.js'
import { printTexts } from '../src-renderer/print/texts.js'

const [out = '/tmp', paper = 'a4', locale = 'en'] = process.argv.slice(2) as [string, PaperId, Locale]
const cat = (l: Locale) => ({ ...MESSAGES[l], ...RENDERER_MESSAGES[l], ...PRINT_MESSAGES[l] })
const i18n = createI18n({ legacy: false, locale, messages: { ja: cat('ja'), en: cat('en'), fr: cat('fr') } })
const fontPath = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
)
const font = locale === 'ja' ? new Uint8Array(readFileSync(fontPath)) : undefined
for (const id of GAME_IDS) {
  const sc = GAMES[id].defaultScenario
  const t0 = performance.now()
  const bytes = await printScenario(sc, {
    paper,
    font,
    texts: printTexts(i18n.global, sc, locale),
  })
  const file = join(out, `${id}-${paper}-${locale}.pdf`)
  writeFileSync(file, bytes)
  console.log(`${file}: ${bytes.length} bytes in ${Math.round(performance.now() - t0)} ms`)
}
