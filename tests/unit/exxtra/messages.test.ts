import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/games/exxtra/messages.js'
import { hasMessage, LOCALES } from '../../../shared/i18n/index.js'
import { expectSameKeys, expectSamePlaceholders, flatCatalogue } from '../../support/catalogue.js'

const flat = flatCatalogue(messages)

describe('Exxtra: texts', () => {
  it('every key exists in ja, en and fr', () => {
    expectSameKeys(flat)
    for (const locale of LOCALES)
      for (const k of flat.en.keys()) expect(hasMessage(locale, k), `${locale} ${k}`).toBe(true)
  })

  it('texts use only {name} placeholders and none of the characters vue-i18n reserves', () => {
    for (const locale of LOCALES) {
      for (const text of flat[locale].values()) {
        expect(text).not.toMatch(/[@|$]/)
        expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/)
        expect(text.trim()).not.toBe('')
      }
    }
  })

  it('every placeholder of an English text is in its translations', () => {
    expectSamePlaceholders(flat)
  })

  it('French puts a no-break space before : ; ? ! and %, and inside « »', () => {
    for (const text of flat.fr.values()) {
      expect(text, text).not.toMatch(/[ \t][:;?!%»]/)
      expect(text, text).not.toMatch(/«[ \t]/)
    }
  })
})
