import { describe, expect, it } from 'vitest'
import { spread, wilson } from '../../../scripts/bench/stats.js'

describe('bench statistics', () => {
  it('the 95% Wilson interval matches the textbook values', () => {
    const near = (x: { low: number; high: number }, low: number, high: number) => {
      expect(x.low).toBeCloseTo(low, 4)
      expect(x.high).toBeCloseTo(high, 4)
    }
    near(wilson(0, 10), 0, 0.2775)
    near(wilson(5, 10), 0.2366, 0.7634)
    near(wilson(60, 100), 0.502, 0.6906)
    near(wilson(10, 10), 0.7225, 1)
  })

  it('medians with their range, for odd and even counts', () => {
    expect(spread([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, n: 3 })
    expect(spread([4, 1, 2, 10])).toEqual({ median: 3, min: 1, max: 10, n: 4 })
  })
})
