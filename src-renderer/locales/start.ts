import { merge, type Locale, type Tree } from '../../shared/i18n/locales.js'
import { frenchCatalogue } from '../../shared/i18n/typography.js'

/**
 * One language's catalogue as the page starts with it: the app's texts without the games'
 * (shared/i18n/core.ts's parts, French with its typography), the renderer's own texts and the
 * print texts under `print`. Each language is a chunk of its own (en.ts, ja.ts, fr.ts): the page
 * downloads only the languages it shows (src-renderer/i18n.ts).
 */
export function startCatalogue(locale: Locale, app: readonly Tree[], renderer: Tree, print: Tree): Tree {
  const texts = app.reduce(merge)
  return { ...(locale === 'fr' ? frenchCatalogue(texts) : texts), ...renderer, print }
}
