import { en } from './messages.en.js'
import { ja } from './messages.ja.js'
import { fr } from './messages.fr.js'

/**
 * Print & play texts in the three languages: the dialog, and the words printed in the PDF
 * (headings, assembly help, scale and legend lines, board labels). i18n.ts adds them to the
 * catalogue under `print`.
 * One module per language (messages.<locale>.ts): the page loads only its language's.
 */
export const PRINT_MESSAGES = { en: { print: en }, ja: { print: ja }, fr: { print: fr } }
