import { expect } from 'vitest'
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import type { GameId } from '../../shared/engine/types.js'
import { loadScenario } from '../../shared/formats/loadFile.js'
import type { TestApp } from './app.js'
import { gameCard } from './helpers.js'

/** The editor steps every game's journey takes: open the game's editor, save what was made. */

/** opens a game's editor from its card (Design), and waits for the game's own editor to show */
export async function openEditor(page: Page, game: GameId) {
  await gameCard(page, game).locator('[data-testid="design"]').click()
  await page.waitForSelector(`[data-testid="${game}-editor"]`)
}

/**
 * Saves the editor's scenario through the save dialog to `path` and reads the file back: it must
 * load. Resolves with what loading it gave.
 */
export async function saveFromEditor(app: TestApp, page: Page, path: string) {
  await app.dialog.nextSave(path)
  await page.click('[data-testid="editor-save"]')
  // the notice that names this file (in any language): an earlier notice may still be showing
  await page.locator('[data-testid="notice"]', { hasText: path }).waitFor()
  const res = loadScenario(await readFile(path, 'utf8'))
  expect(res.ok).toBe(true)
  return res
}
