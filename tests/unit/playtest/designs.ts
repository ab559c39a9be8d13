/**
 * Designs for the playtest tests: per game a deliberately unfair one and its fair twin, each
 * checked by the app's own loader (a design the loader refuses fails here, not in a test).
 */
import type { Scenario } from '../../../shared/engine/types.js'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import { GAMES } from '../../../shared/games/registry.js'
import type { PlaytestLevel } from '../../../shared/playtest/types.js'

export function checked(input: unknown): Scenario {
  const loaded = checkScenario(input)
  if (!loaded.ok) throw new Error(`a test design is refused: ${JSON.stringify(loaded.problems)}`)
  return loaded.value
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T

export interface Twins {
  seats: number
  unfair: Scenario
  fair: Scenario
  /** the levels per seat (Kakekko: the unfairness is in the table, see below) */
  unfairLevels?: PlaytestLevel[]
  /** the seat the unfair design favours */
  favoured: number
}

/**
 * Recess!: the boys' and girls' gates side by side in a corner no nun sees (a wall blocks their
 * lines), so the first player walks a boy and a girl in and kisses at once; the twin moves the
 * girls' gate to another corner.
 */
function recessTwins(): Twins {
  const base = copy(GAMES.recess.defaultScenario)
  const board = {
    width: 6,
    height: 6,
    rows: ['......', '......', '###.##', '......', '......', '......'],
    entrances: { boys: { gates: [[0, 0]] }, girls: { gates: [[0, 1]] } },
    nuns: [
      [5, 4],
      [5, 5],
    ],
  }
  const fair = copy(board)
  fair.entrances.girls.gates = [[5, 0]]
  return { seats: 3, unfair: checked({ ...base, board }), fair: checked({ ...base, board: fair }), favoured: 0 }
}

/**
 * Exxtra: a track of one square and dice of ones only: every roll is a double that moves the pawn,
 * so the first player to roll walks home; the twin is the built-in scenario.
 */
function exxtraTwins(): Twins {
  const base = copy(GAMES.exxtra.defaultScenario)
  const ones = ['1', '1', '1', '1', '1', '1']
  return {
    seats: 3,
    unfair: checked({ ...base, rules: { ...base.rules, trackLength: 1, dieA: ones, dieB: ones } }),
    fair: checked(base),
    favoured: 0,
  }
}

/**
 * Swish, two seats on a small pond with its small fish in a row across the middle: with three of
 * them, the seats pick two at setup (seat 1 first), and seat 0, the first to swim, mostly eats the
 * last one on its first turn, which ends the game with its fish a bone longer. The twin holds a
 * fourth: each fish gets a meal, and most games end level.
 * Colours: none is seat 0's red, so its meal never clashes with its own bones (fish.ts badColour).
 */
function swishTwins(): Twins {
  const base = copy(GAMES.swish.defaultScenario)
  const pond = (colours: string[]) => ({
    pondRadius: 2.2,
    tableRadius: 5,
    slots: [
      { x: 0, y: -2.3, heading: 90 },
      { x: 0, y: 2.3, heading: 270 },
    ],
    fish: colours.map((colour, i) => ({ colour, x: (i - (colours.length - 1) / 2) * 0.6, y: 0, angle: 90 })),
  })
  const players = { min: 2, max: 2 }
  return {
    seats: 2,
    unfair: checked({ ...base, players, board: pond(['yellow', 'green', 'blue']) }),
    fair: checked({ ...base, players, board: pond(['yellow', 'green', 'yellow', 'green']) }),
    favoured: 0,
  }
}

/**
 * Kakekko's rules treat seats alike whatever the board: every pawn starts on the same shrine, every
 * seat rolls, and the order of play comes from the values rolled. So no board can favour a seat;
 * the unfair table is one where seat 0's bot is stronger (Normal against Easy), its twin Easy all
 * round, on the built-in board.
 */
function kakekkoTwins(): Twins {
  const board = checked(GAMES.kakekko.defaultScenario)
  return { seats: 3, unfair: board, fair: board, unfairLevels: ['normal', 'easy', 'easy'], favoured: 0 }
}

export const TWINS: Record<string, () => Twins> = {
  recess: recessTwins,
  exxtra: exxtraTwins,
  swish: swishTwins,
  kakekko: kakekkoTwins,
}
