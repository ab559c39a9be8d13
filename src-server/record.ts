import type { BaseAction, BaseState, GameModule, Reason, Scenario } from '../shared/engine/types.js'
import { applyDrawing } from '../shared/engine/session.js'
import { stateHash } from '../shared/net/hash.js'
import type { AcceptedMessage, SyncMessage } from '../shared/net/protocol.js'
import { publicState } from '../shared/net/replica.js'

/**
 * A network table's game, apart from its connections (room.ts): the rules (the same game module
 * the app plays), the scenario, the seed, every action with the draws it made and the hash of the
 * position after it, and how many of them have been broadcast. A client replays exactly this.
 */
export class GameRecord {
  readonly initial: BaseState
  current: BaseState
  log: AcceptedMessage[] = []
  /** how many of the log's actions have been broadcast: a sync sends no action before its broadcast */
  published = 0

  constructor(
    readonly game: GameModule,
    readonly scenario: Scenario,
    readonly seed: number,
    seats: number,
    actions: readonly BaseAction[] = [],
  ) {
    this.initial = game.setup(scenario, seats, seed)
    this.current = this.initial
    this.rebuild(actions)
  }

  /** the seat on turn, or null once the game is over */
  toAct(): number | null {
    return this.game.toAct(this.current)
  }

  /** plays `actions` again from the initial state: the log and the current state they give */
  rebuild(actions: readonly BaseAction[]) {
    this.current = this.initial
    this.log = []
    for (const action of actions) {
      const seat = this.game.toAct(this.current)
      const step = applyDrawing(this.game, this.current, action)
      if (seat === null || !step.ok) throw new Error(`action ${this.log.length} no longer applies`)
      this.current = step.value.state
      this.log.push({ turn: this.log.length, seat, action, draws: step.value.draws, hash: stateHash(this.current) })
    }
    this.published = this.log.length
  }

  /** plays `seat`'s action (its draws made here); `back` undoes it, for a write that failed */
  apply(seat: number, action: BaseAction): { accepted: AcceptedMessage; back: () => void } | Reason {
    const step = applyDrawing(this.game, this.current, action)
    if (!step.ok) return step.problems[0].reason
    const before = this.current
    this.current = step.value.state
    const accepted = { turn: this.log.length, seat, action, draws: step.value.draws, hash: stateHash(this.current) }
    this.log.push(accepted)
    return {
      accepted,
      back: () => {
        this.log.pop()
        this.current = before
      },
    }
  }

  /** takes back the last action; `back` puts it again, for a write that failed */
  dropLast(): () => void {
    const { log, current } = this
    this.rebuild(log.slice(0, -1).map((e) => e.action))
    return () => {
      this.log = log
      this.current = current
      this.published = log.length
    }
  }

  /** the hash of the position after `turn` actions */
  hashAt(turn: number): string {
    return turn === 0 ? stateHash(this.initial) : (this.log[turn - 1]?.hash ?? 'none')
  }

  sync(): SyncMessage {
    return {
      game: this.game.id,
      scenario: this.scenario,
      initial: publicState(this.initial),
      log: this.log.slice(0, this.published),
    }
  }
}
