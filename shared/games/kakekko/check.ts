import type { Problem } from '../../engine/types.js'
import { compileBoard, distancesTo, FAR, segmentLength, segmentsCross } from './graph.js'
import type { Board, Graph, KakekkoScenario } from './types.js'

const P = (path: string, key: string, params?: Record<string, string | number>): Problem => ({
  path,
  reason: { key: `kakekko.problem.${key}`, params },
})

/** Semantic checks of a board and its settings that the schemas cannot express. */
export function checkScenario(scenario: KakekkoScenario): Problem[] {
  const out: Problem[] = []
  const { board, rules, players } = scenario

  if (rules.teams && !(players.min === players.max && [4, 6, 8].includes(players.min))) {
    out.push(P('players', 'teamsSeats'))
  }

  const byId = new Map<number, (typeof board.squares)[number]>()
  board.squares.forEach((sq, i) => {
    if (byId.has(sq.id)) out.push(P(`board.squares[${i}].id`, 'duplicateSquare', { id: sq.id }))
    else byId.set(sq.id, sq)
    if (sq.x > board.width || sq.y > board.height) out.push(P(`board.squares[${i}]`, 'offBoard', { id: sq.id }))
    if (sq.icon !== undefined && sq.kind !== 'icon')
      out.push(P(`board.squares[${i}].icon`, 'iconOnWrongKind', { id: sq.id }))
  })

  const shrines = board.squares.map((sq, i) => ({ sq, i })).filter(({ sq }) => sq.kind === 'shrine')
  const starts = shrines.filter(({ sq }) => sq.area === 4)
  const goals = shrines.filter(({ sq }) => sq.area === 1)
  if (starts.length === 0) out.push(P('board.squares', 'noStart'))
  if (goals.length === 0) out.push(P('board.squares', 'noGoal'))
  for (const { sq, i } of [...starts.slice(1), ...goals.slice(1)]) {
    out.push(P(`board.squares[${i}]`, 'extraShrine', { id: sq.id, area: sq.area }))
  }
  for (const { sq, i } of shrines) {
    if (sq.area === 2 || sq.area === 3) out.push(P(`board.squares[${i}].area`, 'shrineArea', { id: sq.id }))
  }

  const roadKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`)
  const roads = new Set<string>()
  board.roads.forEach(([a, b], i) => {
    for (const [end, id] of [
      [0, a],
      [1, b],
    ] as const) {
      if (!byId.has(id)) out.push(P(`board.roads[${i}][${end}]`, 'danglingRoad', { id }))
    }
    if (a === b) out.push(P(`board.roads[${i}]`, 'loopRoad', { id: a }))
    const key = roadKey(a, b)
    if (roads.has(key)) out.push(P(`board.roads[${i}]`, 'duplicateRoad', { a, b }))
    roads.add(key)
  })

  const slotIds = new Set<number>()
  const slotPairs = new Set<string>()
  const drawn: { i: number; a: { x: number; y: number }; b: { x: number; y: number }; id: number }[] = []
  board.slots.forEach((s, i) => {
    if (slotIds.has(s.id)) out.push(P(`board.slots[${i}].id`, 'duplicateSlot', { id: s.id }))
    slotIds.add(s.id)
    const A = byId.get(s.a)
    const B = byId.get(s.b)
    if (!A) out.push(P(`board.slots[${i}].a`, 'unknownSquare', { id: s.a }))
    if (!B) out.push(P(`board.slots[${i}].b`, 'unknownSquare', { id: s.b }))
    if (s.a === s.b) out.push(P(`board.slots[${i}]`, 'loopSlot', { id: s.a }))
    const key = roadKey(s.a, s.b)
    if (roads.has(key)) out.push(P(`board.slots[${i}]`, 'slotOnRoad', { a: s.a, b: s.b }))
    else if (slotPairs.has(key)) out.push(P(`board.slots[${i}]`, 'slotTwice', { a: s.a, b: s.b }))
    slotPairs.add(key)
    if (!A || !B || s.a === s.b) return
    const length = Math.round(segmentLength(A, B))
    if (length > rules.maxSlotLength) {
      out.push(P(`board.slots[${i}]`, 'slotTooLong', { id: s.id, length, max: rules.maxSlotLength }))
    }
    for (const d of drawn) {
      if (segmentsCross(A, B, d.a, d.b)) out.push(P(`board.slots[${i}]`, 'slotsCross', { id: s.id, other: d.id }))
    }
    drawn.push({ i, a: A, b: B, id: s.id })
  })

  // a square that no road and no shortcut touches can never be reached
  const touched = new Set<number>([...board.roads.flat(), ...board.slots.flatMap((s) => [s.a, s.b])])
  board.squares.forEach((sq, i) => {
    if (byId.get(sq.id) === sq && !touched.has(sq.id))
      out.push(P(`board.squares[${i}]`, 'isolatedSquare', { id: sq.id }))
  })

  if (starts.length && goals.length) {
    const g = compileBoard(board)
    const none = g.slots.map(() => false)
    const toGoal = distancesTo(g, g.goal, none)
    if (toGoal[g.start] >= FAR) out.push(roadGap(board, g, toGoal))
    else {
      // a pawn walks at most maxValue steps a round: fewer than the shortest race, every shortcut
      // inked (there and back for variant 2), and no pawn can ever come home before the limit
      const best = distancesTo(
        g,
        g.goal,
        g.slots.map(() => true),
      )[g.start]
      const steps = rules.thereAndBack && !rules.teams ? 2 * best : best
      const most = rules.roundLimit * rules.maxValue
      if (most < steps) out.push(P('rules.roundLimit', 'goalOutOfReach', { rounds: rules.roundLimit, most, steps }))
    }
  }
  return out
}

/**
 * Where the road from the start to the goal is cut: of the squares the start reaches by road and
 * those the goal reaches, the closest pair on the board (of equally close pairs, the one farthest
 * along both roads, where a missing road would join them). The issue sits on the start's side.
 */
function roadGap(board: Board, g: Graph, toGoal: Int32Array): Problem {
  const fromStart = distancesTo(
    g,
    g.start,
    g.slots.map(() => false),
  )
  const at = (i: number) => board.squares.find((sq) => sq.id === g.ids[i])!
  let best: [number, number] = [g.start, g.goal]
  let bestD = Infinity
  let bestAlong = -1
  for (let a = 0; a < g.ids.length; a++) {
    if (fromStart[a] >= FAR) continue
    for (let b = 0; b < g.ids.length; b++) {
      if (toGoal[b] >= FAR) continue
      const d = segmentLength(at(a), at(b))
      const along = fromStart[a] + toGoal[b]
      if (d < bestD || (d === bestD && along > bestAlong)) [bestD, bestAlong, best] = [d, along, [a, b]]
    }
  }
  const index = board.squares.indexOf(at(best[0]))
  return P(`board.squares[${index}]`, 'goalUnreachable', { a: g.ids[best[0]], b: g.ids[best[1]] })
}
