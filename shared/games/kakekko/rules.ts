/**
 * Kakekko's rules as pure functions. A round is a chain of small actions: every racing seat
 * rolls ({t:'roll'}, seat order); seats allowed to spend marbles decide from the highest roll
 * down ({t:'raise', marbles}); seats with a value nobody shares then play, highest first, one
 * action at a time (walk, rest, connect, make) until their points run out or they end the turn.
 *
 * Rulings where the texts are silent: a walk is one step in any direction; a turn ends by itself
 * when no point is left; reaching the goal ends the turn (points left are lost); without
 * variants the game ends when a single pawn is still racing (it is last); with teams the first
 * pawn home ends the game at once, whatever the other settings; after `roundLimit` rounds the
 * game ends and the distances to the goal decide (ranking.ts).
 */
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { drawInt, seedRng } from '../../engine/rng.js'
import type { Reason, Ranking } from '../../engine/types.js'
import { malformed } from './actions.js'
import { CONNECT_COST, DIE_SIDES, MAKE_COST, REST_COST, WALK_COST } from './costs.js'
import { compileBoard, neighbours } from './graph.js'
import { raiseOrder, turnOrder } from './order.js'
import { LEG_TOP_SCORE, placesAtLimit, placesByFinish, placesByScore, teamOf } from './ranking.js'
import { ROUND_LIMIT } from './schema.js'
import type { KakekkoAction, KakekkoScenario, KakekkoState } from './types.js'

export { raiseOrder, raiseStatus, turnOrder, type RaiseStatus } from './order.js'
export { LEG_TOP_SCORE, teamOf } from './ranking.js'

export { CONNECT_COST, DIE_SIDES, MAKE_COST, REST_COST, WALK_COST } from './costs.js'
export { legalActions } from './legal.js'

/** seat counts a team game accepts */
export const TEAM_SEATS: readonly number[] = [4, 6, 8]

export function setup(scenario: KakekkoScenario, seats: number, seed: number): KakekkoState {
  const { rules, board } = scenario
  if (rules.teams && !TEAM_SEATS.includes(seats)) {
    throw new Error(`Kakekko teams need 4, 6 or 8 seats, not ${seats}`)
  }
  const g = compileBoard(board)
  const start = g.ids[g.start]
  const zeros = new Array<number>(seats).fill(0)
  return {
    rng: seedRng(seed),
    n: seats,
    g,
    connectFrom: rules.connectFrom,
    secretBases: rules.secretBases,
    thereAndBack: rules.thereAndBack,
    teams: rules.teams,
    maxValue: rules.maxValue,
    maxHand: rules.maxHand,
    roundLimit: rules.roundLimit ?? ROUND_LIMIT.default,
    phase: 'roll',
    round: 1,
    leg: 0,
    pos: new Array<number>(seats).fill(start),
    hand: new Array<number>(seats).fill(rules.marblesPerPlayer),
    pool: 0,
    roll: zeros.slice(),
    value: zeros.slice(),
    queue: zeros.map((_, i) => i),
    left: 0,
    inked: g.slots.map((sl) => sl.inked),
    bases: [],
    done: new Array<boolean>(seats).fill(false),
    finish: [],
    score: zeros.slice(),
    places: null,
    timeUp: false,
  }
}

export function toAct(s: KakekkoState): number | null {
  return s.phase === 'over' ? null : s.queue[0]
}

/** index of the square the current leg races to */
export function targetOf(s: KakekkoState): number {
  return s.leg === 0 ? s.g.goal : s.g.start
}

// ---- legality --------------------------------------------------------------------------------

const why = (key: string, params?: Record<string, string | number>): Reason => ({ key: `kakekko.why.${key}`, params })

/** square indices the pawn on turn can step to */
export function stepTargets(s: KakekkoState): number[] {
  const seat = s.queue[0]
  const out = neighbours(s.g, s.g.ix[s.pos[seat]], s.inked)
  return out.filter((v, i) => out.indexOf(v) === i)
}

export function canMakeOn(s: KakekkoState, i: number): boolean {
  const id = s.g.ids[i]
  return s.g.kind[i] === 'passage' && !s.bases.includes(id) && !s.pos.includes(id)
}

export function canConnect(s: KakekkoState, k: number): boolean {
  if (s.inked[k]) return false
  if (s.connectFrom === 'anywhere') return true
  const here = s.g.ix[s.pos[s.queue[0]]]
  const sl = s.g.slots[k]
  return sl.a === here || sl.b === here
}

/** the index of `id` in a board's id → index table, or undefined for anything that is not one of its ids */
function indexOf(table: Record<number, number>, id: unknown): number | undefined {
  return Number.isInteger(id) && Object.hasOwn(table, id as number) ? table[id as number] : undefined
}

export function explain(s: KakekkoState, a: KakekkoAction): Reason | null {
  const bad = malformed(a)
  if (bad) return bad
  if (s.phase === 'over') return why('over')
  const seat = s.queue[0]
  switch (a.t) {
    case 'roll':
      return s.phase === 'roll' ? null : why('notRolling')
    case 'raise': {
      if (s.phase !== 'raise') return why('notRaising')
      if (!Number.isInteger(a.marbles) || a.marbles < 0) return why('badMarbles')
      if (a.marbles > s.hand[seat]) return why('notEnoughMarbles', { hand: s.hand[seat] })
      if (s.roll[seat] + a.marbles > s.maxValue) return why('overMax', { max: s.maxValue })
      return null
    }
    default:
      break
  }
  if (s.phase !== 'act') return why(s.phase === 'roll' ? 'rollFirst' : 'raiseFirst')
  switch (a.t) {
    case 'walk': {
      const to = indexOf(s.g.ix, a.to)
      if (to === undefined) return why('unknownSquare', { id: a.to })
      if (s.left < WALK_COST) return why('noPoints', { cost: WALK_COST, left: s.left })
      if (!stepTargets(s).includes(to)) return why('notAdjacent', { id: a.to })
      return null
    }
    case 'rest':
      if (s.left < REST_COST) return why('noPoints', { cost: REST_COST, left: s.left })
      if (s.pool === 0) return why('poolEmpty')
      if (s.hand[seat] >= s.maxHand) return why('handFull', { max: s.maxHand })
      return null
    case 'connect': {
      const k = indexOf(s.g.slotIx, a.slot)
      if (k === undefined) return why('unknownSlot', { id: a.slot })
      if (s.left < CONNECT_COST) return why('noPoints', { cost: CONNECT_COST, left: s.left })
      if (s.inked[k]) return why('alreadyInked')
      if (!canConnect(s, k)) return why('slotNotAtPawn')
      return null
    }
    case 'make': {
      if (!s.secretBases) return why('noBases')
      const i = indexOf(s.g.ix, a.square)
      if (i === undefined) return why('unknownSquare', { id: a.square })
      if (s.left < MAKE_COST) return why('noPoints', { cost: MAKE_COST, left: s.left })
      if (s.g.kind[i] !== 'passage') return why('notPassage')
      if (s.pos.includes(a.square)) return why('pawnThere')
      if (s.bases.includes(a.square)) return why('baseThere')
      return null
    }
    case 'end':
      return null
  }
  return why('unknownAction')
}

// ---- applying --------------------------------------------------------------------------------

/**
 * n zeros: one shared array per table size. A state's arrays are replaced, never changed, so
 * sharing is safe; not frozen, as V8 reads frozen arrays more slowly.
 */
const ZEROS: number[][] = []

function zeros(n: number): number[] {
  return (ZEROS[n] ??= new Array<number>(n).fill(0))
}

/**
 * Rolls the die into `s.rng` and returns it: the same value and random source as drawInt, without
 * its copies of the generator's state.
 */
function rollDie(s: KakekkoState): number {
  const src = s.rng
  if (!('x' in src)) {
    const [v, rng] = drawInt(src, 1, DIE_SIDES)
    s.rng = rng
    return v
  }
  const g = xoroshiro128plusFromState(src.x)
  const v = uniformInt(g, 1, DIE_SIDES)
  // getState builds a fresh array each call
  s.rng = { x: g.getState() as number[] }
  return v
}

function startRound(s: KakekkoState): void {
  if (s.round >= s.roundLimit) {
    s.timeUp = true
    gameOver(s, placesAtLimit(s, targetOf(s)))
    return
  }
  s.phase = 'roll'
  s.round += 1
  s.roll = zeros(s.n)
  s.value = s.roll
  s.queue = []
  for (let i = 0; i < s.n; i++) if (!s.done[i]) s.queue.push(i)
  s.left = 0
}

function startActions(s: KakekkoState): void {
  s.phase = 'act'
  s.queue = turnOrder(s)
  if (s.queue.length === 0) startRound(s)
  else s.left = s.value[s.queue[0]]
}

function nextActor(s: KakekkoState): void {
  s.queue = s.queue.slice(1)
  if (s.queue.length === 0) startRound(s)
  else s.left = s.value[s.queue[0]]
}

function scoreLeg(s: KakekkoState): void {
  s.score = s.score.slice()
  s.finish.forEach((seat, k) => {
    s.score[seat] += Math.max(0, LEG_TOP_SCORE - k)
  })
}

function gameOver(s: KakekkoState, places: Ranking): void {
  s.phase = 'over'
  s.queue = []
  s.left = 0
  s.places = places
}

function finishPawn(s: KakekkoState, seat: number): void {
  s.done = s.done.slice()
  s.done[seat] = true
  s.finish = [...s.finish, seat]
  if (s.teams) {
    const team = teamOf(seat)
    gameOver(
      s,
      s.pos.map((_, i) => (teamOf(i) === team ? 1 : 2)),
    )
    return
  }
  const racing = s.done.filter((d) => !d).length
  if (s.thereAndBack) {
    if (racing > 0) return nextActor(s)
    scoreLeg(s)
    if (s.leg === 0) {
      s.leg = 1
      s.done = new Array<boolean>(s.n).fill(false)
      s.finish = []
      startRound(s)
      return
    }
    gameOver(s, placesByScore(s))
    return
  }
  // the last pawn still racing can only take last place: the game ends there
  if (racing <= 1) return gameOver(s, placesByFinish(s))
  nextActor(s)
}

/**
 * A copy of `s`, written field by field in setup's order: one object of a fixed shape, far cheaper
 * than spreading its 27 fields. The arrays stay shared; whoever changes one replaces it first.
 */
function copy(s: KakekkoState): KakekkoState {
  return {
    rng: s.rng,
    n: s.n,
    g: s.g,
    connectFrom: s.connectFrom,
    secretBases: s.secretBases,
    thereAndBack: s.thereAndBack,
    teams: s.teams,
    maxValue: s.maxValue,
    maxHand: s.maxHand,
    roundLimit: s.roundLimit,
    phase: s.phase,
    round: s.round,
    leg: s.leg,
    pos: s.pos,
    hand: s.hand,
    pool: s.pool,
    roll: s.roll,
    value: s.value,
    queue: s.queue,
    left: s.left,
    inked: s.inked,
    bases: s.bases,
    done: s.done,
    finish: s.finish,
    score: s.score,
    places: s.places,
    timeUp: s.timeUp,
  }
}

export function apply(state: KakekkoState, a: KakekkoAction): KakekkoState {
  const s = copy(state)
  const seat = s.queue[0]
  switch (a.t) {
    case 'roll': {
      const v = rollDie(s)
      s.roll = s.roll.slice()
      s.roll[seat] = v
      s.value = s.value.slice()
      s.value[seat] = v
      s.queue = s.queue.slice(1)
      if (s.queue.length === 0) {
        s.phase = 'raise'
        s.queue = raiseOrder(s)
        if (s.queue.length === 0) startActions(s)
      }
      return s
    }
    case 'raise': {
      if (a.marbles > 0) {
        s.hand = s.hand.slice()
        s.hand[seat] -= a.marbles
        s.pool += a.marbles
        s.value = s.value.slice()
        s.value[seat] += a.marbles
      }
      s.queue = s.queue.slice(1)
      if (s.queue.length === 0) startActions(s)
      return s
    }
    case 'walk': {
      s.left -= WALK_COST
      s.pos = s.pos.slice()
      s.pos[seat] = a.to
      const i = s.g.ix[a.to]
      if (i === targetOf(s)) {
        finishPawn(s, seat)
        return s
      }
      if (s.bases.length && s.bases.includes(a.to)) {
        s.bases = s.bases.filter((b) => b !== a.to)
        s.pool += s.hand[seat]
        s.hand = s.hand.slice()
        s.hand[seat] = 0
        nextActor(s)
        return s
      }
      break
    }
    case 'rest':
      s.left -= REST_COST
      s.pool -= 1
      s.hand = s.hand.slice()
      s.hand[seat] += 1
      break
    case 'connect':
      s.left -= CONNECT_COST
      s.inked = s.inked.slice()
      s.inked[s.g.slotIx[a.slot]] = true
      break
    case 'make':
      s.left -= MAKE_COST
      s.bases = [...s.bases, a.square]
      break
    case 'end':
      nextActor(s)
      return s
  }
  if (s.left <= 0) nextActor(s)
  return s
}

export function result(s: KakekkoState): Ranking | null {
  return s.phase === 'over' ? s.places : null
}
