import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { GAMES } from '../../../shared/games/registry.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { MESSAGES } from '../../../shared/i18n/index.js'
import type { Tree } from '../../../shared/i18n/core.js'
import { RENDERER_MESSAGES } from '../../../src-renderer/messages.js'
import { PRINT_MESSAGES } from '../../../src-renderer/print/messages.js'
import { printTexts } from '../../../src-renderer/print/texts.js'
import { expectCompiles, expectSameKeys, expectSamePlaceholders, flatCatalogue } from '../../support/catalogue.js'

const flat = flatCatalogue(PRINT_MESSAGES)

describe('print texts catalogue', () => {
  it('has every key in ja, en and fr with the same placeholders, and compiles', () => {
    expectSameKeys(flat)
    expectSamePlaceholders(flat)
    expectCompiles(flat)
  })

  it('French puts a no-break space before : ; ? !', () => {
    for (const [key, text] of flat.fr) expect(text, key).not.toMatch(/[^\u00a0\u202f][:;?!](\s|$)/)
  })
})

describe('what the PDF says', () => {
  const catalogue = (l: 'ja' | 'en' | 'fr') => ({ ...MESSAGES[l], ...RENDERER_MESSAGES[l], ...PRINT_MESSAGES[l] })
  const i18n = createI18n({
    legacy: false,
    locale: 'en',
    messages: { ja: catalogue('ja'), en: catalogue('en'), fr: catalogue('fr') },
  })
  const composer = i18n.global

  it.each(GAME_IDS)(
    '%s: the rules summary is the in-app one, in the chosen language, with every setting named',
    (id) => {
      const sc = GAMES[id].defaultScenario
      for (const l of ['ja', 'en', 'fr'] as const) {
        const tx = printTexts(composer, sc, l)
        const tree = (catalogue(l) as Tree)[id] as Tree
        const summary = tree.summary
        const expected = typeof summary === 'string' ? [summary] : Object.values(summary)
        expect(tx.summary).toEqual(expected)
        // one line per rule setting plus the players line
        expect(tx.settings).toHaveLength(Object.keys(sc.rules).length + 1)
        expect(tx.settings.every((s) => s.name && s.value)).toBe(true)
        expect(tx.labels.scale).toMatch(/\d/)
        expect(tx.assembly(4)).toContain('4')
      }
      expect(printTexts(composer, sc, 'ja').summary.join('')).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    },
  )
})
