import { randomInt } from 'node:crypto'
import { Room, ServerError, type Client } from '@colyseus/core'
import type { BaseAction, Reason, Scenario } from '../shared/engine/types.js'
import { seedRng } from '../shared/engine/rng.js'
import { checkScenario } from '../shared/formats/loadFile.js'
import { GAMES } from '../shared/games/registry.js'
import { undoRefusal } from '../shared/net/undo.js'
import {
  createOptionsSchema,
  joinOptionsSchema,
  requestSchemas,
  type Request,
  type RequestType,
  type ServerMessages,
  type TimerMessage,
  type UndoMode,
} from '../shared/net/protocol.js'
import type { BotThread } from './bots.js'
import { screen, type ClientData } from './screen.js'
import { Seating, seatOf } from './seats.js'
import { GameRecord } from './record.js'
import { writeRoom, type RoomFile } from './store.js'
import { TurnClock } from './turnClock.js'
import { UndoVote } from './undoVote.js'
import { InOrder } from '../shared/inOrder.js'

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

/** seconds per turn in a scenario's rules (Recess's `turnTimer`), 0 without a timer */
export function turnSeconds(scenario: Scenario): number {
  const value = (scenario.rules as { turnTimer?: unknown } | undefined)?.turnTimer
  return typeof value === 'number' && value > 0 ? value : 0
}

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

  private rec!: GameRecord
  private started = false
  private undoMode: UndoMode = 'consent'
  /** the room's work, one task after another: players' requests, bots' moves, the turn clock */
  private readonly tasks = new InOrder()
  private botCounter = 0
  private readonly seating = new Seating({
    allowReconnection: (client, seconds) => this.allowReconnection(client, seconds),
    started: () => this.started,
    clients: () => this.clients,
    settings: () => ({ undo: this.undoMode, turnTimer: turnSeconds(this.rec.scenario) }),
    broadcast: (m) => this.broadcast('lobby', m),
    catchUp: (client) => {
      client.send('sync', this.rec.sync())
      this.tellState(client)
    },
    handedOn: (seat) => this.undo.leave(seat),
  })
  private readonly turnTimer = new TurnClock({
    secondMs: () => AsobibaRoom.context.secondMs,
    turn: () => this.rec.log.length,
    broadcast: (m) => this.broadcast('timer', m),
    expired: (turn) => this.enqueue(() => this.timeUp(turn)),
  })
  private readonly undo = new UndoVote({
    secondMs: () => AsobibaRoom.context.secondMs,
    enqueue: (task) => this.enqueue(task),
    broadcast: (m) => this.broadcast('undo', m),
    hold: () => this.turnTimer.hold(),
    rewind: () => this.rewind(),
    rewound: () => {
      this.broadcast('sync', this.rec.sync())
      this.armClock()
      this.botTurn()
    },
    resume: () => {
      this.turnTimer.run()
      this.botTurn()
    },
  })

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
    const game = GAMES[id]
    const scenario = parsed.data.scenario === undefined ? game.defaultScenario : parsed.data.scenario
    const checked = checkScenario(scenario)
    if (!checked.ok) throw refusal(4400, checked.problems[0].reason)
    if (checked.value.game !== id) throw refusal(4400, { key: 'net.scenarioGame' })
    const { min, max } = checked.value.players
    if (seats < min || seats > max) throw refusal(4400, { key: 'net.seatCount', params: { min, max } })
    this.seating.open(seats, grace)
    this.undoMode = undo
    this.rec = new GameRecord(game, checked.value, AsobibaRoom.context.seed(), seats)
  }

  /** rebuilds a room from its file: the same id, seats, tokens and every action, with their draws */
  private resume(file: RoomFile) {
    this.roomId = file.roomId
    this.seating.restore(file)
    this.undoMode = file.undo
    this.started = file.started
    this.rec = new GameRecord(GAMES[file.game], file.scenario as Scenario, file.seed, file.seats.length, file.actions)
    this.autoDispose = !this.running()
    this.enqueue(() => {
      this.armClock()
      this.botTurn()
    })
  }

  onJoin(client: Client, options: unknown) {
    const parsed = joinOptionsSchema.safeParse(options ?? {})
    if (!parsed.success) throw refusal(4400, { key: 'net.badOptions' })
    const why = this.seating.join(client, parsed.data)
    if (why) throw refusal(4403, why)
  }

  onLeave(client: Client, consented: boolean) {
    return this.seating.leave(client, consented)
  }

  onDispose() {
    this.seating.dispose()
    this.turnTimer.stop()
    this.undo.dispose()
  }

  private running(): boolean {
    return this.started && this.rec.toAct() !== null
  }

  private tell<K extends keyof ServerMessages>(client: Client, type: K, message: ServerMessages[K]) {
    client.send(type, message)
  }

  /** the timer and any open request to take a move back, for a client that just (re)joined */
  private tellState(client: Client) {
    this.tell(client, 'timer', this.timerMessage())
    const asked = this.undo.asked()
    if (asked) this.tell(client, 'undo', asked)
  }

  private refuse(client: Client, request: string, reason: Reason) {
    this.tell(client, 'refused', { request, reason })
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
    this.tasks.run(task).catch((err: unknown) => {
      console.error(`room ${this.roomId}:`, err)
    })
  }

  private async handle(client: Client, type: RequestType, msg: unknown) {
    const why = await this.dispatch(client, type, msg)
    if (why) this.refuse(client, type, why)
  }

  private dispatch(client: Client, type: RequestType, msg: unknown): Reason | null | Promise<Reason | null> {
    const isHost = this.seating.isHost(client)
    switch (type) {
      case 'sit':
        return this.seating.sit(client, msg as Request<'sit'>)
      case 'bot':
        return isHost ? this.setBot(msg as Request<'bot'>) : { key: 'net.notHost' }
      case 'grace':
        if (!isHost) return { key: 'net.notHost' }
        this.seating.setGrace((msg as Request<'grace'>).seconds)
        return this.started ? this.persist() : null
      case 'start':
        return isHost ? this.start() : { key: 'net.notHost' }
      case 'act':
        return this.act(client, msg as Request<'act'>)
      case 'undo':
        return this.askUndo(client, msg as Request<'undo'>)
      case 'answerUndo': {
        const { turn, accept } = msg as Request<'answerUndo'>
        return this.undo.answer(seatOf(client), turn, accept)
      }
      case 'resync': {
        const { turn, hash } = msg as Request<'resync'>
        AsobibaRoom.context.report(
          `room ${this.roomId}: client ${client.sessionId} disagreed at turn ${turn} (its hash ${hash}, the server's ${this.rec.hashAt(turn)})`,
        )
        client.send('sync', this.rec.sync())
        return null
      }
    }
  }

  private async setBot({ seat, level }: Request<'bot'>): Promise<Reason | null> {
    const refused = this.seating.setBot(seat, level)
    if (refused || !this.started) return refused
    const why = await this.persist()
    await this.undo.count()
    this.botTurn()
    return why
  }

  private async start(): Promise<Reason | null> {
    if (this.started) return { key: 'net.started' }
    if (!this.seating.full()) return { key: 'net.seatsOpen' }
    this.started = true
    this.autoDispose = false
    const why = await this.persist()
    if (why) {
      this.started = false
      return why
    }
    this.seating.broadcastLobby()
    this.armClock()
    this.botTurn()
    return null
  }

  private async act(client: Client, { turn, action }: Request<'act'>): Promise<Reason | null> {
    const seat = seatOf(client)
    if (seat === null) return { key: 'net.spectator' }
    if (!this.started) return { key: 'net.notStarted' }
    const onTurn = this.rec.toAct()
    if (onTurn === null) return { key: 'engine.gameOver' }
    if (onTurn !== seat) return { key: 'engine.notYourTurn' }
    if (turn !== this.rec.log.length) return { key: 'net.stale', params: { turn: this.rec.log.length } }
    if (this.undo.pending) return { key: 'net.undoPending' }
    // the timer's end is the server's to call: a client's own timeout would end its turn at will
    if (action.t === 'timeout' && this.turnTimer.seat !== null && this.turnTimer.left() > 0) {
      return {
        key: 'net.timeLeft',
        params: { seconds: Math.ceil(this.turnTimer.left() / AsobibaRoom.context.secondMs) },
      }
    }
    return this.play(seat, action)
  }

  /** the one way an action enters the game, a person's or a bot's */
  private async play(seat: number, action: BaseAction): Promise<Reason | null> {
    const played = this.rec.apply(seat, action)
    if ('key' in played) return played
    const why = await this.persist()
    if (why) {
      played.back()
      return why
    }
    const { accepted } = played
    this.broadcast('accepted', accepted)
    this.rec.published = this.rec.log.length
    if (!this.running()) this.autoDispose = true
    this.armClock(seat)
    this.botTurn()
    return null
  }

  // ---- the turn timer

  private timerMessage(): TimerMessage {
    return this.turnTimer.message(turnSeconds(this.rec.scenario))
  }

  /**
   * After an action by `lastSeat` (none: the game just started, resumed or was rewound): a new
   * turn's clock starts in full when the seat on turn changed or the last action was a timeout;
   * within a turn it keeps running. No timer in the rules, or no game on: no clock.
   */
  private armClock(lastSeat: number | null = null) {
    const seconds = turnSeconds(this.rec.scenario)
    const seat = this.running() ? this.rec.toAct() : null
    if (seconds === 0 || seat === null) return this.turnTimer.stop(seconds)
    const last = this.rec.log.at(-1)
    const sameTurn = this.turnTimer.seat === seat && lastSeat === seat && last?.action.t !== 'timeout'
    if (!sameTurn) this.turnTimer.start(seat, seconds)
  }

  /** the seat on turn ran out of time: the server plays the game's own `timeout` action for it */
  private async timeUp(turn: number) {
    if (!this.turnTimer.running || this.rec.log.length !== turn || this.undo.pending) return
    const seat = this.rec.toAct()
    const timeout = this.rec.game.legalActions(this.rec.current).find((a) => a.t === 'timeout')
    if (seat === null || !timeout) return console.error(`room ${this.roomId}: time up but no timeout action`)
    const why = await this.play(seat, timeout)
    if (why) console.error(`room ${this.roomId}: timeout refused`, why)
  }

  // ---- taking a move back, with every other person's consent

  private askUndo(client: Client, { turn }: Request<'undo'>): Reason | null | Promise<Reason | null> {
    const seat = seatOf(client)
    const last = this.rec.log.at(-1)
    const refused = undoRefusal({
      mode: this.undoMode,
      seat,
      started: this.started,
      over: !this.running(),
      length: this.rec.log.length,
      asked: turn,
      pending: this.undo.pending,
      last: last && { seat: last.seat, chance: last.draws.length > 0 },
    })
    if (refused || seat === null) return refused
    return this.undo.open(turn, seat, this.seating.voters(seat))
  }

  /** takes the last action back and writes the table; if the write fails, the table is as it was */
  private async rewind(): Promise<Reason | null> {
    const back = this.rec.dropLast()
    const why = await this.persist()
    if (why) back()
    return why
  }

  /** when a bot is on turn, asks the bot thread and plays its answer through the queue */
  private botTurn() {
    if (!this.running()) return
    const seat = this.rec.toAct()
    const level = seat === null ? undefined : this.seating.bot(seat)
    if (seat === null || !level) return
    const turn = this.rec.log.length
    const state = { ...this.rec.current, rng: seedRng(randomInt(2 ** 31)) }
    void AsobibaRoom.context.bots
      .ask({ game: this.rec.game.id, state, level, seed: this.botCounter++ })
      .catch((err: unknown) => {
        console.error(`room ${this.roomId}: bot failed, playing a random legal action`, err)
        return this.rec.game.bots.random(state, {
          int: (n) => randomInt(Math.max(1, n)),
          float: Math.random,
          seed: () => randomInt(2 ** 31),
        })
      })
      .then((action) =>
        this.enqueue(async () => {
          // a request to take a move back stops play; the bot is asked again once it is answered
          if (this.rec.log.length !== turn || this.undo.pending || this.seating.bot(seat) !== level) return
          const why = await this.play(seat, action)
          if (why) console.error(`room ${this.roomId}: bot action refused`, why)
        }),
      )
  }

  /** writes the room's file; a write that fails is a refusal, and the caller undoes its change */
  private async persist(): Promise<Reason | null> {
    const seating = this.seating.file()
    const file: RoomFile = {
      format: 'asobiba.room',
      version: 1,
      roomId: this.roomId,
      game: this.rec.game.id,
      scenario: this.rec.scenario,
      seed: this.rec.seed,
      grace: seating.grace,
      undo: this.undoMode,
      hostToken: seating.hostToken,
      seats: seating.seats,
      started: this.started,
      actions: this.rec.log.map((e) => e.action as RoomFile['actions'][number]),
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
