import { useI18n } from 'vue-i18n'
import type { GameId, Scenario } from '../../shared/engine/types.js'
import { isGameId, MANIFEST } from '../../shared/games/manifest.js'

/**
 * The built-in scenarios ship with English texts (resources/scenarios); the catalogue has them in
 * every language (`builtIn.<game>`). A scenario whose title, author and description are still the
 * built-in ones is shown, and opened in the editor, in the language of the app.
 */
export function builtInOf(sc: Scenario): GameId | null {
  if (!isGameId(sc.game)) return null
  const def = MANIFEST[sc.game].defaultScenario
  const a = sc.meta
  const b = def.meta
  return a.title === b.title && a.author === b.author && a.description === b.description ? sc.game : null
}

export function useScenarioText() {
  const { t } = useI18n()

  const title = (sc: Scenario) => {
    const id = builtInOf(sc)
    return id ? t(`builtIn.${id}.title`) : sc.meta.title
  }
  const description = (sc: Scenario) => {
    const id = builtInOf(sc)
    return id ? t(`builtIn.${id}.description`) : sc.meta.description
  }
  /** the scenario with its built-in texts in the app's language (itself if it has none) */
  const localized = (sc: Scenario): Scenario =>
    builtInOf(sc) ? { ...sc, meta: { ...sc.meta, title: title(sc), description: description(sc) } } : sc

  /** a listed file's title (from its summary line: no description to compare, the title decides) */
  const listedTitle = (s: { game: GameId; title: string }) =>
    isGameId(s.game) && MANIFEST[s.game].defaultScenario.meta.title === s.title ? t(`builtIn.${s.game}.title`) : s.title

  return { title, description, localized, listedTitle }
}
