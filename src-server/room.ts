import { randomBytes, randomInt } from 'node:crypto'
import { Room, ServerError, type Client } from '@colyseus/core'
import type { BaseAction, BaseState, GameModule, Reason, Scenario } from '../shared/engine/types.js'
import { seedRng } from '../shared/engine/rng.js'
import { applyDrawing } from '../shared/engine/session.js'
import { checkScenario } from '../shared/formats/loadFile.js'
import { GAMES } from '../shared/games/registry.js'
import { stateHash } from '../shared/net/hash.js'
import { publicState } from '../shared/net/replica.js'
import {
  NET_LIMITS,
  createOptionsSchema,
  joinOptionsSchema,
  requestSchemas,
  type AcceptedMessage,
  type Request,
  type RequestType,
  type ServerMessages,
  type SyncMessage,
  type TimerMessage,
  type UndoMessage,
  type UndoMode,
} from '../shared/net/protocol.js'
import type { BotThread } from './bots.js'
import { screen, type ClientData } from './screen.js'
import { lobbyMessage, type SeatState } from './seats.js'
import { writeRoom, type RoomFile } from './store.js'

/** What every room of the process shares; set once by createAsobibaServer. */
export interface RoomContext {
  dataDir: string
  bots: BotThread
  /** the games' seeds (crypto-random; tests give their own) */
  seed: () => number
  /** files read at start-up, by room id, waiting for their room to be created again */
  restoring: Map<string, RoomFile>
  /** hash mismatches clients reported, for the operator */
  report: (line: string) => void
  /** milliseconds in a second of the turn timer and of undo requests (tests shorten it) */
  secondMs: number
}

/** the turn timer of the seat on turn: running toward `deadline`, or standing still with `left` ms */
interface TurnClock {
  seat: number
  seconds: number
  deadline: number
  left: number
  running: boolean
  timeout: ReturnType<typeof setTimeout> | null
}

/** a request to take back the action before `turn`, waiting for the seats' answers */
interface UndoVote {
  turn: number
  seat: number
  waiting: Set<number>
  expiry: ReturnType<typeof setTimeout>
}

/** seconds per turn in a scenario's rules (Recess's `turnTimer`), 0 without a timer */
export function turnSeconds(scenario: Scenario): number {
  const value = (scenario.rules as { turnTimer?: unknown } | undefined)?.turnTimer
  return typeof value === 'number' && value > 0 ? value : 0
}

const newToken = () => randomBytes(18).toString('base64url')

function refusal(code: number, reason: Reason): ServerError {
  return new ServerError(code, JSON.stringify(reason))
}

/**
 * One game table ("asobiba" room): scenario, seats, the action log and the current state. The
 * only authority on the game: clients send requests, the room checks them (schema, size, rate,
 * seat, turn, the game's `explain`), applies accepted actions with the game's `apply`, writes
 * the room's file, then broadcasts each action with the values it drew. The generator's state and
 * the seed never leave the room.
 */
export class AsobibaRoom extends Room {
  static context: RoomContext

  private game!: GameModule
  private scenario!: Scenario
  private seed = 0
  private initial!: BaseState
  private current!: BaseState
  private log: AcceptedMessage[] = []
  /** how many of the log's actions have been broadcast: a sync sends no action before its broadcast */
  private published = 0
  private seats: SeatState[] = []
  private hostToken = newToken()
  private hostSession: string | null = null
  private grace = 0
  private started = false
  private undoMode: UndoMode = 'consent'
  private queue: Promise<void> = Promise.resolve()
  private botCounter = 0
  private turnClock: TurnClock | null = null
  private vote: UndoVote | null = null

  onCreate(options: unknown) {
    const ctx = AsobibaRoom.context
    const restoreId = (options as { restore?: unknown } | null)?.restore
    const saved = typeof restoreId === 'string' ? ctx.restoring.get(restoreId) : undefined
    if (saved) {
      ctx.restoring.delete(saved.roomId)
      this.resume(saved)
    } else {
      this.create(options)
    }
    this.maxClients = 64
    // no synchronised Schema state (every message is explicit): no 20-a-second patch loop per room
    this.patchRate = 0
    for (const type of Object.keys(requestSchemas) as RequestType[]) {
      this.onMessage(type, (client, raw) => this.receive(client, type, raw))
    }
    this.onMessage('*', (client, type, raw) => this.receive(client, String(type), raw))
  }

  private create(options: unknown) {
    const parsed = createOptionsSchema.safeParse(options)
    if (!parsed.success) throw refusal(4400, { key: 'net.badOptions' })
    const { game: id, seats, grace, undo } = parsed.data
    this.game = GAMES[id]
    const scenario = parsed.data.scenario === undefined ? this.game.defaultScenario : parsed.data.scenario
    const checked = checkScenario(scenario)
    if (!checked.ok) throw refusal(4400, checked.problems[0].reason)
    if (checked.value.game !== id) throw refusal(4400, { key: 'net.scenarioGame' })
    const { min, max } = checked.value.players
    if (seats < min || seats > max) throw refusal(4400, { key: 'net.seatCount', params: { min, max } })
    this.scenario = checked.value
    this.seed = AsobibaRoom.context.seed()
    this.grace = grace
    this.undoMode = undo
    this.seats = Array.from({ length: seats }, () => ({ player: null, token: null, client: null, reconnection: null }))
    this.initial = this.game.setup(this.scenario, seats, this.seed)
    this.current = this.initial
  }

  /** rebuilds a room from its file: the same id, seats, tokens and every action, with their draws */
  private resume(file: RoomFile) {
    this.roomId = file.roomId
    this.game = GAMES[file.game]
    this.scenario = file.scenario as Scenario
    this.seed = file.seed
    this.grace = file.grace
    this.hostToken = file.hostToken
    this.undoMode = file.undo
    this.started = file.started
    this.seats = file.seats.map((s) => ({ player: s.player, token: s.token, client: null, reconnection: null }))
    this.initial = this.game.setup(this.scenario, this.seats.length, this.seed)
    this.rebuild(file.actions)
    this.autoDispose = !this.running()
    this.queue = this.queue.then(() => {
      this.armClock()
      this.botTurn()
    })
  }

  /** plays `actions` again from the initial state: the log and the current state they give */
  private rebuild(actions: readonly BaseAction[]) {
    this.current = this.initial
    this.log = []
    for (const action of actions) {
      const seat = this.game.toAct(this.current)
      const step = applyDrawing(this.game, this.current, action)
      if (seat === null || !step.ok) throw new Error(`room ${this.roomId}: action ${this.log.length} no longer applies`)
      this.current = step.value.state
      this.log.push({ turn: this.log.length, seat, action, draws: step.value.draws, hash: stateHash(this.current) })
    }
    this.published = this.log.length
  }

  onJoin(client: Client, options: unknown) {
    const parsed = joinOptionsSchema.safeParse(options ?? {})
    if (!parsed.success) throw refusal(4400, { key: 'net.badOptions' })
    const { seatToken, hostToken } = parsed.data
    const data: ClientData = { seat: null, tokens: NET_LIMITS.burst, at: Date.now() }
    client.userData = data
    if (hostToken !== undefined && hostToken !== this.hostToken) throw refusal(4403, { key: 'net.badHostToken' })
    if (seatToken !== undefined) {
      const seat = this.seats.findIndex((s) => s.token === seatToken)
      if (seat < 0) throw refusal(4403, { key: 'net.badSeatToken' })
      this.takeBack(seat, client)
    }
    if (hostToken !== undefined || this.hostSession === null) this.hostSession = client.sessionId
    this.welcome(client)
    client.send('sync', this.syncMessage())
    this.tellState(client)
    this.broadcastLobby()
  }

  async onLeave(client: Client, consented: boolean) {
    if (this.hostSession === client.sessionId) this.hostSession = null
    const seatIndex = (client.userData as ClientData | undefined)?.seat ?? null
    const seat = seatIndex === null ? null : this.seats[seatIndex]
    if (!seat || seat.client !== client) return this.broadcastLobby()
    seat.client = null
    if (consented && !this.started) {
      seat.player = null
      seat.token = null
    }
    if (consented || this.grace === 0) return this.broadcastLobby()
    const reconnection = this.allowReconnection(client, this.grace)
    seat.reconnection = reconnection
    this.broadcastLobby()
    try {
      // the new connection's messages wait for its handshake; the old one's would not
      const back = await reconnection
      if (seat.reconnection !== reconnection) return
      seat.reconnection = null
      seat.client = back
      this.welcome(back)
      back.send('sync', this.syncMessage())
      this.tellState(back)
    } catch {
      if (seat.reconnection === reconnection) seat.reconnection = null
    }
    this.broadcastLobby()
  }

  onDispose() {
    for (const s of this.seats) s.reconnection?.reject()
    this.stopClock()
    if (this.vote) clearTimeout(this.vote.expiry)
  }

  private running(): boolean {
    return this.started && this.game.toAct(this.current) !== null
  }

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
    const seat = (client.userData as ClientData).seat
    this.tell(client, 'welcome', {
      seat,
      seatToken: seat === null ? null : this.seats[seat].token,
      host: this.hostSession === client.sessionId,
      hostToken: this.hostSession === client.sessionId ? this.hostToken : null,
    })
  }

  private tell<K extends keyof ServerMessages>(client: Client, type: K, message: ServerMessages[K]) {
    client.send(type, message)
  }

  /** the timer and any open request to take a move back, for a client that just (re)joined */
  private tellState(client: Client) {
    this.tell(client, 'timer', this.timerMessage())
    if (this.vote) this.tell(client, 'undo', this.undoMessage(this.vote, 'asked'))
  }

  private refuse(client: Client, request: string, reason: Reason) {
    this.tell(client, 'refused', { request, reason })
  }

  private syncMessage(): SyncMessage {
    return {
      game: this.game.id,
      scenario: this.scenario,
      initial: publicState(this.initial),
      log: this.log.slice(0, this.published),
    }
  }

  private broadcastLobby() {
    this.broadcast(
      'lobby',
      lobbyMessage(this.seats, this.clients, {
        started: this.started,
        grace: this.grace,
        undo: this.undoMode,
        turnTimer: turnSeconds(this.scenario),
      }),
    )
  }

  /**
   * Rate, size and schema first; then the request itself. Refusals and requests alike go through
   * the queue, so a client's answers come in the order it asked.
   */
  private receive(client: Client, type: string, raw: unknown) {
    const why = screen(client.userData as ClientData, type, raw, Date.now())
    if (why) return this.enqueue(() => this.refuse(client, type, why))
    const request = type as RequestType
    const msg = requestSchemas[request].parse(raw)
    this.enqueue(() => this.handle(client, request, msg))
  }

  private enqueue(task: () => Promise<void> | void) {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      console.error(`room ${this.roomId}:`, err)
    })
  }

  private async handle(client: Client, type: RequestType, msg: unknown) {
    const why = await this.dispatch(client, type, msg)
    if (why) this.refuse(client, type, why)
  }

  private dispatch(client: Client, type: RequestType, msg: unknown): Reason | null | Promise<Reason | null> {
    const isHost = this.hostSession === client.sessionId
    switch (type) {
      case 'sit':
        return this.sit(client, msg as Request<'sit'>)
      case 'bot':
        return isHost ? this.setBot(msg as Request<'bot'>) : { key: 'net.notHost' }
      case 'grace':
        if (!isHost) return { key: 'net.notHost' }
        this.grace = (msg as Request<'grace'>).seconds
        this.broadcastLobby()
        return this.started ? this.persist() : null
      case 'start':
        return isHost ? this.start() : { key: 'net.notHost' }
      case 'act':
        return this.act(client, msg as Request<'act'>)
      case 'undo':
        return this.askUndo(client, msg as Request<'undo'>)
      case 'answerUndo':
        return this.answerUndo(client, msg as Request<'answerUndo'>)
      case 'resync': {
        const { turn, hash } = msg as Request<'resync'>
        AsobibaRoom.context.report(
          `room ${this.roomId}: client ${client.sessionId} disagreed at turn ${turn} (its hash ${hash}, the server's ${turn === 0 ? stateHash(this.initial) : (this.log[turn - 1]?.hash ?? 'none')})`,
        )
        client.send('sync', this.syncMessage())
        return null
      }
    }
  }

  private sit(client: Client, { seat, name, colour }: Request<'sit'>): Reason | null {
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

  private async setBot({ seat, level }: Request<'bot'>): Promise<Reason | null> {
    const s = this.seats[seat]
    if (!s) return { key: 'net.noSeat', params: { number: seat + 1 } }
    if (s.client) return { key: 'net.seatInUse', params: { number: seat + 1 } }
    if (level === null && this.started) return { key: 'net.started' }
    s.reconnection?.reject()
    s.reconnection = null
    s.token = null
    if (this.vote) this.leaveVote(seat)
    s.player =
      level === null
        ? null
        : {
            name: s.player?.name ?? `Bot ${seat + 1}`,
            colour: s.player?.colour ?? BOT_COLOURS[seat % BOT_COLOURS.length],
            bot: level,
          }
    this.broadcastLobby()
    if (!this.started) return null
    const why = await this.persist()
    if (this.vote) await this.countVotes()
    this.botTurn()
    return why
  }

  private async start(): Promise<Reason | null> {
    if (this.started) return { key: 'net.started' }
    if (this.seats.some((s) => s.player === null)) return { key: 'net.seatsOpen' }
    this.started = true
    this.autoDispose = false
    const why = await this.persist()
    if (why) {
      this.started = false
      return why
    }
    this.broadcastLobby()
    this.armClock()
    this.botTurn()
    return null
  }

  private async act(client: Client, { turn, action }: Request<'act'>): Promise<Reason | null> {
    const seat = (client.userData as ClientData).seat
    if (seat === null) return { key: 'net.spectator' }
    if (!this.started) return { key: 'net.notStarted' }
    const onTurn = this.game.toAct(this.current)
    if (onTurn === null) return { key: 'engine.gameOver' }
    if (onTurn !== seat) return { key: 'engine.notYourTurn' }
    if (turn !== this.log.length) return { key: 'net.stale', params: { turn: this.log.length } }
    if (this.vote) return { key: 'net.undoPending' }
    // the timer's end is the server's to call: a client's own timeout would end its turn at will
    if (action.t === 'timeout' && this.turnClock && this.timeLeft() > 0) {
      return { key: 'net.timeLeft', params: { seconds: Math.ceil(this.timeLeft() / AsobibaRoom.context.secondMs) } }
    }
    return this.play(seat, action)
  }

  /** the one way an action enters the game, a person's or a bot's */
  private async play(seat: number, action: BaseAction): Promise<Reason | null> {
    const step = applyDrawing(this.game, this.current, action)
    if (!step.ok) return step.problems[0].reason
    const before = this.current
    this.current = step.value.state
    const accepted: AcceptedMessage = {
      turn: this.log.length,
      seat,
      action,
      draws: step.value.draws,
      hash: stateHash(this.current),
    }
    this.log.push(accepted)
    const why = await this.persist()
    if (why) {
      this.log.pop()
      this.current = before
      return why
    }
    this.broadcast('accepted', accepted)
    this.published = this.log.length
    if (!this.running()) this.autoDispose = true
    this.armClock(seat)
    this.botTurn()
    return null
  }

  // ---- the turn timer

  /** ms left on the clock now */
  private timeLeft(): number {
    const c = this.turnClock
    if (!c) return 0
    return c.running ? Math.max(0, c.deadline - Date.now()) : c.left
  }

  private timerMessage(): TimerMessage {
    const c = this.turnClock
    const turn = this.log.length
    if (!c) return { turn, seat: null, seconds: turnSeconds(this.scenario), remainingMs: 0, running: false }
    return { turn, seat: c.seat, seconds: c.seconds, remainingMs: this.timeLeft(), running: c.running }
  }

  private stopClock() {
    if (this.turnClock?.timeout) clearTimeout(this.turnClock.timeout)
    this.turnClock = null
  }

  /**
   * After an action by `lastSeat` (none: the game just started, resumed or was rewound): a new
   * turn's clock starts in full when the seat on turn changed or the last action was a timeout;
   * within a turn it keeps running. No timer in the rules, or no game on: no clock.
   */
  private armClock(lastSeat: number | null = null) {
    const seconds = turnSeconds(this.scenario)
    const seat = this.running() ? this.game.toAct(this.current) : null
    if (seconds === 0 || seat === null) {
      const had = this.turnClock !== null
      this.stopClock()
      if (had) this.broadcast('timer', this.timerMessage())
      return
    }
    const last = this.log.at(-1)
    const sameTurn = this.turnClock?.seat === seat && lastSeat === seat && last?.action.t !== 'timeout'
    if (sameTurn) return
    this.stopClock()
    this.turnClock = {
      seat,
      seconds,
      deadline: 0,
      left: seconds * AsobibaRoom.context.secondMs,
      running: false,
      timeout: null,
    }
    this.runClock()
  }

  /** sets the clock going from the time it has left, and tells everyone */
  private runClock() {
    const c = this.turnClock
    if (!c) return
    c.running = true
    c.deadline = Date.now() + c.left
    const turn = this.log.length
    c.timeout = setTimeout(() => this.enqueue(() => this.timeUp(turn)), c.left)
    this.broadcast('timer', this.timerMessage())
  }

  /** stands the clock still (a request to take a move back is being answered) */
  private holdClock() {
    const c = this.turnClock
    if (!c?.running) return
    c.left = this.timeLeft()
    c.running = false
    if (c.timeout) clearTimeout(c.timeout)
    c.timeout = null
    this.broadcast('timer', this.timerMessage())
  }

  /** the seat on turn ran out of time: the server plays the game's own `timeout` action for it */
  private async timeUp(turn: number) {
    const c = this.turnClock
    if (!c?.running || this.log.length !== turn || this.vote) return
    const seat = this.game.toAct(this.current)
    const timeout = this.game.legalActions(this.current).find((a) => a.t === 'timeout')
    if (seat === null || !timeout) return console.error(`room ${this.roomId}: time up but no timeout action`)
    const why = await this.play(seat, timeout)
    if (why) console.error(`room ${this.roomId}: timeout refused`, why)
  }

  // ---- taking a move back, with every other person's consent

  private undoMessage(vote: UndoVote, status: UndoMessage['status']): UndoMessage {
    return { turn: vote.turn, seat: vote.seat, status, waiting: [...vote.waiting].sort((a, b) => a - b) }
  }

  private askUndo(client: Client, { turn }: Request<'undo'>): Reason | null | Promise<Reason | null> {
    const seat = (client.userData as ClientData).seat
    if (this.undoMode === 'off') return { key: 'net.undoOff' }
    if (seat === null) return { key: 'net.spectator' }
    if (!this.started) return { key: 'net.notStarted' }
    if (!this.running()) return { key: 'engine.gameOver' }
    if (turn !== this.log.length) return { key: 'net.stale', params: { turn: this.log.length } }
    if (this.vote) return { key: 'net.undoPending' }
    const last = this.log.at(-1)
    if (!last || last.seat !== seat) return { key: 'net.undoNotYours' }
    // a roll taken back could be rolled again: chance is never undone
    if (last.draws.length > 0) return { key: 'net.undoChance' }
    const waiting = new Set(this.seats.flatMap((s, i) => (i !== seat && s.player !== null && !s.player.bot ? [i] : [])))
    const expiry = setTimeout(
      () => this.enqueue(() => this.endVote(turn, 'expired')),
      NET_LIMITS.undoVoteSeconds * AsobibaRoom.context.secondMs,
    )
    this.vote = { turn, seat, waiting, expiry }
    this.holdClock()
    return this.countVotes()
  }

  private answerUndo(client: Client, { turn, accept }: Request<'answerUndo'>): Reason | null | Promise<Reason | null> {
    const seat = (client.userData as ClientData).seat
    const vote = this.vote
    if (!vote || vote.turn !== turn) return { key: 'net.noUndoAsked' }
    if (seat === null || !vote.waiting.has(seat)) return { key: 'net.notAskedUndo' }
    if (!accept) {
      this.endVote(turn, 'declined')
      return null
    }
    vote.waiting.delete(seat)
    return this.countVotes()
  }

  /** a seat handed on while a request is open: its holder no longer answers, or no longer asks */
  private leaveVote(seat: number) {
    const vote = this.vote!
    if (vote.seat === seat) return this.endVote(vote.turn, 'cancelled')
    vote.waiting.delete(seat)
  }

  /** rewinds once nobody is left to answer; otherwise tells everyone who still is */
  private async countVotes(): Promise<Reason | null> {
    const vote = this.vote
    if (!vote) return null
    if (vote.waiting.size > 0) {
      this.broadcast('undo', this.undoMessage(vote, 'asked'))
      return null
    }
    const log = this.log
    const current = this.current
    this.rebuild(log.slice(0, -1).map((e) => e.action))
    const why = await this.persist()
    if (why) {
      this.log = log
      this.current = current
      this.published = log.length
      this.endVote(vote.turn, 'declined')
      return why
    }
    clearTimeout(vote.expiry)
    this.vote = null
    this.broadcast('undo', this.undoMessage(vote, 'accepted'))
    this.broadcast('sync', this.syncMessage())
    this.armClock()
    this.botTurn()
    return null
  }

  private endVote(turn: number, status: 'declined' | 'expired' | 'cancelled') {
    const vote = this.vote
    if (!vote || vote.turn !== turn) return
    clearTimeout(vote.expiry)
    this.vote = null
    this.broadcast('undo', this.undoMessage(vote, status))
    this.runClock()
    this.botTurn()
  }

  /** when a bot is on turn, asks the bot thread and plays its answer through the queue */
  private botTurn() {
    if (!this.running()) return
    const seat = this.game.toAct(this.current)
    const level = seat === null ? undefined : this.seats[seat].player?.bot
    if (seat === null || !level) return
    const turn = this.log.length
    const state = { ...this.current, rng: seedRng(randomInt(2 ** 31)) }
    void AsobibaRoom.context.bots
      .ask({ game: this.game.id, state, level, seed: this.botCounter++ })
      .catch((err: unknown) => {
        console.error(`room ${this.roomId}: bot failed, playing a random legal action`, err)
        return this.game.bots.random(state, {
          int: (n) => randomInt(Math.max(1, n)),
          float: Math.random,
          seed: () => randomInt(2 ** 31),
        })
      })
      .then((action) =>
        this.enqueue(async () => {
          // a request to take a move back stops play; the bot is asked again once it is answered
          if (this.log.length !== turn || this.vote || this.seats[seat].player?.bot !== level) return
          const why = await this.play(seat, action)
          if (why) console.error(`room ${this.roomId}: bot action refused`, why)
        }),
      )
  }

  /** writes the room's file; a write that fails is a refusal, and the caller undoes its change */
  private async persist(): Promise<Reason | null> {
    const file: RoomFile = {
      format: 'asobiba.room',
      version: 1,
      roomId: this.roomId,
      game: this.game.id,
      scenario: this.scenario,
      seed: this.seed,
      grace: this.grace,
      undo: this.undoMode,
      hostToken: this.hostToken,
      seats: this.seats.map((s) => ({ player: s.player, token: s.token })),
      started: this.started,
      actions: this.log.map((e) => e.action as RoomFile['actions'][number]),
    }
    try {
      await writeRoom(AsobibaRoom.context.dataDir, file)
      return null
    } catch (err) {
      console.error(err)
      return { key: 'net.saveFailed' }
    }
  }
}

const BOT_COLOURS = ['#6b7280', '#8b5cf6', '#0ea5e9', '#f59e0b', '#10b981', '#ef4444', '#ec4899', '#84cc16']
