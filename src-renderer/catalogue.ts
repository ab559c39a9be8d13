import { MESSAGES, type Locale } from '../shared/i18n/index.js'
import { RENDERER_MESSAGES } from './messages.js'
import { PRINT_MESSAGES } from './print/messages.js'

/**
 * The renderer's whole catalogue: the app's, every game's and the renderer's own texts, as the
 * page holds them once every game has been used (the page starts with i18n.ts's START_CATALOGUE
 * and adds each game's texts on first use). Component tests mount with it; the app never imports
 * it (it would put every game's texts in the first load).
 */
const whole = (l: Locale) => ({ ...MESSAGES[l], ...RENDERER_MESSAGES[l], ...PRINT_MESSAGES[l] })
export const CATALOGUE = { ja: whole('ja'), en: whole('en'), fr: whole('fr') }
