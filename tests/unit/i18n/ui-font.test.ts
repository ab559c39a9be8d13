import { describe, expect, it } from 'vitest'
import { create } from 'fontkit'
import { makeUiFont, uiFontChars, UI_FONT_WEIGHTS } from '../../../scripts/ui-font.js'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { LANGUAGE_NAMES, type Tree } from '../../../shared/i18n/core.js'

const leaves = (t: Tree | string): string[] => (typeof t === 'string' ? [t] : Object.values(t).flatMap(leaves))
const ja = CATALOGUE.ja as Tree
const builtIn = ja.builtIn as Record<string, { title: string; description: string }>

describe('the bundled Japanese UI font (scripts/ui-font.ts)', () => {
  it('holds, in its cmap, every character of the Japanese catalogue and the built-in scenarios, in both weights', async () => {
    const wanted = [
      ...leaves(ja),
      ...GAME_IDS.flatMap((g) => [builtIn[g].title, builtIn[g].description]),
      ...Object.values(LANGUAGE_NAMES),
    ]
    const points = [...new Set([...wanted.join('')])].map((c) => c.codePointAt(0)!)
    expect(points.length).toBeGreaterThan(500)
    const chars = uiFontChars()
    for (const weight of UI_FONT_WEIGHTS) {
      const font = create(await makeUiFont(weight, chars, 'sfnt'))
      const missing = points.filter((p) => !font.hasGlyphForCodePoint(p)).map((p) => String.fromCodePoint(p))
      expect(missing, `weight ${weight}`).toEqual([])
      // a subset, not the whole font: the full weight holds some 17,000 glyphs
      expect(font.numGlyphs).toBeLessThan(3000)
    }
  })
})
