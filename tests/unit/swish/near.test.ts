import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { bonesTouch } from '../../../shared/games/swish/geometry.js'
import { Near } from '../../../shared/games/swish/search/near.js'

/** a unit segment with midpoint (x, y) at a random angle, flat x1, y1, x2, y2 */
function unit(x: number, y: number, a: number): number[] {
  const dx = Math.cos(a) / 2,
    dy = Math.sin(a) / 2
  return [x - dx, y - dy, x + dx, y + dy]
}

/**
 * near.ts: the cells around a new bone hold every fixed segment that comes within the touch
 * distance (0.42, the larger of the two thresholds) of it, also for new bones off the grid, so
 * testing only those gives the same answers as testing all (Chain.place).
 */
describe('the buckets of fixed segments (Near)', () => {
  it('hold every segment within 0.42 of a new bone among the cells around its midpoint', () => {
    const rand = makeRand(5)
    let close = 0
    for (let round = 0; round < 40; round++) {
      const segs: number[] = []
      const n = rand.int(60)
      const spread = 1 + rand.float() * 12
      for (let i = 0; i < n; i++) {
        segs.push(...unit((rand.float() - 0.5) * spread, (rand.float() - 0.5) * spread, rand.float() * Math.PI))
      }
      const near = new Near(segs)
      const box = new Int32Array(4)
      for (let q = 0; q < 200; q++) {
        const [x1, y1, x2, y2] = unit(
          (rand.float() - 0.5) * (spread + 6),
          (rand.float() - 0.5) * (spread + 6),
          rand.float() * 7,
        )
        near.around((x1 + x2) / 2, (y1 + y2) / 2, box)
        const seen = new Set<string>()
        for (let r = box[2]; r <= box[3]; r++) {
          const i0 = 4 * near.start[r * near.width + box[0]],
            i1 = 4 * near.start[r * near.width + box[1] + 1]
          for (let i = i0; i < i1; i += 4) seen.add([...near.seg.subarray(i, i + 4)].join())
        }
        for (let i = 0; i < n; i++) {
          const s = segs.slice(4 * i, 4 * i + 4)
          if (!bonesTouch(x1, y1, x2, y2, s[0], s[1], s[2], s[3])) continue
          close++
          expect(seen.has(s.join()), `round ${round}, query ${q}, segment ${i}`).toBe(true)
        }
      }
    }
    expect(close).toBeGreaterThan(300)
  })
})
