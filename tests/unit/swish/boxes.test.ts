import { afterEach, describe, expect, it } from 'vitest'
import { swish } from '../../../shared/games/swish/index.js'
import { Turn } from '../../../shared/games/swish/reach.js'
import { DEAD_END, stepProblem } from '../../../shared/games/swish/rules.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { denseStates } from './helpers.js'

type RuledOut = (
  t: number,
  M: number,
  fan: unknown,
  dead: Uint8Array,
  i: number,
  width: number,
  moves?: boolean,
) => boolean
const proto = Turn.prototype as unknown as { ruledOut: RuledOut; s0: number; L: number }
const original = proto.ruledOut
afterEach(() => {
  proto.ruledOut = original
})

/**
 * The rule (RULINGS Swish 1): a step is refused as a dead end only when no run of whole-degree
 * steps after it ends the turn legally. After a dead end among the first step's degrees,
 * `legalMarks` tries its neighbours together in a box (reach.ts, boxDead: the middle step's
 * search with the first node's children widened and every threshold reduced by how far the
 * members' bones move). Every degree a box refuses is checked here one by one by the exact
 * per-step question (stepProblem, which asks no first-step box).
 */
describe('a run of first-step dead ends refused together by a box (reach.ts, boxDead)', () => {
  // the default joint limit, and 60°, where ways out hug the limit (the widened first node)
  const states = [...denseStates(100, 600), ...denseStates(101, 150, 60)]

  it('refuses only steps that are dead ends one by one', () => {
    const refused: { state: SwishState; deg: number }[] = []
    let current: SwishState = states[0]
    proto.ruledOut = function (this: typeof proto, t, M, fan, dead, i, width, moves) {
      const before = Uint8Array.from(dead)
      const yes = original.call(this, t, M, fan, dead, i, width, moves)
      if (yes && t === this.s0 && moves) {
        for (let j = 0; j < dead.length; j++)
          if (dead[j] && !before[j]) refused.push({ state: current, deg: j - this.L })
      }
      return yes
    }
    for (const s of states) {
      current = s
      swish.legalActions(structuredClone(s))
    }
    proto.ruledOut = original
    expect(refused.length).toBeGreaterThan(100)
    const wrong = refused
      .filter(({ state, deg }) => stepProblem(structuredClone(state), deg) !== DEAD_END)
      .map(({ state, deg }) => `state ${states.indexOf(state)}, ${deg}°`)
    expect(wrong).toEqual([])
  })

  it('changes no answer: the legal steps are those found without the first step’s boxes', () => {
    const withThem = states.map((s) => swish.legalActions(structuredClone(s)))
    proto.ruledOut = function (this: typeof proto, t, M, fan, dead, i, width, moves) {
      if (t === this.s0 && moves) return false
      return original.call(this, t, M, fan, dead, i, width, moves)
    }
    const without = states.map((s) => swish.legalActions(structuredClone(s)))
    expect(withThem).toEqual(without)
  })
})
