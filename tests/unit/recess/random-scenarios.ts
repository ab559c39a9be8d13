import { makeRand, type Rand } from '../../../shared/engine/rng.js'
import { check } from '../../../shared/games/recess/check.js'
import { blankBoard, paint, toggleGate, toggleNun, type Symmetry } from '../../../shared/games/recess/editor.js'
import { OBSTACLE, geometry } from '../../../shared/games/recess/board.js'
import { MAX_NUNS } from '../../../shared/games/recess/schema.js'
import type { RC, RecessBoard, RecessRules, RecessState } from '../../../shared/games/recess/types.js'
import type { Scenario } from '../../../shared/engine/types.js'
import { recess } from '../../../shared/games/recess/index.js'

const SYMMETRIES: Symmetry[] = ['none', 'mirrorX', 'mirrorY', 'turn', 'quad']
const between = (rand: Rand, lo: number, hi: number): number => lo + rand.int(hi - lo + 1)
const oneOf = <T>(rand: Rand, list: readonly T[]): T => list[rand.int(list.length)]

/** edge cells of a board */
function edgeCells(b: RecessBoard): RC[] {
  const out: RC[] = []
  for (let r = 0; r < b.height; r++) {
    for (let c = 0; c < b.width; c++)
      if (r === 0 || c === 0 || r === b.height - 1 || c === b.width - 1) out.push([r, c])
  }
  return out
}

/**
 * Cells both entrances reach. Floor elsewhere is walled up, and gates and nuns that stood there
 * are dropped, so the playground passes the editor's checks.
 */
function repair(b: RecessBoard, rand: Rand): RecessBoard {
  // a cell toggled as a gate of both entrances (the editor lists that as an issue) stays a boys gate
  const boysGate = (p: RC) => b.entrances.boys.gates.some((q) => q[0] === p[0] && q[1] === p[1])
  b = { ...b, entrances: { ...b.entrances, girls: { gates: b.entrances.girls.gates.filter((p) => !boysGate(p)) } } }
  if (b.entrances.girls.gates.length === 0) return blankBoard(b.width, b.height)
  const clearAt = (board: RecessBoard, cells: RC[]) => cells.reduce((acc, p) => paint(acc, p, '.'), board)
  b = clearAt(b, [...b.entrances.boys.gates, ...b.entrances.girls.gates])
  const g = geometry(b)
  const from = (gates: number[]) => {
    const mark = new Uint8Array(g.size)
    for (const gate of gates)
      g.distFrom(gate).forEach((d, q) => {
        if (d >= 0) mark[q] = 1
      })
    return mark
  }
  const boys = from(g.gates[0])
  const girls = from(g.gates[1])
  const both = (q: number) => boys[q] === 1 && girls[q] === 1
  if (!g.gates[0].some(both)) return blankBoard(b.width, b.height)
  const rows = b.rows.map((row, r) =>
    [...row].map((ch, c) => (ch !== '#' && !both(r * b.width + c) ? '#' : ch)).join(''),
  )
  const ok = ([r, c]: RC) => rows[r][c] !== '#'
  let nuns = b.nuns.filter(ok)
  const open: RC[] = []
  rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      if (ch !== '#') open.push([r, c])
    }),
  )
  while (nuns.length < 2) {
    const p = oneOf(rand, open)
    if (!nuns.some((n) => n[0] === p[0] && n[1] === p[1])) nuns = [...nuns, p]
  }
  return {
    ...b,
    rows,
    nuns,
    entrances: {
      boys: { gates: b.entrances.boys.gates.filter(ok) },
      girls: { gates: b.entrances.girls.gates.filter(ok) },
    },
  }
}

/** a random playground drawn with the editor's own tools, then made valid */
export function randomBoard(rand: Rand): RecessBoard {
  const size = (): number => oneOf(rand, [6, 6, 7, 8, 9, 10, 12, 12, 16])
  let b = blankBoard(size(), size())
  const sym = oneOf(rand, SYMMETRIES)
  const stamps = rand.int(Math.floor((b.width * b.height) / 6))
  for (let i = 0; i < stamps; i++) {
    const at: RC = [rand.int(b.height), rand.int(b.width)]
    b = paint(b, at, '#', sym, 1 + rand.int(2), 1 + rand.int(2))
  }
  for (let i = rand.int(5); i > 0; i--) b = paint(b, [rand.int(b.height), rand.int(b.width)], 'S', sym)
  const edges = edgeCells(b)
  for (let i = rand.int(4); i > 0; i--) b = toggleGate(b, oneOf(rand, edges), rand.int(2) ? 'boys' : 'girls', sym)
  for (let i = rand.int(MAX_NUNS); i > 0; i--) b = toggleNun(b, [rand.int(b.height), rand.int(b.width)], sym)
  if (b.entrances.boys.gates.length === 0) b = toggleGate(b, [0, 0], 'boys')
  if (b.entrances.girls.gates.length === 0) b = toggleGate(b, [b.height - 1, b.width - 1], 'girls')
  b = repair(b, rand)
  const scenario = { ...recess.defaultScenario, board: b }
  const problems = check(scenario)
  if (problems.length > 0) throw new Error(`generated playground fails its checks: ${JSON.stringify(problems)}`)
  if (geometry(b).kind.every((k) => k === OBSTACLE)) throw new Error('no floor')
  return b
}

/** random settings, extremes included */
export function randomRules(rand: Rand): RecessRules {
  return {
    nunMoves: oneOf(rand, ['queen', 'rook'] as const),
    shoveAdjacency: oneOf(rand, [8, 4] as const),
    turns: oneOf(rand, [1, 2, 200, between(rand, 3, 45), between(rand, 3, 45), between(rand, 3, 45)]),
    startCoins: oneOf(rand, [0, 1, 100, between(rand, 0, 20)]),
    turnTimer: oneOf(rand, [0, 0, 10, 600]),
  }
}

/** a legal scenario: the default playground or a generated one, with random settings */
export function randomScenario(seed: number): Scenario<RecessRules, RecessBoard> {
  const rand = makeRand(seed)
  const board = rand.int(3) === 0 ? recess.defaultScenario.board : randomBoard(rand)
  const rules = randomRules(rand)
  const scenario = { ...recess.defaultScenario, rules, board }
  const parsed = recess.rulesSchema.safeParse(rules)
  if (!parsed.success) throw new Error(`generated rules are invalid: ${parsed.error.message}`)
  return scenario
}

/** every position of a game between random bots, the last one included */
export function randomGame(scenario: Scenario<RecessRules, RecessBoard>, seats: number, seed: number): RecessState[] {
  const rand = makeRand(seed)
  let s = recess.setup(scenario, seats, seed)
  const out = [s]
  while (recess.toAct(s) !== null) {
    s = recess.apply(s, recess.bots.random(s, rand))
    out.push(s)
  }
  return out
}
