import { afterEach, describe, expect, it } from 'vitest'
import { swish } from '../../../shared/games/swish/index.js'
import { wayOut } from '../../../shared/games/swish/search/index.js'
import { SEARCH } from '../../../shared/games/swish/search/watch.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { denseStates, firstStep, wayProblems } from './helpers.js'

afterEach(() => {
  SEARCH.watch = null
})

/**
 * The rule (RULINGS Swish 1): a step is legal when the turn can still end legally after it. Exact
 * questions try, among their cheap ways out, zigzags at the joint limit (search/ways.ts, docs/RULINGS.md Swish 1 item 18): a way
 * that works proves "yes" because each of its steps was placed with the rules' own tests. Every
 * way a zigzag proves is played here with the rules' own step (stepJoints) and checks, after the
 * first step that was asked about: each new bone placed legally, no small fish touched before
 * the last step, the fish's end position legal. It also checks that the ways are zigzags: turns
 * of ± the joint limit, one way and the other in turn, but for the few steps repaired.
 */
describe('a step proved legal by a zigzag (search/ways.ts, zigzags)', () => {
  it('ends the turn legally when played step by step with the rules’ own checks', () => {
    const states = denseStates(100, 500)
    let current: SwishState = states[0]
    const proofs: { state: SwishState; deg: number; way: number[] }[] = []
    SEARCH.watch = {
      proved(chain, kind, t) {
        // only the questions about a first step (node s0 + 1), whose degree is found from its joint
        if (kind === 'zigzag' && t === chain.s0 + 1)
          proofs.push({ state: current, deg: firstStep(current, chain, t), way: Array.from(wayOut(chain)) })
      },
    }
    for (const s of states) {
      current = s
      swish.legalActions(structuredClone(s))
    }
    expect(proofs.length).toBeGreaterThan(20)
    const wrong: string[] = []
    let zigzag = 0
    for (const { state, deg, way } of proofs) {
      const at = `state ${states.indexOf(state)}, ${deg}° then ${way.join(' ')}`
      if (Number.isNaN(deg)) wrong.push(`${at}: no first step lands on the question's joint`)
      wrong.push(...wayProblems(state, deg, way, at))
      // at most 4 repaired steps (FIXES): the others alternate ± the joint limit
      const L = state.limit
      const off = (phase: number) => way.filter((d, c) => d !== (((c + phase) & 1) === 0 ? L : -L)).length
      if (Math.min(off(0), off(1)) <= 4) zigzag++
    }
    expect(wrong).toEqual([])
    expect(zigzag).toBe(proofs.length)
  })
})
