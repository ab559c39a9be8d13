import type { GameModule, Scenario } from '../../shared/engine/types.js'
import { SAVE_FORMAT, SAVE_VERSION, type SavedGame } from '../../shared/formats/envelope.js'
import { actionBound } from '../../shared/formats/loadFile.js'
import { serializeSave } from '../../shared/formats/save.js'
import { GAMES } from '../../shared/games/registry.js'
import { dawdle } from './longGames.js'

/** Files for the file tests and the benchmark: the hostile pond of the files issue, and long saves. */

/** 400 bones on one spot and 48 start slots on another: about 18 KB, 79,800 overlapping pairs */
export function hostileSwishText(): string {
  const sc = structuredClone(GAMES.swish.defaultScenario) as { board: Record<string, unknown> }
  sc.board.fish = Array.from({ length: 400 }, (_, i) => ({
    colour: ['red', 'blue', 'yellow', 'green'][i % 4],
    x: 0,
    y: 0,
    angle: 0,
  }))
  sc.board.slots = Array.from({ length: 48 }, () => ({ x: 0, y: 0, heading: 0 }))
  return JSON.stringify(sc)
}

const COLOURS = ['#d55e00', '#0072b2', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#f0e442', '#000000']

export function saveText(
  scenario: Scenario,
  seats: number,
  seed: number,
  actions: SavedGame['actions'],
  cursor = actions.length,
): string {
  return serializeSave({
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `Seat ${i + 1}`, colour: COLOURS[i] })),
    seed,
    actions,
    cursor,
    savedAt: new Date(Date.UTC(2026, 10, 24, 12)).toISOString(),
  })
}

/**
 * The longest legal save we can make of a game's default scenario: the most seats, played to make
 * it last (see dawdle), up to the game's stated bound or `cap` actions, whichever is smaller.
 */
export function longestSave(
  game: GameModule,
  cap: number,
  seed = 7,
  rules: Record<string, unknown> = {},
): { text: string; actions: number; over: boolean; seats: number } {
  // `rules`: settings over the default scenario's (a longer round limit makes a longer legal game)
  const sc = { ...game.defaultScenario, rules: { ...game.defaultScenario.rules, ...rules } }
  const seats = sc.players.max
  const limit = Math.min(actionBound(game, sc, seats), cap)
  const { actions, over } = dawdle(game, sc, seats, seed, limit)
  return { text: saveText(sc, seats, seed, actions as SavedGame['actions']), actions: actions.length, over, seats }
}
