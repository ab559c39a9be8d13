/**
 * Tasks run one after another, in the order they are given, each starting when the one before has
 * settled (a failed task does not stop the next). The autosave slot uses it in main and in the
 * browser edition (the page sends each move's autosave at once, and the slot must end up holding
 * the newest), and a network room for the requests of its players.
 */
export class InOrder {
  private tail: Promise<unknown> = Promise.resolve()
  private waiting = 0

  /** runs `task` after every task given before it; settles as the task does */
  run<T>(task: () => T | Promise<T>): Promise<T> {
    this.waiting++
    const done = this.tail.then(task)
    this.tail = done.then(
      () => this.waiting--,
      () => this.waiting--,
    )
    return done
  }

  /** true while a task given has not settled */
  get busy(): boolean {
    return this.waiting > 0
  }

  /** resolves once every task given so far has settled */
  async settled(): Promise<void> {
    await this.tail
  }
}

/**
 * A slot written in order where only the newest text matters (the autosave): a write given while
 * an earlier one still waits for its turn takes that one's place, since the earlier text would be
 * written over at once, and both callers get the answer of the write that ran. The write already
 * running is never touched. A clear, or any other task given with `run`, keeps its place: a write
 * given after it waits for it, and never merges into a write given before it.
 *
 * Why: a fast game (bots at full speed, a long game's large file) on a slow disk sends writes
 * faster than they finish, and each waiting write would otherwise run in turn, all but the last
 * written over at once.
 */
export class NewestWins<R> {
  readonly tasks = new InOrder()
  /** the write given and not started yet, if any: a newer text replaces its own */
  private waiting: { entry: { text: string }; answer: Promise<R> } | null = null

  constructor(private readonly writeNow: (text: string) => Promise<R>) {}

  write(text: string): Promise<R> {
    if (this.waiting) {
      this.waiting.entry.text = text
      return this.waiting.answer
    }
    const entry = { text }
    const answer = this.tasks.run(() => {
      if (this.waiting?.entry === entry) this.waiting = null
      return this.writeNow(entry.text)
    })
    // set before the task can start: it starts a microtask after the one before settles at the earliest
    this.waiting = { entry, answer }
    return answer
  }

  /** another task in its place in the order (a clear): the writes given after it come after it */
  run<T>(task: () => T | Promise<T>): Promise<T> {
    this.waiting = null
    return this.tasks.run(task)
  }
}
