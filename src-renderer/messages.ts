import { en } from './messages.en.js'
import { ja } from './messages.ja.js'
import { fr } from './messages.fr.js'

/**
 * The renderer's own texts (commands, keys and the shortcut overlay), in the three languages.
 * i18n.ts adds them to the app's catalogue (shared/i18n) under their own top-level names.
 * One module per language (messages.<locale>.ts): the page loads only its language's.
 */
export const RENDERER_MESSAGES = { en, ja, fr }
