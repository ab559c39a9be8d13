import type { Reason } from '../shared/engine/types.js'
import { NET_LIMITS, requestSchemas, type RequestType } from '../shared/net/protocol.js'

/** what a room keeps of each client: its seat, and the token bucket of its rate limit */
export interface ClientData {
  seat: number | null
  tokens: number
  at: number
}

/**
 * Why a client's message is refused before the room reads it, or null: too fast (a token bucket
 * of NET_LIMITS.burst refilled at NET_LIMITS.perSecond), an unknown request, too large, or not
 * the request's schema. Takes a token from `data` for each message, refused or not.
 */
export function screen(data: ClientData, type: string, raw: unknown, now: number): Reason | null {
  data.tokens = Math.min(NET_LIMITS.burst, data.tokens + ((now - data.at) / 1000) * NET_LIMITS.perSecond)
  data.at = now
  if (data.tokens < 1) return { key: 'net.tooFast' }
  data.tokens -= 1
  if (!Object.hasOwn(requestSchemas, type)) return { key: 'net.unknownRequest' }
  let bytes: number
  try {
    bytes = Buffer.byteLength(JSON.stringify(raw ?? null), 'utf8')
  } catch {
    return { key: 'net.malformed' }
  }
  if (bytes > NET_LIMITS.messageBytes) return { key: 'net.tooLarge', params: { max: NET_LIMITS.messageBytes } }
  if (!requestSchemas[type as RequestType].safeParse(raw).success) return { key: 'net.malformed' }
  return null
}
