import { basename, dirname, isAbsolute, join, normalize, relative, resolve } from 'node:path'
import type { Reason } from '../shared/engine/types.js'
import type { FileKind, LibraryEntry } from '../shared/ipc.js'
import { LIMITS } from '../shared/formats/envelope.js'
import { FILE_EXTENSIONS, kindOfName, stemOfName } from '../shared/formats/filetypes.js'
import { describeSave, describeScenario, type FileInfo } from '../shared/formats/library.js'
import { SUMMARY_HEAD_BYTES, summaryFromHead } from '../shared/formats/save.js'
import {
  byteLength,
  exists,
  fail,
  makeDir,
  ok,
  readHead,
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

/**
 * A file name safe on every OS, from whatever the renderer suggests, ending in `ext`: no folder
 * separators, control characters or characters Windows refuses, no invisible direction marks
 * (a right-to-left override makes `gpj.exe` read as `exe.jpg`), no leading or trailing dots or
 * spaces (`..`), no reserved device name; "untitled" when nothing is left.
 */
export function safeFileName(name: string, ext: string): string {
  const own = name.toLowerCase().endsWith(ext.toLowerCase()) ? name.slice(0, -ext.length) : name
  const stem = stemOfName(own)
    .replace(/[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120)
  const reserved = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(stem)
  return `${stem && !reserved ? stem : 'untitled'}${ext}`
}

interface Candidate {
  path: string
  name: string
  kind: FileKind
  size: number
  mtimeMs: number
}

const damagedBy = (reason: Reason): FileInfo => ({
  damaged: { path: '(file)', reason, count: 1, repairable: false },
})

/**
 * The user's folders under user-data: `scenarios/` (the library), `saves/` (the Continue list) and
 * `trash/`, where a deleted file waits (as `trash/<folder>/<name>`) so its deletion can be undone.
 */
export class Library {
  readonly scenarios: string
  readonly saves: string
  readonly trash: string
  /** what each listed file was found to be, by path, while its size and time stay the same */
  private readonly known = new Map<string, { size: number; mtimeMs: number; info: FileInfo }>()

  constructor(
    userData: string,
    private readonly fs: Fs = realFs,
  ) {
    this.scenarios = join(userData, 'scenarios')
    this.saves = join(userData, 'saves')
    this.trash = join(userData, 'trash')
  }

  async ensure(): Promise<void> {
    for (const dir of [this.scenarios, this.saves, this.trash]) await makeDir(dir, this.fs)
  }

  /** true if `path` is a file inside the scenarios or saves folder */
  contains(path: string): boolean {
    return isInside(this.scenarios, path) || isInside(this.saves, path)
  }

  /**
   * True if `path` names a file of the library as the renderer must give it: absolute and
   * normalised (no `..`, nothing relative to whatever folder main runs in), directly in the
   * scenarios or saves folder (the library has no sub-folders), with one of the app's own names.
   */
  names(path: string): boolean {
    return (
      isAbsolute(path) &&
      normalize(path) === path &&
      (dirname(path) === this.scenarios || dirname(path) === this.saves) &&
      kindOfName(path) !== null
    )
  }

  /**
   * True if `path` is a regular file of the library (see names), itself and not through a link:
   * a symbolic link planted in the library leads nowhere, neither listed nor opened.
   */
  async holds(path: string): Promise<boolean> {
    if (!this.names(path)) return false
    const info = await this.fs.lstat(path).catch(() => null)
    return info?.isFile() ?? false
  }

  /**
   * The newest files of both folders, each with what the home screen shows: a save's summary
   * (from its first line: a few kilobytes, never a replay), a scenario's title once it passed every
   * check, or why a file is damaged. A folder with thousands of files, or huge ones, cannot freeze
   * the home screen: at most LIBRARY_FILES per folder and LIBRARY_BYTES of text read per listing,
   * and a file is looked at again only when its size or time changed.
   */
  async list(): Promise<LibraryEntry[]> {
    await this.ensure()
    const candidates: Candidate[] = []
    for (const dir of [this.scenarios, this.saves]) {
      const inDir: Candidate[] = []
      for (const name of await this.fs.readdir(dir)) {
        const kind = kindOfName(name)
        if (!kind) continue
        const path = join(dir, name)
        // lstat: a symbolic link is not a file of the library, whatever it points at
        const info = await this.fs.lstat(path).catch(() => null)
        if (info?.isFile()) inDir.push({ path, name, kind, size: info.size, mtimeMs: info.mtimeMs })
      }
      candidates.push(...inDir.sort((a, b) => b.mtimeMs - a.mtimeMs).slice(0, LIBRARY_FILES))
    }
    candidates.sort((a, b) => b.mtimeMs - a.mtimeMs)
    const entries: LibraryEntry[] = []
    const budget = { bytes: LIBRARY_BYTES }
    const seen = new Set<string>()
    for (const c of candidates) {
      seen.add(c.path)
      const cached = this.known.get(c.path)
      let info = cached && cached.size === c.size && cached.mtimeMs === c.mtimeMs ? cached.info : null
      if (!info) {
        info = await this.describe(c, budget)
        if (info) this.known.set(c.path, { size: c.size, mtimeMs: c.mtimeMs, info })
        // let other messages through between two files
        await new Promise((r) => setImmediate(r))
      }
      entries.push({
        path: c.path,
        name: c.name,
        kind: c.kind,
        modifiedAt: new Date(c.mtimeMs).toISOString(),
        info: info ?? notListed(c),
      })
    }
    for (const path of this.known.keys()) if (!seen.has(path)) this.known.delete(path)
    return entries
  }

  /** what a file is, reading as little of it as possible; null when the listing's budget is spent */
  private async describe(c: Candidate, budget: { bytes: number }): Promise<FileInfo | null> {
    if (c.size > LIMITS.fileBytes) return damagedBy(tooLarge(c.path, c.size))
    if (c.kind === 'save') {
      const head = await readHead(c.path, SUMMARY_HEAD_BYTES, this.fs)
      if (!head.ok) return damagedBy(head.problems[0].reason)
      budget.bytes -= byteLength(head.value)
      const summary = summaryFromHead(head.value)
      if (summary) return { save: summary }
    }
    if (c.size > budget.bytes) return null
    const text = await readLimited(c.path, LIMITS.fileBytes, this.fs)
    if (!text.ok) return damagedBy(text.problems[0].reason)
    budget.bytes -= byteLength(text.value)
    try {
      return c.kind === 'save' ? describeSave(text.value) : describeScenario(text.value)
    } catch {
      // never one file's fault to empty the whole list
      return damagedBy({ key: 'format.checkFailed' })
    }
  }

  private trashPathOf(path: string): string {
    return join(this.trash, basename(dirname(resolve(path))), basename(path))
  }

  async remove(path: string): Promise<Result<void>> {
    if (!this.names(path)) return fail('files.notAllowed', { name: basename(path) })
    const target = this.trashPathOf(path)
    try {
      await makeDir(dirname(target), this.fs)
      await this.fs.rename(resolve(path), target)
      this.known.delete(resolve(path))
      return ok(undefined)
    } catch (err) {
      return refusedWhole(reasonFor(err, path, 'delete'))
    }
  }

  async restore(path: string): Promise<Result<void>> {
    if (!this.names(path)) return fail('files.notAllowed', { name: basename(path) })
    const from = this.trashPathOf(path)
    if (await exists(path, this.fs)) return fail('files.exists', { name: basename(path) })
    try {
      await this.fs.rename(from, resolve(path))
      return ok(undefined)
    } catch (err) {
      return refusedWhole(reasonFor(err, path, 'write'))
    }
  }

  /** writes a saved game into the saves folder under a safe version of `name` */
  async storeSave(name: string, text: string): Promise<Result<string>> {
    const path = join(this.saves, safeFileName(name, SAVE_EXT))
    const bytes = byteLength(text)
    if (bytes > LIMITS.fileBytes) return refusedWhole(tooLarge(path, bytes))
    try {
      await this.ensure()
    } catch (err) {
      return refusedWhole(reasonFor(err, path, 'write'))
    }
    const written = await writeAtomic(path, text, this.fs)
    return written.ok ? ok(path) : written
  }

  /** removes what a killed process left in the app's own folders (see writeAtomic); the names removed */
  async sweepTemps(): Promise<string[]> {
    const removed: string[] = []
    for (const dir of [this.scenarios, this.saves, join(this.trash, 'scenarios'), join(this.trash, 'saves')]) {
      removed.push(...(await removeStaleTemps(dir, this.fs)).map((n) => join(dir, n)))
    }
    return removed
  }
}

/** a file the listing had no budget left to read: listed, and checked when it is opened */
function notListed(c: Candidate): FileInfo {
  return damagedBy({ key: 'files.notListed', params: { name: c.name, limit: LIBRARY_BYTES / 1024 / 1024 } })
}
