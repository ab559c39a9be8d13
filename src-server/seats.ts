import type { Client, Room } from '@colyseus/core'
import type { Seat } from '../shared/formats/envelope.js'
import type { LobbyMessage, SeatStatus } from '../shared/net/protocol.js'

/** one seat of a table: who sits there, the token that takes it back, and their connection */
export interface SeatState {
  player: Seat | null
  token: string | null
  client: Client | null
  /** a dropped player's place kept open (Colyseus reconnection), rejected when the seat is handed on */
  reconnection: ReturnType<Room['allowReconnection']> | null
}

export function seatStatus(s: SeatState): SeatStatus {
  if (s.player === null) return 'free'
  if (s.player.bot) return 'bot'
  if (s.client) return 'connected'
  return s.reconnection ? 'waiting' : 'away'
}

/** what everyone in the room is told of the table: the seats, whether play began, who watches, its settings */
export function lobbyMessage(
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
