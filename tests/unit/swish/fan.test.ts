import { describe, expect, it } from 'vitest'
import { makeRand, type Rand } from '../../../shared/engine/rng.js'
import { Placing } from '../../../shared/games/swish/fish.js'
import { Fan, NO_OLD } from '../../../shared/games/swish/search/fan.js'
import { atan2Est } from '../../../shared/games/swish/search/cone.js'
import { bonesOverlap, bonesTouch, OVERLAP, segDist2 } from '../../../shared/games/swish/geometry.js'
import { cases } from '../../support/cases.js'

/**
 * The fan (fan.ts) settles each obstacle's run of degrees from a few evaluations and infers the
 * rest; here every degree is checked one by one with the rule's own predicates, on the joints the
 * fan computes. Obstacles are drawn all around the pivot (behind it, across the fan's edges, on
 * it), for joint limits that make the runs wrap or not, with and without a margin.
 */
type Seg = [number, number, number, number]

/** a bone (unit length, as every bone is: the predicates' quick rejects count on it) near Q */
function segNear(r: Rand, qx: number, qy: number): Seg {
  const d = 0.2 + 1.4 * r.float(),
    a = 2 * Math.PI * r.float(),
    h = 2 * Math.PI * r.float()
  const ax = qx + d * Math.cos(a),
    ay = qy + d * Math.sin(a)
  return [ax, ay, ax + Math.cos(h), ay + Math.sin(h)]
}

const TRIALS = cases(150, 1000)

describe('the fan marks exactly the degrees the rule refuses, checked one by one', () => {
  for (const L of [30, 60, 90, 120, 170, 180]) {
    it(`joint limit ${L}°, exact and with a margin`, () => {
      const r = makeRand(L)
      const fan = new Fan(L)
      let marked = 0
      for (let trial = 0; trial < TRIALS; trial++) {
        const qx = 2 * r.float() - 1,
          qy = 2 * r.float() - 1,
          back = 2 * Math.PI * r.float()
        const margin = trial % 3 === 0 ? 0.05 * r.float() : 0
        const table = 1.5 + 2 * r.float()
        // as the search sets a fan up (Chain.fanAt): the margin, the pivot and its bone, the table
        fan.margin = margin
        fan.resetAt(Float64Array.of(qx - Math.cos(back), qx), Float64Array.of(qy - Math.sin(back), qy), 1, [], 0)
        fan.tableRadius = table
        fan.tableTest()
        const others = Array.from({ length: r.int(4) }, () => segNear(r, qx, qy))
        const fresh = Array.from({ length: r.int(3) }, () => segNear(r, qx, qy))
        const old = Array.from({ length: r.int(5) }, () => segNear(r, qx, qy))
        const small = margin ? [] : Array.from({ length: r.int(3) }, () => segNear(r, qx, qy))
        for (const s of others) fan.other(s, 0)
        fan.freshMargin = margin
        for (const s of fresh) fan.freshAt(Float64Array.of(s[2], s[0]), Float64Array.of(s[3], s[1]), 1)
        old.forEach((s, j) => fan.oldBone(j, s, 0))
        for (const s of small) fan.small(s, 0)
        // the same predicates, degree by degree (a margin fan blocks only what is blocked for
        // every bone within the margin: closer than the threshold less the margin)
        const within = (x: number, y: number, s: Seg, lim: number) =>
          margin ? segDist2(x, y, qx, qy, ...s) < (lim - margin) ** 2 : bonesOverlap(x, y, qx, qy, ...s)
        for (let psi = -L; psi <= L; psi++) {
          const x = fan.x(psi),
            y = fan.y(psi)
          const off = x * x + y * y > (table + margin) ** 2
          const code = off
            ? Placing.OffTable
            : others.some((s) => within(x, y, s, OVERLAP))
              ? Placing.OnOtherFish
              : fresh.some((s) => within(x, y, s, OVERLAP))
                ? Placing.OnItself
                : Placing.Fine
          const at = `L ${L}, trial ${trial}, ${psi}°`
          expect(fan.code[psi + L], at).toBe(code)
          if (code !== Placing.Fine) marked++
          const first = old.findIndex((s) => within(x, y, s, OVERLAP))
          expect(fan.old[psi + L], at).toBe(first < 0 ? NO_OLD : first)
          const touch = small.some((s) => bonesTouch(x, y, qx, qy, ...s))
          expect(fan.touch[psi + L], at).toBe(touch ? 1 : 0)
        }
      }
      // the positions do block degrees (the test would pass on an empty fan otherwise)
      expect(marked).toBeGreaterThan(400 * L * 0.2)
    })
  }
})

describe("the cone's estimates (cone.ts)", () => {
  it('atan2Est is within 2e-6 radians of Math.atan2 in every quadrant, on the axes and at the origin', () => {
    const r = makeRand(77)
    let worst = 0
    const points: [number, number][] = [
      [0, 0],
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
      [1, 1],
      [-1, -1],
      [3, -3],
    ]
    for (let i = 0; i < 20000; i++) points.push([(r.float() - 0.5) * 4, (r.float() - 0.5) * 4])
    for (const [y, x] of points) worst = Math.max(worst, Math.abs(atan2Est(y, x) - Math.atan2(y, x)))
    expect(worst).toBeLessThan(2e-6)
  })
})
