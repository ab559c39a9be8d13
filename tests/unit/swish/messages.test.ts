import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/games/swish/messages.js'
import { expectSameKeys, expectSamePlaceholders, flatCatalogue } from '../../support/catalogue.js'

const flat = flatCatalogue(messages)

describe('texts', () => {
  it('every key exists in English, Japanese and French, under swish', () => {
    expectSameKeys(flat)
    expect(Object.keys(messages.en)).toEqual(['swish'])
  })
  it('uses no character vue-i18n would read as syntax', () => {
    for (const locale of ['en', 'ja', 'fr'] as const) {
      for (const text of flat[locale].values()) {
        // `|` separates plural forms ("one | other"); `@` and `$` would be read as syntax
        expect(text).not.toMatch(/[@$]/)
        expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/)
      }
    }
  })
  it('French puts a no-break space before : ; ? ! and inside « »', () => {
    for (const text of flat.fr.values()) {
      expect(text, text).not.toMatch(/(?:^|[^\u00a0])[:;?!](?=\s|$)/)
      expect(text, text).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/)
    }
  })
  it('the rules summary tells how the game ends, quiet rounds included, in every language', () => {
    expect(flat.en.get('swish.summary')).toContain('Quiet rounds')
    expect(flat.ja.get('swish.summary')).toContain('静かなラウンド数')
    expect(flat.fr.get('swish.summary')).toContain('Tours calmes')
  })
  it('placeholders match across languages', () => {
    expectSamePlaceholders(flat)
  })
})
