import type { Ranking, Reason } from '../../engine/types.js'
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { drawInt, seedRng } from '../../engine/rng.js'
import { doubleStep, faceValue, pairValue, xCount } from './dice.js'
import type { ExxtraAction, ExxtraScenario, ExxtraState } from './types.js'
import { OFF, RUNGS } from './types.js'
import { DEFAULT_RULES, DIE_FACES } from './schema.js'

export function setup(scenario: ExxtraScenario, seats: number, seed: number): ExxtraState {
  const r = scenario.rules
  return {
    rng: seedRng(seed),
    n: seats,
    faces: [r.dieA.map(faceValue), r.dieB.map(faceValue)],
    xx: r.firstRollDoubleX === 'hundred' ? 100 : 0,
    goal: r.trackLength + 1,
    pos: new Array<number>(seats).fill(0),
    rung: new Array<number>(seats).fill(OFF),
    value: new Array<number>(seats).fill(OFF),
    seat: 0,
    rolls: 0,
    roll: [],
    winner: -1,
    turns: 0,
    roundLimit: r.roundLimit ?? DEFAULT_RULES.roundLimit,
    rollLimit: r.rollLimit ?? DEFAULT_RULES.rollLimit,
  }
}

/** the round limit ended the game: every seat has played roundLimit turns and nobody won */
export function limitReached(s: ExxtraState): boolean {
  return s.winner < 0 && s.turns >= s.roundLimit * s.n
}

export function isOver(s: ExxtraState): boolean {
  return s.winner >= 0 || s.turns >= s.roundLimit * s.n
}

/** the round being played, 1 for the first (the last one played once the game is over) */
export function roundOf(s: ExxtraState): number {
  return Math.min(s.roundLimit, Math.floor(s.turns / s.n) + 1)
}

export function toAct(s: ExxtraState): number | null {
  return isOver(s) ? null : s.seat
}

/** the value of the pair the seat on turn holds, or null before its first roll */
export function heldValue(s: ExxtraState): number | null {
  if (s.rolls === 0 || isOver(s)) return null
  return pairValue(s.faces[0][s.roll[0]], s.faces[1][s.roll[1]], s.rolls === 1, s.xx)
}

/** the seat whose pair sits on `rung` (1…5), or -1; rung 0 is never full */
export function occupant(s: ExxtraState, rung: number): number {
  if (rung === 0) return -1
  for (let i = 0; i < s.n; i++) if (s.rung[i] === rung) return i
  return -1
}

/** the seats whose pairs go back if the held pair is placed on `rung` (empty when it cannot be) */
export function knockedBy(s: ExxtraState, rung: number): number[] {
  const v = heldValue(s)
  if (v === null || occupant(s, rung) >= 0) return []
  const out: number[] = []
  for (let i = 0; i < s.n; i++) if (s.rung[i] > rung && s.value[i] <= v) out.push(i)
  return out
}

const ROLL: ExxtraAction = { t: 'roll' }
const PLACE: readonly ExxtraAction[] = Array.from({ length: RUNGS }, (_, rung) => ({ t: 'place', rung }))
const ROLL_ONLY: readonly ExxtraAction[] = [ROLL]

/**
 * Every legal-action list there can be after a roll, made once: by whether the seat may roll again
 * (0 or 1) and by the taken rungs (bit r for rung r). Shared, so callers
 * only read them (not frozen: V8 reads frozen arrays more slowly).
 */
const AFTER_ROLL: readonly (readonly ExxtraAction[])[][] = [0, 1].map((again) =>
  Array.from({ length: 1 << RUNGS }, (_, taken) => {
    const out = again ? [ROLL, PLACE[0]] : [PLACE[0]]
    for (let r = 1; r < RUNGS; r++) if (!(taken & (1 << r))) out.push(PLACE[r])
    return out
  }),
)

export function legalActions(s: ExxtraState): ExxtraAction[] {
  if (isOver(s)) return []
  if (s.rolls === 0) return ROLL_ONLY as ExxtraAction[]
  let taken = 0
  for (let i = 0; i < s.n; i++) if (s.rung[i] > 0) taken |= 1 << s.rung[i]
  return AFTER_ROLL[s.rolls < s.rollLimit ? 1 : 0][taken] as ExxtraAction[]
}

/** the fields each action carries besides `t` */
const FIELDS: Record<string, readonly string[]> = { roll: [], place: ['rung'] }

/** why `a` is not an Exxtra action at all (checked without the schema), or null */
function malformed(a: unknown): Reason | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return { key: 'exxtra.explain.unknownAction' }
  const t = (a as { t?: unknown }).t
  if (typeof t !== 'string' || !Object.hasOwn(FIELDS, t)) return { key: 'exxtra.explain.unknownAction' }
  for (const k of Object.keys(a)) {
    if (k !== 't' && !FIELDS[t].includes(k)) return { key: 'exxtra.explain.extraField', params: { field: k } }
  }
  return null
}

export function explain(s: ExxtraState, a: ExxtraAction): Reason | null {
  const bad = malformed(a)
  if (bad) return bad
  if (isOver(s)) return { key: 'exxtra.explain.gameOver' }
  if (a.t === 'roll') {
    if (s.rolls >= s.rollLimit) return { key: 'exxtra.explain.rollLimit', params: { max: s.rollLimit } }
    return null
  }
  if (s.rolls === 0) return { key: 'exxtra.explain.rollFirst' }
  if (!Number.isInteger(a.rung) || a.rung < 0 || a.rung >= RUNGS) {
    return { key: 'exxtra.explain.noSuchRung', params: { max: RUNGS - 1 } }
  }
  const o = occupant(s, a.rung)
  if (o >= 0) return { key: 'exxtra.explain.rungTaken', params: { rung: a.rung, seat: o } }
  return null
}

/**
 * A copy of `s` with the random source `rng`, written field by field in setup's order: one object
 * of a fixed shape, far cheaper than spreading. The arrays stay shared; whoever changes one
 * replaces it first.
 */
function copy(s: ExxtraState, rng: ExxtraState['rng']): ExxtraState {
  return {
    rng,
    n: s.n,
    faces: s.faces,
    xx: s.xx,
    goal: s.goal,
    pos: s.pos,
    rung: s.rung,
    value: s.value,
    seat: s.seat,
    rolls: s.rolls,
    roll: s.roll,
    winner: s.winner,
    turns: s.turns,
    roundLimit: s.roundLimit,
    rollLimit: s.rollLimit,
  }
}

/** `arr` with `arr[i]` set to `v`: a new array, `arr` left as it was */
function withAt(arr: readonly number[], i: number, v: number): number[] {
  const out = arr.slice()
  out[i] = v
  return out
}

/**
 * The `roll` field for faces ia and ib: one shared, never-changed pair per outcome (dice have
 * DIE_FACES faces, checked by the schema), so a roll seldom allocates. Every roll still replaces
 * the array (a fresh one when the shared pair is already there): the search names a chance
 * outcome by the fields that are not the same object after it (KeyTable.ofChanges).
 */
const PAIRS: readonly (readonly number[])[][] = Array.from({ length: DIE_FACES }, (_, ia) =>
  Array.from({ length: DIE_FACES }, (_, ib) => [ia, ib]),
)

function pairOf(before: readonly number[], ia: number, ib: number): number[] {
  const row = PAIRS[ia]
  const shared = row !== undefined && ib < row.length ? row[ib] : undefined
  return (shared === undefined || shared === before ? [ia, ib] : shared) as number[]
}

/**
 * Passes the turn; the next seat's pair on the ladder moves its pawn and comes back. After the
 * last turn of the last round nothing moves: the game is over.
 * `s` is a fresh copy whose arrays may still be shared with the previous state.
 */
function endTurn(s: ExxtraState): ExxtraState {
  const next = (s.seat + 1) % s.n
  s.seat = next
  s.rolls = 0
  s.turns += 1
  if (s.turns >= s.roundLimit * s.n) return s
  const r = s.rung[next]
  if (r === OFF) return s
  const to = Math.min(s.goal, s.pos[next] + r)
  s.pos = withAt(s.pos, next, to)
  s.rung = withAt(s.rung, next, OFF)
  s.value = withAt(s.value, next, OFF)
  if (to >= s.goal) s.winner = next
  return s
}

/** both dice's draws from one generator: the same faces and random source as two drawInt calls */
function roll(s: ExxtraState): ExxtraState {
  const na = s.faces[0].length
  const nb = s.faces[1].length
  const src = s.rng
  if ('x' in src) {
    const g = xoroshiro128plusFromState(src.x)
    const ia = uniformInt(g, 0, na - 1)
    const ib = uniformInt(g, 0, nb - 1)
    // getState builds a fresh array each call: no need to copy it as drawInt does
    return rollShowing(s, ia, ib, { x: g.getState() as number[] })
  }
  const [ia, r1] = drawInt(src, 0, na - 1)
  const [ib, rng] = drawInt(r1, 0, nb - 1)
  return rollShowing(s, ia, ib, rng)
}

/**
 * A roll whose dice showed faces `ia` and `ib`, with `rng` the random source after the draw.
 * Exported for exhaustive searches that try every outcome; play goes through `apply`.
 */
export function rollShowing(s: ExxtraState, ia: number, ib: number, rng: ExxtraState['rng']): ExxtraState {
  const a = s.faces[0][ia]
  const b = s.faces[1][ib]
  const next = copy(s, rng)
  next.roll = pairOf(s.roll, ia, ib)
  const seat = s.seat
  const v = pairValue(a, b, s.rolls === 0, s.xx)
  if (v === null) {
    next.pos = withAt(s.pos, seat, Math.max(0, s.pos[seat] - xCount(a, b)))
    return endTurn(next)
  }
  next.rolls = s.rolls + 1
  const step = doubleStep(a, b)
  if (step > 0) {
    const to = Math.min(s.goal, s.pos[seat] + step)
    next.pos = withAt(s.pos, seat, to)
    if (to >= s.goal) next.winner = seat
  }
  return next
}

function place(s: ExxtraState, at: number): ExxtraState {
  const v = heldValue(s) as number
  const next = copy(s, s.rng)
  const rung = s.rung.slice()
  const value = s.value.slice()
  for (let i = 0; i < s.n; i++) {
    if (rung[i] > at && value[i] <= v) {
      rung[i] = OFF
      value[i] = OFF
    }
  }
  rung[s.seat] = at
  value[s.seat] = v
  next.rung = rung
  next.value = value
  return endTurn(next)
}

/** applies a legal action (check it with explain first); never mutates `s` */
export function apply(s: ExxtraState, a: ExxtraAction): ExxtraState {
  return a.t === 'roll' ? roll(s) : place(s, a.rung)
}

/**
 * The winner first; the others by how far their pawns got, equal squares sharing a place. When the
 * round limit ends the game, every seat is ranked by its square alone (pairs left on the ladder
 * do not move anyone).
 */
export function result(s: ExxtraState): Ranking | null {
  if (limitReached(s)) return s.pos.map((p) => 1 + s.pos.filter((q) => q > p).length)
  if (s.winner < 0) return null
  return s.pos.map((p, i) => {
    if (i === s.winner) return 1
    let ahead = 0
    for (let j = 0; j < s.n; j++) if (j !== s.winner && s.pos[j] > p) ahead++
    return 2 + ahead
  })
}
