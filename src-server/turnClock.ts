import type { TimerMessage } from '../shared/net/protocol.js'

/** what a table's clock needs from its room */
export interface ClockHost {
  /** ms in a second (tests shorten it) */
  secondMs(): number
  /** the table's actions played: the turn a message or an expiry belongs to */
  turn(): number
  /** tells every client where the clock stands */
  broadcast(message: TimerMessage): void
  /** the clock of `turn` ran out (called through the room's queue) */
  expired(turn: number): void
}

/** the clock of the seat on turn: running toward `deadline`, or standing still with `left` ms */
interface Running {
  seat: number
  seconds: number
  deadline: number
  left: number
  running: boolean
  timeout: ReturnType<typeof setTimeout> | null
}

/**
 * A network table's turn timer (docs/NETWORK.md): one clock, for the seat on turn. A new turn's
 * clock starts in full; within a turn it keeps running; it stands still while an undo is being
 * answered and runs on from the time it had. The room decides when a turn is new (`arm`); this
 * keeps the time and tells the clients.
 */
export class TurnClock {
  private c: Running | null = null

  constructor(private readonly host: ClockHost) {}

  /** the seat the clock runs for, or null without a clock */
  get seat(): number | null {
    return this.c?.seat ?? null
  }

  get running(): boolean {
    return this.c?.running ?? false
  }

  /** ms left on the clock now */
  left(): number {
    const c = this.c
    if (!c) return 0
    return c.running ? Math.max(0, c.deadline - Date.now()) : c.left
  }

  /** where the clock stands; `seconds` is the rules' turn length, said when there is no clock */
  message(seconds: number): TimerMessage {
    const c = this.c
    const turn = this.host.turn()
    if (!c) return { turn, seat: null, seconds, remainingMs: 0, running: false }
    return { turn, seat: c.seat, seconds: c.seconds, remainingMs: this.left(), running: c.running }
  }

  /**
   * No clock (no game on, or none in the rules). With `seconds` (the rules' turn length), tells
   * everyone when there was one.
   */
  stop(seconds?: number) {
    const had = this.c !== null
    if (this.c?.timeout) clearTimeout(this.c.timeout)
    this.c = null
    if (had && seconds !== undefined) this.host.broadcast(this.message(seconds))
  }

  /** a new turn's clock for `seat`, `seconds` long, set going */
  start(seat: number, seconds: number) {
    this.stop()
    this.c = { seat, seconds, deadline: 0, left: seconds * this.host.secondMs(), running: false, timeout: null }
    this.run()
  }

  /** sets the clock going from the time it has left, and tells everyone */
  run() {
    const c = this.c
    if (!c) return
    c.running = true
    c.deadline = Date.now() + c.left
    const turn = this.host.turn()
    c.timeout = setTimeout(() => this.host.expired(turn), c.left)
    this.host.broadcast(this.message(c.seconds))
  }

  /** stands the clock still (a request to take a move back is being answered) */
  hold() {
    const c = this.c
    if (!c?.running) return
    c.left = this.left()
    c.running = false
    if (c.timeout) clearTimeout(c.timeout)
    c.timeout = null
    this.host.broadcast(this.message(c.seconds))
  }
}
