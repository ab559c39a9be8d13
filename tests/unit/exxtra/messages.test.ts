import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/games/exxtra/messages.js'
import { hasMessage, LOCALES } from '../../../shared/i18n/index.js'

type Tree = { [k: string]: string | Tree }
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)))
}
function strings(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : strings(v)))
}

describe('Exxtra: texts', () => {
  it('every key exists in ja, en and fr', () => {
    const en = keys(messages.en).sort()
    expect(keys(messages.ja).sort()).toEqual(en)
    expect(keys(messages.fr).sort()).toEqual(en)
    for (const locale of LOCALES) for (const k of en) expect(hasMessage(locale, k), `${locale} ${k}`).toBe(true)
  })

  it('texts use only {name} placeholders and none of the characters vue-i18n reserves', () => {
    for (const locale of LOCALES) {
      for (const text of strings(messages[locale])) {
        expect(text).not.toMatch(/[@|$]/)
        expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/)
        expect(text.trim()).not.toBe('')
      }
    }
  })

  it('every placeholder of an English text is in its translations', () => {
    const en = keys(messages.en)
    const get = (tree: Tree, key: string) =>
      key.split('.').reduce<string | Tree>((n, p) => (n as Tree)[p], tree) as string
    for (const k of en) {
      const want = (get(messages.en, k).match(/\{\w+\}/g) ?? []).sort()
      for (const locale of ['ja', 'fr'] as const) {
        expect([...new Set(get(messages[locale], k).match(/\{\w+\}/g) ?? [])].sort(), `${locale} ${k}`).toEqual([
          ...new Set(want),
        ])
      }
    }
  })

  it('French puts a no-break space before : ; ? ! and %, and inside « »', () => {
    for (const text of strings(messages.fr)) {
      expect(text, text).not.toMatch(/[ \t][:;?!%»]/)
      expect(text, text).not.toMatch(/«[ \t]/)
    }
  })
})
