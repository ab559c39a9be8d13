/**
 * What tests and benchmarks may turn off or watch in the search; the rules never touch it. Turning
 * a part off changes how long a question takes, never its answer (the tests compare the two);
 * a watch is told of each proof and each box as they happen, so a test can check every way out a
 * cheap way proved against the rules' own step-by-step checks.
 */
import type { Chain } from './chain.js'

/** which cheap way proved a way out (ways.ts; moved and shifted: moved.ts) */
export type WayKind = 'last' | 'zigzag' | 'moved' | 'shifted'

export interface Watch {
  /** a cheap way proved that the turn can end after node t (the way: chain.way[0 … chain.wayLength)) */
  proved?(chain: Chain, kind: WayKind, t: number): void
  /** legalMarks asks the search whether the first step whose joint is Qt (t = s0 + 1) has a way out */
  asking?(chain: Chain, t: number): void
  /** … and it answered */
  asked?(chain: Chain, t: number, yes: boolean): void
  /** a box of node t's children is about to be tried (boxes.ts) */
  boxing?(chain: Chain, t: number): void
  /** … and it ruled children lo … hi out (yes), or could not (`moves`: a box of legalMarks' first step or inside one) */
  boxed?(chain: Chain, t: number, lo: number, hi: number, moves: boolean, yes: boolean): void
}

export const SEARCH: {
  /** whether the search asks the room bound (room.ts) */
  room: boolean
  /** whether the room bound looks at open water on blocks of 2 × 2 pixels first (flood.ts) */
  coarse: boolean
  /** whether legalMarks tries the previous degree's way out, moved (moved.ts) */
  moved: boolean
  /** whether legalMarks tries runs of first steps next to a dead end together (boxes.ts) */
  firstBoxes: boolean
  watch: Watch | null
} = { room: true, coarse: true, moved: true, firstBoxes: true, watch: null }
