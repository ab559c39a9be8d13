import type { z } from 'zod'
import type { BaseState, Scenario } from '../../engine/types.js'
import type { actionSchema, boardSchema, pondBoneSchema, rulesSchema, slotSchema } from './schema.js'

/** the four bone colours; seat i owns the head bone of colour i */
export const COLOURS = ['red', 'blue', 'yellow', 'green'] as const
export type ColourId = (typeof COLOURS)[number]

/** the settings, the board and the actions are exactly what their schemas accept (schema.ts) */
export type SwishRules = z.output<typeof rulesSchema>
/** a small fish of the pond as the scenario stores it: centre, heading in degrees, colour */
export type PondBone = z.output<typeof pondBoneSchema>
/** a start slot at the pond's edge: where the front joint of a new fish goes, and its heading */
export type StartSlot = z.output<typeof slotSchema>
export type SwishBoard = z.output<typeof boardSchema>

export type SwishScenario = Scenario<SwishRules, SwishBoard>

/**
 * A fish: colours front → tail (colour indices into COLOURS), joints flat
 * `[x0, y0, x1, y1, …]` from the front tip J0 to the tail end. Bone i lies between Ji and Ji+1.
 */
export interface Fish {
  c: number[]
  p: number[]
}

/** a small fish still in the pond; `id` is its index in the scenario's `board.fish` */
export interface SmallFish {
  id: number
  c: number
  x1: number
  y1: number
  x2: number
  y2: number
}

export interface SwishState extends BaseState {
  phase: 'setup' | 'swim' | 'eat' | 'over'
  limit: number
  selfOverlap: boolean
  table: number
  /** turns without eating after which the game ends (stallRounds × seats) */
  stall: number
  pond: SmallFish[]
  slots: StartSlot[]
  /** slot index per seat, −1 before that seat has set up */
  slotOf: number[]
  /** per seat; null before setup */
  fish: (Fish | null)[]
  /** colours of the bones each seat could not digest */
  sick: number[][]
  /** the seat to act (also during setup) */
  seat: number
  /** steps taken this turn */
  steps: number
  /** bones of the moving fish when its turn began: the most steps of the turn */
  len: number
  /** passes in a row */
  passes: number
  /** turns in a row in which nothing was eaten */
  quiet: number
  /** during 'eat': ids of the touched small fish to choose from */
  options: number[]
}

export type SwishAction = z.output<typeof actionSchema>
