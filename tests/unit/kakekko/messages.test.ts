import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/games/kakekko/messages.js'

type Tree = { [k: string]: string | Tree }
function keys(t: Tree, prefix = ''): string[] {
  return Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)))
}
function texts(t: Tree): string[] {
  return Object.values(t).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)))
}

describe('Kakekko texts', () => {
  it('has the same keys in English, Japanese and French, all under kakekko', () => {
    const en = keys(messages.en).sort()
    expect(keys(messages.ja).sort()).toEqual(en)
    expect(keys(messages.fr).sort()).toEqual(en)
    expect(en.every((k) => k.startsWith('kakekko.'))).toBe(true)
  })

  it('uses no characters vue-i18n would misread, and the same placeholders in every language', () => {
    for (const lang of ['en', 'ja', 'fr'] as const) {
      // `|` separates plural forms ("one | other"); `@` and `$` would be misread
      for (const text of texts(messages[lang])) expect(text, text).not.toMatch(/[@$]/)
    }
    const en = keys(messages.en)
    const get = (t: Tree, key: string) => key.split('.').reduce<string | Tree>((n, p) => (n as Tree)[p], t) as string
    const holes = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()
    for (const key of en) {
      expect(holes(get(messages.ja, key)), key).toEqual(holes(get(messages.en, key)))
      expect(holes(get(messages.fr, key)), key).toEqual(holes(get(messages.en, key)))
    }
  })

  it('French puts a no-break space before : ; ? ! and %, and inside « »', () => {
    for (const text of texts(messages.fr)) {
      expect(text, text).not.toMatch(/[ \t][:;?!%»]/)
      expect(text, text).not.toMatch(/«[ \t]/)
    }
  })
})
