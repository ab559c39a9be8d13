import type { CreateOptions } from '../../shared/net/protocol.js'
import type { HostedGame } from '../../shared/ipc.js'
import { serverAddress } from '../../shared/net/links.js'
import { SEAT_COLOURS } from '../seats.js'

/**
 * What network play keeps in the browser's storage, for the online store (stores/online.ts).
 * Kept on this machine (localStorage): the last server address, the name and colour sat down
 * with, and a seat's passes per room (to take the seat back after a reload or a restart). Kept
 * for this window's session only (sessionStorage): the server this app hosts, and the create or
 * join that waits for the reload a newly chosen server needs (docs/NETWORK.md, CSP). A value that
 * cannot be read is taken as not kept.
 */
const SERVER_KEY = 'asobiba.onlineServer'
const PASSES_KEY = 'asobiba.onlinePasses'
const PLAYER_KEY = 'asobiba.onlinePlayer'
const HOSTING_KEY = 'asobiba.onlineHosting'
const PENDING_KEY = 'asobiba.onlinePending'

/** the server "Host on this computer" started: its port, this machine's endpoint, others' addresses */
export type Hosted = Omit<HostedGame, 'reload'>

/** a create or a join that waits for the reload a new server choice needs */
export type Pending = { server: string; create: CreateOptions } | { server: string; join: string }

/** a seat's and the host's passes at one table, kept per server and room */
export interface Passes {
  seatToken?: string
  hostToken?: string
}

function read<T>(store: Storage, key: string, fallback: T): T {
  try {
    return (JSON.parse(store.getItem(key) ?? 'null') as T | null) ?? fallback
  } catch {
    return fallback
  }
}

/** the server address the page suggests: the one used last, else the page's own server, else this machine's */
export function defaultServer(): string {
  const kept = localStorage.getItem(SERVER_KEY)
  if (kept && serverAddress(kept)) return kept
  const here = window.location
  if (here.protocol === 'http:' || here.protocol === 'https:') return serverAddress(here.origin) ?? 'localhost:2567'
  return 'localhost:2567'
}

export function keepServer(address: string) {
  localStorage.setItem(SERVER_KEY, address)
}

/** the name and colour this machine sat down with last, or the first seat's colour and no name */
export function readPlayer(): { name: string; colour: string } {
  const p = read<{ name?: unknown; colour?: unknown } | null>(localStorage, PLAYER_KEY, null)
  if (p && typeof p.name === 'string' && typeof p.colour === 'string') return { name: p.name, colour: p.colour }
  return { name: '', colour: SEAT_COLOURS[0] }
}

export function keepPlayer(player: { name: string; colour: string }) {
  localStorage.setItem(PLAYER_KEY, JSON.stringify(player))
}

function readPasses(): Record<string, Passes> {
  const all = read<unknown>(localStorage, PASSES_KEY, {})
  return typeof all === 'object' && all !== null ? (all as Record<string, Passes>) : {}
}

const passKey = (server: string, room: string) => `${server}/${room}`

export function passesOf(server: string, room: string): Passes {
  return readPasses()[passKey(server, room)] ?? {}
}

export function keepPasses(server: string, room: string, passes: Passes) {
  const all = readPasses()
  all[passKey(server, room)] = { ...all[passKey(server, room)], ...passes }
  localStorage.setItem(PASSES_KEY, JSON.stringify(all))
}

export function forgetPasses(server: string, room: string) {
  const all = readPasses()
  delete all[passKey(server, room)]
  localStorage.setItem(PASSES_KEY, JSON.stringify(all))
}

export const readHosting = () => read<Hosted | null>(sessionStorage, HOSTING_KEY, null)

export function keepHosting(hosted: Hosted | null) {
  if (hosted) sessionStorage.setItem(HOSTING_KEY, JSON.stringify(hosted))
  else sessionStorage.removeItem(HOSTING_KEY)
}

export function keepPending(pending: Pending) {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending))
}

/** a create or join waits for this page, reloaded for a new server choice */
export const hasPending = () => sessionStorage.getItem(PENDING_KEY) !== null

/** the create or join that waited for this reload, taken (it is acted on once) */
export function takePending(): Pending | null {
  const pending = read<Pending | null>(sessionStorage, PENDING_KEY, null)
  sessionStorage.removeItem(PENDING_KEY)
  return pending
}
