import { randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Server, matchMaker, type ServerOptions } from '@colyseus/core'
import { WebSocketTransport } from '@colyseus/ws-transport'
import { RedisPresence } from '@colyseus/redis-presence'
import { RedisDriver } from '@colyseus/redis-driver'
import { NET_LIMITS, ROOM_NAME } from '../shared/net/protocol.js'
import { BotThread } from './bots.js'
import { AsobibaRoom, type RoomContext } from './room.js'
import { readRooms } from './store.js'
import { webHandler } from './web.js'

/**
 * Colyseus's server with its matchmaking requests refused (403) from origins not allowed, and
 * refused (413) when their body is larger than NET_LIMITS.matchmakeBytes: Colyseus itself reads
 * the whole body into memory, however long, before parsing it. Requests wait until the rooms of
 * the data folder are resumed (`open`): Colyseus must listen before a room can be created, and a
 * player's app trying to get back in meanwhile would be told its room does not exist, and stop.
 */
export class AsobibaServer extends Server {
  private opened!: () => void
  private readonly resumed = new Promise<void>((resolve) => (this.opened = resolve))

  constructor(
    private readonly allowed: (origin: string | undefined) => boolean,
    options: ServerOptions,
  ) {
    super(options)
  }

  /** the rooms of the data folder are back: matchmaking requests are answered from now on */
  open() {
    this.opened()
  }

  protected override async handleMatchMakeRequest(req: IncomingMessage, res: ServerResponse) {
    // the body waits in the paused request meanwhile
    await this.resumed
    if (!this.allowed(req.headers.origin)) {
      res.writeHead(403)
      res.end()
      return
    }
    const max = NET_LIMITS.matchmakeBytes
    if (Number(req.headers['content-length']) > max) return tooLarge(req, res)
    let bytes = 0
    const count = (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes <= max) return
      // Colyseus's own listeners go with it: it neither keeps the rest nor answers
      req.removeAllListeners('data')
      req.removeAllListeners('end')
      tooLarge(req, res)
    }
    const reading = super.handleMatchMakeRequest(req, res)
    req.on('data', count)
    return reading
  }
}

/** 413 with the reason as Colyseus's client reads errors, then the connection closes (the rest is never read) */
function tooLarge(req: IncomingMessage, res: ServerResponse) {
  const error = JSON.stringify({ key: 'net.tooLarge', params: { max: NET_LIMITS.matchmakeBytes } })
  res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' })
  res.end(JSON.stringify({ code: 413, error }), () => req.destroy())
}

export interface ServerConfig {
  port: number
  host: string
  dataDir: string
  /** origins a browser may connect from; empty: any */
  allowedOrigins: string[]
  /** with it, rooms are shared with every process on the same Redis */
  redisUrl?: string
  /** host:port clients reach this process at, for rooms it holds (with Redis: default host:port) */
  publicAddress?: string
  seed?: () => number
  report?: (line: string) => void
  /** milliseconds in a second of the turn timer and of undo requests (1000; tests shorten it) */
  secondMs?: number
  /** the built web edition to serve at `/` (web join links open it); without it, 404 */
  webDir?: string
}

export interface RunningServer {
  /** the port listened on (the one chosen when `port` was 0) */
  port: number
  /** rooms resumed from the data folder, and files that could not be read */
  resumed: string[]
  damaged: string[]
  stop(): Promise<void>
}

/** a game server made but not listening yet: what `startServer` starts, and what tests boot */
export interface GameServer {
  /** its `open()` says the rooms of the data folder are back: matchmaking is answered from then on */
  server: AsobibaServer
  transport: WebSocketTransport
  bots: BotThread
  context: RoomContext
}

/**
 * An Asobiba game server, not listening yet: Colyseus with the "asobiba" room, its origin check
 * and the bot thread. One per process: Colyseus's matchmaker is a module-level singleton.
 */
export function gameServer(config: Omit<ServerConfig, 'port' | 'host'> & { port?: number; host?: string }): GameServer {
  const bots = new BotThread()
  const context: RoomContext = {
    dataDir: config.dataDir,
    bots,
    seed: config.seed ?? (() => randomInt(-(2 ** 31), 2 ** 31)),
    restoring: new Map(),
    report: config.report ?? ((line) => console.warn(line)),
    secondMs: config.secondMs ?? 1000,
  }
  AsobibaRoom.context = context
  const allowed = (origin: string | undefined) =>
    origin === undefined || config.allowedOrigins.length === 0 || config.allowedOrigins.includes(origin)
  const web = webHandler(config.webDir)
  const transport = new WebSocketTransport({
    // every request but matchmaking (Colyseus takes those first): the web edition, or 404
    server: createServer((req, res) => void web(req, res)),
    maxPayload: NET_LIMITS.frameBytes,
    verifyClient: (info: { origin?: string }) => allowed(info.origin || undefined),
  })
  const redis = config.redisUrl
  const server = new AsobibaServer(allowed, {
    transport,
    greet: false,
    gracefullyShutdown: false,
    publicAddress: config.publicAddress ?? (redis ? `${config.host}:${config.port}` : undefined),
    ...(redis ? { presence: new RedisPresence(redis), driver: new RedisDriver(redis) } : {}),
  })
  server.define(ROOM_NAME, AsobibaRoom)
  return { server, transport, bots, context }
}

/**
 * Starts an Asobiba game server (`gameServer`) on `config.port`, with every unfinished room of
 * the data folder resumed under its old code.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const { server, transport, bots, context } = gameServer(config)
  await server.listen(config.port, config.host)
  const address = transport.server?.address()
  const port = typeof address === 'object' && address ? address.port : config.port

  const resumed: string[] = []
  const damaged: string[] = []
  try {
    const read = await readRooms(config.dataDir)
    damaged.push(...read.damaged)
    for (const file of read.rooms) {
      if (!file.started) continue
      context.restoring.set(file.roomId, file)
      try {
        await matchMaker.handleCreateRoom(ROOM_NAME, { restore: file.roomId })
        resumed.push(file.roomId)
      } catch (err) {
        context.restoring.delete(file.roomId)
        damaged.push(`${file.roomId}.room.json`)
        console.error(err)
      }
    }
  } finally {
    server.open()
  }
  return {
    port,
    resumed,
    damaged,
    async stop() {
      await server.gracefullyShutdown(false)
      await bots.stop()
    },
  }
}
