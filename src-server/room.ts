import { randomBytes, randomInt } from 'node:crypto'
import { Room, ServerError, type Client } from '@colyseus/core'
import type { BaseAction, BaseState, GameModule, Reason, Scenario } from '../shared/engine/types.js'
import { seedRng } from '../shared/engine/rng.js'
import { applyDrawing } from '../shared/engine/session.js'
import { checkScenario } from '../shared/formats/load.js'
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
  private queue: Promise<void> = Promise.resolve()
  private botCounter = 0

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
    for (const type of Object.keys(requestSchemas) as RequestType[]) {
      this.onMessage(type, (client, raw) => this.receive(client, type, raw))
    }
    this.onMessage('*', (client, type, raw) => this.receive(client, String(type), raw))
  }

  private create(options: unknown) {
    const parsed = createOptionsSchema.safeParse(options)
    if (!parsed.success) throw refusal(4400, { key: 'net.badOptions' })
    const { game: id, seats, grace } = parsed.data
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
    this.started = file.started
    this.seats = file.seats.map((s) => ({ player: s.player, token: s.token, client: null, reconnection: null }))
    this.initial = this.game.setup(this.scenario, this.seats.length, this.seed)
    this.current = this.initial
    for (const action of file.actions) {
      const seat = this.game.toAct(this.current)
      const step = applyDrawing(this.game, this.current, action as BaseAction)
      if (seat === null || !step.ok) throw new Error(`room ${file.roomId}: action ${this.log.length} no longer applies`)
      this.current = step.value.state
      this.log.push({ turn: this.log.length, seat, action, draws: step.value.draws, hash: stateHash(this.current) })
    }
    this.published = this.log.length
    this.autoDispose = !this.running()
    this.queue = this.queue.then(() => this.botTurn())
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
    } catch {
      if (seat.reconnection === reconnection) seat.reconnection = null
    }
    this.broadcastLobby()
  }

  onDispose() {
    for (const s of this.seats) s.reconnection?.reject()
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
    this.broadcast('lobby', lobbyMessage(this.seats, this.clients, this.started, this.grace))
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
    if (!s) return { key: 'net.noSeat', params: { seat: seat + 1 } }
    if (s.player !== null) return { key: 'net.seatTaken', params: { seat: seat + 1 } }
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
    if (!s) return { key: 'net.noSeat', params: { seat: seat + 1 } }
    if (s.client) return { key: 'net.seatInUse', params: { seat: seat + 1 } }
    if (level === null && this.started) return { key: 'net.started' }
    s.reconnection?.reject()
    s.reconnection = null
    s.token = null
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
    this.botTurn()
    return null
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
          if (this.log.length !== turn || this.seats[seat].player?.bot !== level) return
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
