import type { Reason } from '../shared/engine/types.js'
import { NET_LIMITS, type UndoMessage } from '../shared/net/protocol.js'

/** what a table's undo vote needs from its room */
export interface VoteHost {
  /** ms in a second (tests shorten it) */
  secondMs(): number
  /** runs a task in the room's queue, after what is already in it */
  enqueue(task: () => Promise<void> | void): void
  /** tells every client where the vote stands */
  broadcast(message: UndoMessage): void
  /** stands the turn clock still while the vote is open */
  hold(): void
  /** takes the last action back and writes the table; a refusal (the write failed) changes nothing */
  rewind(): Promise<Reason | null>
  /** after the rewind was told: the new position to everyone, its clock, a bot on turn */
  rewound(): void
  /** the vote ended without a rewind: the clock runs on, a bot on turn plays */
  resume(): void
}

/** a request to take back the action before `turn`, waiting for the seats' answers */
interface Vote {
  turn: number
  seat: number
  waiting: Set<number>
  expiry: ReturnType<typeof setTimeout>
}

/**
 * A network table's undo by consent (docs/NETWORK.md; who may ask: shared/net/undo.ts): one
 * request at a time, answered by every other person seated (bots do not vote) within
 * NET_LIMITS.undoVoteSeconds. Everyone accepting rewinds the table; one refusal, the time running
 * out, or the asker leaving their seat ends it with the table as it was.
 */
export class UndoVote {
  private vote: Vote | null = null

  constructor(private readonly host: VoteHost) {}

  get pending(): boolean {
    return this.vote !== null
  }

  /** the open request, for a client that joins while it is being answered */
  asked(): UndoMessage | null {
    return this.vote && message(this.vote, 'asked')
  }

  /** `seat` asks to take back the action before `turn`; `waiting`: the seats that must answer */
  open(turn: number, seat: number, waiting: Set<number>): Promise<Reason | null> {
    const expiry = setTimeout(
      () => this.host.enqueue(() => this.end(turn, 'expired')),
      NET_LIMITS.undoVoteSeconds * this.host.secondMs(),
    )
    this.vote = { turn, seat, waiting, expiry }
    this.host.hold()
    return this.count()
  }

  answer(seat: number | null, turn: number, accept: boolean): Reason | null | Promise<Reason | null> {
    const vote = this.vote
    if (!vote || vote.turn !== turn) return { key: 'net.noUndoAsked' }
    if (seat === null || !vote.waiting.has(seat)) return { key: 'net.notAskedUndo' }
    if (!accept) {
      this.end(turn, 'declined')
      return null
    }
    vote.waiting.delete(seat)
    return this.count()
  }

  /** a seat handed on while a request is open: its holder no longer answers, or no longer asks */
  leave(seat: number) {
    const vote = this.vote
    if (!vote) return
    if (vote.seat === seat) return this.end(vote.turn, 'cancelled')
    vote.waiting.delete(seat)
  }

  /** rewinds once nobody is left to answer; otherwise tells everyone who still is */
  async count(): Promise<Reason | null> {
    const vote = this.vote
    if (!vote) return null
    if (vote.waiting.size > 0) {
      this.host.broadcast(message(vote, 'asked'))
      return null
    }
    const why = await this.host.rewind()
    if (why) {
      this.end(vote.turn, 'declined')
      return why
    }
    clearTimeout(vote.expiry)
    this.vote = null
    this.host.broadcast(message(vote, 'accepted'))
    this.host.rewound()
    return null
  }

  end(turn: number, status: 'declined' | 'expired' | 'cancelled') {
    const vote = this.vote
    if (!vote || vote.turn !== turn) return
    clearTimeout(vote.expiry)
    this.vote = null
    this.host.broadcast(message(vote, status))
    this.host.resume()
  }

  /** the room closes: no timer left behind */
  dispose() {
    if (this.vote) clearTimeout(this.vote.expiry)
  }
}

function message(vote: Vote, status: UndoMessage['status']): UndoMessage {
  return { turn: vote.turn, seat: vote.seat, status, waiting: [...vote.waiting].sort((a, b) => a - b) }
}
