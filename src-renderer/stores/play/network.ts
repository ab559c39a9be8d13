import type { BaseAction, BaseState, GameModule, Reason } from '../../../shared/engine/types.js'
import { scriptedRng } from '../../../shared/engine/rng.js'

/**
 * The play store's network mode, its pure parts (stores/game.ts keeps the state): a network game's
 * actions are the server's to apply and its draws the server's to make, so the store keeps each
 * action's draws beside it and checks a person's action by the rules without applying it.
 */

/**
 * A network game (stores/online.ts): the seat this machine plays (null: watching), where its
 * actions go (null while not connected), and the server and room it is played in.
 */
export interface OnlinePlay {
  seat: number | null
  send: ((action: BaseAction) => void) | null
  server: string
  room: string
}

/** one action as the server accepted it: whose, and the values it drew */
export interface Played {
  action: BaseAction
  seat: number
  draws: number[]
}

/**
 * A network game's state before an action, with the values that action drew as its random source:
 * what the log's `describe` (which may replay the action to name its roll) and the charts need.
 */
export const withDraws = (s: BaseState, values: number[]): BaseState => ({ ...s, rng: scriptedRng(values) })

/** values left in a replayed network game's random source (its server's draws) */
const scriptLeft = (s: BaseState): number => ('script' in s.rng ? s.rng.script.length : 0)

/**
 * The flat list of a save's draws, back into each of its `n` actions' own (an action that drew
 * nothing has none): `states` are the replayed states, each holding the draws still to come.
 */
export function splitDraws(states: readonly BaseState[], n: number, flat: number[]): number[][] {
  const out: number[][] = []
  let at = 0
  for (let i = 0; i < n; i++) {
    const drew = scriptLeft(states[i]) - scriptLeft(states[i + 1])
    out.push(flat.slice(at, at + drew))
    at += drew
  }
  return out
}

/**
 * Why this machine's action is not sent to the server, or null: not connected, no game, not its
 * turn, or the rules' own refusal, found without applying the action (its dice are the server's to
 * draw). The server is not asked about what the rules already forbid, and a refusal shows at once.
 */
export function refusedLocally(
  o: OnlinePlay,
  g: GameModule | null,
  st: BaseState | undefined,
  toAct: number | null,
  action: BaseAction,
): Reason | null {
  if (!o.send) return { key: 'online.notConnected' }
  if (!g || !st) return { key: 'engine.gameOver' }
  if (toAct !== o.seat) return { key: 'engine.notYourTurn' }
  if (!g.actionSchema.safeParse(action).success) return { key: 'engine.malformedAction' }
  try {
    return g.explain(st, action)
  } catch {
    return { key: 'engine.malformedAction' }
  }
}
