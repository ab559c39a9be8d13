/** The turn cycle: setup, the start and end of a turn, automatic steps, and the timer running out. */
import type { Scenario } from '../../engine/types.js'
import { seedRng } from '../../engine/rng.js'
import type { RecessBoard, RecessRules, RecessState } from './types.js'
import { geometry } from './board.js'
import { KIDS_PER_SEAT, Lookup, attackerOf, freshLeft } from './state.js'
import { anyKidAction, stay, stayReason } from './kids.js'
import { anyNunMove, forcedReachable, moveNun, nunReaches } from './nuns.js'
import { autoResolve } from './shove.js'
import { adopt, draft, finish, put } from './draft.js'

export function setup(scenario: Scenario<RecessRules, RecessBoard>, seats: number, seed: number): RecessState {
  const board = scenario.board
  const rules = scenario.rules
  const g = geometry(board)
  const kids = seats * KIDS_PER_SEAT
  const s: RecessState = {
    rng: seedRng(seed),
    n: seats,
    rules,
    board,
    clock: 0,
    cur: 0,
    coins: new Array<number>(seats).fill(rules.startCoins),
    kp: new Array<number>(kids).fill(-1),
    pin: new Array<number>(kids).fill(-1),
    det: new Array<number>(kids).fill(0),
    np: board.nuns.map(([r, c]) => r * g.w + c),
    left: [],
    done: 0,
    held: 0,
    started: false,
    phase: 0,
    seen: [],
    stayed: 0,
    pend: null,
    kisser: -1,
    over: false,
  }
  adopt(s)
  startTurn(s)
  settle(s)
  return finish(s)
}

export function toAct(s: RecessState): number | null {
  return s.over ? null : s.cur
}

/**
 * What the player on turn may do is fixed here, from the position as the turn begins: the move
 * values, the kids pinned as victims (they stay unable to move even if freed during the turn) and
 * the fights a nun sees.
 */
function startTurn(s: RecessState): void {
  s.clock++
  s.held = 0
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const k = s.cur * KIDS_PER_SEAT + j
    if (s.det[k] === 1) put(s, 'det', k, 2)
    if (attackerOf(s, k) >= 0) s.held |= 1 << j
  }
  s.left = freshLeft(s, s.cur)
  s.done = 0
  s.stayed = 0
  s.started = false
  s.phase = 0
  s.pend = null
  const at = new Lookup(s)
  s.seen = []
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const a = s.cur * KIDS_PER_SEAT + j
    if (s.pin[a] >= 0 && at.seen(s.kp[a])) s.seen.push(a)
  }
}

export function endTurn(s: RecessState): void {
  for (let j = 0; j < KIDS_PER_SEAT; j++) {
    const k = s.cur * KIDS_PER_SEAT + j
    if (s.det[k] === 2) put(s, 'det', k, 0)
  }
  s.pend = null
  if (s.clock >= s.rules.turns) {
    s.over = true
    return
  }
  s.cur = (s.cur + 1) % s.n
  startTurn(s)
}

/**
 * Moves the turn on until the player on turn has a real choice. Every round of the loop resolves
 * a shove (a chain only gets shorter), advances the phase or ends a turn, so it ends; the limit
 * only guards against a bug.
 */
export function settle(s: RecessState): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.over) return
    if (s.pend) {
      if (!autoResolve(s, false)) return
      continue
    }
    if (s.phase === 0) {
      if (anyKidAction(s)) return
      s.phase = 1
      continue
    }
    if (s.phase === 1 && anyNunMove(s)) return
    endTurn(s)
  }
  throw new Error('recess: settle did not settle')
}

/**
 * The timer ran out: pending choices are settled the first way; attackers that could still declare
 * a stay stay (each uses the largest move left and takes a coin, in kid order); every other
 * attacker is left on its victim without a coin; the forced nun move still happens.
 */
export function timeout(s: RecessState): void {
  while (s.pend) autoResolve(s, true)
  if (s.phase === 0) {
    for (let j = 0; j < KIDS_PER_SEAT; j++) {
      const a = s.cur * KIDS_PER_SEAT + j
      if (!stayReason(s, a)) stay(s, a)
    }
  }
  if (s.phase !== 2) {
    const forced = forcedReachable(s)
    if (forced.length > 0) {
      const nun = s.np.findIndex((_, i) => nunReaches(s, i, forced[0]))
      moveNun(s, nun, forced[0])
      while (s.pend) autoResolve(s, true)
    }
  }
  if (!s.over) endTurn(s)
}

/**
 * The same position with the turn's bookkeeping (moves left, detention, watched fights) done
 * afresh for the player on turn, as if the turn had just begun: for set-ups and tests.
 */
export function restartTurn(s0: RecessState): RecessState {
  const s = draft(s0)
  s.clock--
  s.over = false
  startTurn(s)
  settle(s)
  return finish(s)
}
