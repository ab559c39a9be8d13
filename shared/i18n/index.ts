import type { Problem, Reason } from '../engine/types.js'
import { GAME_MESSAGES } from '../games/messages.js'
import { countOf, pluralForm, withCount } from './plural.js'
import { catalogue, CORE_MESSAGES, type Locale, type Tree } from './core.js'

export { LOCALES, pickLocale, type Locale } from './core.js'

/** the whole catalogue per locale: the app's texts plus every game's */
export const MESSAGES: Record<Locale, Tree> = catalogue(CORE_MESSAGES, GAME_MESSAGES)

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
