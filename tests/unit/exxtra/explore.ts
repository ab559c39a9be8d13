import { seedRng } from '../../../shared/engine/rng.js'
import { exxtra } from '../../../shared/games/exxtra/index.js'
import { rollShowing } from '../../../shared/games/exxtra/rules.js'
import type { ExxtraRules, ExxtraState } from '../../../shared/games/exxtra/index.js'
import { scenarioWith } from './helpers.js'

const RNG = seedRng(1)

/** one face index per distinct face value of each die: copies of a face lead to the same states */
function distinctFaces(s: ExxtraState): number[][] {
  return s.faces.map((die) => die.flatMap((v, i) => (die.indexOf(v) === i ? [i] : [])))
}

/** every state one action (every roll outcome counted) leads to, through the real rules */
function successors(s: ExxtraState, faces: number[][]): ExxtraState[] {
  const out: ExxtraState[] = []
  for (const a of exxtra.legalActions(s)) {
    if (a.t === 'place') out.push(exxtra.apply(s, a))
    else for (const ia of faces[0]) for (const ib of faces[1]) out.push(rollShowing(s, ia, ib, RNG))
  }
  return out
}

/** everything about a state but the pawns' squares and the random source */
function ladderKey(s: ExxtraState): string {
  const held = s.rolls ? `${s.faces[0][s.roll[0]]},${s.faces[1][s.roll[1]]}` : ''
  return `${s.rung.join()}|${s.value.join()}|${s.seat}|${s.rolls}|${held}|${s.turns}|${s.winner}`
}

/**
 * Every state a game can reach, over every legal choice and every roll, through the real rules:
 * the slow, obviously complete search. Whether a pawn reached the goal, and the furthest square.
 */
export function exploreAll(rules: ExxtraRules, seats: number, limit = 300_000): { furthest: number; won: boolean } {
  const start = exxtra.setup(scenarioWith(rules), seats, 1)
  const faces = distinctFaces(start)
  const seen = new Set<string>()
  const stack = [start]
  let furthest = 0
  let won = false
  while (stack.length) {
    const s = stack.pop()!
    const k = `${s.pos.join()}|${ladderKey(s)}`
    if (seen.has(k)) continue
    seen.add(k)
    if (seen.size > limit) throw new Error('too many states to explore')
    furthest = Math.max(furthest, ...s.pos)
    if (s.winner >= 0) won = true
    if (exxtra.toAct(s) !== null) stack.push(...successors(s, faces))
  }
  return { furthest, won }
}

/**
 * The furthest square any pawn can reach, by the same search with the squares left out of the
 * states: while no pawn can reach the goal (the track must be long enough, which is checked), a
 * pawn's square changes nothing else in the game, and each action moves it by a fixed amount
 * (back at most to the start), a move that never turns a further square into a nearer one. So
 * keeping, per state without squares, the furthest square each pawn can have there is exact.
 * States are taken in the order of (turns, rolls), which every action increases.
 */
export function furthestByLadder(rules: ExxtraRules, seats: number): number {
  const BASE = 100
  const start = {
    ...exxtra.setup(scenarioWith({ ...rules, trackLength: 200 }), seats, 1),
    pos: new Array<number>(seats).fill(BASE),
  }
  const faces = distinctFaces(start)
  const order = (s: ExxtraState) => s.turns * (s.rollLimit + 2) + s.rolls
  type Layer = Map<string, { s: ExxtraState; best: number[] }>
  const layers: (Layer | undefined)[] = []
  const add = (s: ExxtraState, best: number[]) => {
    const layer = (layers[order(s)] ??= new Map() as Layer)
    const k = ladderKey(s)
    const had = layer.get(k)
    if (had) had.best = had.best.map((b, i) => Math.max(b, best[i]))
    else layer.set(k, { s, best })
  }
  add(start, new Array<number>(seats).fill(0))
  let furthest = 0
  for (let o = 0; o < layers.length; o++) {
    const layer = layers[o]
    layers[o] = undefined // done with this layer: free it
    for (const { s, best } of layer?.values() ?? []) {
      furthest = Math.max(furthest, ...best)
      if (exxtra.toAct(s) === null) continue
      for (const next of successors(s, faces)) {
        if (next.pos.some((p) => p >= next.goal || p <= 0)) throw new Error('the goal or the start came into play')
        add(
          { ...next, pos: new Array<number>(seats).fill(BASE) },
          best.map((b, i) => Math.max(0, b + next.pos[i] - BASE)),
        )
      }
    }
  }
  return furthest
}
