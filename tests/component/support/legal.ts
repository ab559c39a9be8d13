import type { BaseAction } from '../../../shared/engine/types.js'
import type { LegalMoves } from '../../../src-renderer/games/types.js'

/**
 * A set of moves the tests choose, narrower than the rules': a board that asks the rules itself
 * offers more than these
 */
export function only<A extends BaseAction>(actions: A[]): LegalMoves<A> {
  const key = (a: A) => JSON.stringify(a)
  const keys = new Set(actions.map(key))
  return { actions, checking: false, why: (a) => (keys.has(key(a)) ? null : { key: 'engine.notYourTurn' }) }
}
