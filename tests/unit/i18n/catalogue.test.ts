import { describe, expect, it } from 'vitest'
import { MESSAGES, pickLocale } from '../../../shared/i18n/index.js'
import { expectCompiles, expectSameKeys, expectSamePlaceholders, flatCatalogue } from '../../support/catalogue.js'

const flat = flatCatalogue(MESSAGES)

describe('message catalogue', () => {
  it('has every key in Japanese, English and French', () => {
    expectSameKeys(flat)
  })
  it('uses the same placeholders in every language', () => {
    expectSamePlaceholders(flat)
  })
  it('compiles every message with vue-i18n’s compiler (no stray @, |, braces)', () => {
    expectCompiles(flat, (text, where) =>
      // "|" only between plural forms ("one | other"), see plural.test.ts
      expect(text.replace(/ \| /g, ''), where).not.toMatch(/[@|$]/),
    )
  })
  it('picks the language from the system, falling back to English', () => {
    expect(pickLocale(['fr-CA', 'en'])).toBe('fr')
    expect(pickLocale(['ja-JP'])).toBe('ja')
    expect(pickLocale(['de-DE'])).toBe('en')
  })
})
