import { Client, type Room } from 'colyseus.js'
import type { BaseAction, BaseState, GameModule, Reason } from '../engine/types.js'
import type { BotLevel } from '../formats/envelope.js'
import { MANIFEST } from '../games/manifest.js'
import { applyAccepted } from './replica.js'
import { stateHash } from './hash.js'
import {
  ROOM_NAME,
  type AcceptedMessage,
  type CreateOptions,
  type JoinOptions,
  type LobbyMessage,
  type Request,
  type RequestType,
  type ServerMessages,
  type SyncMessage,
  type TimerMessage,
  type UndoMessage,
  type WelcomeMessage,
} from './protocol.js'

/** What a table tells its user interface. */
export interface TableEvents {
  welcome: WelcomeMessage
  lobby: LobbyMessage
  /** the game was (re)built from the server's log */
  synced: { state: BaseState; turns: number }
  /** one more action played (anyone's, bots' included) */
  played: { state: BaseState; accepted: AcceptedMessage }
  refused: { request: string; reason: Reason }
  /** a request to take a move back was asked, answered by someone, or ended */
  undo: UndoMessage
  /** the turn timer started, stood still or stopped (see `Table.timer`) */
  timer: TableTimer
  /** the local copy disagreed with the server's; a resync was asked for */
  mismatch: { turn: number; why: 'draws' | 'hash' | 'illegal' }
  /** the connection closed (code from Colyseus; 1000: left on purpose) */
  closed: { code: number }
}

/** the turn timer as this client sees it: `deadline` is on this machine's clock (Date.now()) */
export interface TableTimer {
  seat: number | null
  seconds: number
  /** when the time of a running timer is up, in this machine's Date.now() */
  deadline: number
  /** ms left: exact while standing still, at the reading's arrival while running */
  remainingMs: number
  running: boolean
}

type Listener<K extends keyof TableEvents> = (event: TableEvents[K]) => void

/** sees every message from the server as it arrives, before the table handles it (debugging, tests) */
export type Tap = (type: keyof ServerMessages, message: unknown) => void

/**
 * A client's seat at a network table, for a user interface to wrap: connect (create a room or
 * join one by its code), take a seat, ask for bots, start, send actions; it keeps the local copy
 * of the game (shared/net/replica.ts) and emits what changed. Nothing here touches the DOM.
 */
export class Table {
  game: GameModule | null = null
  scenario: unknown = null
  state: BaseState | null = null
  /** states[i] is the state before log[i]; the last one is `state` */
  states: BaseState[] = []
  log: AcceptedMessage[] = []
  you: WelcomeMessage | null = null
  lobby: LobbyMessage | null = null
  /** the open request to take a move back (status `asked`), or null */
  undo: UndoMessage | null = null
  timer: TableTimer | null = null
  private listeners: { [K in keyof TableEvents]?: Listener<K>[] } = {}
  /** messages are handled one after another: the game's module loads asynchronously */
  private chain: Promise<void> = Promise.resolve()
  private resyncAsked = -1

  private constructor(
    readonly room: Room,
    tap?: Tap,
  ) {
    const on = <K extends keyof ServerMessages>(type: K, fn: (m: ServerMessages[K]) => void | Promise<void>) => {
      room.onMessage(type, (m: ServerMessages[K]) => {
        tap?.(type, m)
        this.chain = this.chain.then(() => fn(m))
      })
    }
    on('welcome', (m) => this.emit('welcome', (this.you = m)))
    on('lobby', (m) => this.emit('lobby', (this.lobby = m)))
    on('refused', (m) => this.emit('refused', m))
    on('sync', (m) => this.sync(m))
    on('accepted', (m) => this.accept(m))
    on('undo', (m) => {
      this.undo = m.status === 'asked' ? m : null
      this.emit('undo', m)
    })
    on('timer', (m) => this.emit('timer', (this.timer = toTimer(m))))
    room.onLeave((code) => this.emit('closed', { code }))
  }

  /** the room's code: what others type (or follow as a link) to join */
  get code(): string {
    return this.room.roomId
  }

  static async create(endpoint: string, options: CreateOptions, tap?: Tap): Promise<Table> {
    return new Table(await new Client(endpoint).create(ROOM_NAME, options), tap)
  }

  static async join(endpoint: string, code: string, join: JoinOptions = {}, tap?: Tap): Promise<Table> {
    return new Table(await new Client(endpoint).joinById(code, join), tap)
  }

  /** back into the same session after a dropped connection, within the host's grace time */
  static async reconnect(endpoint: string, reconnectionToken: string, tap?: Tap): Promise<Table> {
    return new Table(await new Client(endpoint).reconnect(reconnectionToken), tap)
  }

  on<K extends keyof TableEvents>(type: K, fn: Listener<K>): () => void {
    const list = (this.listeners[type] ??= []) as Listener<K>[]
    list.push(fn)
    return () => list.splice(list.indexOf(fn), 1)
  }

  /** resolves once every message received so far has been handled */
  settled(): Promise<void> {
    return this.chain
  }

  sit(seat: number, name: string, colour: string) {
    this.request('sit', { seat, name, colour })
  }
  setBot(seat: number, level: BotLevel | null) {
    this.request('bot', { seat, level })
  }
  setGrace(seconds: number) {
    this.request('grace', { seconds })
  }
  start() {
    this.request('start', {})
  }
  act(action: BaseAction) {
    this.request('act', { turn: this.log.length, action: action as Request<'act'>['action'] })
  }
  /** asks the others to let this seat take back its last action (refused when it drew from chance) */
  askUndo() {
    this.request('undo', { turn: this.log.length })
  }
  /** this seat's answer to the open request to take a move back */
  answerUndo(accept: boolean) {
    if (this.undo) this.request('answerUndo', { turn: this.undo.turn, accept })
  }
  leave(): Promise<number> {
    return this.room.leave(true)
  }

  private request<K extends RequestType>(type: K, message: Request<K>) {
    this.room.send(type, message)
  }

  private emit<K extends keyof TableEvents>(type: K, event: TableEvents[K]) {
    for (const fn of this.listeners[type] ?? []) fn(event)
  }

  private async sync(m: SyncMessage) {
    const game: GameModule = await MANIFEST[m.game].module()
    let state = m.initial
    const states = [state]
    for (const entry of m.log) {
      const step = applyAccepted(game, state, entry)
      if (!step.ok) return this.mismatch(entry.turn + 1, step.why)
      state = step.state
      states.push(state)
    }
    this.game = game
    this.scenario = m.scenario
    this.state = state
    this.states = states
    this.log = [...m.log]
    this.emit('synced', { state, turns: this.log.length })
  }

  private accept(m: AcceptedMessage) {
    if (!this.game || !this.state) return
    if (m.turn < this.log.length && this.log[m.turn].hash === m.hash) return
    if (m.turn !== this.log.length) return this.mismatch(m.turn + 1, 'illegal')
    const step = applyAccepted(this.game, this.state, m)
    if (!step.ok) return this.mismatch(m.turn + 1, step.why)
    this.state = step.state
    this.states.push(step.state)
    this.log.push(m)
    this.emit('played', { state: step.state, accepted: m })
  }

  private mismatch(turn: number, why: TableEvents['mismatch']['why']) {
    this.emit('mismatch', { turn, why })
    if (this.resyncAsked === turn) return
    this.resyncAsked = turn
    this.request('resync', { turn: this.log.length, hash: this.state ? stateHash(this.state) : '' })
  }
}

function toTimer(m: TimerMessage): TableTimer {
  return {
    seat: m.seat,
    seconds: m.seconds,
    deadline: Date.now() + m.remainingMs,
    remainingMs: m.remainingMs,
    running: m.running,
  }
}
