import { expect } from 'vitest'
import { recess, defaultScenario } from '../../../shared/games/recess/index.js'
import { restartTurn } from '../../../shared/games/recess/rules.js'
import type { RC, RecessAction, RecessBoard, RecessRules, RecessState } from '../../../shared/games/recess/types.js'
import type { Scenario } from '../../../shared/engine/types.js'

/**
 * An 8×8 yard whose two nuns sit walled into the corners A8 and H1: they see nothing and cannot
 * move, so kid rules can be tested without them.
 */
export const WALLED = ['......#.', '......##', '........', '........', '........', '........', '##......', '.#......']

type Cell = readonly [number, number]

export interface Stage {
  rows?: readonly string[]
  nuns?: readonly Cell[]
  boys?: readonly Cell[]
  girls?: readonly Cell[]
  n?: number
  rules?: Partial<RecessRules>
  /** kid id → cell (kids not listed wait in their entrance) */
  kids?: Readonly<Record<number, Cell>>
  /** attacker id → victim id */
  pins?: Readonly<Record<number, number>>
  det?: Readonly<Record<number, number>>
  coins?: number[]
  cur?: number
  clock?: number
}

export function scenarioOf(o: Stage = {}): Scenario<RecessRules, RecessBoard> {
  const rows = [...(o.rows ?? WALLED)]
  const cells = (list: readonly Cell[]): RC[] => list.map(([r, c]) => [r, c])
  const board: RecessBoard = {
    width: rows[0].length,
    height: rows.length,
    rows,
    entrances: {
      boys: { gates: cells(o.boys ?? [[0, 0]]) },
      girls: { gates: cells(o.girls ?? [[rows.length - 1, rows[0].length - 1]]) },
    },
    nuns: cells(
      o.nuns ?? [
        [0, 7],
        [7, 0],
      ],
    ),
  }
  return { ...defaultScenario, rules: { ...defaultScenario.rules, ...o.rules }, board }
}

export function stage(o: Stage = {}): RecessState {
  const scenario = scenarioOf(o)
  const s = recess.setup(scenario, o.n ?? 3, 1)
  const w = scenario.board.width
  const kp = s.kp.map(() => -1)
  for (const [k, [r, c]] of Object.entries(o.kids ?? {})) kp[Number(k)] = r * w + c
  const pin = s.pin.map(() => -1)
  for (const [a, v] of Object.entries(o.pins ?? {})) pin[Number(a)] = v
  const det = s.det.map(() => 0)
  for (const [k, d] of Object.entries(o.det ?? {})) det[Number(k)] = d
  return restartTurn({ ...s, kp, pin, det, coins: o.coins ?? s.coins, cur: o.cur ?? 0, clock: o.clock ?? 1 })
}

/** plays legal actions one after the other; fails the test on an illegal one */
export function play(s: RecessState, ...actions: RecessAction[]): RecessState {
  for (const a of actions) {
    const why = recess.explain(s, a)
    expect(why, `${JSON.stringify(a)} should be legal`).toBeNull()
    s = recess.apply(s, a)
  }
  return s
}

export function why(s: RecessState, a: RecessAction): string | undefined {
  return recess.explain(s, a)?.key.replace('recess.why.', '')
}

export const at = (s: RecessState, [r, c]: RC): number => r * s.board.width + c
export const rc = (s: RecessState, cell: number): RC => [Math.floor(cell / s.board.width), cell % s.board.width]
export const kid = (k: number, steps: number, to: RC): RecessAction => ({ t: 'kid', kid: k, steps, to })
export const nun = (n: number, to: RC): RecessAction => ({ t: 'nun', nun: n, to })
export const shove = (to: RC): RecessAction => ({ t: 'shove', to })

/** an 8×8 yard with no equipment and no safe cell */
export const OPEN: readonly string[] = Array<string>(8).fill('........')

/** the cells kid `k` may end on with `steps` right now */
export function targets(s: RecessState, k: number, steps: number): string[] {
  return recess
    .legalActions(s)
    .filter((a): a is Extract<RecessAction, { t: 'kid' }> => a.t === 'kid' && a.kid === k && a.steps === steps)
    .map((a) => a.to.join(','))
    .sort()
}

export { recess }
