import type { Reason } from '../../engine/types.js'
import type { RecessAction, RecessState } from './types.js'
import { Landing, landing } from './rules.js'
import { fightAt, isGirl, kidsAt, nunAt, sight } from './state.js'
import { SAFE, cellName, geometry } from './board.js'

export { cellName }

const kind = (kid: number): string => (isGirl(kid) ? 'girl' : 'boy')

/** the message key of each landing, for the log line (here) and the advice (advice.ts) */
export const LANDING_KEYS: Record<Landing, string> = {
  [Landing.Move]: 'moved',
  [Landing.Fight]: 'fight',
  [Landing.BreakUp]: 'breakUp',
  [Landing.Tattle]: 'tattle',
  [Landing.Kiss]: 'kiss',
}

export function describe(s: RecessState, a: RecessAction): Reason {
  const seat = s.cur
  const line = (key: string, params: Record<string, string | number> = {}): Reason => ({
    key: `recess.log.${key}`,
    params: { seat, ...params },
  })
  switch (a.t) {
    case 'pass':
      return line('pass')
    case 'timeout':
      return line('timeout')
    case 'stay':
      return line(`${kind(a.kid)}.stay`)
    case 'kid': {
      const g = geometry(s.board)
      const l = landing(s, a.kid, a.to[0] * g.w + a.to[1], sight(s))
      const key = typeof l === 'object' ? 'moved' : LANDING_KEYS[l]
      return line(`${kind(a.kid)}.${key}`, { steps: a.steps, cell: cellName(a.to) })
    }
    case 'nun': {
      const g = geometry(s.board)
      const q = a.to[0] * g.w + a.to[1]
      let key = 'nunMoved'
      if (g.kind[q] !== SAFE) {
        if (fightAt(s, q) >= 0) key = 'nunBreakUp'
        else if (kidsAt(s, q).length > 0 || nunAt(s, q) >= 0) key = 'nunShove'
      }
      return line(key, { cell: cellName(a.to) })
    }
    case 'shove':
      return line('shove', { cell: cellName(a.to) })
    case 'tattle':
      return line('tattle', { cell: cellName(a.to) })
  }
}
