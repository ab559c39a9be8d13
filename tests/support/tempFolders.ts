import { afterEach, beforeEach } from 'vitest'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SAVE_FORMAT, SAVE_VERSION, type SavedGame } from '../../shared/formats/envelope.js'
import type { GameId } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'

/** The folders a main-process test works in; fresh for each test. */
export interface TempFolders {
  /** the one temporary folder holding the two below */
  root: string
  /** the app's user-data folder */
  userData: string
  /** a folder the user picks in a dialog, outside the app's own */
  outside: string
}

/**
 * Before each test, a new temporary folder with an empty user-data folder and a documents folder
 * beside it (with `library`, user data already holds the library's saves/ and scenarios/); after
 * each test, all of it is removed. Read the paths inside a test, not when the file loads.
 */
export function tempFolders(prefix: string, { library = false } = {}): TempFolders {
  const folders: TempFolders = { root: '', userData: '', outside: '' }
  beforeEach(async () => {
    folders.root = await mkdtemp(join(tmpdir(), prefix))
    folders.userData = join(folders.root, 'userData')
    folders.outside = join(folders.root, 'documents')
    await mkdir(folders.userData)
    if (library) {
      await mkdir(join(folders.userData, 'saves'))
      await mkdir(join(folders.userData, 'scenarios'))
    }
    await mkdir(folders.outside)
  })
  afterEach(async () => {
    await rm(folders.root, { recursive: true, force: true })
  })
  return folders
}

/** a three-seat saved game of `game`'s default scenario, standing after `actions` */
export function savedGame(actions: SavedGame['actions'] = [], game: GameId = 'exxtra'): SavedGame {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: GAMES[game].defaultScenario,
    seats: [
      { name: 'Aki', colour: '#d55e00' },
      { name: 'Bo', colour: '#0072b2' },
      { name: 'Cé', colour: '#009e73' },
    ],
    seed: 1,
    actions,
    cursor: actions.length,
    savedAt: '2026-11-24T09:00:00.000Z',
  }
}
