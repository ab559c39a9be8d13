import { describe, expect, it } from 'vitest'
import { drawInt, makeRand, scriptedRng, seedRng } from '../../../shared/engine/rng.js'

function draws(seed: number, n: number) {
  let rng = seedRng(seed)
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const [v, next] = drawInt(rng, 1, 6)
    out.push(v)
    rng = next
  }
  return { out, rng }
}

describe('seeded random source', () => {
  it('gives the same draws for the same seed', () => {
    expect(draws(42, 50).out).toEqual(draws(42, 50).out)
  })
  it('gives different draws for different seeds', () => {
    expect(draws(42, 50).out).not.toEqual(draws(43, 50).out)
  })
  it('stays within the range and covers every face', () => {
    const { out } = draws(7, 600)
    expect(Math.min(...out)).toBe(1)
    expect(Math.max(...out)).toBe(6)
    expect(new Set(out).size).toBe(6)
  })
  it('round-trips its state through JSON and continues identically', () => {
    const { rng } = draws(9, 10)
    const copy = JSON.parse(JSON.stringify(rng)) as typeof rng
    let a = rng
    let b = copy
    for (let i = 0; i < 20; i++) {
      const [va, na] = drawInt(a, 0, 99)
      const [vb, nb] = drawInt(b, 0, 99)
      expect(va).toBe(vb)
      a = na
      b = nb
    }
  })
  it('never mutates the state it draws from', () => {
    const rng = seedRng(5)
    const before = JSON.stringify(rng)
    drawInt(rng, 1, 6)
    expect(JSON.stringify(rng)).toBe(before)
    expect(drawInt(rng, 1, 6)[0]).toBe(drawInt(rng, 1, 6)[0])
  })
  it('replays a script in order and refuses values out of range or past its end', () => {
    let rng = scriptedRng([3, 5])
    const [a, r1] = drawInt(rng, 1, 6)
    const [b, r2] = drawInt(r1, 1, 6)
    expect([a, b]).toEqual([3, 5])
    expect(() => drawInt(r2, 1, 6)).toThrow(/exhausted/)
    rng = scriptedRng([9])
    expect(() => drawInt(rng, 1, 6)).toThrow(/outside/)
  })
  it("bots' own generator is deterministic per seed", () => {
    const a = makeRand(11)
    const b = makeRand(11)
    for (let i = 0; i < 20; i++) expect(a.int(10)).toBe(b.int(10))
  })
})
