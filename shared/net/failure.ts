import type { Reason } from '../engine/types.js'

/** Colyseus's matchmaking code for a room id it does not hold (colyseus.js `ErrorCode`) */
const INVALID_ROOM_ID = 4212

/**
 * What a failed create or join says: the room's own refusal; no such table (the game server does
 * not know the code); not a game server (something answered the matchmaker with an HTTP error,
 * such as the web page's own server); or the address could not be reached. colyseus.js is not
 * imported here: the home screen loads without it, so errors are read by their `code`.
 */
export function joinFailure(err: unknown, server: string): Reason {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : ''
  try {
    const reason = JSON.parse(message) as Partial<Reason>
    if (typeof reason?.key === 'string') return reason as Reason
  } catch {
    // not one of the room's refusals: the matchmaker's, an HTTP answer, or the network's
  }
  const code = (err as { code?: unknown } | null)?.code
  if (code === INVALID_ROOM_ID) return { key: 'online.noRoom' }
  if (typeof code === 'number' && code >= 400 && code < 600) return { key: 'online.notGameServer', params: { server } }
  return { key: 'online.unreachable', params: { server } }
}
