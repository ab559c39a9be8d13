import type { Problem } from '../../engine/types.js'
import { bonesOverlap, RAD } from './geometry.js'
import { chainsOverlap, slotJoints } from './fish.js'
import { COLOURS, type SwishScenario } from './types.js'

/** the core segment of a pond bone */
export function boneEnds(b: { x: number; y: number; angle: number }): [number, number, number, number] {
  const dx = Math.cos(b.angle * RAD) / 2,
    dy = Math.sin(b.angle * RAD) / 2
  return [b.x - dx, b.y - dy, b.x + dx, b.y + dy]
}

const p = (path: string, key: string, params?: Record<string, string | number>): Problem => ({
  path,
  reason: params ? { key, params } : { key },
})

/**
 * What the schema cannot say about a pond: bones that overlap or lie outside the pond, too many
 * bones of a colour, too few for the players to set up, start slots inside the pond or off the
 * table, start fish that overlap.
 */
export function check(scenario: SwishScenario): Problem[] {
  const { board, rules, players } = scenario
  const out: Problem[] = []
  if (board.tableRadius <= board.pondRadius) {
    out.push(p('board.tableRadius', 'swish.problem.tableSmallerThanPond'))
  }
  const ends = board.fish.map(boneEnds)
  const r2 = board.pondRadius * board.pondRadius
  ends.forEach(([x1, y1, x2, y2], i) => {
    if (x1 * x1 + y1 * y1 > r2 || x2 * x2 + y2 * y2 > r2) out.push(p(`board.fish[${i}]`, 'swish.problem.outsidePond'))
    for (let j = 0; j < i; j++) {
      const [u1, v1, u2, v2] = ends[j]
      if (bonesOverlap(x1, y1, x2, y2, u1, v1, u2, v2)) {
        out.push(p(`board.fish[${i}]`, 'swish.problem.bonesOverlap', { other: j + 1 }))
      }
    }
  })
  COLOURS.forEach((colour, c) => {
    const count = board.fish.filter((b) => b.colour === colour).length
    if (count > rules.bonesPerColour) {
      out.push({
        path: 'board.fish',
        reason: {
          key: 'swish.problem.tooManyOfColour',
          params: { count, max: rules.bonesPerColour },
          cause: { key: `swish.colour.${colour}` },
        },
      })
    }
    if (c < players.max && board.fish.length - count < 1) {
      out.push({
        path: 'board.fish',
        reason: { key: 'swish.problem.noBoneForHead', cause: { key: `swish.colour.${colour}` } },
      })
    }
  })
  if (board.fish.length < players.max) {
    out.push(p('board.fish', 'swish.problem.tooFewBones', { count: board.fish.length, players: players.max }))
  }
  if (board.slots.length < players.max) {
    out.push(p('board.slots', 'swish.problem.tooFewSlots', { count: board.slots.length, players: players.max }))
  }
  const t2 = board.tableRadius * board.tableRadius
  const fish = board.slots.map((s) => slotJoints(s.x, s.y, s.heading))
  board.slots.forEach((s, i) => {
    if (s.x * s.x + s.y * s.y < r2) out.push(p(`board.slots[${i}]`, 'swish.problem.slotInPond'))
    const j = fish[i]
    for (let k = 0; k < j.length; k += 2) {
      if (j[k] * j[k] + j[k + 1] * j[k + 1] > t2) {
        out.push(p(`board.slots[${i}]`, 'swish.problem.slotOffTable'))
        break
      }
    }
    for (let k = 0; k < i; k++) {
      if (chainsOverlap(fish[i], fish[k]))
        out.push(p(`board.slots[${i}]`, 'swish.problem.slotsOverlap', { other: k + 1 }))
    }
  })
  return out
}
