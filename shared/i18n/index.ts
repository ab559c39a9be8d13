import type { Problem, Reason } from '../engine/types.js'
import { en } from './en.js'
import { ja } from './ja.js'
import { fr } from './fr.js'
import { GAME_MESSAGES } from '../games/messages.js'
import { filesMessages } from './files.js'
import { shareMessages } from '../share/messages.js'
import { countOf, pluralForm, withCount } from './plural.js'
import { frenchCatalogue } from './typography.js'

export type Locale = 'en' | 'ja' | 'fr'
export const LOCALES: readonly Locale[] = ['ja', 'en', 'fr']

type Tree = { [k: string]: string | Tree }

function merge(a: Tree, b: Tree): Tree {
  const out: Tree = { ...a }
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k]
    out[k] = typeof v === 'object' && typeof prev === 'object' ? merge(prev, v) : v
  }
  return out
}

/** the whole catalogue per locale: the app's texts plus every game's */
const SOURCES = [filesMessages, shareMessages, ...GAME_MESSAGES] as { en: Tree; ja: Tree; fr: Tree }[]
export const MESSAGES: Record<Locale, Tree> = {
  en: SOURCES.reduce((acc, m) => merge(acc, m.en), en as Tree),
  ja: SOURCES.reduce((acc, m) => merge(acc, m.ja), ja as Tree),
  fr: frenchCatalogue(SOURCES.reduce((acc, m) => merge(acc, m.fr), fr as Tree)),
}

export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0]
    if (base === 'ja' || base === 'en' || base === 'fr') return base
  }
  return 'en'
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * Renders a reason outside Vue (main process, tests). Same `{name}` placeholders and "one | other"
 * plural forms as vue-i18n; falls back to English, then to the key itself.
 */
export function translate(locale: Locale, reason: Reason): string {
  const found = lookup(MESSAGES[locale], reason.key)
  const lang = found === undefined ? 'en' : locale
  const template = found ?? lookup(MESSAGES.en, reason.key) ?? reason.key
  const params = withCount(reason.key, { ...(reason.params ?? {}) })
  if (reason.cause) params.cause = translate(locale, reason.cause)
  const forms = template.split(/ *\| */)
  const form = forms[pluralForm(lang, countOf(params) ?? 1, forms.length)]
  return form.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m))
}

export function hasMessage(locale: Locale, key: string): boolean {
  return lookup(MESSAGES[locale], key) !== undefined
}

export function formatProblems(problems: readonly Problem[], locale: Locale): { path: string; message: string }[] {
  return problems.map((p) => ({ path: p.path, message: translate(locale, p.reason) }))
}
