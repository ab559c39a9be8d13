import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { pack, unpack, UnpackTooLarge, type Json } from '../../../shared/share/pack.js'

/** JSON values whose objects often share keys, some of them starting with the marker `~` */
const key = fc.constantFrom('a', 'b', 'c', '~', '~~', '~r', 'r', 'x y', '__proto__')
const json: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom<Json>(null, true, false, 0, -1.5, '', '~', 'text'),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }) as fc.Arbitrary<Json>,
  ),
})).value

/** equal as JSON documents: the same keys with equal values, in any order */
const same = (a: Json, b: Json): void => {
  expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(b)))
}

describe('packing for share links', () => {
  it('unpack(pack(v)) is v for any JSON value, marker keys and __proto__ included', () => {
    fc.assert(
      fc.property(json, (v) => same(unpack(pack(v)), v)),
      { seed: 20261124, numRuns: 2000 },
    )
  })

  it('writes the keys an array of objects shares once, and the others at the end of their row', () => {
    expect(
      pack([
        { a: 1, b: 2 },
        { a: 3, b: 4, c: 5 },
      ]),
    ).toEqual({
      '~': ['a', 'b'],
      r: [
        [1, 2],
        [3, 4, { c: 5 }],
      ],
    })
    expect(pack([{ '~': 1 }, { '~': 2 }])).toEqual({ '~': ['~~'], r: [[1], [2]] })
  })

  it('keeps __proto__ a plain key, never a prototype', () => {
    const v = JSON.parse('[{"__proto__":{"polluted":1}},{"__proto__":{"polluted":2}}]') as Json
    const back = unpack(pack(v)) as Record<string, unknown>[]
    expect(Object.hasOwn(back[0], '__proto__')).toBe(true)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(back[0])).toBe(Object.prototype)
  })

  it('refuses to put back more key characters than its budget, before building any row', () => {
    const rows = { '~': ['abcdefghij'], r: Array.from({ length: 1000 }, () => []) }
    expect(() => unpack(rows, 14_999)).toThrow(UnpackTooLarge)
    expect((unpack(rows, 15_000) as unknown[]).length).toBe(1000)
  })
})
