import { z } from 'zod'
import { GAME_IDS, type BaseAction, type BaseState, type GameId, type Reason } from '../engine/types.js'
import { LIMITS, seatSchema } from '../formats/envelope.js'

/**
 * The network protocol between an Asobiba server (src-server/) and its clients: the room's name,
 * every message's type and zod schema, and the limits the server enforces. Clients send only
 * requests (take a seat, an action, …); the server answers with what happened. Described in
 * docs/NETWORK.md.
 */

export const ROOM_NAME = 'asobiba'

export const NET_LIMITS = {
  /** bytes of one message's JSON from a client (a scenario in the create options excepted) */
  messageBytes: 4096,
  /** bytes of a frame the transport accepts at all: a scenario file fits, anything larger closes the connection */
  frameBytes: LIMITS.fileBytes,
  /** bytes of a matchmaking request's body (create or join options, a scenario included): larger ones get 413 */
  matchmakeBytes: LIMITS.fileBytes + 4096,
  /** messages a client may send per second, on average, with a burst of `burst` */
  perSecond: 20,
  burst: 40,
  /** seconds the host may give a dropped player to come back */
  graceMax: 3600,
  /** seconds the other players have to answer a request to take a move back; silence declines */
  undoVoteSeconds: 60,
} as const

/**
 * What the room does with a request to take a move back: ask every other person at the table and
 * rewind one action when all of them accept (`consent`, as Board Game Arena does), or refuse
 * every request (`off`).
 */
export const undoModeSchema = z.enum(['consent', 'off'])
export type UndoMode = z.infer<typeof undoModeSchema>

export const botLevelSchema = seatSchema.shape.bot.unwrap()

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

/** options of `create`: the game, its scenario (the built-in one when absent) and the table's size */
export const createOptionsSchema = z.strictObject({
  game: z.enum(GAME_IDS),
  scenario: z.unknown().optional(),
  seats: z.int().min(1).max(LIMITS.seats),
  /** seconds a dropped player keeps the seat (0: none) */
  grace: z.int().min(0).max(NET_LIMITS.graceMax).default(120),
  undo: undoModeSchema.default('consent'),
})
export type CreateOptions = z.input<typeof createOptionsSchema>

/**
 * options of `join`/`joinById`: a seat token to take one's seat back, a host token to be host. Not
 * strict: the room's creator joins with its create options.
 */
export const joinOptionsSchema = z.object({
  seatToken: tokenSchema.optional(),
  hostToken: tokenSchema.optional(),
})
export type JoinOptions = z.infer<typeof joinOptionsSchema>

/** client → server */
export const requestSchemas = {
  /** take a free seat */
  sit: z.strictObject({
    seat: z
      .int()
      .min(0)
      .max(LIMITS.seats - 1),
    name: seatSchema.shape.name,
    colour: seatSchema.shape.colour,
  }),
  /** host: a bot in a free or dropped player's seat (null level: make the seat free again) */
  bot: z.strictObject({
    seat: z
      .int()
      .min(0)
      .max(LIMITS.seats - 1),
    level: botLevelSchema.nullable(),
  }),
  /** host: how long a dropped player keeps the seat */
  grace: z.strictObject({ seconds: z.int().min(0).max(NET_LIMITS.graceMax) }),
  /** host: every seat is taken, play */
  start: z.strictObject({}),
  /** an action for the seat on turn; `turn` is the number of actions played before it (a replayed or late message is refused) */
  act: z.strictObject({ turn: z.int().min(0).max(LIMITS.actions), action: z.looseObject({ t: z.string().max(40) }) }),
  /** take back one's own last action (`turn`: actions played, the one taken back included); the others are asked */
  undo: z.strictObject({ turn: z.int().min(1).max(LIMITS.actions) }),
  /** a seated person's answer to the request to take back the action before `turn` */
  answerUndo: z.strictObject({ turn: z.int().min(1).max(LIMITS.actions), accept: z.boolean() }),
  /** the client's copy disagrees with the server's: send everything again (`hash`: the client's, after `turn` actions) */
  resync: z.strictObject({ turn: z.int().min(0).max(LIMITS.actions), hash: z.string().max(32) }),
} as const
export type RequestType = keyof typeof requestSchemas
export type Request<K extends RequestType> = z.infer<(typeof requestSchemas)[K]>

export type SeatStatus = 'free' | 'connected' | 'waiting' | 'away' | 'bot'

export interface SeatView {
  name: string | null
  colour: string | null
  bot: z.infer<typeof botLevelSchema> | null
  status: SeatStatus
}

/** server → client: the table as everyone sees it, after every change */
export interface LobbyMessage {
  seats: SeatView[]
  started: boolean
  /** seconds a dropped player keeps the seat */
  grace: number
  spectators: number
  undo: UndoMode
  /** seconds per turn from the scenario's rules (0: no timer) */
  turnTimer: number
}

/**
 * server → client: where a request to take a move back stands. `asked` goes to everyone when a
 * player asks (and again after each acceptance, with fewer seats waiting); the request then ends
 * `accepted` (a `sync` follows with the shorter log), `declined` (someone said no), `expired`
 * (not everyone answered in NET_LIMITS.undoVoteSeconds) or `cancelled` (the asker's seat changed
 * hands). While it is asked, no action is played and the turn timer stands still.
 */
export interface UndoMessage {
  /** actions played when it was asked: the one taken back is `turn - 1` */
  turn: number
  /** who asked */
  seat: number
  status: 'asked' | 'accepted' | 'declined' | 'expired' | 'cancelled'
  /** seats still to answer */
  waiting: number[]
}

/**
 * server → client: the turn timer, whenever it starts, stops or stands still. At zero the server
 * plays the game's own `timeout` action for the seat on turn; clients only show it.
 */
export interface TimerMessage {
  /** actions played when this reading was taken */
  turn: number
  /** the seat whose time runs, or null when no timer runs (none in the rules, game not started or over) */
  seat: number | null
  /** the turn's whole time */
  seconds: number
  /** milliseconds left at the moment the server sent this */
  remainingMs: number
  /** false while it stands still (a request to take a move back is being answered) */
  running: boolean
}

/** One accepted action: what clients need to apply it exactly as the server did. */
export interface AcceptedMessage {
  /** actions played before this one */
  turn: number
  seat: number
  action: BaseAction
  /** the values the action drew from the random source, in order */
  draws: number[]
  /** stateHash of the state after it */
  hash: string
}

/** server → one client: everything to build the game from scratch (on joining, on a resync) */
export interface SyncMessage {
  game: GameId
  scenario: unknown
  /** the state after setup, its random source replaced by an empty script */
  initial: BaseState
  log: AcceptedMessage[]
}

/** server → one client: who it is at this table */
export interface WelcomeMessage {
  /** its seat, or null for a spectator */
  seat: number | null
  /** present for the seat's holder only: give it back in the join options to take the seat back */
  seatToken: string | null
  host: boolean
  hostToken: string | null
}

export interface RefusedMessage {
  /** the request's type as the client sent it (which may be no request at all) */
  request: string
  reason: Reason
}

export interface ServerMessages {
  welcome: WelcomeMessage
  lobby: LobbyMessage
  sync: SyncMessage
  accepted: AcceptedMessage
  refused: RefusedMessage
  undo: UndoMessage
  timer: TimerMessage
}
