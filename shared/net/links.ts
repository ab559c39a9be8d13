import { LINK_SCHEME } from '../formats/filetypes.js'

/**
 * Where a network table is and how others reach it: the origins a page's CSP must allow, and the
 * join links (no zod here: the home screen reads links before any schema loads; what main accepts
 * is checked with addresses.ts).
 * A link names the room and the server it lives on:
 *
 * - web edition: `<address>#join=<room>&server=<ws url>` (a fragment, like a share link's `#s=`)
 * - desktop: `asobiba://join#room=<room>&server=<ws url>` (opens in the app, like share links)
 *
 * A bare room code is accepted too (the server then comes from the address field). Nothing here is
 * trusted: a room code must look like one, a server must be a ws:, wss:, http: or https: address.
 */

/** a room's code: Colyseus's room id (9 characters of 64: 54 bits, more than the 40 asked for) */
export const ROOM_CODE = /^[A-Za-z0-9_-]{4,64}$/

/**
 * The origins a page must be allowed to reach (CSP `connect-src`) to play at `endpoint`: its
 * WebSocket and the matchmaker's HTTP on the same host and port.
 */
export function connectOrigins(endpoint: string): string[] {
  const url = new URL(endpoint)
  const http = url.protocol === 'wss:' ? 'https:' : 'http:'
  return [`${url.protocol}//${url.host}`, `${http}//${url.host}`]
}

export interface JoinTarget {
  room: string
  /** the server's WebSocket address, or null when the text named only a room */
  server: string | null
}

export const JOIN_KEY = 'join'
const DESKTOP_PREFIX = `${LINK_SCHEME}://join#`

export const isRoomCode = (text: string): boolean => ROOM_CODE.test(text)

/**
 * A server address as people write it (`localhost:2567`, `https://games.example.org`,
 * `ws://10.0.0.2:2567/`) → the WebSocket address the client connects to, or null when it is not
 * one. http becomes ws and https wss; a path and a query are dropped.
 */
export function serverAddress(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `ws://${trimmed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  const scheme = { 'ws:': 'ws:', 'http:': 'ws:', 'wss:': 'wss:', 'https:': 'wss:' }[url.protocol]
  if (!scheme || !url.hostname || url.username || url.password) return null
  return `${scheme}//${url.host}`
}

/** true when `hash` (a page's fragment) carries a join link's room */
export const hasJoinPayload = (hash: string): boolean => new RegExp(`^#(?:.*&)?${JOIN_KEY}=`).test(hash)

/** a room code, a web join link or an `asobiba://join` link → what to join, or null when it is none of them */
export function parseJoin(text: string): JoinTarget | null {
  const trimmed = text.trim()
  if (isRoomCode(trimmed)) return { room: trimmed, server: null }
  const hash = trimmed.indexOf('#')
  if (hash < 0) return null
  const isDesktop = trimmed.slice(0, hash + 1).toLowerCase() === DESKTOP_PREFIX
  const params = new URLSearchParams(trimmed.slice(hash + 1))
  const room = params.get(isDesktop ? 'room' : JOIN_KEY)
  if (room === null || !isRoomCode(room)) return null
  const named = params.get('server')
  const server = named === null ? null : serverAddress(named)
  if (named !== null && server === null) return null
  return { room, server }
}

/** the web edition's join link: `address` without its fragment, then `#join=…&server=…` */
export function webJoinLink(address: string, room: string, server: string): string {
  const params = new URLSearchParams({ [JOIN_KEY]: room, server })
  return `${address.split('#')[0]}#${params.toString()}`
}

export function desktopJoinLink(room: string, server: string): string {
  return `${DESKTOP_PREFIX}${new URLSearchParams({ room, server }).toString()}`
}

/** true if `text` is a desktop join link (rather than a share link, which also starts with `asobiba:`) */
export const isDesktopJoinLink = (text: string): boolean =>
  text.slice(0, DESKTOP_PREFIX.length).toLowerCase() === DESKTOP_PREFIX
