import type { z } from 'zod'
import type { BaseState, Scenario } from '../../engine/types.js'
import type { actionSchema, boardSchema, rulesSchema } from './schema.js'

/** a die face as a scenario writes it: a digit "0"…"9", or "X" */
export type Face = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'X'

/** the settings, the (empty) board and the actions are exactly what their schemas accept (schema.ts) */
export type ExxtraRules = z.output<typeof rulesSchema>
/** the track is defined by the rules; the board object carries nothing */
export type ExxtraBoard = z.output<typeof boardSchema>

export type ExxtraScenario = Scenario<ExxtraRules, ExxtraBoard>

/** rung numbers of the ladder; rung 0 holds any number of pairs, the others one each */
export const RUNGS = 6
export const OFF = -1

export interface ExxtraState extends BaseState {
  /** face values of die A and die B; X is -1. Shared between states, never mutated */
  faces: number[][]
  /** value of a first-roll X-X */
  xx: number
  /** the goal square; start is 0 */
  goal: number
  /** pawn square per seat */
  pos: number[]
  /** rung of each seat's pair on the ladder, OFF when the pair is in its owner's hands */
  rung: number[]
  /** value of each seat's pair on the ladder (OFF when off) */
  value: number[]
  /** the seat on turn (the winner once a pawn reached the goal) */
  seat: number
  /** rolls made this turn; 0 means the seat must roll. After a fault the turn passes, so 0 again */
  rolls: number
  /** face indices [a, b] of the latest roll (kept after a fault so it can be shown), [] before any */
  roll: number[]
  /** the seat that reached the goal, or -1 while the game runs (and after a game the round limit ended) */
  winner: number
  /** turns finished so far; the game ends when it reaches roundLimit × n */
  turns: number
  roundLimit: number
  rollLimit: number
}

export type ExxtraAction = z.output<typeof actionSchema>
