import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeRand, type Rand } from '../../../shared/engine/rng.js'
import { swish } from '../../../shared/games/swish/index.js'
import { RAD, segDist } from '../../../shared/games/swish/geometry.js'
import {
  chainOverlapsItself,
  chainsOverlap,
  freshBoneProblem,
  midTurnProblem,
  Placing,
  stepColours,
  stepJoints,
  touchesAny,
} from '../../../shared/games/swish/fish.js'
import { capSearches, SearchCapped } from '../../../shared/games/swish/search/index.js'
import { DEAD_END, legalSteps, quickStepProblem, setup, stepProblem } from '../../../shared/games/swish/rules.js'
import { LEGAL } from '../../../shared/games/swish/search/chain.js'
import { firstStepOrder } from '../../../shared/games/swish/search/first-step.js'
import { scratchFor } from '../../../shared/games/swish/search/scratch.js'
import type { Fish, SmallFish, SwishAction, SwishState } from '../../../shared/games/swish/types.js'

/**
 * The slow, obviously correct model of "can the turn still end legally": every whole degree at
 * every step, straight from the rule's own checks, no pruning but the rules'.
 */
function canEndSlowly(s: SwishState, p: number[], done: number): boolean {
  for (let deg = -s.limit; deg <= s.limit; deg++) {
    const q = stepJoints(p, deg)
    if (freshBoneProblem(s, s.seat, q, done + 1) !== Placing.Fine) continue
    if (midTurnProblem(s, q, done + 1) === Placing.Fine) return true
    const ends = done + 1 >= s.len || touchesAny(s, q)
    if (!ends && canEndSlowly(s, q, done + 1)) return true
  }
  return false
}

function stepSlowly(s: SwishState, deg: number): number {
  const q = stepJoints((s.fish[s.seat] as Fish).p, deg)
  const fresh = freshBoneProblem(s, s.seat, q, s.steps + 1)
  if (fresh !== Placing.Fine) return fresh
  if (midTurnProblem(s, q, s.steps + 1) === Placing.Fine) return Placing.Fine
  if (s.steps + 1 >= s.len || touchesAny(s, q)) return Placing.OnItself
  return canEndSlowly(s, q, s.steps + 1) ? Placing.Fine : DEAD_END
}

/** a chain of k unit bones from (x, y) heading h, each joint turned at random within the limit */
function chain(rand: Rand, k: number, limit: number, x: number, y: number, h: number): number[] {
  const p = [x, y]
  for (let i = 0; i < k; i++) {
    if (i > 0) h += (rand.float() * 2 - 1) * limit * RAD
    x -= Math.cos(h)
    y -= Math.sin(h)
    p.push(x, y)
  }
  return p
}

const onTable = (p: number[], table: number) => {
  for (let i = 0; i < p.length; i += 2) if (p[i] * p[i] + p[i + 1] * p[i + 1] > table * table) return false
  return true
}

/**
 * A small crowded position: a fish of 2–4 bones curled at random on a small table, another fish
 * and up to four small fish nearby, a random joint limit, and 0–3 legal steps already taken that
 * did not end the turn (chosen with the slow model). `dense`: 6–14 small fish instead, packed
 * around the fish's front like the dense pond's (cores at least 0.45 apart), so that the ways out
 * are narrow corridors between them.
 */
function smallPosition(seed: number, dense = false): SwishState | null {
  const rand = makeRand(seed)
  const limit = [60, 90, 120, 160][rand.int(4)]
  const table = 2.5 + rand.float() * 2.5
  const k = 2 + rand.int(3)
  for (let tries = 0; tries < 50; tries++) {
    const p = chain(
      rand,
      k,
      limit,
      (rand.float() - 0.5) * table,
      (rand.float() - 0.5) * table,
      rand.float() * 2 * Math.PI,
    )
    if (!onTable(p, table) || chainOverlapsItself(p)) continue
    const q = chain(
      rand,
      2 + rand.int(2),
      limit,
      (rand.float() - 0.5) * 2 * table,
      (rand.float() - 0.5) * 2 * table,
      rand.float() * 2 * Math.PI,
    )
    if (!onTable(q, table) || chainOverlapsItself(q) || chainsOverlap(p, q)) continue
    const pond: SmallFish[] = []
    const wanted = dense ? 6 + rand.int(9) : rand.int(5)
    for (let n = 0; pond.length < wanted && n < 200; n++) {
      const cx = dense ? p[0] + (rand.float() - 0.5) * 5 : (rand.float() - 0.5) * 2 * table,
        cy = dense ? p[1] + (rand.float() - 0.5) * 5 : (rand.float() - 0.5) * 2 * table,
        a = rand.float() * Math.PI
      const f: SmallFish = {
        id: pond.length,
        c: rand.int(4),
        x1: cx - Math.cos(a) / 2,
        y1: cy - Math.sin(a) / 2,
        x2: cx + Math.cos(a) / 2,
        y2: cy + Math.sin(a) / 2,
      }
      if (dense && pond.some((g) => segDist(f.x1, f.y1, f.x2, f.y2, g.x1, g.y1, g.x2, g.y2) < 0.45)) continue
      pond.push(f)
    }
    const other: Fish = { c: Array.from({ length: q.length / 2 - 1 }, (_, i) => 2 + (i % 2)), p: q }
    let s: SwishState = {
      ...setup(swish.defaultScenario, 2, 1),
      phase: 'swim',
      limit,
      table,
      selfOverlap: false,
      pond,
      slotOf: [0, 1],
      seat: 0,
      steps: 0,
      len: k,
      fish: [{ c: Array.from({ length: k }, (_, i) => i % 2), p }, other],
    }
    for (let n = rand.int(k); n > 0; n--) {
      const going: number[] = []
      for (let deg = -limit; deg <= limit; deg++) {
        if (stepSlowly(s, deg) !== Placing.Fine) continue
        if (s.steps + 1 < s.len && !touchesAny(s, stepJoints(s.fish[0]!.p, deg))) going.push(deg)
      }
      if (!going.length) break
      const deg = going[rand.int(going.length)]
      const f = s.fish[0]!
      s = { ...s, fish: [{ c: stepColours(f.c), p: stepJoints(f.p, deg) }, other], steps: s.steps + 1 }
    }
    return s
  }
  return null
}

describe('a step is legal exactly when some run of whole-degree steps then ends the turn legally', () => {
  it('agrees with the slow model at every degree on random small crowded positions', () => {
    let deadEnds = 0
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
        const s = smallPosition(seed)
        if (!s) return
        const legal = new Set(legalSteps(s))
        for (let deg = -s.limit; deg <= s.limit; deg++) {
          const slow = stepSlowly(s, deg)
          if (slow === DEAD_END) deadEnds++
          expect(stepProblem(s, deg), `seed ${seed}, ${deg}°`).toBe(slow)
          expect(legal.has(deg), `seed ${seed}, ${deg}°`).toBe(slow === Placing.Fine)
          const quick = quickStepProblem(s, deg, 8)
          if (quick !== null) expect(quick).toBe(slow)
        }
        expect(swish.explain(s, { t: 'pass' }) === null).toBe(s.steps === 0 && legal.size === 0)
      }),
      { numRuns: 250, seed: 14 },
    )
    // the sample does exercise refusals that need the whole search
    expect(deadEnds).toBeGreaterThan(20)
  })

  it('agrees with the slow model on random small dense positions (ways out between packed small fish)', () => {
    let deadEnds = 0,
      searched = 0
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
        const s = smallPosition(seed, true)
        if (!s) return
        const legal = new Set(legalSteps(s))
        for (let deg = -s.limit; deg <= s.limit; deg++) {
          const slow = stepSlowly(s, deg)
          if (slow === DEAD_END) deadEnds++
          if (
            slow === DEAD_END ||
            (slow === Placing.Fine && midTurnProblem(s, stepJoints(s.fish[0]!.p, deg), s.steps + 1))
          )
            searched++
          expect(stepProblem(s, deg), `seed ${seed}, ${deg}°`).toBe(slow)
          expect(legal.has(deg), `seed ${seed}, ${deg}°`).toBe(slow === Placing.Fine)
        }
      }),
      { numRuns: 150, seed: 1414 },
    )
    // 21 refusals and 438 legal steps that needed the search in this sample
    expect(deadEnds).toBeGreaterThan(15)
    expect(searched).toBeGreaterThan(100)
  })

  it('issue 14 reproducer: seed 5088, step −39 is legal, for −39, −59, stop ends the turn legally', () => {
    let s = swish.setup(swish.defaultScenario, 2, 5088)
    const steps = [
      30, -50, 40, -3, -90, -40, 90, 50, -60, 20, 17, 0, 30, 20, 40, -80, -20, -90, -46, -20, -90, -65, -58, -70,
    ]
    const actions: SwishAction[] = [
      { t: 'pick', bone: 10, slot: 11 },
      { t: 'pick', bone: 23, slot: 5 },
      ...steps.map((deg) => ({ t: 'step' as const, deg })),
    ]
    for (const a of actions) {
      expect(swish.explain(s, a)).toBeNull()
      s = swish.apply(s, a)
    }
    expect(swish.explain(s, { t: 'step', deg: -39 })).toBeNull()
    expect(swish.legalActions(s)).toContainEqual({ t: 'step', deg: -39 })
    const t = swish.apply(s, { t: 'step', deg: -39 })
    expect(swish.explain(t, { t: 'stop' })).toEqual({ key: 'swish.why.onItself' })
    const u = swish.apply(t, { t: 'step', deg: -59 })
    expect(swish.explain(u, { t: 'stop' })).toBeNull()
  })

  it("a benchmark's search cap throws instead of answering, and leaves no trace once lifted", () => {
    let s = swish.setup(swish.defaultScenario, 2, 5088)
    for (const a of [
      { t: 'pick', bone: 10, slot: 11 },
      { t: 'pick', bone: 23, slot: 5 },
      ...[30, -50, 40, -3, -90, -40, 90, 50, -60, 20, 17, 0, 30, 20, 40, -80, -20, -90, -46].map((deg) => ({
        t: 'step',
        deg,
      })),
    ] as SwishAction[])
      s = swish.apply(s, a)
    const fresh = structuredClone(s)
    try {
      capSearches(() => true)
      expect(() => swish.legalActions(s)).toThrow(SearchCapped)
    } finally {
      capSearches(null)
    }
    expect(swish.legalActions(s)).toEqual(swish.legalActions(fresh))
  })
})

describe("legalMarks' order of the first step's degrees (firstStepOrder)", () => {
  it('visits every degree still to settle once, each run from its middle up, then from the middle down', () => {
    // 0–1 blocked, 2–8 open, 9 legal at once, 10 touches a small fish, 11–12 open, 13 blocked
    const n = 14
    const code = new Uint8Array(n).fill(Placing.Fine)
    code[0] = code[1] = code[13] = Placing.OffTable
    const touch = new Uint8Array(n)
    touch[10] = 1
    const done = new Uint8Array(n)
    done[9] = LEGAL
    const order = firstStepOrder(scratchFor(90, 10), n, done, code, touch)
    const seq = Array.from(order.subarray(0, order[n]), (v) => [v >> 2, v & 3])
    // kinds: 0 up, 1 the middle, 2 down, 3 the first down (back to the middle's way out)
    expect(seq).toEqual([
      [5, 1],
      [6, 0],
      [7, 0],
      [8, 0],
      [4, 3],
      [3, 2],
      [2, 2],
      [11, 1],
      [12, 0],
    ])
  })
})
