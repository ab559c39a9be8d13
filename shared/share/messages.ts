import { en } from './messages.en.js'
import { ja } from './messages.ja.js'
import { fr } from './messages.fr.js'

/**
 * Texts of share links: why a link was refused (`share.*`, path `(link)`), and the share dialog
 * (`share.dialog.*`). Merged into the catalogue by shared/i18n. French: the no-break space before
 * : ; ? ! is put in by the catalogue (shared/i18n/typography.ts).
 * One module per language (messages.<locale>.ts), so that the page loads only its language's.
 */
export const shareMessages = { en, ja, fr }
