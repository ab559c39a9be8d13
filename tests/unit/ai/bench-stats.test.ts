import { describe, expect, it } from 'vitest'
import { CpuCut, PROGRESS_EVERY, spread, wilson } from '../../../scripts/bench/stats.js'
import { oursFirstSearch } from '../../../scripts/bench/ours.js'
import { benchPosition, gameById, uniformGame } from '../../../scripts/bench/position.js'

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

describe('the cold start read at progress reports (CpuCut)', () => {
  it('interpolates the iterations at the cut between the reports on either side of it', () => {
    const times = [0, 400, 900, 1100, 5000]
    const cut = new CpuCut(1000, () => times.shift()!)
    expect(cut.report(25)).toBe(false)
    expect(cut.report(50)).toBe(false)
    expect(cut.report(75)).toBe(true)
    // 50 iterations at 900 ms, 75 at 1100: 62.5 at 1000
    expect(cut.iterations).toBe(62.5)
    // later reports change nothing and read no clock
    expect(cut.report(100)).toBe(true)
    expect(cut.iterations).toBe(62.5)
    expect(times).toEqual([5000])
  })

  it('our first search reads the CPU clock once per PROGRESS_EVERY iterations, as boardgame.io reports', () => {
    const g = uniformGame(gameById('exxtra'))
    const from = benchPosition(g)
    let reads = 0
    // a fake CPU clock: 1 ms per reading, so the cut at 40 ms falls after 39 reports
    const clock = () => reads++
    const r = oursFirstSearch(g, from, 20, 40, 1, clock)
    // one reading at the start of the cut, one per report until past the cut, one at the end
    expect(reads).toBe(2 + 41 + 1)
    expect(r.iterations).toBe(40 * PROGRESS_EVERY)
    expect(r.ms).toBe(40)
  })
})
