import { describe, expect, it } from 'vitest'
import { MESSAGES, translate, type Locale } from '../../../shared/i18n/index.js'
import { COUNTED_BY, pluralForm } from '../../../shared/i18n/plural.js'
import { NBSP, frenchSpacing } from '../../../shared/i18n/typography.js'
import { flatCatalogue } from '../../support/catalogue.js'

const flat: Record<Locale, Map<string, string>> = flatCatalogue(MESSAGES)
const forms = (text: string) => text.split(' | ')
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))

/** messages whose count can never be 1, so they have one form */
const NEVER_ONE: Record<string, string> = {
  'exxtra.log.placeKnocksMany': 'one knocked pair is placeKnocksOne',
  'exxtra.advice.placeKnocksMany': 'one knocked pair is placeKnocksOne',
  'swish.advice.stepMany': 'touching one fish is stepEat or stepEatSick',
  'swish.log.swamToMany': 'touching one fish is swamAndAte',
  'share.tooLong': 'a link over the limit holds more characters than the limit, never one',
  'share.dialog.tooLarge': 'shown only for links over 65,536 characters',
  'share.dialog.long': 'shown only for links over 2,000 characters',
  'share.dialog.qrTooLong': 'shown only for links over 2,000 characters',
}

/** the params a message is rendered with: its counting param set to `count`, the others to 7 */
function paramsFor(key: string, text: string, count: number): Record<string, string | number> {
  const by = COUNTED_BY[key] ?? (placeholders(text).has('count') ? 'count' : 'n')
  return Object.fromEntries([...placeholders(text)].map((p) => [p, p === by ? count : 7]))
}

describe('plural forms (vue-i18n "one | other", chosen by the language’s plural rules)', () => {
  it('a count of 1 is singular in English, 0 and 1 are singular in French, Japanese has one form', () => {
    expect([0, 1, 2].map((n) => pluralForm('en', n, 2))).toEqual([1, 0, 1])
    expect([0, 1, 2].map((n) => pluralForm('fr', n, 2))).toEqual([0, 0, 1])
    expect(pluralForm('ja', 1, 1)).toBe(0)
  })

  it('renders "1 marble" and "1 point", "0 bille" in French, from the reason’s own counting param', () => {
    const hold = (locale: Locale, hand: number) =>
      translate(locale, { key: 'kakekko.why.notEnoughMarbles', params: { hand } })
    expect(hold('en', 1)).toBe('You only hold 1 marble.')
    expect(hold('en', 0)).toBe('You only hold 0 marbles.')
    expect(hold('en', 2)).toBe('You only hold 2 marbles.')
    expect(hold('fr', 0)).toBe("Vous n'avez que 0 bille.")
    expect(hold('fr', 3)).toBe("Vous n'avez que 3 billes.")
    expect(hold('ja', 1)).toBe('手元のおはじきは1個だけです。')
    expect(translate('en', { key: 'kakekko.why.noPoints', params: { cost: 1, left: 0 } })).toBe(
      'That costs 1 point and you have 0 left.',
    )
    expect(translate('en', { key: 'kakekko.log.end', params: { seat: 'Ann', left: 1 } })).toBe(
      'Ann ended the turn with 1 point unused',
    )
  })

  it('a message has at most two forms in English and French ("one | other") and one in Japanese', () => {
    for (const [key, en] of flat.en) {
      expect(forms(en).length, key).toBeLessThanOrEqual(2)
      expect(forms(flat.fr.get(key)!).length, `fr ${key}`).toBeLessThanOrEqual(2)
      expect(forms(flat.ja.get(key)!).length, `ja ${key}`).toBe(1)
    }
  })

  it('every message with forms counts with `count`, `n` or the param COUNTED_BY names, present in every form', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const [key, text] of flat[locale]) {
        if (forms(text).length === 1) continue
        const by =
          COUNTED_BY[key] ?? (placeholders(text).has('count') ? 'count' : placeholders(text).has('n') ? 'n' : null)
        expect(by, `${locale} ${key} has forms but nothing to count with`).not.toBeNull()
        for (const f of forms(text)) expect(placeholders(f).has(by), `${locale} ${key}: ${f}`).toBe(true)
      }
    }
    for (const [key, by] of Object.entries(COUNTED_BY)) expect(placeholders(flat.en.get(key) ?? ''), key).toContain(by)
  })

  it('no message says "1 points", "1 marbles", "1 billes"… whatever it counts', () => {
    const en = /\b1 (points|marbles|steps|seats|rows|cells|bones|start places|degrees|shortcuts|characters|pairs)\b/
    const fr = /\b[01] (points|billes|cases|lignes|raccourcis|degrés|places|caractères|paires)\b/
    for (const [key, text] of flat.en) {
      if (key in NEVER_ONE) continue
      expect(translate('en', { key, params: paramsFor(key, text, 1) }), key).not.toMatch(en)
      const frText = flat.fr.get(key)!
      for (const c of [0, 1])
        expect(translate('fr', { key, params: paramsFor(key, frText, c) }), `fr ${key}`).not.toMatch(fr)
    }
  })
})

describe('French typography: a no-break space before : ; ? !', () => {
  it('puts one in place of an ordinary space, or where there was none', () => {
    expect(frenchSpacing('Nouvelle partie : {game}')).toBe(`Nouvelle partie${NBSP}: {game}`)
    expect(frenchSpacing('Récré!')).toBe(`Récré${NBSP}!`)
    expect(frenchSpacing('Relancer ou s’arrêter ? Oui ; non')).toBe(`Relancer ou s’arrêter${NBSP}? Oui${NBSP}; non`)
    expect(frenchSpacing('quoi ?!')).toBe(`quoi${NBSP}?!`)
  })
  it('leaves signs inside words and numbers alone', () => {
    for (const s of ['12:30', 'https://example', 'X-X', 'a|b']) expect(frenchSpacing(s)).toBe(s)
  })
  it('every French message has it, and no ordinary space before : ; ? !', () => {
    for (const [key, text] of flat.fr) {
      expect(text, key).not.toMatch(/ [:;?!]/)
      expect(frenchSpacing(text), key).toBe(text)
    }
  })
})
