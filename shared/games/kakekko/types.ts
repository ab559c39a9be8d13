import type { z } from 'zod'
import type { BaseState, Scenario } from '../../engine/types.js'
import type { actionSchema, boardSchema, rulesSchema, slotSchema, squareSchema } from './schema.js'

export const SQUARE_KINDS = ['passage', 'icon', 'shrine'] as const
export type SquareKind = (typeof SQUARE_KINDS)[number]
export type Area = 1 | 2 | 3 | 4

export const ICONS = [
  'tree',
  'well',
  'shop',
  'school',
  'bridge',
  'pond',
  'torii',
  'house',
  'field',
  'hill',
  'bus',
  'lantern',
] as const
export type IconName = (typeof ICONS)[number]

/** the squares, slots, board, settings and actions are exactly what their schemas accept (schema.ts) */
export type Square = z.output<typeof squareSchema>
/** a dotted shortcut line between two squares; Connect inks it for everyone */
export type Slot = z.output<typeof slotSchema>
export type Board = z.output<typeof boardSchema>
export type Rules = z.output<typeof rulesSchema>

export type KakekkoScenario = Scenario<Rules, Board>

/**
 * The board compiled for the hot path: squares by index (0..count-1), ids kept for actions.
 * Shared by reference between states: never changed after setup.
 */
export interface Graph {
  ids: number[]
  /** square id → index */
  ix: Record<number, number>
  kind: SquareKind[]
  /** road neighbours per square index */
  adj: number[][]
  /** slots with square indices, and whether the board inks them from the start */
  slots: { id: number; a: number; b: number; inked: boolean }[]
  /** slot id → slot index */
  slotIx: Record<number, number>
  /** slot indices touching each square index */
  slotsAt: number[][]
  /** square indices of the area-4 shrine and the area-1 shrine (-1 when missing) */
  start: number
  goal: number
}

export type Phase = 'roll' | 'raise' | 'act' | 'over'

export interface KakekkoState extends BaseState {
  g: Graph
  connectFrom: Rules['connectFrom']
  secretBases: boolean
  thereAndBack: boolean
  teams: boolean
  maxValue: number
  maxHand: number
  roundLimit: number
  phase: Phase
  /** the round being played, 1 for the first; never above roundLimit */
  round: number
  /** 0 = racing to the area-1 shrine; 1 = racing back (variant 2) */
  leg: 0 | 1
  /** square id of each pawn */
  pos: number[]
  hand: number[]
  pool: number
  /** this round's die per seat (0 = not rolled or not racing) */
  roll: number[]
  /** roll plus marbles spent */
  value: number[]
  /** seats still to decide in this phase, in order; queue[0] is on turn */
  queue: number[]
  /** points left for queue[0] in the action phase */
  left: number
  /** per slot index */
  inked: boolean[]
  /** square ids holding a secret base (variant 1) */
  bases: number[]
  /** finished the current leg */
  done: boolean[]
  /** seats in the order they finished the current leg */
  finish: number[]
  /** variant 2: points so far */
  score: number[]
  /** seats in final places, set when the game is over */
  places: number[] | null
  /** the round limit ended the game (places then come from the distances to the goal) */
  timeUp: boolean
}

export type KakekkoAction = z.output<typeof actionSchema>
