import type { Reason } from '../../engine/types.js'
import { SAFE, cellName, geometry, nameOf } from './board.js'
import { landing } from './rules.js'
import { fightAt, isGirl, kidsAt, nunAt, sight } from './state.js'
import type { RecessAction, RecessState } from './types.js'
import { LANDING_KEYS } from './describe.js'

/**
 * The hinted move as advice to the player on turn ("Walk your boy 3 steps from E5 to A4"), where
 * describe() tells it as a log line. A kid is named by the cell it stands on, the entrance when it
 * is off the board.
 */
export function advice(s: RecessState, a: RecessAction): Reason {
  const A = (key: string, params: Record<string, string | number> = {}, cause?: Reason): Reason => ({
    key: `recess.advice.${key}`,
    params,
    cause,
  })
  const g = geometry(s.board)
  switch (a.t) {
    case 'pass':
      return A('pass')
    case 'timeout':
      return A('timeout')
    case 'stay':
      return A(`${isGirl(a.kid) ? 'girl' : 'boy'}.stay`, { cell: nameOf(g, s.kp[a.kid]) })
    case 'kid': {
      const l = landing(s, a.kid, a.to[0] * g.w + a.to[1], sight(s))
      const key = typeof l === 'object' ? 'moved' : LANDING_KEYS[l]
      const at = s.kp[a.kid]
      const from = at >= 0 ? A('from', { cell: nameOf(g, at) }) : A('fromEntrance')
      return A(`${isGirl(a.kid) ? 'girl' : 'boy'}.${key}`, { steps: a.steps, cell: cellName(a.to) }, from)
    }
    case 'nun': {
      const q = a.to[0] * g.w + a.to[1]
      let key = 'nunMoved'
      if (g.kind[q] !== SAFE) {
        if (fightAt(s, q) >= 0) key = 'nunBreakUp'
        else if (kidsAt(s, q).length > 0 || nunAt(s, q) >= 0) key = 'nunShove'
      }
      return A(key, { from: nameOf(g, s.np[a.nun]), cell: cellName(a.to) })
    }
    case 'shove':
      return A('shove', { cell: cellName(a.to) })
    case 'tattle':
      return A('tattle', { cell: cellName(a.to) })
  }
}
