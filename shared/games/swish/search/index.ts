/**
 * The search's entry points for the rules, the bots and the play view (README.md): over a
 * state's Chain, each in the Chain's own Scratch.
 */
import type { Chain } from './chain.js'
import { canEnd as canEndIn, tryEnd as tryEndIn } from './end.js'
import { legalMarks as legalMarksIn, legalSteps as legalStepsIn } from './first-step.js'

export { capSearches, SearchCapped } from './cap.js'
export { Chain, LEGAL } from './chain.js'
export { CUT, NO, YES } from './end.js'
export { doneWith, turnOf, turnOnce, workOf } from './turns.js'
export { wayOut } from './ways.js'

/**
 * Per ψ + L, `chain.legal` for each legal first step (whole degrees; the array is scratch: read it
 * before the next search). `first`: stop at the first one found.
 */
export const legalMarks = (chain: Chain, first: boolean): Uint8Array => legalMarksIn(chain, chain.scratch, first)

/** the legal first steps (whole degrees, increasing); `first`: stop at the first one found */
export const legalSteps = (chain: Chain, first: boolean): number[] => legalStepsIn(chain, chain.scratch, first)

/**
 * After t steps (the chain Q0 … Qt set) with largest need M: YES when the turn can still end
 * legally, NO when it cannot, CUT when `most` search nodes were not enough to tell.
 */
export const tryEnd = (chain: Chain, t: number, M: number, most: number): number =>
  tryEndIn(chain, chain.scratch, t, M, most)

/** tryEnd without a limit: exact */
export const canEnd = (chain: Chain, t: number, M: number): boolean => canEndIn(chain, chain.scratch, t, M)
