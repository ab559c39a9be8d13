import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/games/kakekko/messages.js'
import { expectSameKeys, expectSamePlaceholders, flatCatalogue } from '../../support/catalogue.js'

const flat = flatCatalogue(messages)

describe('Kakekko texts', () => {
  it('has the same keys in English, Japanese and French, all under kakekko', () => {
    expectSameKeys(flat)
    expect([...flat.en.keys()].every((k) => k.startsWith('kakekko.'))).toBe(true)
  })

  it('uses no characters vue-i18n would misread, and the same placeholders in every language', () => {
    for (const lang of ['en', 'ja', 'fr'] as const) {
      // `|` separates plural forms ("one | other"); `@` and `$` would be misread
      for (const text of flat[lang].values()) expect(text, text).not.toMatch(/[@$]/)
    }
    expectSamePlaceholders(flat)
  })

  it('French puts a no-break space before : ; ? ! and %, and inside « »', () => {
    for (const text of flat.fr.values()) {
      expect(text, text).not.toMatch(/[ \t][:;?!%»]/)
      expect(text, text).not.toMatch(/«[ \t]/)
    }
  })
})
