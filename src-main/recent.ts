import { basename, resolve } from 'node:path'
import { z } from 'zod'
import type { RecentFile } from '../shared/ipc.js'
import { exists, readLimited, realFs, writeAtomic, type Fs } from './files.js'
import { kindOfName } from './library.js'

export const RECENT_CAP = 10

/** an entry names an absolute path to a file of the app's own types, and says which one */
const entrySchema = z
  .object({
    path: z.string().max(4096),
    name: z.string().max(4096),
    kind: z.enum(['scenario', 'save']),
    openedAt: z.string().max(64),
  })
  .refine((r) => resolve(r.path) === r.path && kindOfName(r.path) === r.kind)

/**
 * The recent-files list, kept as JSON in the user-data folder and written atomically. A damaged
 * list reads as empty rather than failing; an entry that is not a file of the app's own types
 * (`*.asobiba-scenario`, `*.asobiba-save`, or their old `.scenario.json` / `.save.json` names) is dropped, and so is one whose file has gone. Being on the
 * list lets the renderer open a path, so the handlers check the file again when it is used.
 */
export class RecentFiles {
  constructor(
    private readonly file: string,
    private readonly fs: Fs = realFs,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async load(): Promise<RecentFile[]> {
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
      .map((r) => entrySchema.safeParse(r))
      .filter((r) => r.success)
      .map((r) => r.data)
      .slice(0, RECENT_CAP)
  }

  private async store(list: RecentFile[]) {
    return writeAtomic(this.file, JSON.stringify(list, null, 2), this.fs)
  }

  /** newest first, without entries whose file no longer exists */
  async list(): Promise<RecentFile[]> {
    const all = await this.load()
    const alive = (await Promise.all(all.map(async (r) => ((await exists(r.path, this.fs)) ? r : null)))).filter(
      (r): r is RecentFile => r !== null,
    )
    if (alive.length !== all.length) await this.store(alive)
    return alive
  }

  /** true if `path` is on the list (the list is one of the ways a path is allowed) */
  async has(path: string): Promise<boolean> {
    const target = resolve(path)
    return (await this.load()).some((r) => r.path === target)
  }

  /** adds a file of the app's own types, as the kind its name says; other files are not remembered */
  async add(path: string): Promise<RecentFile[]> {
    const target = resolve(path)
    const own = kindOfName(target)
    if (!own) return this.load()
    const entry: RecentFile = { path: target, name: basename(target), kind: own, openedAt: this.now().toISOString() }
    const next = [entry, ...(await this.load()).filter((r) => r.path !== target)].slice(0, RECENT_CAP)
    await this.store(next)
    return next
  }
}
