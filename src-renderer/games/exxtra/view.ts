/** What the Exxtra board and panel show, derived from the state: no Vue, no Konva. */
import type { Seat } from '../../../shared/formats/envelope.js'
import { formatValue, heldValue, limitReached, OFF, RUNGS } from '../../../shared/games/exxtra/index.js'
import type { ExxtraAction, ExxtraState } from '../../../shared/games/exxtra/index.js'
import { X } from '../../../shared/games/exxtra/dice.js'
import { seatName } from '../../seats.js'

/** a state the board can draw; anything else (a state of another game, a half-loaded one) is skipped */
export function isState(s: unknown): s is ExxtraState {
  const x = s as ExxtraState | null
  return (
    !!x &&
    typeof x === 'object' &&
    Array.isArray(x.pos) &&
    Array.isArray(x.rung) &&
    Array.isArray(x.value) &&
    Array.isArray(x.faces) &&
    x.faces.length === 2 &&
    typeof x.goal === 'number' &&
    typeof x.n === 'number' &&
    x.pos.length === x.n &&
    x.rung.length === x.n
  )
}

export function faceLabel(face: number | undefined): string {
  return face === undefined ? '?' : face === X ? 'X' : String(face)
}

/** the legal actions in the order the board and panel offer them: roll first, then the rungs from the top */
export function targets(legal: readonly ExxtraAction[]): ExxtraAction[] {
  const roll = legal.filter((a) => a.t === 'roll')
  const places = legal
    .filter((a) => a.t === 'place')
    .sort((a, b) => (b as { rung: number }).rung - (a as { rung: number }).rung)
  return [...roll, ...places]
}

export function placeable(legal: readonly ExxtraAction[]): Set<number> {
  return new Set(legal.flatMap((a) => (a.t === 'place' ? [a.rung] : [])))
}

export type DiceMode = 'held' | 'fault' | 'idle' | 'over' | 'limit'

export interface DiceView {
  mode: DiceMode
  /** the seat the dice belong to (who holds, who just faulted, who is to roll, who won) */
  seat: number
  /** face labels, or null when there is nothing to show */
  labels: string[] | null
  /** the pair's value as read ("64"), when held */
  value: string | null
  /** when the round limit ended the game: the seats furthest ahead, and the limit */
  leaders?: number[]
  rounds?: number
}

/** what the two dice in the middle of the table show */
export function diceView(s: ExxtraState, lastAction: ExxtraAction | null, previous: ExxtraState | null): DiceView {
  const labels = s.roll.length === 2 ? [faceLabel(s.faces[0][s.roll[0]]), faceLabel(s.faces[1][s.roll[1]])] : null
  if (s.winner >= 0) {
    const wonByRoll = lastAction?.t === 'roll' && previous?.seat === s.winner
    return { mode: 'over', seat: s.winner, labels: wonByRoll ? labels : null, value: null }
  }
  if (limitReached(s)) {
    const top = Math.max(...s.pos)
    const leaders = s.pos.flatMap((p, i) => (p === top ? [i] : []))
    return { mode: 'limit', seat: leaders[0], labels: null, value: null, leaders, rounds: s.roundLimit }
  }
  const v = heldValue(s)
  if (v !== null) return { mode: 'held', seat: s.seat, labels, value: formatValue(v) }
  if (lastAction?.t === 'roll' && previous && isState(previous) && previous.seat !== s.seat) {
    return { mode: 'fault', seat: previous.seat, labels, value: null }
  }
  return { mode: 'idle', seat: s.seat, labels: null, value: null }
}

export interface PairView {
  seat: number
  rung: number
  value: string
}

/** the pairs on each rung, rung 0 first; rung 0 may hold several */
export function ladderPairs(s: ExxtraState): PairView[][] {
  const out: PairView[][] = Array.from({ length: RUNGS }, () => [])
  for (let i = 0; i < s.n; i++) {
    const r = s.rung[i]
    if (r !== OFF && r >= 0 && r < RUNGS) out[r].push({ seat: i, rung: r, value: formatValue(s.value[i]) })
  }
  return out
}

/** the line under the dice and at the top of the panel: who holds, who faulted, who is to roll, who won */
export function diceStatus(
  v: DiceView,
  seats: readonly Seat[],
  t: (key: string, params: Record<string, string | number>) => string,
): string {
  const name = seatName(seats, v.seat)
  switch (v.mode) {
    case 'over':
      return t('exxtra.board.wins', { name })
    case 'limit':
      return t('exxtra.board.limitOver', {
        rounds: v.rounds ?? 0,
        names: (v.leaders ?? []).map((i) => seatName(seats, i)).join(', '),
      })
    case 'held':
      return t('exxtra.board.holds', { name, value: v.value ?? '' })
    case 'fault':
      return t('exxtra.board.fault', { name })
    default:
      return t('exxtra.board.toRoll', { name })
  }
}
