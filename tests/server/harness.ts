import { makeRand } from '../../shared/engine/rng.js'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { vi } from 'vitest'
import type { BaseAction, BaseState, GameModule, Reason } from '../../shared/engine/types.js'
import { Table } from '../../shared/net/client.js'
import type { BotLevel } from '../../shared/formats/envelope.js'
import type { CreateOptions, LobbyMessage } from '../../shared/net/protocol.js'
import { startServer } from '../../src-server/server.js'

/**
 * A server in this test process on a free 127.0.0.1 port, with its own data folder (`secondMs`:
 * the length of a timer second, shortened where a test waits for a timer to run out; `webDir`:
 * the web edition it serves).
 */
export async function inProcessServer(seed?: () => number, secondMs?: number, webDir?: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'asobiba-server-'))
  const reports: string[] = []
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    allowedOrigins: [],
    seed,
    report: (l) => reports.push(l),
    secondMs,
    webDir,
  })
  return { ...server, endpoint: `ws://127.0.0.1:${server.port}`, dataDir, reports }
}

/** what one client saw: refusals, mismatches, the latest lobby */
export function watch(table: Table) {
  const seen = {
    refused: [] as { request: string; reason: Reason }[],
    mismatches: 0,
    mismatchList: [] as unknown[],
    lobby: null as LobbyMessage | null,
    closed: null as number | null,
  }
  table.on('refused', (r) => seen.refused.push(r))
  table.on('mismatch', (m) => {
    seen.mismatches++
    seen.mismatchList.push(m)
  })
  table.on('lobby', (l) => (seen.lobby = l))
  table.on('closed', ({ code }) => (seen.closed = code))
  return seen
}

/**
 * Plays for the table's seat whenever it is on turn, with `choose`; returns a function that stops
 * it. Like a well-behaved client, it sends again a little later when the server says it sends too
 * fast (scripted players outpace the rate limit that people never reach).
 */
export function autoPlay(table: Table, choose: (game: GameModule, state: BaseState) => BaseAction): () => void {
  let acted = -1
  const maybe = () => {
    const { game, state, you } = table
    if (!game || !state || !table.lobby?.started || you?.seat == null || acted === table.log.length) return
    if (game.toAct(state) !== you.seat) return
    acted = table.log.length
    table.act(choose(game, state))
  }
  const slowDown = ({ reason }: { reason: Reason }) => {
    if (reason.key !== 'net.tooFast') return
    acted = -1
    setTimeout(maybe, 100)
  }
  const offs = [
    table.on('played', maybe),
    table.on('synced', maybe),
    table.on('welcome', maybe),
    table.on('lobby', maybe),
    table.on('refused', slowDown),
  ]
  maybe()
  return () => offs.forEach((off) => off())
}

/** a policy that plays a seeded random legal action */
export const randomMove = (seed: number) => {
  const rand = makeRand(seed)
  return (game: GameModule, state: BaseState) => game.bots.random(state, rand)
}

/** the table's game is over (its state has no seat to act) */
export const over = (t: Table) => t.state !== null && t.game?.toAct(t.state) === null

export const firstLegal = (game: GameModule, state: BaseState) => game.legalActions(state)[0]

/** waits until every message this client received so far is handled and `check` holds */
export async function until(table: Table, check: () => boolean, timeout = 20_000, show?: () => unknown) {
  await vi.waitFor(
    async () => {
      await table.settled()
      if (!check()) throw new Error(`not yet ${show ? JSON.stringify(show()) : check.toString()}`)
    },
    { timeout, interval: 10 },
  )
}

/** Aya creates a room on `endpoint` with `options` and, as its host, sits in seat 0 */
export async function ayaHosts(endpoint: string, options: CreateOptions): Promise<Table> {
  const host = await Table.create(endpoint, options)
  await until(host, () => host.you?.host === true)
  host.sit(0, 'Aya', '#c0392b')
  return host
}

/**
 * Ben joins `host`'s room through `endpoint` and sits in seat 1, and the host puts a bot of `level`
 * in seat 2; resolves with Ben's table once every seat is taken and Ben holds his seat.
 */
export async function benAndABot(host: Table, endpoint: string, level: BotLevel): Promise<Table> {
  const b = await Table.join(endpoint, host.code)
  await until(b, () => b.lobby !== null)
  b.sit(1, 'Ben', '#2980b9')
  host.setBot(2, level)
  await until(
    host,
    () => host.lobby?.seats.every((s) => s.status !== 'free') === true && b.you?.seat === 1 && b.you.seatToken != null,
  )
  return b
}

export { Table }
