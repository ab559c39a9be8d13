/**
 * The contract's rule functions. `explain` and `legalActions` share every check (kids.ts, nuns.ts,
 * shove.ts), so an action is listed exactly when it is explained as legal.
 */
import type { Reason } from '../../engine/types.js'
import type { RC, RecessAction, RecessState } from './types.js'
import { cellName, nameOf } from './board.js'
import { KIDS_PER_SEAT, fightAt, fightCells, forcedCells, geo } from './state.js'
import { phaseReason, why } from './reasons.js'
import { canStay, kidContext, kidMovesInto, kidReason, kidStateReason, moveKid, stay, stayReason } from './kids.js'
import { moveNun, nunMovesInto, nunReason } from './nuns.js'
import { actionTable } from './actions.js'
import { nunOnFight, pendingTargets, shoveReason, shoveTo } from './shove.js'
import { endTurn, settle, timeout } from './turn.js'
import { draft, finish } from './draft.js'

export { Landing, kidMoves, landing } from './kids.js'
export { nunReaches } from './nuns.js'
export { shoveTargets } from './shove.js'
export { restartTurn, setup, toAct } from './turn.js'

const inBoard = (s: RecessState, [r, c]: RC): boolean =>
  Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && r < s.board.height && c < s.board.width
const cellOf = (s: RecessState, [r, c]: RC): number => r * s.board.width + c
const index = (n: number, size: number): boolean => Number.isInteger(n) && n >= 0 && n < size
/** a cell off the board, named like the board's labels when it can be */
const offBoard = ([r, c]: RC): Reason =>
  why('offBoard', {
    cell: Number.isInteger(r) && Number.isInteger(c) && r >= 0 && c >= 0 && c < 26 ? cellName([r, c]) : `(${r}, ${c})`,
  })

/**
 * A whole turn may be passed before anything is done, except while a nun sees one of the
 * player's fights: its attacker must then walk away or stay (a coin, and the nun lands on it).
 */
const canPass = (s: RecessState): boolean => !s.started && !s.pend && forcedCells(s).length === 0

function passReason(s: RecessState): Reason | null {
  if (canPass(s)) return null
  if (s.started) return why('passTooLate')
  if (s.pend) return why('finishShove')
  return why('passWatched', { cell: nameOf(geo(s), forcedCells(s)[0]) })
}

export function explain(s: RecessState, a: RecessAction): Reason | null {
  if (s.over) return why('gameOver')
  switch (a.t) {
    case 'pass':
      return passReason(s)
    case 'timeout':
      return s.rules.turnTimer > 0 ? null : why('noTimer')
    case 'stay':
      if (!index(a.kid, s.kp.length)) return why('notYourKid')
      return stayReason(s, a.kid)
    case 'kid': {
      if (!index(a.kid, s.kp.length)) return why('notYourKid')
      const p = phaseReason(s, 0) ?? kidStateReason(s, a.kid)
      if (p) return p
      if (!inBoard(s, a.to)) return offBoard(a.to)
      return kidReason(s, a.kid, a.steps, cellOf(s, a.to), kidContext(s))
    }
    case 'nun': {
      const p = phaseReason(s, 1)
      if (p) return p
      if (!inBoard(s, a.to)) return offBoard(a.to)
      if (!index(a.nun, s.np.length)) return why('noSuchNun', { n: a.nun + 1, count: s.np.length })
      return nunReason(s, a.nun, cellOf(s, a.to))
    }
    case 'shove': {
      if (s.pend?.t !== 'shove') return why('noShove')
      if (!inBoard(s, a.to)) return offBoard(a.to)
      return shoveReason(s, cellOf(s, a.to))
    }
    case 'tattle': {
      if (s.pend?.t !== 'tattle') return why('noTattle')
      if (!inBoard(s, a.to)) return offBoard(a.to)
      const q = cellOf(s, a.to)
      return fightAt(s, q) >= 0 ? null : why('notAFight', { cell: nameOf(geo(s), q) })
    }
  }
}

export function legalActions(s: RecessState): RecessAction[] {
  const out: RecessAction[] = []
  if (s.over) return out
  const acts = actionTable(geo(s))
  if (s.pend?.t === 'shove') {
    for (const q of pendingTargets(s)) out.push(acts.shove(q))
  } else if (s.pend?.t === 'tattle') {
    for (const q of fightCells(s)) out.push(acts.tattle(q))
  } else {
    if (canPass(s)) out.push(acts.pass)
    if (s.phase === 0) {
      const ctx = kidContext(s)
      for (let j = 0; j < KIDS_PER_SEAT; j++) {
        const kid = s.cur * KIDS_PER_SEAT + j
        if (canStay(s, kid, ctx)) out.push(acts.stay(kid))
        kidMovesInto(s, kid, ctx, out)
      }
    } else if (s.phase === 1) {
      nunMovesInto(s, out)
    }
  }
  if (s.rules.turnTimer > 0) out.push(acts.timeout)
  return out
}

export function apply(s0: RecessState, a: RecessAction): RecessState {
  const s = draft(s0)
  switch (a.t) {
    case 'pass':
      endTurn(s)
      break
    case 'timeout':
      timeout(s)
      break
    case 'stay':
      stay(s, a.kid)
      break
    case 'kid':
      moveKid(s, a.kid, a.steps, cellOf(s, a.to))
      break
    case 'nun':
      moveNun(s, a.nun, cellOf(s, a.to))
      break
    case 'shove':
      shoveTo(s, cellOf(s, a.to))
      break
    case 'tattle':
      if (s.pend?.t === 'tattle') nunOnFight(s, s.pend.nun, cellOf(s, a.to))
      break
  }
  settle(s)
  return finish(s)
}
