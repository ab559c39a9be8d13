import type { GameId, ScenarioMeta } from '../engine/types.js'

/**
 * What the home screen shows of each game before any of the game's code is loaded (issue 18 §5):
 * its seat limits and its built-in scenario's texts and player range. Hand-kept beside the game
 * modules; tests/unit/formats/manifest.test.ts checks every field against the full registry
 * (shared/games/registry.ts), so the two cannot drift apart. The game's name, in ja, en and fr,
 * is in the app's catalogue (`games.<id>.name`, shared/i18n), which the first load carries.
 *
 * No zod and no rules here: the renderer's start-up chunk imports this file.
 */
export interface GameManifest {
  id: GameId
  /** as GameModule.seatLimits */
  seatLimits: { min: number; max: number }
  /** the built-in scenario (resources/scenarios/<id>.scenario.json): its texts and player range */
  defaultScenario: {
    meta: Pick<ScenarioMeta, 'title' | 'author' | 'description'>
    players: { min: number; max: number }
  }
}

export const MANIFEST: Readonly<Record<GameId, GameManifest>> = {
  recess: {
    id: 'recess',
    seatLimits: { min: 3, max: 5 },
    defaultScenario: {
      meta: {
        title: 'Recess!',
        author: 'Asobiba team (game by Atlas Games)',
        description:
          'The standard playground: 12 by 12 cells, boys enter at the top-left corner, girls at the bottom-right, two nuns on the safe corners, 30 turns.',
      },
      players: { min: 3, max: 5 },
    },
  },
  kakekko: {
    id: 'kakekko',
    seatLimits: { min: 2, max: 8 },
    defaultScenario: {
      meta: {
        title: 'Summer road to the shrine',
        author: 'Asobiba team',
        description:
          'Four areas of a summer village: from the shrine of area 4 past the well, the rice field, the school and the pond to the shrine of area 1. Fourteen dotted shortcuts wait for a marker.',
      },
      players: { min: 2, max: 8 },
    },
  },
  exxtra: {
    id: 'exxtra',
    seatLimits: { min: 2, max: 6 },
    defaultScenario: {
      meta: {
        title: 'Exxtra',
        author: 'Asobiba team (game by Reiner Knizia)',
        description: 'The standard race: a track of 20 squares, the two original dice, a first-roll X-X worth 00.',
      },
      players: { min: 3, max: 6 },
    },
  },
  swish: {
    id: 'swish',
    seatLimits: { min: 2, max: 4 },
    defaultScenario: {
      meta: {
        title: 'Swish: the default pond',
        author: 'Asobiba team',
        description:
          'Thirty-two loose bones, eight of each colour, scattered by seeded Poisson-disc sampling (seed 2010, pond radius 6, spacing 0.8), and twelve start places around the edge.',
      },
      players: { min: 2, max: 4 },
    },
  },
}

/** true for the id of a game the app knows (a listed file may name any string) */
export function isGameId(id: unknown): id is GameId {
  return typeof id === 'string' && Object.hasOwn(MANIFEST, id)
}
