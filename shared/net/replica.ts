import type { BaseState, GameModule } from '../engine/types.js'
import { scriptedRng } from '../engine/rng.js'
import { stateHash } from './hash.js'
import type { AcceptedMessage } from './protocol.js'

/**
 * A client's copy of a network game: the server's state with its random source taken out, moved
 * on by the accepted actions the server broadcasts, each replayed with the values it drew.
 */

/** what a client may see of a state: everything but the generator (an empty script in its place) */
export function publicState<S extends BaseState>(state: S): S {
  return { ...state, rng: scriptedRng([]) }
}

export type ReplicaStep<S> = { ok: true; state: S } | { ok: false; why: 'draws' | 'hash' | 'illegal' }

/**
 * Applies one accepted action to the client's copy. Refuses (and the client asks for a resync)
 * when the action is illegal here, draws other than the server sent, or ends in another state.
 */
export function applyAccepted<S extends BaseState>(
  game: GameModule<S>,
  state: S,
  msg: AcceptedMessage,
): ReplicaStep<S> {
  let next: S
  try {
    if (game.explain(state, msg.action) !== null) return { ok: false, why: 'illegal' }
    next = game.apply({ ...state, rng: scriptedRng(msg.draws) }, msg.action)
  } catch {
    return { ok: false, why: 'draws' }
  }
  if (!('script' in next.rng) || next.rng.script.length > 0) return { ok: false, why: 'draws' }
  if (stateHash(next) !== msg.hash) return { ok: false, why: 'hash' }
  return { ok: true, state: publicState(next) }
}
