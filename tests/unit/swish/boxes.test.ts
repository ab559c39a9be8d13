import { afterEach, describe, expect, it } from 'vitest'
import { swish } from '../../../shared/games/swish/index.js'
import { DEAD_END, stepProblem } from '../../../shared/games/swish/rules.js'
import { SEARCH } from '../../../shared/games/swish/search/watch.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { denseStates } from './helpers.js'

afterEach(() => {
  SEARCH.watch = null
  SEARCH.firstBoxes = true
})

/**
 * The rule (RULINGS Swish 1): a step is refused as a dead end only when no run of whole-degree
 * steps after it ends the turn legally. After a dead end among the first step's degrees,
 * `legalMarks` tries its neighbours together in a box (search/boxes.ts, boxDead: the middle step's
 * search with the first node's children widened and every threshold reduced by how far the
 * members' bones move). Every degree a box refuses is checked here one by one by the exact
 * per-step question (stepProblem, which asks no first-step box).
 */
describe('a run of first-step dead ends refused together by a box (search/boxes.ts, boxDead)', () => {
  // the default joint limit, and 60°, where ways out hug the limit (the widened first node)
  const states = [...denseStates(100, 600), ...denseStates(101, 150, 60)]

  it('refuses only steps that are dead ends one by one', () => {
    const refused: { state: SwishState; deg: number }[] = []
    let current: SwishState = states[0]
    SEARCH.watch = {
      boxed(chain, t, lo, hi, moves, yes) {
        if (yes && t === chain.s0 && moves)
          for (let j = lo; j <= hi; j++) refused.push({ state: current, deg: j - chain.L })
      },
    }
    for (const s of states) {
      current = s
      swish.legalActions(structuredClone(s))
    }
    SEARCH.watch = null
    expect(refused.length).toBeGreaterThan(100)
    const wrong = refused
      .filter(({ state, deg }) => stepProblem(structuredClone(state), deg) !== DEAD_END)
      .map(({ state, deg }) => `state ${states.indexOf(state)}, ${deg}°`)
    expect(wrong).toEqual([])
  })

  it('changes no answer: the legal steps are those found without the first step’s boxes', () => {
    const withThem = states.map((s) => swish.legalActions(structuredClone(s)))
    SEARCH.firstBoxes = false
    const without = states.map((s) => swish.legalActions(structuredClone(s)))
    expect(withThem).toEqual(without)
  })
})
