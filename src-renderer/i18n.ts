import { createI18n } from 'vue-i18n'
import { LOCALES, pickLocale, type Locale, type Tree } from '../shared/i18n/locales.js'
import { vuePluralRules } from '../shared/i18n/plural.js'

const STORED = 'asobiba.locale'

export function initialLocale(): Locale {
  const stored = localStorage.getItem(STORED)
  if (stored === 'ja' || stored === 'en' || stored === 'fr') return stored
  return pickLocale(navigator.languages ?? [navigator.language])
}

export function rememberLocale(locale: Locale) {
  localStorage.setItem(STORED, locale)
  document.documentElement.lang = locale
}

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  pluralRules: vuePluralRules(LOCALES),
  messages: { ja: {}, en: {}, fr: {} },
  missingWarn: false,
  fallbackWarn: false,
})

/**
 * Each language's texts at start (the app's without the games', the renderer's and print's) are a
 * chunk of their own, src-renderer/locales/<locale>.ts: the page loads the language it shows
 * before it mounts (main.ts), another when the person switches to it (App.vue) or prints in it.
 * Each game's texts join every language when the game is first used (games/gameCode.ts);
 * catalogue.ts has the whole catalogue, as it is once every language and game has loaded.
 */
const CATALOGUES: Record<Locale, () => Promise<{ default: Tree }>> = {
  ja: () => import('./locales/ja.js'),
  en: () => import('./locales/en.js'),
  fr: () => import('./locales/fr.js'),
}
const loading = new Map<Locale, Promise<void>>()

export function loadLocale(locale: Locale): Promise<void> {
  let p = loading.get(locale)
  if (!p) {
    // merged, not set: a game opened before may have added its texts to this language already
    p = CATALOGUES[locale]().then((m) => i18n.global.mergeLocaleMessage(locale, m.default))
    // a failed download (the network) is tried again next time
    p.catch(() => loading.delete(locale))
    loading.set(locale, p)
  }
  return p
}
