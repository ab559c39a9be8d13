import type { z } from 'zod'
import type { actionSchema, boardSchema, rulesSchema } from './schema.js'

/** A cell as [row, column], row 0 at the top. */
export type RC = [number, number]

/** the settings, the board and the actions are exactly what their schemas accept (schema.ts) */
export type RecessRules = z.output<typeof rulesSchema>
export type RecessBoard = z.output<typeof boardSchema>
export type Entrance = RecessBoard['entrances']['boys']

/** a piece in the shove queue: kid ids as they are, nun i as NUN + i */
export const NUN = 100

export type Pending =
  /**
   * pieces to shove, head first. `hold`: after a kid's break-up, the first fighter; once it is
   * placed, the second fighter's shoves never use its cell, so both end beside the fight
   */
  { t: 'shove'; q: number[]; hold?: number } | { t: 'tattle'; nun: number }

/**
 * Kid ids: seat * 4 + j, j = 0, 1 boys, 2, 3 girls. Cells are indexes r * width + c.
 * Plain JSON (saves, replays, the bot worker's messages): small flat arrays of numbers, and bit
 * sets for the turn's kids. apply() copies only the arrays an action changes (draft.ts); what the
 * rules derive from a position (sight, walks, occupancy) is cached outside it (board.ts, state.ts
 * `Lookup`).
 */
export interface RecessState {
  rng: import('../../engine/rng.js').RngState
  n: number
  rules: RecessRules
  board: RecessBoard
  /** turns started so far; the turn on now is number `clock` */
  clock: number
  cur: number
  coins: number[]
  /** kid position: a cell, or -1 in its entrance */
  kp: number[]
  /** for an attacker: the kid id of its victim, else -1 */
  pin: number[]
  /** detention: 0 none, 1 waiting for its owner's next turn, 2 serving it now */
  det: number[]
  /** nun positions (cells) */
  np: number[]
  /** move values still to use this turn, largest first */
  left: number[]
  /** bit j set: the player's kid j has moved or stayed this turn */
  done: number
  /**
   * bit j set: the player's kid j lay pinned as a victim when the turn began; freed during the
   * turn, it still moves only from its owner's next turn
   */
  held: number
  /** something was done this turn (no more passing) */
  started: boolean
  /** 0: kids are moving, 1: the nun move is due, 2: the nun has moved (shoves may be pending) */
  phase: 0 | 1 | 2
  /** attackers of the player on turn whose fight a nun saw when the turn started */
  seen: number[]
  /** bit j set: the player's kid j stayed in its fight this turn */
  stayed: number
  pend: Pending | null
  /** seat whose kids kissed, or -1 */
  kisser: number
  over: boolean
}

export type RecessAction = z.output<typeof actionSchema>
