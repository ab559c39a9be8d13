import { describe, expect, it } from 'vitest'
import { createI18n } from 'vue-i18n'
import { baseCompile } from '@intlify/message-compiler'
import { GAMES } from '../../../shared/games/registry.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { MESSAGES } from '../../../shared/i18n/index.js'
import { RENDERER_MESSAGES } from '../../../src-renderer/messages.js'
import { PRINT_MESSAGES } from '../../../src-renderer/print/messages.js'
import { printTexts } from '../../../src-renderer/print/texts.js'

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
const flat = { en: flatten(PRINT_MESSAGES.en), ja: flatten(PRINT_MESSAGES.ja), fr: flatten(PRINT_MESSAGES.fr) }

describe('print texts catalogue', () => {
  it('has every key in ja, en and fr with the same placeholders, and compiles', () => {
    const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()
    for (const l of ['ja', 'fr'] as const) expect([...flat[l].keys()].sort()).toEqual([...flat.en.keys()].sort())
    for (const [key, text] of flat.en) {
      for (const l of ['ja', 'fr'] as const) expect(names(flat[l].get(key)!), `${l} ${key}`).toEqual(names(text))
    }
    for (const map of Object.values(flat)) {
      for (const [key, text] of map) {
        const errors: string[] = []
        baseCompile(text, { onError: (e) => errors.push(e.message) })
        expect(errors, key).toEqual([])
      }
    }
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
