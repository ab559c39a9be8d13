import { kakekko } from '../../../shared/games/kakekko/index.js'
import { pathTo, reachable } from '../../../shared/games/kakekko/reach.js'
import type { KakekkoAction, KakekkoState } from '../../../shared/games/kakekko/types.js'
import type { LegalMoves } from '../../games/types.js'

/** Kakekko's moves: the rules' actions, and where a walk of several steps may end */
export interface KakekkoMoves extends LegalMoves<KakekkoAction> {
  /** where the pawn on turn can walk with its points left: square id → the squares it walks through, that one last */
  walks: ReadonlyMap<number, readonly number[]>
}

export function kakekkoMoves(state: KakekkoState): KakekkoMoves {
  return {
    actions: kakekko.legalActions(state),
    checking: false,
    why: (action) => kakekko.explain(state, action),
    walks: new Map([...reachable(state).keys()].map((id) => [id, pathTo(state, id)])),
  }
}
