import { basename, isAbsolute, normalize, resolve } from 'node:path'
import { z } from 'zod'
import type { RecentFile } from '../shared/ipc.js'
import { readLimited, realFs, writeAtomic, type Fs } from './files.js'
import { kindOfName } from './library.js'

export const RECENT_CAP = 10

/**
 * An entry names an absolute, normalised path (no `..`, nothing relative) to a file of the app's
 * own types, says which one, and is named after it: what `add` writes, and nothing else.
 */
const entrySchema = z
  .object({
    path: z.string().max(4096),
    name: z.string().max(4096),
    kind: z.enum(['scenario', 'save']),
    openedAt: z.string().max(64),
  })
  .refine(
    (r) =>
      isAbsolute(r.path) &&
      normalize(r.path) === r.path &&
      resolve(r.path) === r.path &&
      !r.path.includes('\0') &&
      kindOfName(r.path) === r.kind &&
      r.name === basename(r.path),
  )

/**
 * The recent-files list, kept as JSON in the user-data folder and written atomically. Being on the
 * list lets the renderer open a path, and the file can be edited by anyone who can write the
 * user-data folder, so every read checks every entry: a damaged list reads as empty, and an entry
 * that is not what `add` writes (see entrySchema: a file of the app's own types, `*.asobiba-scenario`,
 * `*.asobiba-save` or their old `.scenario.json` / `.save.json` names) or whose path is no longer a
 * regular file is dropped, with a warning in the log. The handlers check the file again when it is used.
 */
export class RecentFiles {
  constructor(
    private readonly file: string,
    private readonly fs: Fs = realFs,
    private readonly now: () => Date = () => new Date(),
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** the entries that pass every check, and how many did not */
  private async load(): Promise<{ list: RecentFile[]; dropped: number }> {
    const read = await readLimited(this.file, 1024 * 1024, this.fs)
    if (!read.ok) return { list: [], dropped: 0 }
    let doc: unknown
    try {
      doc = JSON.parse(read.value)
    } catch {
      this.warn(`recent files: ${this.file} is not JSON; read as empty`)
      return { list: [], dropped: 0 }
    }
    if (!Array.isArray(doc)) {
      this.warn(`recent files: ${this.file} is not a list; read as empty`)
      return { list: [], dropped: 0 }
    }
    const list: RecentFile[] = []
    for (const raw of doc.slice(0, RECENT_CAP)) {
      const entry = entrySchema.safeParse(raw)
      const why = !entry.success
        ? 'not an entry the app writes'
        : !(await this.isFile(entry.data.path))
          ? 'not a file'
          : null
      if (why === null && entry.success) list.push(entry.data)
      else this.warn(`recent files: dropped ${JSON.stringify(raw).slice(0, 300)}: ${why}`)
    }
    return { list, dropped: Math.min(doc.length, RECENT_CAP) - list.length }
  }

  private async isFile(path: string): Promise<boolean> {
    const info = await this.fs.stat(path).catch(() => null)
    return info?.isFile() ?? false
  }

  private async store(list: RecentFile[]) {
    return writeAtomic(this.file, JSON.stringify(list, null, 2), this.fs)
  }

  /** newest first; entries dropped on reading are forgotten on disk too */
  async list(): Promise<RecentFile[]> {
    const { list, dropped } = await this.load()
    if (dropped > 0) await this.store(list)
    return list
  }

  /** true if `path` is on the list (the list is one of the ways a path is allowed) */
  async has(path: string): Promise<boolean> {
    const target = resolve(path)
    return (await this.load()).list.some((r) => r.path === target)
  }

  /** adds a file of the app's own types, as the kind its name says; other files are not remembered */
  async add(path: string): Promise<RecentFile[]> {
    const target = resolve(path)
    const own = kindOfName(target)
    if (!own) return (await this.load()).list
    const entry: RecentFile = { path: target, name: basename(target), kind: own, openedAt: this.now().toISOString() }
    const next = [entry, ...(await this.load()).list.filter((r) => r.path !== target)].slice(0, RECENT_CAP)
    await this.store(next)
    return next
  }
}
