import { join } from 'node:path'
import { LIMITS } from '../shared/formats/envelope.js'
import { NewestWins, type InOrder } from '../shared/inOrder.js'
import {
  byteLength,
  makeDir,
  readLimited,
  realFs,
  reasonFor,
  refusedWhole,
  removeStaleTemps,
  tooLarge,
  writeAtomic,
  type Fs,
  type Result,
} from './files.js'

/**
 * The autosave slot: `autosave/current.save.json` in user-data, rewritten atomically after every
 * action. Because every write is a rename of a complete file, a crash or a `kill -9` at any moment
 * leaves the last complete autosave in place; recovery reads it at the next start.
 */
export class Autosave {
  readonly dir: string
  readonly file: string

  constructor(
    userData: string,
    private readonly fs: Fs = realFs,
  ) {
    this.dir = join(userData, 'autosave')
    this.file = join(this.dir, 'current.save.json')
  }

  /**
   * The writes and clears, one after another in the order they came: the page sends each autosave
   * as soon as its move is made, without waiting for the last one's answer, and the slot must end
   * up holding the newest. A write still waiting for its turn when a newer one comes is dropped for
   * it (NewestWins). Quitting waits for them to settle (index.ts).
   */
  private readonly slot = new NewestWins<Result<void>>((text) => this.writeNow(text))

  /** the writes and clears in their order: busy while one has not settled */
  get tasks(): InOrder {
    return this.slot.tasks
  }

  write(text: string): Promise<Result<void>> {
    return this.slot.write(text)
  }

  private async writeNow(text: string): Promise<Result<void>> {
    const bytes = byteLength(text)
    if (bytes > LIMITS.fileBytes) return refusedWhole(tooLarge(this.file, bytes))
    try {
      await makeDir(this.dir, this.fs)
    } catch (err) {
      return refusedWhole(reasonFor(err, this.file, 'write'))
    }
    return writeAtomic(this.file, text, this.fs)
  }

  /**
   * The game to offer for resumption, or null. Temporary files left by a killed process are
   * removed; a slot that does not hold JSON (written by hand, or by another program) is ignored.
   */
  async read(): Promise<string | null> {
    await removeStaleTemps(this.dir, this.fs)
    const read = await readLimited(this.file, LIMITS.fileBytes, this.fs)
    if (!read.ok) return null
    try {
      JSON.parse(read.value)
      return read.value
    } catch {
      return null
    }
  }

  clear(): Promise<void> {
    return this.slot.run(() => this.fs.rm(this.file, { force: true }))
  }
}
