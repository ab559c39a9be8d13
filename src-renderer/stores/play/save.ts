import type { Scenario } from '../../../shared/engine/types.js'
import type { LogEntry } from '../../../shared/engine/session.js'
import { SAVE_FORMAT, SAVE_VERSION } from '../../../shared/formats/constants.js'
import type { SavedGame, Seat } from '../../../shared/formats/envelope.js'
import type { OnlinePlay } from './network.js'

/** The game in play as a save (the play store's `toSave`): the format's envelope around its record. */
export function savedGame(g: {
  scenario: Scenario
  seats: readonly Seat[]
  seed: number
  log: readonly LogEntry[]
  cursor: number
  /** a network game's server and room, and each action's draws */
  online: OnlinePlay | null
  draws: readonly number[][]
}): SavedGame {
  const o = g.online
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: g.scenario,
    seats: g.seats.map((s) => ({ ...s })),
    seed: g.seed,
    actions: g.log.map((e) => e.action as SavedGame['actions'][number]),
    cursor: g.cursor,
    savedAt: new Date().toISOString(),
    ...(o ? { online: { server: o.server, room: o.room, draws: g.draws.slice(0, g.cursor).flat() } } : {}),
  }
}

/** where the Continue name of the game in the autosave slot is remembered */
const KEPT_KEY = 'asobiba.autosaveKeptAs'

/** the Continue name of the game in the autosave slot, for resuming it after a reload or a crash */
export function autosaveKeptAs(): string | null {
  return localStorage.getItem(KEPT_KEY)
}

/** remembers the Continue name of the game the autosave slot now holds (null: it holds none) */
export function keepAutosaveName(name: string | null) {
  if (name === null) localStorage.removeItem(KEPT_KEY)
  else localStorage.setItem(KEPT_KEY, name)
}
