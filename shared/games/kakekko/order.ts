/** Who may spend marbles and who plays this round, in which order: the marble rule and collisions. */
import type { KakekkoState } from './types.js'

export type RaiseStatus = 'may' | 'noMarbles' | 'tieFewer' | 'tieEqual' | 'atMax' | 'out'

/**
 * May `seat` spend marbles this round, and if not, why. Among seats with the same roll only the
 * one holding strictly the most marbles may.
 */
export function raiseStatus(s: KakekkoState, seat: number): RaiseStatus {
  if (s.done[seat] || s.roll[seat] === 0) return 'out'
  const r = s.roll[seat]
  let most = -1
  let holders = 0
  let tied = false
  for (let i = 0; i < s.n; i++) {
    if (s.done[i] || s.roll[i] !== r) continue
    if (i !== seat) tied = true
    if (s.hand[i] > most) {
      most = s.hand[i]
      holders = 1
    } else if (s.hand[i] === most) holders++
  }
  if (tied && s.hand[seat] < most) return 'tieFewer'
  if (tied && holders > 1) return 'tieEqual'
  if (s.hand[seat] === 0) return 'noMarbles'
  if (r >= s.maxValue) return 'atMax'
  return 'may'
}

/** seats that get a spending decision, highest roll first (seat order among equals) */
export function raiseOrder(s: KakekkoState): number[] {
  const seats: number[] = []
  for (let i = 0; i < s.n; i++) if (!s.done[i] && raiseStatus(s, i) === 'may') seats.push(i)
  return seats.sort((a, b) => s.roll[b] - s.roll[a] || a - b)
}

/** seats that get a turn: values shared with nobody, highest first */
export function turnOrder(s: KakekkoState): number[] {
  const seats: number[] = []
  for (let i = 0; i < s.n; i++) {
    if (s.done[i]) continue
    let alone = true
    for (let j = 0; j < s.n; j++) if (j !== i && !s.done[j] && s.value[j] === s.value[i]) alone = false
    if (alone) seats.push(i)
  }
  return seats.sort((a, b) => s.value[b] - s.value[a])
}
