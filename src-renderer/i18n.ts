import { createI18n } from 'vue-i18n'
import { LOCALES, MESSAGES, pickLocale, type Locale } from '../shared/i18n/index.js'
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

/** the app's catalogue (shared/i18n) with the renderer's own texts beside it */
const withRenderer = (l: Locale) => ({ ...MESSAGES[l], ...RENDERER_MESSAGES[l], ...PRINT_MESSAGES[l] })
export const CATALOGUE = { ja: withRenderer('ja'), en: withRenderer('en'), fr: withRenderer('fr') }

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  pluralRules: vuePluralRules(LOCALES),
  messages: CATALOGUE,
  missingWarn: false,
  fallbackWarn: false,
})
