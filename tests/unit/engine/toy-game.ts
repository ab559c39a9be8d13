import { z } from 'zod'
import type { BaseState, GameModule, Scenario } from '../../../shared/engine/types.js'
import { drawInt, seedRng, pick } from '../../../shared/engine/rng.js'

/**
 * A toy dice race for engine tests: on your turn roll a die (chance) and move, then optionally
 * "mark" a square (a free decision), then end the turn. First to 20 wins.
 */
export interface ToyState extends BaseState {
  pos: number[]
  marks: number[]
  turn: number
  rolled: boolean
}
export type ToyAction = { t: 'roll' } | { t: 'mark'; at: number } | { t: 'end' }

const scenario: Scenario = {
  format: 'asobiba.scenario',
  version: 1,
  game: 'exxtra',
  meta: { title: 'Toy', author: '', description: '' },
  players: { min: 2, max: 4 },
  rules: {},
  board: {},
}

export const toy: GameModule<ToyState, ToyAction> = {
  id: 'exxtra',
  seatLimits: { min: 2, max: 4 },
  rulesSchema: z.strictObject({}),
  boardSchema: z.strictObject({}),
  actionSchema: z.union([
    z.strictObject({ t: z.literal('roll') }),
    z.strictObject({ t: z.literal('mark'), at: z.int() }),
    z.strictObject({ t: z.literal('end') }),
  ]),
  defaultScenario: scenario,
  check: () => [],
  setup: (_sc, n, seed) => ({
    rng: seedRng(seed),
    n,
    pos: new Array<number>(n).fill(0),
    marks: [],
    turn: 0,
    rolled: false,
  }),
  toAct: (s) => (s.pos.some((p) => p >= 20) ? null : s.turn),
  legalActions: (s) => (s.rolled ? [{ t: 'mark', at: s.pos[s.turn] }, { t: 'end' }] : [{ t: 'roll' }]),
  explain(s, a) {
    if (a.t === 'roll') return s.rolled ? { key: 'toy.alreadyRolled' } : null
    if (!s.rolled) return { key: 'toy.rollFirst' }
    if (a.t === 'mark' && a.at !== s.pos[s.turn]) return { key: 'toy.markYourSquare' }
    return null
  },
  apply(s, a) {
    if (a.t === 'roll') {
      const [d, rng] = drawInt(s.rng, 1, 6)
      const pos = [...s.pos]
      pos[s.turn] += d
      return { ...s, rng, pos, rolled: true }
    }
    if (a.t === 'mark') return { ...s, marks: [...s.marks, a.at] }
    return { ...s, turn: (s.turn + 1) % s.n, rolled: false }
  },
  // marks are free and unlimited, so a toy game has no bound: the loader's fallback cap applies
  maxActions: () => Infinity,
  result: (s) => (s.pos.some((p) => p >= 20) ? s.pos.map((p) => (p >= 20 ? 1 : 2)) : null),
  describe: (_s, a) => ({ key: `toy.${a.t}` }),
  insight: { series: [], why: (_s, a) => ({ key: `toy.${a.t}` }), advice: (_s, a) => ({ key: `toy.${a.t}` }) },
  bots: {
    random: (s, rand) => pick(rand, toy.legalActions(s)),
    heuristic: (s) => toy.legalActions(s)[0],
  },
}
