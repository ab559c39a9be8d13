import { describe, expect, it } from 'vitest'
import { baseCompile } from '@intlify/message-compiler'
import { MESSAGES, pickLocale } from '../../../shared/i18n/index.js'

type Tree = { [k: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === 'string') out.set(key, v)
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv)
  }
  return out
}

const flat = { en: flatten(MESSAGES.en), ja: flatten(MESSAGES.ja), fr: flatten(MESSAGES.fr) }

describe('message catalogue', () => {
  it('has every key in Japanese, English and French', () => {
    const en = [...flat.en.keys()].sort()
    expect([...flat.ja.keys()].sort()).toEqual(en)
    expect([...flat.fr.keys()].sort()).toEqual(en)
  })
  it('uses the same placeholders in every language', () => {
    const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()
    for (const [key, text] of flat.en) {
      expect(names(flat.ja.get(key) ?? ''), `ja ${key}`).toEqual(names(text))
      expect(names(flat.fr.get(key) ?? ''), `fr ${key}`).toEqual(names(text))
    }
  })
  it('compiles every message with vue-i18n’s compiler (no stray @, |, braces)', () => {
    for (const [locale, map] of Object.entries(flat)) {
      for (const [key, text] of map) {
        const errors: string[] = []
        baseCompile(text, { onError: (e) => errors.push(e.message) })
        expect(errors, `${locale} ${key}: ${text}`).toEqual([])
        // "|" only between plural forms ("one | other"), see plural.test.ts
        expect(text.replace(/ \| /g, ''), `${locale} ${key}`).not.toMatch(/[@|$]/)
      }
    }
  })
  it('picks the language from the system, falling back to English', () => {
    expect(pickLocale(['fr-CA', 'en'])).toBe('fr')
    expect(pickLocale(['ja-JP'])).toBe('ja')
    expect(pickLocale(['de-DE'])).toBe('en')
  })
})
