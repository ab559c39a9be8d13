import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/games/swish/messages.js'

type Tree = { [k: string]: string | Tree }
function keys(t: Tree, prefix = ''): string[] {
  return Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)))
}
function leaves(t: Tree): string[] {
  return Object.values(t).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)))
}

describe('texts', () => {
  it('every key exists in English, Japanese and French, under swish', () => {
    const en = keys(messages.en).sort()
    expect(keys(messages.ja).sort()).toEqual(en)
    expect(keys(messages.fr).sort()).toEqual(en)
    expect(Object.keys(messages.en)).toEqual(['swish'])
  })
  it('uses no character vue-i18n would read as syntax', () => {
    for (const locale of ['en', 'ja', 'fr'] as const) {
      for (const text of leaves(messages[locale])) {
        // `|` separates plural forms ("one | other"); `@` and `$` would be read as syntax
        expect(text).not.toMatch(/[@$]/)
        expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/)
      }
    }
  })
  it('French puts a no-break space before : ; ? ! and inside « »', () => {
    for (const text of leaves(messages.fr)) {
      expect(text, text).not.toMatch(/(?:^|[^\u00a0])[:;?!](?=\s|$)/)
      expect(text, text).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/)
    }
  })
  it('the rules summary tells how the game ends, quiet rounds included, in every language', () => {
    expect((messages.en.swish as Tree).summary).toContain('Quiet rounds')
    expect((messages.ja.swish as Tree).summary).toContain('静かなラウンド数')
    expect((messages.fr.swish as Tree).summary).toContain('Tours calmes')
  })
  it('placeholders match across languages', () => {
    const en = messages.en
    const get = (t: Tree, k: string) => k.split('.').reduce<string | Tree>((n, p) => (n as Tree)[p], t) as string
    // distinct names: a text with plural forms repeats its placeholders in each form
    const holes = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort()
    for (const k of keys(en)) {
      const want = holes(get(en, k))
      expect(holes(get(messages.ja, k)), k).toEqual(want)
      expect(holes(get(messages.fr, k)), k).toEqual(want)
    }
  })
})
