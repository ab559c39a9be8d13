import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'
import { CATALOGUE } from '../src-renderer/catalogue.js'
import { LANGUAGE_NAMES } from '../shared/i18n/core.js'
import type { Tree } from '../shared/i18n/core.js'

/**
 * The Japanese UI font, made at build time: Noto Sans JP cut down to the characters the app's own
 * Japanese texts use (every ja message, the built-in scenarios' titles and descriptions and the
 * rule texts among them, the language names, printable ASCII), in WOFF2, regular and bold: about
 * 130 kB each instead of 5.5 MB per weight. The renderer loads it only in Japanese
 * (src-renderer/uiFont.ts); what people type falls back to the system fonts of the stack.
 *
 * subset-font (HarfBuzz) makes it: fontkit's subsetter, which the PDFs use (shared/print), writes
 * no cmap table, and a browser cannot map characters to glyphs without one.
 */

export const UI_FONT_WEIGHTS = [400, 700] as const
export type UiFontWeight = (typeof UI_FONT_WEIGHTS)[number]

const FILES: Record<UiFontWeight, string> = {
  400: '400Regular/NotoSansJP_400Regular.ttf',
  700: '700Bold/NotoSansJP_700Bold.ttf',
}

/** the full Noto Sans JP of a weight, from the @expo-google-fonts/noto-sans-jp package */
export function uiFontSource(weight: UiFontWeight): string {
  const pkg = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-jp/package.json')
  return join(dirname(pkg), FILES[weight])
}

const leaves = (t: Tree | string): string[] => (typeof t === 'string' ? [t] : Object.values(t).flatMap(leaves))

const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('')

/** every text the Japanese UI shows of its own: the whole ja catalogue, the language names, ASCII */
export function uiFontTexts(): string[] {
  return [...leaves(CATALOGUE.ja), ...Object.values(LANGUAGE_NAMES), ASCII]
}

/** the characters the font must hold, each once, in code point order */
export function uiFontChars(texts: readonly string[] = uiFontTexts()): string {
  const points = new Set<number>()
  for (const text of texts) for (const ch of text) points.add(ch.codePointAt(0)!)
  return String.fromCodePoint(...[...points].sort((a, b) => a - b))
}

/**
 * One weight of the font holding `chars`: WOFF2 for the app; plain TrueType (`sfnt`) has the same
 * glyphs and cmap and takes a twentieth of the time (WOFF2's Brotli takes about 3 s of CPU).
 */
export async function makeUiFont(
  weight: UiFontWeight,
  chars: string = uiFontChars(),
  format: 'woff2' | 'sfnt' = 'woff2',
): Promise<Buffer> {
  return subsetFont(await readFile(uiFontSource(weight)), chars, { targetFormat: format })
}

const VIRTUAL = 'virtual:ui-font-ja'
const RESOLVED = `\0${VIRTUAL}`

/**
 * The vite plugin: `import urls from 'virtual:ui-font-ja'` gives the URL of each weight. The files
 * are made once per set of characters into node_modules/.cache (a clean clone makes them at its
 * first build) and imported with `?url`, so vite hashes and copies them like any other asset.
 */
export function uiFontPlugin(root: string): Plugin {
  const cache = resolve(root, 'node_modules/.cache/asobiba-ui-font')
  let made: Promise<Record<UiFontWeight, string>> | null = null

  async function make(): Promise<Record<UiFontWeight, string>> {
    const chars = uiFontChars()
    const out = {} as Record<UiFontWeight, string>
    await mkdir(cache, { recursive: true })
    for (const weight of UI_FONT_WEIGHTS) {
      const key = createHash('sha256').update(`${weight}\n${chars}`).digest('hex').slice(0, 12)
      const file = join(cache, `noto-sans-jp-ui-${weight}-${key}.woff2`)
      if (!existsSync(file)) {
        const tmp = `${file}.${process.pid}.tmp`
        await writeFile(tmp, await makeUiFont(weight, chars))
        await rename(tmp, file)
      }
      out[weight] = file
    }
    return out
  }

  return {
    name: 'asobiba-ui-font',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null
      const files = await (made ??= make())
      const imports = UI_FONT_WEIGHTS.map((w) => `import w${w} from ${JSON.stringify(`${files[w]}?url`)}`)
      return `${imports.join('\n')}\nexport default { ${UI_FONT_WEIGHTS.map((w) => `${w}: w${w}`).join(', ')} }\n`
    },
  }
}
