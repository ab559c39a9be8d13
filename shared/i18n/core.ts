import { en } from './en.js'
import { ja } from './ja.js'
import { fr } from './fr.js'
import { filesMessages } from './files.js'
import { shareMessages } from '../share/messages.js'
import { frenchCatalogue } from './typography.js'

/**
 * The catalogue without the games' own texts: what the renderer's first load carries (issue 18
 * §5). Each game's texts (shared/games/<id>/messages.ts and its charts' texts) join it when the
 * game is first used (src-renderer/games/modules.ts); index.ts puts the whole catalogue together
 * for main, the print code and the tests.
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

export type Sources = readonly { en: Tree; ja: Tree; fr: Tree }[]

/** `sources` merged over `base`, one tree per locale, French with its typography */
export function catalogue(base: Record<Locale, Tree>, sources: Sources): Record<Locale, Tree> {
  return {
    en: sources.reduce((acc, m) => merge(acc, m.en), base.en),
    ja: sources.reduce((acc, m) => merge(acc, m.ja), base.ja),
    fr: frenchCatalogue(sources.reduce((acc, m) => merge(acc, m.fr), base.fr)),
  }
}

/** the app's own texts, without any game's */
export const CORE_MESSAGES: Record<Locale, Tree> = catalogue({ en, ja, fr }, [filesMessages, shareMessages] as Sources)

export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0]
    if (base === 'ja' || base === 'en' || base === 'fr') return base
  }
  return 'en'
}
