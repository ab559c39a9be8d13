import type { GameId, GameModule, Scenario } from '../../shared/engine/types.js'
import { gameTexts, isGameId, MANIFEST } from '../../shared/games/manifest.js'
import { LOCALES } from '../../shared/i18n/locales.js'
import { frenchCatalogue } from '../../shared/i18n/typography.js'
import type { ScenarioLoad } from '../../shared/formats/scenarioCheck.js'
import { i18n } from '../i18n.js'

/**
 * Game code on demand: each game's module and texts, on the page's main thread, loaded on first
 * use through the game's manifest (docs/PERFORMANCE.md).
 * The home screen needs none of them (shared/games/manifest.ts); every way into a game (Play,
 * Edit, Rules, opening a file or a link) awaits `openGame(id)` first, which brings the game's
 * module (rules, schemas, bots, default scenario), its texts (merged into the catalogue) and the
 * scenario checker. After that the views read the module synchronously with `gameModule(id)`.
 */
type Checker = typeof import('../../shared/formats/scenarioCheck.js')

const modules = new Map<GameId, Promise<GameModule>>()
const ready = new Map<GameId, GameModule>()
const texts = new Map<GameId, Promise<void>>()
let checker: Promise<Checker> | null = null
let checkerReady: Checker | null = null

/**
 * zod's jitless switch first (shared/zod-jitless.ts): it shares zod's chunk, and no schema may be
 * built before it ran; the game's own chunk comes after it.
 */
let jitless: Promise<unknown> | null = null
const zodReady = () => (jitless ??= import('../../shared/zod-jitless.js'))

/** the game's module (its rules and default scenario), without its texts */
export function loadGame(id: GameId): Promise<GameModule> {
  let p = modules.get(id)
  if (!p) {
    const load: () => Promise<GameModule> = MANIFEST[id].module
    p = zodReady()
      .then(load)
      .then((g) => {
        ready.set(id, g)
        return g
      })
    // a failed load (the network) is tried again next time
    p.catch(() => modules.delete(id))
    modules.set(id, p)
  }
  return p
}

/** the game's texts, merged into the catalogue in every language (French with its typography) */
export function loadGameTexts(id: GameId): Promise<void> {
  let p = texts.get(id)
  if (!p) {
    p = gameTexts(id).then((sources) => {
      for (const locale of LOCALES)
        for (const m of sources)
          i18n.global.mergeLocaleMessage(locale, locale === 'fr' ? frenchCatalogue(m.fr) : m[locale])
    })
    p.catch(() => texts.delete(id))
    texts.set(id, p)
  }
  return p
}

function loadChecker(): Promise<Checker> {
  if (!checker) {
    checker = zodReady()
      .then(() => import('../../shared/formats/scenarioCheck.js'))
      .then((m) => (checkerReady = m))
    checker.catch(() => (checker = null))
  }
  return checker
}

/** everything a view of game `id` reads synchronously: its module, its texts, the scenario checker */
export async function openGame(id: GameId): Promise<GameModule> {
  const [game] = await Promise.all([loadGame(id), loadGameTexts(id), loadChecker()])
  return game
}

/** the texts of every game a message key names (`recess.…`), e.g. a damaged file's reason */
export function loadTextsOf(keys: readonly string[]): Promise<void> {
  const ids = new Set(keys.map((k) => k.split('.')[0]).filter(isGameId))
  return Promise.all([...ids].map(loadGameTexts)).then(() => undefined)
}

/** the module of a game already opened (`openGame`); a view reached any other way is a bug */
export function gameModule(id: GameId): GameModule {
  const g = ready.get(id)
  if (!g) throw new Error(`the ${id} module is used before it was loaded (await openGame('${id}') first)`)
  return g
}

/** the game's module if it has arrived, else undefined (nothing is loaded) */
export function loadedGame(id: GameId): GameModule | undefined {
  return ready.get(id)
}

/** the full scenario check (loadFile.ts's) for a scenario of an opened game */
export function checkOpenedScenario(sc: Scenario): ScenarioLoad {
  if (!checkerReady) throw new Error('the scenario checker is used before it was loaded (await openGame first)')
  return checkerReady.checkScenarioWith((id) => (isGameId(id) ? ready.get(id) : undefined), sc)
}

/**
 * A safety net for texts asked for before their game was opened (a damaged file's reason, say):
 * the key shows for a moment, the game's texts load, and the page redraws with them.
 */
export function loadTextsWhenMissing(): void {
  i18n.global.setMissingHandler((_locale, key) => {
    loadTextsOf([key]).catch(() => undefined)
  })
}
