import { z } from 'zod'

/**
 * Where a network table is and how others reach it. A server is named by its `host:port` (what
 * players type, and what join links carry); the endpoint a client connects to is `ws://host:port`
 * (`wss://` behind TLS). Two links carry a table's code:
 *
 * - desktop: `asobiba://join#server=<host:port>&code=<code>` (opens in the app, like share links)
 * - web: `http://<host:port>/#join=<code>` (the server's own web edition, where one serves it)
 *
 * Parsing never trusts the link: the code and the server must look like one, or it is null.
 */

/** a room's code: Colyseus's room id (9 characters of 64: 54 bits, more than the 40 asked for) */
export const roomCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/)

/** `host:port` with a host name, IPv4 or bracketed IPv6 address, and a port */
export const serverAddressSchema = z
  .string()
  .max(300)
  .regex(/^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/)
  .refine((s) => Number(s.slice(s.lastIndexOf(':') + 1)) <= 65535)

/** an endpoint a player may choose: ws:// or wss:// to a server, nothing after it */
export const endpointSchema = z
  .string()
  .max(310)
  .refine((text) => {
    try {
      const url = new URL(text)
      return (url.protocol === 'ws:' || url.protocol === 'wss:') && (url.pathname === '/' || url.pathname === '')
    } catch {
      return false
    }
  })

export const DESKTOP_JOIN = 'asobiba://join#'

export function desktopJoinLink(server: string, code: string): string {
  return `${DESKTOP_JOIN}server=${encodeURIComponent(server)}&code=${code}`
}

export function webJoinLink(server: string, code: string): string {
  return `http://${server}/#join=${code}`
}

/** the endpoint and code a desktop join link names, or null when it is not one */
export function parseJoinLink(text: string): { endpoint: string; server: string; code: string } | null {
  if (text.length > 1000 || !text.toLowerCase().startsWith(DESKTOP_JOIN)) return null
  const params = new URLSearchParams(text.slice(DESKTOP_JOIN.length))
  const server = serverAddressSchema.safeParse(params.get('server') ?? '')
  const code = roomCodeSchema.safeParse(params.get('code') ?? '')
  if (!server.success || !code.success) return null
  return { endpoint: `ws://${server.data}`, server: server.data, code: code.data }
}

/**
 * The origins a page must be allowed to reach (CSP `connect-src`) to play at `endpoint`: its
 * WebSocket and the matchmaker's HTTP on the same host and port.
 */
export function connectOrigins(endpoint: string): string[] {
  const url = new URL(endpoint)
  const http = url.protocol === 'wss:' ? 'https:' : 'http:'
  return [`${url.protocol}//${url.host}`, `${http}//${url.host}`]
}
