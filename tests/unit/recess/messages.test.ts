import { describe, expect, it } from 'vitest'
import { messages } from '../../../shared/games/recess/messages.js'
import { expectSameKeys, expectSamePlaceholders, flatCatalogue } from '../../support/catalogue.js'

const flat = flatCatalogue(messages)
const { en, ja, fr } = flat

describe('Recess! texts', () => {
  it('every key in English, Japanese and French, with the same placeholders', () => {
    expectSameKeys(flat)
    expectSamePlaceholders(flat)
  })

  it('French puts a no-break space before : ; ? ! and never a plain one', () => {
    let checked = 0
    for (const [key, text] of fr) {
      expect(text, key).not.toMatch(/ [:;?!]/)
      for (const m of text.matchAll(/(.)[:;?!]/g)) {
        if (m[1] !== '\u00a0' && /\s/.test(m[1])) throw new Error(`${key}: "${text}"`)
        if (m[1] === '\u00a0') checked++
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  it('the in-app rules describe the rulings a player meets (issue 13)', () => {
    for (const key of ['summary.freed', 'summary.watch', 'summary.fight', 'summary.breakup', 'summary.timer']) {
      for (const m of [en, ja, fr]) expect(m.get(`recess.${key}`), key).toBeTruthy()
    }
    expect(en.get('recess.summary.watch')).toMatch(/cannot pass/)
    expect(en.get('recess.summary.freed')).toMatch(/whole turn/)
    expect(en.get('recess.summary.breakup')).toMatch(/two different cells beside the fight/)
  })
})
