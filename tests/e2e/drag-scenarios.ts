import type { Scenario } from '../../shared/engine/types.js'
import { GAMES } from '../../shared/games/registry.js'
import type { KakekkoScenario, Square } from '../../shared/games/kakekko/types.js'
import { ICONS } from '../../shared/games/kakekko/types.js'
import type { SwishScenario } from '../../shared/games/swish/types.js'
import { COLOURS } from '../../shared/games/swish/types.js'
import { MAX_POND_BONES } from '../../shared/games/swish/schema.js'
import type { RecessScenario } from '../../shared/games/recess/index.js'
import { MAX_SIZE } from '../../shared/games/recess/schema.js'

/**
 * The crowded boards of the drag test (drag1000.measure.ts), as large as each format allows: Kakekko
 * 1,000 points and lines (400 squares, 600 roads), Swish 400 pond bones, Recess a 24 × 24
 * playground. Every one is a valid scenario (the test checks it), so the editor opens it with an
 * empty issues list, as a person's own board would.
 */

const meta = (title: string) => ({
  title,
  author: 'drag1000.measure.ts',
  description: 'A crowded board for the drag test.',
})

/** Kakekko: 400 squares (the format's most) on a 20 × 20 lattice and 600 roads: 1,000 points and lines */
export function crowdedKakekko(): KakekkoScenario {
  const base = GAMES.kakekko.defaultScenario
  const N = 20
  const STEP = 120
  const last = N * N - 1
  const squares: Square[] = []
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const id = r * N + c
      const shrine = id === 0 || id === last
      const icon = !shrine && id % 7 === 3
      const area = shrine ? (id === 0 ? 4 : 1) : Math.max(1, Math.min(4, 4 - Math.floor(((r + c) * 4) / (2 * N - 1))))
      squares.push({
        id,
        x: 100 + c * STEP,
        y: 100 + r * STEP,
        kind: shrine ? 'shrine' : icon ? 'icon' : 'passage',
        area: area as Square['area'],
        ...(icon ? { icon: ICONS[id % ICONS.length] } : {}),
      })
    }
  }
  const roads: [number, number][] = []
  for (let r = 0; r < N; r++) for (let c = 0; c + 1 < N; c++) roads.push([r * N + c, r * N + c + 1])
  for (let c = 0; c < N && roads.length < 600; c++)
    for (let r = 0; r + 1 < N && roads.length < 600; r++) roads.push([r * N + c, (r + 1) * N + c])
  const size = 200 + (N - 1) * STEP
  return {
    ...base,
    meta: meta('Crowded course'),
    board: { width: size, height: size, squares, roads, slots: [] },
  }
}

/** Swish: 400 pond bones (the format's most, 100 of each colour) on a 20 × 20 lattice, and the 12 start places further out */
export function crowdedSwish(): SwishScenario {
  const base = GAMES.swish.defaultScenario
  const N = 20
  const fish = Array.from({ length: MAX_POND_BONES }, (_, i) => ({
    colour: COLOURS[i % COLOURS.length],
    x: Math.round(((i % N) - (N - 1) / 2) * 1.5 * 1000) / 1000,
    y: Math.round((Math.floor(i / N) - (N - 1) / 2) * 1.15 * 1000) / 1000,
    angle: 0,
  }))
  const slots = base.board.slots.map((s) => {
    const k = 24.5 / Math.hypot(s.x, s.y)
    return { x: Math.round(s.x * k * 1000) / 1000, y: Math.round(s.y * k * 1000) / 1000, heading: s.heading }
  })
  return {
    ...base,
    meta: meta('Crowded pond'),
    rules: { ...base.rules, bonesPerColour: MAX_POND_BONES / COLOURS.length },
    board: { pondRadius: 22, tableRadius: 30, fish, slots },
  }
}

/** Recess: the largest playground (24 × 24) with rows of two-cell equipment every third row */
export function crowdedRecess(): RecessScenario {
  const base = GAMES.recess.defaultScenario
  const N = MAX_SIZE
  const safe = (r: number, c: number) => (r < 2 && c < 2) || (r >= N - 2 && c >= N - 2)
  const rows = Array.from({ length: N }, (_, r) =>
    Array.from({ length: N }, (_, c) => (safe(r, c) ? 'S' : r % 3 === 1 && c % 3 !== 0 ? '#' : '.')).join(''),
  )
  return {
    ...base,
    meta: meta('Crowded playground'),
    board: {
      width: N,
      height: N,
      rows,
      entrances: {
        boys: {
          gates: [
            [0, 0],
            [0, 1],
            [1, 0],
          ],
        },
        girls: {
          gates: [
            [N - 1, N - 1],
            [N - 1, N - 2],
            [N - 2, N - 1],
          ],
        },
      },
      nuns: [
        [3, 3],
        [N - 4, N - 4],
      ],
    },
  }
}

export const CROWDED: Record<'kakekko' | 'swish' | 'recess', () => Scenario> = {
  kakekko: crowdedKakekko,
  swish: crowdedSwish,
  recess: crowdedRecess,
}
