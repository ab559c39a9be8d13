/**
 * The fast `apply` (fixed-shape copies, shared arrays, both dice drawn from one generator) against
 * a slow model written the plain way: spread the state, copy every array, draw each die with
 * drawInt. On random games of random variants both must give the very same states, down to the
 * JSON text a save or the loader would hold.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawInt, makeRand } from '../../../shared/engine/rng.js'
import { exxtra, OFF } from '../../../shared/games/exxtra/index.js'
import type { ExxtraAction, ExxtraState } from '../../../shared/games/exxtra/index.js'
import { doubleStep, pairValue, xCount } from '../../../shared/games/exxtra/dice.js'
import { anyVariant } from './helpers.js'

/** the rules' apply, written for clarity: every array copied, the state spread */
function modelApply(s: ExxtraState, a: ExxtraAction): ExxtraState {
  const next: ExxtraState = { ...s, pos: [...s.pos], rung: [...s.rung], value: [...s.value] }
  const seat = s.seat
  if (a.t === 'roll') {
    const [ia, r1] = drawInt(s.rng, 0, s.faces[0].length - 1)
    const [ib, rng] = drawInt(r1, 0, s.faces[1].length - 1)
    next.rng = rng
    next.roll = [ia, ib]
    const fa = s.faces[0][ia]
    const fb = s.faces[1][ib]
    const v = pairValue(fa, fb, s.rolls === 0, s.xx)
    if (v === null) {
      next.pos[seat] = Math.max(0, s.pos[seat] - xCount(fa, fb))
      return modelEndTurn(next)
    }
    next.rolls = s.rolls + 1
    next.pos[seat] = Math.min(s.goal, s.pos[seat] + doubleStep(fa, fb))
    if (next.pos[seat] >= s.goal) next.winner = seat
    return next
  }
  const v = pairValue(s.faces[0][s.roll[0]], s.faces[1][s.roll[1]], s.rolls === 1, s.xx) as number
  for (let i = 0; i < s.n; i++) {
    if (next.rung[i] > a.rung && next.value[i] <= v) {
      next.rung[i] = OFF
      next.value[i] = OFF
    }
  }
  next.rung[seat] = a.rung
  next.value[seat] = v
  return modelEndTurn(next)
}

function modelEndTurn(s: ExxtraState): ExxtraState {
  s.seat = (s.seat + 1) % s.n
  s.rolls = 0
  s.turns += 1
  if (s.turns >= s.roundLimit * s.n || s.rung[s.seat] === OFF) return s
  s.pos[s.seat] = Math.min(s.goal, s.pos[s.seat] + s.rung[s.seat])
  s.rung[s.seat] = OFF
  s.value[s.seat] = OFF
  if (s.pos[s.seat] >= s.goal) s.winner = s.seat
  return s
}

const variant = anyVariant({ limits: true })

describe('Exxtra apply matches a plainly written model', () => {
  it('gives the same state, as JSON text, after every action of random games', () => {
    fc.assert(
      fc.property(variant, fc.integer({ min: 2, max: 6 }), fc.integer(), (scenario, seats, seed) => {
        const rand = makeRand(seed)
        let s = exxtra.setup(scenario, seats, seed)
        let m = exxtra.setup(scenario, seats, seed)
        for (let k = 0; k < 400 && exxtra.toAct(s) !== null; k++) {
          const actions = exxtra.legalActions(s)
          const a = actions[rand.int(actions.length)]
          const before = JSON.stringify(s)
          const next = exxtra.apply(s, a)
          m = modelApply(m, a)
          expect(JSON.stringify(s)).toBe(before)
          expect(JSON.stringify(next)).toBe(JSON.stringify(m))
          // the search names a roll's outcome by the fields it replaced: a roll always replaces roll
          if (a.t === 'roll') expect(next.roll).not.toBe(s.roll)
          s = next
        }
      }),
      { numRuns: 60 },
    )
  })
})
