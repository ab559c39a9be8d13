import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import type { BaseAction, BaseState, GameId, GameModule } from '../../shared/engine/types.js'
import type { Seat } from '../../shared/formats/envelope.js'
import { GAMES } from '../../shared/games/registry.js'
import type { TestApp } from './app.js'

/**
 * What the ux-*.e2e.ts tests share: a person's way through the app, finding controls by their role
 * and name, and saved games built from the game's own rules for the screens that need a position.
 */

export const LANGUAGE_NAME = { en: 'English', ja: '日本語', fr: 'Français' } as const

/** picks the app's language in the top bar, as a person would */
export async function chooseLanguage(page: Page, locale: keyof typeof LANGUAGE_NAME) {
  await page.getByRole('combobox', { name: /Language|言語|Langue/ }).selectOption({ label: LANGUAGE_NAME[locale] })
  // a language's texts are downloaded the first time it is chosen: the page shows it once they are there
  await page.waitForFunction((l) => document.documentElement.lang === l, locale)
}

/** the home screen's card of a game */
export function gameCard(page: Page, game: GameId): Locator {
  return page.locator(`[data-testid="game-${game}"]`)
}

/** opens the New game dialog of a game from its card */
export async function openNewGame(page: Page, game: GameId): Promise<Locator> {
  await gameCard(page, game)
    .getByRole('button', { name: /New game|新しいゲーム|Nouvelle partie/ })
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  return dialog
}

/** the accessible name of the element that has the focus, and whether it lies inside `within` */
export async function focused(page: Page, within: Locator): Promise<{ name: string; inside: boolean }> {
  const handle = await within.elementHandle()
  return page.evaluate((root) => {
    const el = document.activeElement as HTMLElement | null
    const name = el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? el?.tagName ?? ''
    return { name, inside: !!el && !!root && root.contains(el) }
  }, handle)
}

/** a legal opening played with the game's own rules: `pick` chooses among the legal actions */
export function playOut<S extends BaseState, A extends BaseAction, R, B>(
  module: GameModule<S, A, R, B>,
  seats: number,
  seed: number,
  pick: (state: S, legal: A[], step: number) => A | null,
  maxSteps = 500,
): { module: GameModule<S, A, R, B>; states: S[]; actions: A[] } {
  let state = module.setup(module.defaultScenario, seats, seed)
  const states = [state]
  const actions: A[] = []
  for (let step = 0; step < maxSteps; step++) {
    const a = pick(state, module.legalActions(state), step)
    if (!a) break
    state = module.apply(state, a)
    actions.push(a)
    states.push(state)
  }
  return { module, states, actions }
}

/** writes a saved game to the test's user folder and opens it through Open a file… */
export async function openSave(
  app: TestApp,
  name: string,
  game: GameId,
  seats: Seat[],
  seed: number,
  actions: BaseAction[],
) {
  const path = join(app.userData, name)
  const save = {
    format: 'asobiba.save',
    version: 1,
    scenario: GAMES[game].defaultScenario,
    seats,
    seed,
    actions,
    cursor: actions.length,
    savedAt: new Date().toISOString(),
  }
  await writeFile(path, JSON.stringify(save))
  await app.dialog.nextOpen(path)
  await app.page.getByRole('button', { name: /Open a file|ファイルを開く|Ouvrir un fichier/ }).click()
  await app.page.waitForSelector('[data-testid="play-view"]')
  // the board and the panel are parts of their own, loaded the first time they are shown: the
  // play view can be there a moment before them (in the page, not always visible: a panel may be
  // empty at the start of a replay)
  await app.page.waitForSelector(`[data-testid="${game}-panel"]`, { state: 'attached' })
  await app.page.waitForSelector('[data-testid="play-view"] canvas', { state: 'attached' })
}

export const SEATS: Seat[] = [
  { name: 'Ann', colour: '#d55e00' },
  { name: 'Bob', colour: '#0072b2' },
  { name: 'Cleo', colour: '#009e73' },
]
