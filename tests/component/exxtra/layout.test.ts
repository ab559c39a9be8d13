import { describe, expect, it } from 'vitest'
import {
  boardLayout,
  pawnOffset,
  pawnRing,
  pawnSpot,
  squareLabel,
  rungBoxes,
  seatMarks,
  trackGrid,
} from '../../../src-renderer/games/exxtra/layout.js'

describe('Exxtra board geometry', () => {
  it('the track snakes: consecutive squares touch, every square lies inside the box', () => {
    for (const squares of [2, 22, 57, 202]) {
      const box = { x: 10, y: 20, w: 500, h: 380 }
      const g = trackGrid(squares, box)
      for (let i = 0; i < squares; i++) {
        const c = g.centre(i)
        expect(c.x - g.size / 2).toBeGreaterThanOrEqual(box.x - 1e-6)
        expect(c.x + g.size / 2).toBeLessThanOrEqual(box.x + box.w + 1e-6)
        expect(c.y - g.size / 2).toBeGreaterThanOrEqual(box.y - 1e-6)
        expect(c.y + g.size / 2).toBeLessThanOrEqual(box.y + box.h + 1e-6)
        if (i > 0) {
          const p = g.centre(i - 1)
          expect(Math.hypot(c.x - p.x, c.y - p.y)).toBeCloseTo(g.size)
        }
      }
      const mid = g.at(0.5)
      expect(mid.x).toBeCloseTo((g.centre(0).x + g.centre(1).x) / 2)
    }
  })

  it('pawns sharing a square never overlap, for 2 to 6 seats (squares of readable size)', () => {
    for (let n = 2; n <= 6; n++) {
      for (const size of [30, 40, 120]) {
        const { radius, ring } = pawnSpot(n, size)
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            const a = pawnOffset(i, n, ring)
            const b = pawnOffset(j, n, ring)
            expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * radius - 1e-6)
          }
        }
      }
    }
  })

  it('pawns stand inside their square and below its label (four pawns on Start hid the word)', () => {
    for (let n = 1; n <= 6; n++) {
      for (const size of [30, 40, 60, 120]) {
        const { dy, ring, radius } = pawnSpot(n, size)
        for (const special of [true, false]) {
          const label = squareLabel(size, special)!
          const labelBottom = -size / 2 + label.top + label.fontSize
          for (let i = 0; i < n; i++) {
            const o = pawnOffset(i, n, ring)
            const y = dy + o.y
            expect(y - radius, `${n} pawns, squares of ${size}`).toBeGreaterThanOrEqual(labelBottom)
            expect(y + radius).toBeLessThanOrEqual(size / 2)
            expect(Math.abs(o.x) + radius).toBeLessThanOrEqual(size / 2)
          }
        }
      }
    }
    // a lone pawn keeps its full size on a square large enough
    expect(pawnSpot(1, 120).radius).toBe(pawnRing(1, 120).radius)
  })

  it('the ladder has rung 0 at the bottom; wide and tall areas both fit the three parts', () => {
    const rungs = rungBoxes({ x: 0, y: 0, w: 100, h: 300 }, 6)
    expect(rungs[0].y).toBeGreaterThan(rungs[5].y)
    for (const [w, h] of [
      [900, 560],
      [420, 700],
      [50, 50],
    ]) {
      const l = boardLayout(w, h)
      for (const b of [l.track, l.ladder, l.dice]) {
        expect(b.w).toBeGreaterThan(0)
        expect(b.h).toBeGreaterThan(0)
      }
    }
  })

  it('seat marks are initials, or numbers when initials clash', () => {
    expect(seatMarks(['Alex', 'Beatrice', 'carl'])).toEqual(['A', 'B', 'C'])
    expect(seatMarks(['Player 1', 'Bot 1', 'Bot 2'])).toEqual(['P', '2', '3'])
  })
})
