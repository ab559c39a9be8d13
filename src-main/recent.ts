import { basename, resolve } from 'node:path'
import { z } from 'zod'
import type { FileKind, RecentFile } from '../shared/ipc.js'
import { exists, readLimited, realFs, writeAtomic, type Fs } from './files.js'

export const RECENT_CAP = 10

const recentSchema = z.array(
  z.object({
    path: z.string().max(4096),
    name: z.string().max(4096),
    kind: z.enum(['scenario', 'save']),
    openedAt: z.string().max(64),
  }),
)

/**
 * The recent-files list, kept as JSON in the user-data folder and written atomically. A damaged
 * list reads as empty rather than failing; entries whose file has gone are dropped when listed.
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
    try {
      const parsed = recentSchema.safeParse(JSON.parse(read.value))
      return parsed.success ? parsed.data.slice(0, RECENT_CAP) : []
    } catch {
      return []
    }
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

  async add(path: string, kind: FileKind): Promise<RecentFile[]> {
    const target = resolve(path)
    const entry: RecentFile = { path: target, name: basename(target), kind, openedAt: this.now().toISOString() }
    const next = [entry, ...(await this.load()).filter((r) => r.path !== target)].slice(0, RECENT_CAP)
    await this.store(next)
    return next
  }
}
