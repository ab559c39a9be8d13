import { createI18n } from 'vue-i18n'
import { LOCALES, MESSAGES, pickLocale, type Locale } from '../shared/i18n/index.js'
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
  messages: MESSAGES as unknown as Record<string, Record<string, string>>,
  missingWarn: false,
  fallbackWarn: false,
})
