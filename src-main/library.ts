import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import type { FileKind, LibraryEntry } from '../shared/ipc.js'
import { LIMITS } from '../shared/formats/envelope.js'
import { FILE_EXTENSIONS, kindOfName, stemOfName } from '../shared/formats/filetypes.js'
import { byteLength, exists, fail, ok, readLimited, realFs, reasonFor, tooLarge, writeAtomic, type Fs, type Result } from './files.js'

export { kindOfName }
export const SCENARIO_EXT = FILE_EXTENSIONS.scenario
export const SAVE_EXT = FILE_EXTENSIONS.save
/** files listed per folder (the newest) and bytes of text read for one listing */
export const LIBRARY_FILES = 300
export const LIBRARY_BYTES = 64 * 1024 * 1024

/** true if `path` is strictly inside `dir` (at any depth), after resolving `..` */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path))
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
}

/** a file name safe on every OS, from whatever the renderer suggests */
export function safeFileName(name: string, ext: string): string {
  const stem = stemOfName(name)
    .replace(/[<>:"/\\|?*\u0000-\u001f]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120)
  const reserved = /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(stem)
  return `${stem && !reserved ? stem : 'untitled'}${ext}`
}

/**
 * The user's folders under user-data: `scenarios/` (the library), `saves/` (the Continue list) and
 * `trash/`, where a deleted file waits (as `trash/<folder>/<name>`) so its deletion can be undone.
 */
export class Library {
  readonly scenarios: string
  readonly saves: string
  readonly trash: string

  constructor(
    userData: string,
    private readonly fs: Fs = realFs,
  ) {
    this.scenarios = join(userData, 'scenarios')
    this.saves = join(userData, 'saves')
    this.trash = join(userData, 'trash')
  }

  async ensure(): Promise<void> {
    for (const dir of [this.scenarios, this.saves, this.trash]) await this.fs.mkdir(dir, { recursive: true })
  }

  /** true if `path` is a file inside the scenarios or saves folder */
  contains(path: string): boolean {
    return isInside(this.scenarios, path) || isInside(this.saves, path)
  }

  /**
   * The newest files of both folders with their text. A folder with thousands of files, or huge
   * ones, cannot freeze the home screen: at most LIBRARY_FILES per folder, none over the file
   * limit, and no more than LIBRARY_BYTES of text in all.
   */
  async list(): Promise<LibraryEntry[]> {
    await this.ensure()
    const candidates: { path: string; name: string; kind: FileKind; mtime: Date }[] = []
    for (const dir of [this.scenarios, this.saves]) {
      const inDir: typeof candidates = []
      for (const name of await this.fs.readdir(dir)) {
        const kind = kindOfName(name)
        if (!kind) continue
        const path = join(dir, name)
        const info = await this.fs.stat(path).catch(() => null)
        if (info?.isFile() && info.size <= LIMITS.fileBytes) inDir.push({ path, name, kind, mtime: info.mtime })
      }
      candidates.push(...inDir.sort((a, b) => b.mtime.getTime() - a.mtime.getTime()).slice(0, LIBRARY_FILES))
    }
    candidates.sort((a, b) => b.mtime.getTime() - a.mtime.getTime())
    const entries: LibraryEntry[] = []
    let budget = LIBRARY_BYTES
    for (const c of candidates) {
      const text = await readLimited(c.path, Math.min(LIMITS.fileBytes, budget), this.fs)
      // a file that is unreadable, or too big for what is left, is left out; opening it says why
      if (!text.ok) continue
      budget -= byteLength(text.value)
      entries.push({ path: c.path, name: c.name, kind: c.kind, text: text.value, modifiedAt: c.mtime.toISOString() })
    }
    return entries
  }

  private trashPathOf(path: string): string {
    return join(this.trash, basename(dirname(resolve(path))), basename(path))
  }

  async remove(path: string): Promise<Result<void>> {
    if (!this.contains(path)) return fail('files.notAllowed', { name: basename(path) })
    const target = this.trashPathOf(path)
    try {
      await this.fs.mkdir(dirname(target), { recursive: true })
      await this.fs.rename(resolve(path), target)
      return ok(undefined)
    } catch (err) {
      return { ok: false, reason: reasonFor(err, path, 'write') }
    }
  }

  async restore(path: string): Promise<Result<void>> {
    if (!this.contains(path)) return fail('files.notAllowed', { name: basename(path) })
    const from = this.trashPathOf(path)
    if (await exists(path, this.fs)) return fail('files.exists', { name: basename(path) })
    try {
      await this.fs.rename(from, resolve(path))
      return ok(undefined)
    } catch (err) {
      return { ok: false, reason: reasonFor(err, path, 'write') }
    }
  }

  /** writes a saved game into the saves folder under a safe version of `name` */
  async storeSave(name: string, text: string): Promise<Result<string>> {
    const path = join(this.saves, safeFileName(name, SAVE_EXT))
    const bytes = byteLength(text)
    if (bytes > LIMITS.fileBytes) return { ok: false, reason: tooLarge(path, bytes) }
    try {
      await this.ensure()
    } catch (err) {
      return { ok: false, reason: reasonFor(err, path, 'write') }
    }
    const written = await writeAtomic(path, text, this.fs)
    return written.ok ? ok(path) : written
  }
}
