import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { spreadLabels } from '../../../src-renderer/charts/labels.js'

describe('end-of-line names: a 1-D layout without overlaps', () => {
  it('names far apart stay where their lines end', () => {
    expect(spreadLabels([20, 60, 100], 13, 0, 150)).toEqual([20, 60, 100])
  })

  it('“Bob” and “Cleo” ending 3 px apart are pushed apart, around where they end, in their order', () => {
    const [bob, cleo] = spreadLabels([50, 53], 13, 0, 150)
    expect(cleo - bob).toBe(13)
    // they share the move: the pair stays centred on where the two lines end
    expect((bob + cleo) / 2).toBeCloseTo(51.5, 9)
  })

  it('names crowded at the bottom edge stay inside the plot', () => {
    expect(spreadLabels([148, 149, 150], 13, 6, 144)).toEqual([118, 131, 144])
    expect(spreadLabels([0, 1], 13, 6, 144)).toEqual([6, 19])
  })

  it('any ends: no two names closer than the gap, inside the plot when they fit, in the order of their lines, the same every time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -20, max: 170 }), { maxLength: 8 }), (wanted) => {
        const placed = spreadLabels(wanted, 13, 6, 144)
        expect(spreadLabels(wanted, 13, 6, 144)).toEqual(placed)
        const order = wanted.map((_, i) => i).sort((a, b) => wanted[a] - wanted[b] || a - b)
        for (let k = 1; k < order.length; k++) {
          expect(placed[order[k]] - placed[order[k - 1]]).toBeGreaterThanOrEqual(13 - 1e-9)
        }
        for (const y of placed) {
          expect(y).toBeGreaterThanOrEqual(6 - 1e-9)
          expect(y).toBeLessThanOrEqual(144 + 1e-9)
        }
      }),
    )
  })
})
