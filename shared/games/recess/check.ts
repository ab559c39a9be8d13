import type { Problem, Scenario } from '../../engine/types.js'
import type { RC, RecessBoard, RecessRules } from './types.js'
import { OBSTACLE, geometry } from './board.js'
import { cellName } from './describe.js'

const problem = (path: string, key: string, params?: Record<string, string | number>): Problem => ({
  path,
  reason: { key: `recess.problem.${key}`, params },
})

/** Semantic checks of a playground the schema cannot express. */
export function check(scenario: Scenario<RecessRules, RecessBoard>): Problem[] {
  const b = scenario.board
  const out: Problem[] = []
  const g = geometry(b)
  const inside = ([r, c]: RC) => r < b.height && c < b.width
  const onEdge = ([r, c]: RC) => r === 0 || c === 0 || r === b.height - 1 || c === b.width - 1
  const used = new Map<number, string>()
  for (const side of ['boys', 'girls'] as const) {
    const base = `board.entrances.${side}.gates`
    const gates = b.entrances[side].gates
    if (gates.length === 0) out.push(problem(base, `noGates.${side}`))
    gates.forEach((gate, i) => {
      const path = `${base}[${i}]`
      if (!inside(gate)) return void out.push(problem(path, 'offBoard', { cell: cellName(gate) }))
      const cell = gate[0] * b.width + gate[1]
      if (g.kind[cell] === OBSTACLE) out.push(problem(path, 'gateOnObstacle', { cell: cellName(gate) }))
      else if (!onEdge(gate)) out.push(problem(path, 'gateNotOnEdge', { cell: cellName(gate) }))
      if (used.has(cell)) out.push(problem(path, 'gateTwice', { cell: cellName(gate) }))
      used.set(cell, path)
    })
  }
  if (b.nuns.length < 2) out.push(problem('board.nuns', 'fewNuns', { n: b.nuns.length }))
  const nunCells = new Set<number>()
  b.nuns.forEach((nun, i) => {
    const path = `board.nuns[${i}]`
    if (!inside(nun)) return void out.push(problem(path, 'offBoard', { cell: cellName(nun) }))
    const cell = nun[0] * b.width + nun[1]
    if (g.kind[cell] === OBSTACLE) out.push(problem(path, 'nunOnObstacle', { cell: cellName(nun) }))
    if (nunCells.has(cell)) out.push(problem(path, 'nunsOverlap', { cell: cellName(nun) }))
    nunCells.add(cell)
  })
  if (out.length > 0) return out
  for (const [side, gates] of [
    ['boys', g.gates[0]],
    ['girls', g.gates[1]],
  ] as const) {
    const reached = new Uint8Array(g.size)
    for (const gate of gates) {
      const d = g.distFrom(gate)
      for (let q = 0; q < g.size; q++) if (d[q] >= 0) reached[q] = 1
    }
    for (let q = 0; q < g.size; q++) {
      if (reached[q] || g.kind[q] === OBSTACLE) continue
      const region = g.distFrom(q)
      for (let p = 0; p < g.size; p++) if (region[p] >= 0) reached[p] = 1
      const rc: RC = [Math.floor(q / b.width), q % b.width]
      out.push(problem(`board.rows[${rc[0]}][${rc[1]}]`, `unreachable.${side}`, { cell: cellName(rc) }))
    }
  }
  return out
}
