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
