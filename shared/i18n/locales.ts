/**
 * The app's languages and the plain operations on catalogue trees, without any catalogue: what
 * the renderer's first load needs before it knows which language's texts to fetch.
 */
export type Locale = 'en' | 'ja' | 'fr'
export const LOCALES: readonly Locale[] = ['ja', 'en', 'fr']
/** each language named in itself, as the language menu lists them */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { ja: '日本語', en: 'English', fr: 'Français' }

export type Tree = { [k: string]: string | Tree }

export function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a }
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k]
    out[k] = typeof v === 'object' && typeof prev === 'object' ? merge(prev, v) : v
  }
  return out
}

export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0]
    if (base === 'ja' || base === 'en' || base === 'fr') return base
  }
  return 'en'
}
