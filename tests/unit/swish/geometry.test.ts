import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  bonesOverlap,
  bonesTouch,
  bonesWithin,
  OVERLAP,
  segDist,
  segDist2,
  TOUCH,
  wrapDeg,
} from '../../../shared/games/swish/geometry.js'

describe('segment to segment distance', () => {
  it('parallel segments side by side are their gap apart', () => {
    expect(segDist(0, 0, 1, 0, 0, 1, 1, 1)).toBeCloseTo(1, 12)
    expect(segDist(0, 0, 1, 0, 0.5, 0.3, 1.5, 0.3)).toBeCloseTo(0.3, 12)
  })
  it('parallel segments offset along their line measure between the nearest ends', () => {
    expect(segDist(0, 0, 1, 0, 2, 0.5, 3, 0.5)).toBeCloseTo(Math.hypot(1, 0.5), 12)
  })
  it('collinear segments end to end are the gap apart, zero when they meet', () => {
    expect(segDist(0, 0, 1, 0, 1.3, 0, 2.3, 0)).toBeCloseTo(0.3, 12)
    expect(segDist(0, 0, 1, 0, 1, 0, 2, 0)).toBe(0)
    expect(segDist(0, 0, 1, 0, 2.3, 0, 1.3, 0)).toBeCloseTo(0.3, 12)
  })
  it('crossing segments are at distance zero', () => {
    expect(segDist(0, 0, 1, 1, 0, 1, 1, 0)).toBeCloseTo(0, 12)
  })
  it('a segment ending on the middle of another touches it (T shape)', () => {
    expect(segDist(0, 0, 1, 0, 0.5, 0, 0.5, 1)).toBeCloseTo(0, 12)
    expect(segDist(0, 0, 1, 0, 0.5, 0.5, 0.5, 1.5)).toBeCloseTo(0.5, 12)
  })
  it('skew segments: the end of one to the inside of the other', () => {
    // (2,1) is nearest to (1,0)…(3,0) at (2,0)
    expect(segDist(1, 0, 3, 0, 2, 1, 4, 3)).toBeCloseTo(1, 12)
  })
  it('degenerate segments are points', () => {
    expect(segDist(0, 0, 0, 0, 3, 4, 3, 4)).toBeCloseTo(5, 12)
    expect(segDist(0, 2, 0, 2, -1, 0, 1, 0)).toBeCloseTo(2, 12)
    expect(segDist(-1, 0, 1, 0, 0, 2, 0, 2)).toBeCloseTo(2, 12)
  })
  it('is symmetric and never more than the distance between any two endpoints', () => {
    const c = fc.integer({ min: -5000, max: 5000 }).map((v) => v / 1000)
    fc.assert(
      fc.property(fc.tuple(c, c, c, c, c, c, c, c), ([a, b, cc, d, e, f, g, h]) => {
        const d1 = segDist2(a, b, cc, d, e, f, g, h)
        const d2 = segDist2(e, f, g, h, a, b, cc, d)
        expect(Math.abs(d1 - d2)).toBeLessThan(1e-7)
        expect(d1).toBeLessThanOrEqual((a - e) ** 2 + (b - f) ** 2 + 1e-7)
        expect(d1).toBeLessThanOrEqual((cc - g) ** 2 + (d - h) ** 2 + 1e-7)
      }),
      { numRuns: 300 },
    )
  })
})

describe('capsule thresholds (RULES.md: overlap under 0.39, touch at 0.42 or less)', () => {
  it('two bones side by side overlap under 0.39 and not at 0.39', () => {
    expect(bonesOverlap(0, 0, 1, 0, 0, 0.38, 1, 0.38)).toBe(true)
    expect(bonesOverlap(0, 0, 1, 0, 0, 0.395, 1, 0.395)).toBe(false)
  })
  it('a front bone touches a small fish at 0.42 and not beyond', () => {
    expect(bonesTouch(0, 0, 1, 0, 1.41, 0, 2.41, 0)).toBe(true)
    expect(bonesTouch(0, 0, 1, 0, 1.43, 0, 2.43, 0)).toBe(false)
  })
  it('the bounding-circle reject never changes the answer for unit bones', () => {
    const c = fc.double({ min: -4, max: 4, noNaN: true })
    const a = fc.double({ min: 0, max: 2 * Math.PI, noNaN: true })
    fc.assert(
      fc.property(c, c, a, c, c, a, (x1, y1, a1, x2, y2, a2) => {
        const args = [
          x1,
          y1,
          x1 + Math.cos(a1),
          y1 + Math.sin(a1),
          x2,
          y2,
          x2 + Math.cos(a2),
          y2 + Math.sin(a2),
        ] as const
        const d = segDist(...args)
        expect(bonesWithin(...args, TOUCH, TOUCH * TOUCH)).toBe(d <= TOUCH)
        expect(bonesOverlap(...args)).toBe(d < OVERLAP)
      }),
      { numRuns: 500 },
    )
  })
  it('wraps angles into (−180, 180]', () => {
    expect(wrapDeg(190)).toBe(-170)
    expect(wrapDeg(-180)).toBe(180)
    expect(wrapDeg(540)).toBe(180)
  })
})
