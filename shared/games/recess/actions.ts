/**
 * The actions legalActions lists, made once per board and shared by every position: move
 * generation then allocates no action objects. They are frozen, so a caller that tried to change
 * one would fail at once instead of changing every position's list.
 */
import type { RC, RecessAction } from './types.js'
import { MAX_STEPS, type Geometry } from './board.js'

type Of<T extends RecessAction['t']> = Extract<RecessAction, { t: T }>

export interface ActionTable {
  pass: Of<'pass'>
  timeout: Of<'timeout'>
  stay(kid: number): Of<'stay'>
  kid(kid: number, steps: number, cell: number): Of<'kid'>
  nun(nun: number, cell: number): Of<'nun'>
  /** the moves of `kid` by `steps` made so far, by cell (undefined: not made yet, ask `kid`) */
  kidRow(kid: number, steps: number): readonly (Of<'kid'> | undefined)[]
  /** the moves of nun `nun` made so far, by cell */
  nunRow(nun: number): readonly (Of<'nun'> | undefined)[]
  shove(cell: number): Of<'shove'>
  tattle(cell: number): Of<'tattle'>
}

const tables = new WeakMap<Geometry, ActionTable>()

export function actionTable(g: Geometry): ActionTable {
  let t = tables.get(g)
  if (!t) tables.set(g, (t = build(g)))
  return t
}

function build(g: Geometry): ActionTable {
  const cells: RC[] = []
  for (let q = 0; q < g.size; q++) cells.push(Object.freeze([Math.floor(q / g.w), q % g.w]) as RC)
  const stays: Of<'stay'>[] = []
  /** kid moves by kid × MAX_STEPS + steps − 1, then cell */
  const kids: Of<'kid'>[][] = []
  const nuns: Of<'nun'>[][] = []
  const shoves: Of<'shove'>[] = []
  const tattles: Of<'tattle'>[] = []
  const row = <T>(rows: T[][], i: number): T[] => (rows[i] ??= new Array<T>(g.size))
  return {
    pass: Object.freeze({ t: 'pass' }),
    timeout: Object.freeze({ t: 'timeout' }),
    stay: (kid) => (stays[kid] ??= Object.freeze({ t: 'stay', kid })),
    kid: (kid, steps, cell) =>
      (row(kids, kid * MAX_STEPS + steps - 1)[cell] ??= Object.freeze({ t: 'kid', kid, steps, to: cells[cell] })),
    nun: (nun, cell) => (row(nuns, nun)[cell] ??= Object.freeze({ t: 'nun', nun, to: cells[cell] })),
    kidRow: (kid, steps) => row(kids, kid * MAX_STEPS + steps - 1),
    nunRow: (nun) => row(nuns, nun),
    shove: (cell) => (shoves[cell] ??= Object.freeze({ t: 'shove', to: cells[cell] })),
    tattle: (cell) => (tattles[cell] ??= Object.freeze({ t: 'tattle', to: cells[cell] })),
  }
}
