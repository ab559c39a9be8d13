import type { Reason } from '../engine/types.js'

/** Where a table stands when a player asks to take back the last action (docs/NETWORK.md, Undo). */
export interface UndoAsk {
  /** the table's undo setting */
  mode: 'consent' | 'off'
  /** the asker's seat, or null for a spectator */
  seat: number | null
  started: boolean
  over: boolean
  /** the table's actions played, and the number the asker saw when asking */
  length: number
  asked: number
  /** an undo asked and not yet answered by everyone */
  pending: boolean
  /** the last action: whose it was, and whether it drew chance (a roll, a bag) */
  last: { seat: number; chance: boolean } | undefined
}

/**
 * The network undo rule, in one place for the server (which decides) and the client (which offers
 * the button only when the server would accept): only the last action, only by the player who
 * made it, never an action that drew chance (taken back, the roll could be made again), while
 * the game runs and no other undo is pending. null: the ask is accepted and goes to a vote.
 */
export function undoRefusal(a: UndoAsk): Reason | null {
  if (a.mode === 'off') return { key: 'net.undoOff' }
  if (a.seat === null) return { key: 'net.spectator' }
  if (!a.started) return { key: 'net.notStarted' }
  if (a.over) return { key: 'engine.gameOver' }
  if (a.asked !== a.length) return { key: 'net.stale', params: { turn: a.length } }
  if (a.pending) return { key: 'net.undoPending' }
  if (!a.last || a.last.seat !== a.seat) return { key: 'net.undoNotYours' }
  if (a.last.chance) return { key: 'net.undoChance' }
  return null
}
