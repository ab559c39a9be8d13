import { describe, expect, it, vi } from 'vitest'
import { GAME_IDS } from '../../../shared/engine/types.js'
import { LOCALES } from '../../../shared/i18n/core.js'
import { CATALOGUE } from '../../../src-renderer/catalogue.js'
import { i18n, loadLocale } from '../../../src-renderer/i18n.js'
import en from '../../../src-renderer/locales/en.js'
import ja from '../../../src-renderer/locales/ja.js'
import fr from '../../../src-renderer/locales/fr.js'
import {
  checkOpenedScenario,
  gameModule,
  loadedGame,
  loadGameTexts,
  loadTextsOf,
  loadTextsWhenMissing,
  openGame,
} from '../../../src-renderer/games/gameCode.js'
import { GAMES } from '../../../shared/games/registry.js'
import { MANIFEST } from '../../../shared/games/manifest.js'
import { checkScenario } from '../../../shared/formats/loadFile.js'

/**
 * Issue 18 §5: the page starts with the app's texts only and takes each game's module and texts
 * on first use (src-renderer/games/gameCode.ts). One file, one page: the order of the tests is the
 * order in which a person would meet the games.
 */
const has = (locale: 'en' | 'ja' | 'fr', key: string) => i18n.global.te(key, locale)

describe('the games load on first use (issue 18 §5)', () => {
  it('starts with no game’s own texts and no game module', () => {
    for (const id of GAME_IDS) {
      for (const [locale, start] of Object.entries({ en, ja, fr }))
        expect(Object.keys(start), `${locale} ${id}`).not.toContain(id)
      expect(loadedGame(id)).toBeUndefined()
      expect(() => gameModule(id)).toThrow(/before it was loaded/)
    }
    expect(() => checkOpenedScenario(GAMES.recess.defaultScenario)).toThrow(/before it was loaded/)
  })

  it('a game opened brings its module, its texts in all three languages and the scenario checker, and no other game', async () => {
    const g = await openGame('exxtra')
    expect(g).toBe(GAMES.exxtra)
    expect(gameModule('exxtra')).toBe(GAMES.exxtra)
    for (const locale of LOCALES) {
      expect(has(locale, 'exxtra.explain.rungTaken'), locale).toBe(true)
      expect(has(locale, 'recess.summary.goal'), locale).toBe(false)
    }
    expect(loadedGame('recess')).toBeUndefined()
    const sc = GAMES.exxtra.defaultScenario
    expect(checkOpenedScenario(sc)).toEqual(checkScenario(sc))
    const broken = { ...sc, meta: { ...sc.meta, title: '' } }
    expect(checkOpenedScenario(broken)).toEqual(checkScenario(broken))
  })

  it('loads the texts of the games a reason names, and only those', async () => {
    await loadTextsOf(['format.invalid', 'kakekko.check.unreachable', 'charts.title'])
    expect(has('ja', 'kakekko.summary')).toBe(true)
    expect(has('en', 'swish.summary')).toBe(false)
  })

  it('a text asked for before its game was opened loads that game’s texts (the page then redraws)', async () => {
    loadTextsWhenMissing()
    expect(i18n.global.t('swish.summary')).toBe('swish.summary')
    // nothing else asks for Swish's texts: the missing key alone brings them
    await vi.waitFor(() => expect(has('fr', 'swish.summary')).toBe(true))
    expect(i18n.global.t('swish.summary')).not.toBe('swish.summary')
    await loadGameTexts('swish') // the same load, not a second one
  })

  it('a download that fails leaves the game unloaded and is tried again the next time', async () => {
    const spy = vi.spyOn(MANIFEST.kakekko, 'module').mockRejectedValueOnce(new Error('network down'))
    await expect(openGame('kakekko')).rejects.toThrow('network down')
    expect(loadedGame('kakekko')).toBeUndefined()
    expect(await openGame('kakekko')).toBe(GAMES.kakekko)
    expect(spy).toHaveBeenCalledTimes(2)
    spy.mockRestore()
  })

  it('holds, once every language and game is loaded, exactly the whole catalogue (French typography included)', async () => {
    await Promise.all(GAME_IDS.map(openGame))
    // a language's texts that come after a game's keep the game's (games/gameCode.ts merges them in)
    await Promise.all(LOCALES.map(loadLocale))
    for (const locale of LOCALES) expect(i18n.global.getLocaleMessage(locale), locale).toEqual(CATALOGUE[locale])
  })
})
