import { afterEach, describe, expect, it } from 'vitest'
import { swish } from '../../../shared/games/swish/index.js'
import { wayOut } from '../../../shared/games/swish/search/index.js'
import { SEARCH } from '../../../shared/games/swish/search/watch.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { denseStates, firstStep, wayProblems } from './helpers.js'
import { cases } from '../../support/cases.js'

/** dense states looked at */
const STATES = cases(250, 1000)
/**
 * shifted() repairs that must be among the ways checked: 4,640 in the 250 states of `npm test` and
 * 7,698 in the 1,000 of `npm run fuzz` (2026-11-29). The later states of the dense games have fewer
 * per state, so the floor is a count, not a rate: 10 per state failed `npm run fuzz` with 7,698.
 */
const SHIFTS_SEEN = 4000

afterEach(() => {
  SEARCH.watch = null
  SEARCH.moved = true
})

/**
 * The rule (RULINGS Swish 1): a step is legal when the turn can still end legally after it. For
 * the next degree, `legalMarks` moves the previous degree's way out and checks its bones by the
 * clearances they had (search/moved.ts). Every way it accepts is played here with the rules' own
 * step (stepJoints) and checks: each new bone placed legally, no small fish touched before the
 * last step, and the fish's end position legal.
 */
describe('a step proved legal by the previous degree’s way out, moved (search/moved.ts)', () => {
  const states = denseStates(100, STATES)

  it('ends the turn legally when played step by step with the rules’ own checks', () => {
    let current: SwishState = states[0]
    const proofs: { state: SwishState; deg: number; way: number[] }[] = []
    // (the ways repaired by shifted() are among them: a bone turned, the next turn less as much)
    let shifts = 0
    SEARCH.watch = {
      proved(chain, kind, t) {
        if (kind === 'shifted') shifts++
        if (kind === 'moved')
          proofs.push({ state: current, deg: firstStep(current, chain, t), way: Array.from(wayOut(chain)) })
      },
    }
    for (const s of states) {
      current = s
      swish.legalActions(structuredClone(s))
    }
    expect(proofs.length).toBeGreaterThan(2 * STATES)
    expect(shifts).toBeGreaterThan(SHIFTS_SEEN)
    const wrong: string[] = []
    for (const { state, deg, way } of proofs) {
      wrong.push(...wayProblems(state, deg, way, `state ${states.indexOf(state)}, ${deg}° then ${way.join(' ')}`))
    }
    expect(wrong).toEqual([])
  })

  it('changes no answer: the legal steps are those found without it', () => {
    const withIt = states.map((s) => swish.legalActions(structuredClone(s)))
    SEARCH.moved = false
    const without = states.map((s) => swish.legalActions(structuredClone(s)))
    expect(withIt).toEqual(without)
  })
})
