import { en } from './files.en.js'
import { ja } from './files.ja.js'
import { fr } from './files.fr.js'

/**
 * Texts of the file layer: the reasons main gives when a file operation fails (`files.*`, see
 * src-main/files.ts and src-main/handlers.ts), the loader's newer reasons (`format.*`), and the
 * home screen's lists, the loading dialog and the problems dialog. Merged into the catalogue by
 * shared/i18n. French puts a no-break space (U+00A0) before : ; ? and !.
 * One module per language (files.<locale>.ts), so that the page loads only its language's.
 */
export const filesMessages = { en, ja, fr } as const
