import { isAbsolute, normalize } from 'node:path'
import { readLimited, realFs, writeAtomic, type Fs } from './files.js'

/** targets a list holds at most (writes at once are one or two; the rest would be a planted list) */
const MAX_TARGETS = 100

/**
 * Writes under way outside the app's own folders (a PDF, a PNG or a save wherever the user
 * picked), listed in a file in user data for as long as they run. A process killed mid-write
 * leaves its temporary file next to the target, in a folder no start-up would otherwise look at;
 * this list tells the next start where to look (the start-up sweep in handlers.ts).
 *
 * Why a list of writes under way: a list of the folders of finished exports is written too late
 * for a kill during the first export to a folder, and writing the temporary file in a known
 * folder and moving it fails across disks (a USB stick), where a copy would no longer be atomic.
 * The list is written before the temporary file exists and emptied after the rename, so a kill at
 * any moment leaves either no temporary file or one the list names.
 */
export class PendingWrites {
  /** targets being written, with how many writes each (the same file may be written twice at once) */
  private readonly targets = new Map<string, number>()
  private saved: Promise<void> = Promise.resolve()

  constructor(
    readonly file: string,
    private readonly fs: Fs = realFs,
  ) {}

  /** runs `write` with `target` (absolute) on the list; the list is on disk before `write` starts */
  async around<T>(target: string, write: () => Promise<T>): Promise<T> {
    await this.change(target, 1)
    try {
      return await write()
    } finally {
      await this.change(target, -1)
    }
  }

  /**
   * Updates the list, one write of the file at a time and in order. A list that cannot be written
   * (a read-only user-data folder) does not stop the user's own write: only the sweep after a
   * kill would miss it.
   */
  private change(target: string, by: 1 | -1): Promise<void> {
    const n = (this.targets.get(target) ?? 0) + by
    if (n > 0) this.targets.set(target, n)
    else this.targets.delete(target)
    const list = JSON.stringify([...this.targets.keys()])
    this.saved = this.saved.then(() => writeAtomic(this.file, list, this.fs).then(() => undefined))
    return this.saved
  }

  /**
   * The targets a killed process left on the list: absolute, normalised paths only (the file sits
   * in a folder others may write). Read at start-up, before any write of this process.
   */
  async leftOver(): Promise<string[]> {
    const read = await readLimited(this.file, 1024 * 1024, this.fs)
    if (!read.ok) return []
    let doc: unknown
    try {
      doc = JSON.parse(read.value)
    } catch {
      return []
    }
    if (!Array.isArray(doc)) return []
    return doc
      .slice(0, MAX_TARGETS)
      .filter((p): p is string => typeof p === 'string' && isAbsolute(p) && normalize(p) === p && !p.includes('\0'))
  }
}
