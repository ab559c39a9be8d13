import { expect } from 'vitest'
import { baseCompile } from '@intlify/message-compiler'

/** What every message catalogue test checks: the same keys and placeholders in ja, en and fr, and texts that compile. */

export type Tree = { [k: string]: string | Tree }
export type FlatCatalogue = Record<'ja' | 'en' | 'fr', Map<string, string>>

/** a nested catalogue as dotted key → text */
export function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out.set(key, v)
    else flatten(v, key, out)
  }
  return out
}

/** each language's catalogue flattened */
export function flatCatalogue(messages: Record<'ja' | 'en' | 'fr', Tree>): FlatCatalogue {
  return { en: flatten(messages.en), ja: flatten(messages.ja), fr: flatten(messages.fr) }
}

/** the names of a text's `{placeholders}`, each once, sorted */
export const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

/** Japanese and French have exactly the keys English has */
export function expectSameKeys(flat: FlatCatalogue) {
  const en = [...flat.en.keys()].sort()
  expect([...flat.ja.keys()].sort()).toEqual(en)
  expect([...flat.fr.keys()].sort()).toEqual(en)
}

/** each Japanese and French text names the placeholders its English text names */
export function expectSamePlaceholders(flat: FlatCatalogue) {
  for (const [key, text] of flat.en) {
    for (const l of ['ja', 'fr'] as const)
      expect(placeholders(flat[l].get(key) ?? ''), `${l} ${key}`).toEqual(placeholders(text))
  }
}

/** vue-i18n's compiler reads every text without an error; `each` checks more of each text */
export function expectCompiles(flat: FlatCatalogue, each?: (text: string, where: string) => void) {
  for (const [locale, map] of Object.entries(flat)) {
    for (const [key, text] of map) {
      const errors: string[] = []
      baseCompile(text, { onError: (e) => errors.push(e.message) })
      expect(errors, `${locale} ${key}: ${text}`).toEqual([])
      each?.(text, `${locale} ${key}`)
    }
  }
}
