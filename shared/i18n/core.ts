/**
 * The catalogue without the games' own texts, in every language. The renderer starts with one
 * language's part of it (src-renderer/locales/); each game's texts (shared/games/<id>/messages.ts
 * and its charts' texts) join it when the game is first used (src-renderer/games/gameCode.ts);
 * index.ts puts the whole catalogue together for main, the print code and the tests.
 */
import { en } from './en.js'
import { ja } from './ja.js'
import { fr } from './fr.js'
import { filesMessages } from './files.js'
import { menuMessages } from './menu.js'
import { shareMessages } from '../share/messages.js'
import { frenchCatalogue } from './typography.js'
import { merge, type Locale, type Tree } from './locales.js'

export { LANGUAGE_NAMES, LOCALES, merge, pickLocale, type Locale, type Tree } from './locales.js'

export type Sources = readonly { en: Tree; ja: Tree; fr: Tree }[]

/** `sources` merged over `base`, one tree per locale, French with its typography */
export function catalogue(base: Record<Locale, Tree>, sources: Sources): Record<Locale, Tree> {
  return {
    en: sources.reduce((acc, m) => merge(acc, m.en), base.en),
    ja: sources.reduce((acc, m) => merge(acc, m.ja), base.ja),
    fr: frenchCatalogue(sources.reduce((acc, m) => merge(acc, m.fr), base.fr)),
  }
}

/** the app's own texts, without any game's */
export const CORE_MESSAGES: Record<Locale, Tree> = catalogue({ en, ja, fr }, [
  filesMessages,
  menuMessages,
  shareMessages,
] as Sources)
