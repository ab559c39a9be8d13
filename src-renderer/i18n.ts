import { createI18n } from 'vue-i18n'
import { CORE_MESSAGES, LOCALES, pickLocale, type Locale } from '../shared/i18n/core.js'
import { vuePluralRules } from '../shared/i18n/plural.js'
import { RENDERER_MESSAGES } from './messages.js'
import { PRINT_MESSAGES } from './print/messages.js'

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

/**
 * What the page starts with: the app's catalogue without the games' own texts (shared/i18n/core.ts)
 * and the renderer's texts beside it. Each game's texts join it when the game is first used
 * (games/modules.ts); catalogue.ts has the whole catalogue, as it is once every game has loaded.
 */
const withRenderer = (l: Locale) => ({ ...CORE_MESSAGES[l], ...RENDERER_MESSAGES[l], ...PRINT_MESSAGES[l] })
export const START_CATALOGUE = { ja: withRenderer('ja'), en: withRenderer('en'), fr: withRenderer('fr') }

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  pluralRules: vuePluralRules(LOCALES),
  messages: START_CATALOGUE,
  missingWarn: false,
  fallbackWarn: false,
})
