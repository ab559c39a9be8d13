import { randomBytes } from 'node:crypto'
import type { Client, Room } from '@colyseus/core'
import type { Reason } from '../shared/engine/types.js'
import type { BotLevel, Seat } from '../shared/formats/envelope.js'
import {
  NET_LIMITS,
  type JoinOptions,
  type LobbyMessage,
  type Request,
  type SeatStatus,
  type WelcomeMessage,
} from '../shared/net/protocol.js'
import type { ClientData } from './screen.js'
import type { RoomFile } from './store.js'

type Reconnection = ReturnType<Room['allowReconnection']>

/** what the room's file keeps of its seats */
type SavedSeats = Pick<RoomFile, 'grace' | 'hostToken' | 'seats'>

/** one seat of a table: who sits there, the token that takes it back, and their connection */
interface SeatState {
  player: Seat | null
  token: string | null
  client: Client | null
  /** a dropped player's place kept open (Colyseus reconnection), rejected when the seat is handed on */
  reconnection: Reconnection | null
}

function seatStatus(s: SeatState): SeatStatus {
  if (s.player === null) return 'free'
  if (s.player.bot) return 'bot'
  if (s.client) return 'connected'
  return s.reconnection ? 'waiting' : 'away'
}

/** what everyone in the room is told of the table: the seats, whether play began, who watches, its settings */
function lobbyMessage(
  seats: SeatState[],
  clients: readonly Client[],
  table: Pick<LobbyMessage, 'started' | 'grace' | 'undo' | 'turnTimer'>,
): LobbyMessage {
  const seated = new Set(seats.map((s) => s.client))
  return {
    seats: seats.map((s) => ({
      name: s.player?.name ?? null,
      colour: s.player?.colour ?? null,
      bot: s.player?.bot ?? null,
      status: seatStatus(s),
    })),
    spectators: clients.filter((c) => !seated.has(c)).length,
    ...table,
  }
}

/** the seat a client holds, or null for a spectator */
export function seatOf(client: Client): number | null {
  return (client.userData as ClientData).seat
}

/** what a table's seats need from their room */
export interface SeatHost {
  /** keeps a dropped client's place for `seconds` (Colyseus's reconnection) */
  allowReconnection(client: Client, seconds: number): Reconnection
  /** whether play began: before, a seat left is free again and a seat's bot can be taken away */
  started(): boolean
  /** every client in the room, seated or watching */
  clients(): readonly Client[]
  /** the table's settings the lobby shows besides the grace */
  settings(): Pick<LobbyMessage, 'undo' | 'turnTimer'>
  /** tells every client how the table stands */
  broadcast(message: LobbyMessage): void
  /** sends a client that just joined or came back the game so far, the clock and any open undo request */
  catchUp(client: Client): void
  /** a seat is handed to a bot or freed: its holder no longer answers, or asks, to take a move back */
  handedOn(seat: number): void
}

const newToken = () => randomBytes(18).toString('base64url')

/**
 * A network table's seats and who holds them: taking a free seat, the host, joining with a seat
 * token (taking the seat back from an older connection) or a host token, leaving, a dropped
 * player's seat kept for the grace time (Colyseus reconnection), bots in seats, and the lobby
 * message everyone is told after each change. The room decides what a seat may do in the game.
 */
export class Seating {
  private seats: SeatState[] = []
  private hostToken = newToken()
  private hostSession: string | null = null
  private grace = 0

  constructor(private readonly host: SeatHost) {}

  /** a new table of `count` free seats */
  open(count: number, grace: number) {
    this.grace = grace
    this.seats = Array.from({ length: count }, () => ({ player: null, token: null, client: null, reconnection: null }))
  }

  /** the seats of a table read back from its file, nobody connected */
  restore(file: SavedSeats) {
    this.grace = file.grace
    this.hostToken = file.hostToken
    this.seats = file.seats.map((s) => ({ player: s.player, token: s.token, client: null, reconnection: null }))
  }

  file(): SavedSeats {
    return {
      grace: this.grace,
      hostToken: this.hostToken,
      seats: this.seats.map((s) => ({ player: s.player, token: s.token })),
    }
  }

  isHost(client: Client): boolean {
    return this.hostSession === client.sessionId
  }

  /** every seat has a player or a bot */
  full(): boolean {
    return this.seats.every((s) => s.player !== null)
  }

  /** the bot's level in `seat`, if a bot sits there */
  bot(seat: number): BotLevel | undefined {
    return this.seats[seat].player?.bot
  }

  /** the seats that answer `asker`'s request to take a move back: every other person seated; bots do not vote */
  voters(asker: number): Set<number> {
    return new Set(this.seats.flatMap((s, i) => (i !== asker && s.player !== null && !s.player.bot ? [i] : [])))
  }

  /**
   * A client joins, with a seat token to take its seat back, a host token to be host (whoever joins
   * while nobody is host becomes host). A wrong token refuses the join before it changes anything.
   */
  join(client: Client, { seatToken, hostToken }: JoinOptions): Reason | null {
    const data: ClientData = { seat: null, tokens: NET_LIMITS.burst, at: Date.now() }
    client.userData = data
    if (hostToken !== undefined && hostToken !== this.hostToken) return { key: 'net.badHostToken' }
    if (seatToken !== undefined) {
      const seat = this.seats.findIndex((s) => s.token === seatToken)
      if (seat < 0) return { key: 'net.badSeatToken' }
      this.takeBack(seat, client)
    }
    if (hostToken !== undefined || this.hostSession === null) this.hostSession = client.sessionId
    this.welcome(client)
    this.host.catchUp(client)
    this.broadcastLobby()
    return null
  }

  /**
   * A client left. A seated player who left on purpose before play frees the seat; one who
   * dropped keeps it for the grace time, and gets it back on the new connection.
   */
  async leave(client: Client, consented: boolean) {
    const seatIndex = (client.userData as ClientData | undefined)?.seat ?? null
    const seat = seatIndex === null ? null : this.seats[seatIndex]
    const kept = seat !== null && seat.client === client && !consented && this.grace > 0
    // a seated host who dropped stays host while the seat is kept: the reconnection has the same
    // session, and nobody who joins meanwhile takes the room over
    if (this.hostSession === client.sessionId && !kept) this.hostSession = null
    if (!seat || seat.client !== client) return this.broadcastLobby()
    seat.client = null
    if (consented && !this.host.started()) {
      seat.player = null
      seat.token = null
    }
    if (!kept) return this.broadcastLobby()
    const reconnection = this.host.allowReconnection(client, this.grace)
    seat.reconnection = reconnection
    this.broadcastLobby()
    try {
      // the new connection's messages wait for its handshake; the old one's would not
      const back = await reconnection
      if (seat.reconnection !== reconnection) return
      seat.reconnection = null
      seat.client = back
      this.welcome(back)
      this.host.catchUp(back)
    } catch {
      if (seat.reconnection === reconnection) seat.reconnection = null
      // the seat was not taken back (the grace time ran out, or it was handed on): nor is the room
      if (this.hostSession === client.sessionId) this.hostSession = null
    }
    this.broadcastLobby()
  }

  /** the room closes: no seat kept open */
  dispose() {
    for (const s of this.seats) s.reconnection?.reject()
  }

  /** a spectator takes a free seat under its name and colour, and is given the seat's token */
  sit(client: Client, { seat, name, colour }: Request<'sit'>): Reason | null {
    const data = client.userData as ClientData
    if (data.seat !== null) return { key: 'net.alreadySeated' }
    const s = this.seats[seat]
    if (!s) return { key: 'net.noSeat', params: { number: seat + 1 } }
    if (s.player !== null) return { key: 'net.seatTaken', params: { number: seat + 1 } }
    s.player = { name, colour }
    s.token = newToken()
    s.client = client
    data.seat = seat
    this.welcome(client)
    this.broadcastLobby()
    return null
  }

  /** the host puts a bot of `level` in a free or dropped player's seat, or (null, before play) frees it */
  setBot(seat: number, level: BotLevel | null): Reason | null {
    const s = this.seats[seat]
    if (!s) return { key: 'net.noSeat', params: { number: seat + 1 } }
    if (s.client) return { key: 'net.seatInUse', params: { number: seat + 1 } }
    if (level === null && this.host.started()) return { key: 'net.started' }
    s.reconnection?.reject()
    s.reconnection = null
    s.token = null
    this.host.handedOn(seat)
    s.player =
      level === null
        ? null
        : {
            name: s.player?.name ?? `Bot ${seat + 1}`,
            colour: s.player?.colour ?? BOT_COLOURS[seat % BOT_COLOURS.length],
            bot: level,
          }
    this.broadcastLobby()
    return null
  }

  setGrace(seconds: number) {
    this.grace = seconds
    this.broadcastLobby()
  }

  broadcastLobby() {
    const { undo, turnTimer } = this.host.settings()
    this.host.broadcast(
      lobbyMessage(this.seats, this.host.clients(), {
        started: this.host.started(),
        grace: this.grace,
        undo,
        turnTimer,
      }),
    )
  }

  /** `client` takes `seat` back with its token; an older connection still holding it is closed */
  private takeBack(seat: number, client: Client) {
    const s = this.seats[seat]
    const held = s.client
    const pending = s.reconnection
    s.reconnection = null
    pending?.reject()
    s.client = client
    ;(client.userData as ClientData).seat = seat
    if (held && held !== client) {
      ;(held.userData as ClientData).seat = null
      held.leave(4409)
    }
  }

  private welcome(client: Client) {
    const seat = seatOf(client)
    const message: WelcomeMessage = {
      seat,
      seatToken: seat === null ? null : this.seats[seat].token,
      host: this.isHost(client),
      hostToken: this.isHost(client) ? this.hostToken : null,
    }
    client.send('welcome', message)
  }
}

const BOT_COLOURS = ['#6b7280', '#8b5cf6', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444', '#ec4899', '#84cc16']
