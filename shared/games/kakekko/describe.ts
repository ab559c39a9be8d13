import { drawInt } from '../../engine/rng.js'
import type { Reason } from '../../engine/types.js'
import { apply, DIE_SIDES, targetOf } from './rules.js'
import type { KakekkoAction, KakekkoState } from './types.js'

/** the log line for `a` played in `s`, and that the round limit ended the game if it did */
export function describe(s: KakekkoState, a: KakekkoAction): Reason {
  const line = actionLine(s, a)
  if (s.timeUp) return line
  let timeUp = false
  try {
    timeUp = apply(s, a).timeUp
  } catch {
    // an exhausted scripted source: the line still reads
  }
  return timeUp ? { key: 'kakekko.log.timeUp', params: { rounds: s.roundLimit }, cause: line } : line
}

function actionLine(s: KakekkoState, a: KakekkoAction): Reason {
  const seat = s.queue[0] ?? 0
  const L = (key: string, params: Record<string, string | number> = {}): Reason => ({
    key: `kakekko.log.${key}`,
    params: { seat, ...params },
  })
  switch (a.t) {
    case 'roll': {
      let value: number | string = '?'
      try {
        value = drawInt(s.rng, 1, DIE_SIDES)[0]
      } catch {
        // an exhausted scripted source: the line still reads
      }
      return L('roll', { value })
    }
    case 'raise':
      return a.marbles === 0
        ? L('keep', { value: s.roll[seat] })
        : L('raise', { marbles: a.marbles, value: s.roll[seat] + a.marbles })
    case 'walk': {
      const i = s.g.ix[a.to]
      if (i === targetOf(s)) return L('finish', { place: s.finish.length + 1 })
      if (s.bases.includes(a.to)) return L('caught', { square: a.to, marbles: s.hand[seat] })
      return L('walk', { square: a.to })
    }
    case 'rest':
      return L('rest', { hand: s.hand[seat] + 1 })
    case 'connect': {
      const k = s.g.slotIx[a.slot]
      const sl = k === undefined ? undefined : s.g.slots[k]
      return L('connect', { a: sl ? s.g.ids[sl.a] : '?', b: sl ? s.g.ids[sl.b] : '?' })
    }
    case 'make':
      return L('make', { square: a.square })
    case 'end':
      return L('end', { left: s.left })
  }
}
