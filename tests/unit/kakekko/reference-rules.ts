/**
 * Kakekko's legalActions and apply as they were written before the hot path was tuned: the state
 * spread, a Set of the pawns' squares, every slot tested, fresh action objects. A slow reference
 * for model.test.ts; keep it plain, never optimise it.
 */
import { drawInt } from '../../../shared/engine/rng.js'
import type { Ranking } from '../../../shared/engine/types.js'
import { neighbours } from '../../../shared/games/kakekko/graph.js'
import { raiseOrder, turnOrder } from '../../../shared/games/kakekko/order.js'
import {
  LEG_TOP_SCORE,
  placesAtLimit,
  placesByFinish,
  placesByScore,
  teamOf,
} from '../../../shared/games/kakekko/ranking.js'
import type { KakekkoAction, KakekkoState } from '../../../shared/games/kakekko/types.js'

const WALK_COST = 1
const REST_COST = 2
const CONNECT_COST = 2
const MAKE_COST = 2
const DIE_SIDES = 6

/** index of the square the current leg races to */
function targetOf(s: KakekkoState): number {
  return s.leg === 0 ? s.g.goal : s.g.start
}

// ---- legality --------------------------------------------------------------------------------

function seatSquares(s: KakekkoState): Set<number> {
  return new Set(s.pos.map((p) => s.g.ix[p]))
}

/** square indices the pawn on turn can step to */
function stepTargets(s: KakekkoState): number[] {
  const seat = s.queue[0]
  const out = neighbours(s.g, s.g.ix[s.pos[seat]], s.inked)
  return out.filter((v, i) => out.indexOf(v) === i)
}

function canConnect(s: KakekkoState, k: number): boolean {
  if (s.inked[k]) return false
  if (s.connectFrom === 'anywhere') return true
  const here = s.g.ix[s.pos[s.queue[0]]]
  const sl = s.g.slots[k]
  return sl.a === here || sl.b === here
}

export function legalActions(s: KakekkoState): KakekkoAction[] {
  if (s.phase === 'over') return []
  const seat = s.queue[0]
  if (s.phase === 'roll') return [{ t: 'roll' }]
  if (s.phase === 'raise') {
    const max = Math.min(s.hand[seat], s.maxValue - s.roll[seat])
    const out: KakekkoAction[] = []
    for (let k = 0; k <= max; k++) out.push({ t: 'raise', marbles: k })
    return out
  }
  const out: KakekkoAction[] = []
  const g = s.g
  if (s.left >= WALK_COST) for (const i of stepTargets(s)) out.push({ t: 'walk', to: g.ids[i] })
  if (s.left >= 2) {
    if (s.pool > 0 && s.hand[seat] < s.maxHand) out.push({ t: 'rest' })
    for (let k = 0; k < g.slots.length; k++) if (canConnect(s, k)) out.push({ t: 'connect', slot: g.slots[k].id })
    if (s.secretBases) {
      const taken = seatSquares(s)
      for (let i = 0; i < g.ids.length; i++) {
        if (g.kind[i] === 'passage' && !taken.has(i) && !s.bases.includes(g.ids[i]))
          out.push({ t: 'make', square: g.ids[i] })
      }
    }
  }
  out.push({ t: 'end' })
  return out
}

// ---- applying --------------------------------------------------------------------------------

function startRound(s: KakekkoState): void {
  if (s.round >= s.roundLimit) {
    s.timeUp = true
    gameOver(s, placesAtLimit(s, targetOf(s)))
    return
  }
  s.phase = 'roll'
  s.round += 1
  s.roll = new Array<number>(s.n).fill(0)
  s.value = new Array<number>(s.n).fill(0)
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

export function apply(state: KakekkoState, a: KakekkoAction): KakekkoState {
  const s: KakekkoState = { ...state }
  const seat = s.queue[0]
  switch (a.t) {
    case 'roll': {
      const [v, rng] = drawInt(s.rng, 1, DIE_SIDES)
      s.rng = rng
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
