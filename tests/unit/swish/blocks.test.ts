import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { bonesOverlap, RAD } from '../../../shared/games/swish/geometry.js'
import { Chain } from '../../../shared/games/swish/search/chain.js'
import { place } from '../../../shared/games/swish/search/place.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { swimming } from './helpers.js'

/** a fish of n bones curled at random (turns up to ±75° each), front tip at the origin */
function curled(n: number, rand: ReturnType<typeof makeRand>): number[] {
  const p = [0, 0]
  let h = rand.float() * 2 * Math.PI
  for (let i = 0; i < n; i++) {
    h += (rand.float() - 0.5) * 150 * RAD
    p.push(p[2 * i] + Math.cos(h), p[2 * i + 1] + Math.sin(h))
  }
  return p
}

/**
 * The rule (RULINGS Swish 1): a new bone lying on old bone j (from the front when the turn began)
 * is mended after k − j steps, so its need is k − j for the first such j. place skips blocks
 * of old bones that lie too far away to overlap it (search/place.ts, oldBlocks): the need must be the one
 * found by testing every old bone.
 */
describe('a new bone on its own old bones (place, blocks of old bones skipped)', () => {
  it('gives the need of the first old bone it lies on, as testing every old bone does, from every node', () => {
    const rand = makeRand(14)
    let needs = 0
    for (let round = 0; round < 60; round++) {
      const k = 6 + rand.int(24)
      const p = curled(k, rand)
      const state: SwishState = swimming([{ c: new Array<number>(k).fill(1), p }], [], { table: 100 })
      const chain = new Chain(state)
      // a chain of new bones from the front, each a random turn; at every node every 5th degree
      for (let u = 0; u < k - 1; u++) {
        for (let psi = -state.limit; psi <= state.limit; psi += 5) {
          const need = place(chain, chain.scratch, u, psi)
          const x = chain.qx[u + 1],
            y = chain.qy[u + 1],
            qx = chain.qx[u],
            qy = chain.qy[u]
          let fresh = false
          for (let i = 1; i < u; i++) {
            if (bonesOverlap(x, y, qx, qy, chain.qx[i], chain.qy[i], chain.qx[i - 1], chain.qy[i - 1])) fresh = true
          }
          let want = 0
          for (let j = u === 0 ? 1 : 0; j <= k - u - 2 && !fresh; j++) {
            if (bonesOverlap(x, y, qx, qy, p[2 * j], p[2 * j + 1], p[2 * j + 2], p[2 * j + 3])) {
              want = k - j
              break
            }
          }
          expect(need, `round ${round}, node ${u}, ${psi}°`).toBe(fresh ? -1 : want)
          if (want > 0) needs++
        }
        place(chain, chain.scratch, u, Math.round((rand.float() - 0.5) * 2 * state.limit))
      }
    }
    expect(needs).toBeGreaterThan(500)
  })
})
