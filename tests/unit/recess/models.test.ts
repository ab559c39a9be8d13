import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeRand } from '../../../shared/engine/rng.js'
import { geometry, reach } from '../../../shared/games/recess/board.js'
import { pendingAvoid, pendingTargets } from '../../../shared/games/recess/shove.js'
import { gateList, sideOf } from '../../../shared/games/recess/state.js'
import type { RecessAction, RecessState } from '../../../shared/games/recess/types.js'
import { recess } from './helpers.js'
import { slowReach, slowShoveTargets } from './models.js'
import { randomScenario } from './random-scenarios.js'

const sorted = (xs: Iterable<number>): number[] => [...xs].sort((a, b) => a - b)

function near(s: RecessState, a: number, b: number): boolean {
  const w = s.board.width
  const dr = Math.abs(Math.floor(a / w) - Math.floor(b / w))
  const dc = Math.abs((a % w) - (b % w))
  return s.rules.shoveAdjacency === 8 ? Math.max(dr, dc) === 1 : dr + dc === 1
}

interface Tally {
  walks: number
  shoves: number
  breakUps: number
  heldTurns: number
}

/** plays a random game on a random scenario and compares the rules with the slow models at every state */
function compare(seed: number, seats: number, tally: Tally): void {
  const scenario = randomScenario(seed)
  const g = geometry(scenario.board)
  const rand = makeRand(seed)
  let s = recess.setup(scenario, seats, seed)
  let turn = ''
  let pinnedAtStart: number[] = []
  let breakUp: { cell: number; fighters: [number, number] } | null = null
  // maxActions' lemma: at most 5 + 7 (P − 1) actions in one turn, P the pieces
  const perTurn = 5 + 7 * (seats * 4 + scenario.board.nuns.length - 1)
  let inTurn = 0
  while (recess.toAct(s) !== null) {
    if (`${s.clock}:${s.cur}` !== turn) {
      turn = `${s.clock}:${s.cur}`
      inTurn = 0
      pinnedAtStart = s.pin.filter((v) => v >= 0 && v >> 2 === s.cur)
      if (pinnedAtStart.length > 0) tally.heldTurns++
    }
    const legal = recess.legalActions(s)
    // "from the next turn": a kid pinned when the turn began has no move all turn
    for (const a of legal) if (a.t === 'kid') expect(pinnedAtStart, JSON.stringify(a)).not.toContain(a.kid)
    if (s.phase === 0 && !s.pend) {
      for (let j = 0; j < 4; j++) {
        const k = s.cur * 4 + j
        for (const steps of [1, 2, 3]) {
          expect(sorted(reach(g, s.kp[k], steps, sideOf(k))), `kid ${k}, ${steps} steps`).toEqual(
            sorted(slowReach(s, s.kp[k], steps, gateList(g, k))),
          )
          tally.walks++
        }
      }
    }
    if (s.pend?.t === 'shove') {
      expect(sorted(pendingTargets(s))).toEqual(slowShoveTargets(s, s.pend.q[0], pendingAvoid(s)))
      tally.shoves++
    }
    if (breakUp && !s.pend) {
      // both fighters beside the fight, on two different cells (or back in their entrance)
      const [a, v] = breakUp.fighters.map((k) => s.kp[k])
      for (const p of [a, v])
        if (p >= 0) expect(near(s, p, breakUp.cell), `fighter on ${p}, fight on ${breakUp.cell}`).toBe(true)
      if (a >= 0 && v >= 0) expect(a).not.toBe(v)
      tally.breakUps++
      breakUp = null
    }
    expect(++inTurn).toBeLessThanOrEqual(perTurn)
    const a: RecessAction = legal[rand.int(legal.length)]
    if (a.t === 'kid') {
      const q = a.to[0] * g.w + a.to[1]
      const attacker = s.pin.findIndex((v, k) => v >= 0 && s.kp[k] === q)
      if (attacker >= 0) breakUp = { cell: q, fighters: [attacker, s.pin[attacker]] }
    }
    s = recess.apply(s, a)
  }
}

describe('the rules agree with slow literal models on random games', () => {
  it('walks of exactly 1, 2, 3 steps; shove targets and chains; break-ups beside the fight; kids pinned at turn start; actions per turn', () => {
    const tally: Tally = { walks: 0, shoves: 0, breakUps: 0, heldTurns: 0 }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 3, max: 5 }), (seed, seats) =>
        compare(seed, seats, tally),
      ),
      { seed: 31, numRuns: 30 },
    )
    // the comparison must have met each rule, or it proves nothing
    expect(tally.walks).toBeGreaterThan(1000)
    expect(tally.shoves).toBeGreaterThan(20)
    expect(tally.breakUps).toBeGreaterThan(0)
    expect(tally.heldTurns).toBeGreaterThan(0)
  })
})
