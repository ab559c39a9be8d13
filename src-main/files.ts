import * as nodeFs from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { basename, dirname, join } from 'node:path'
import type { Reason } from '../shared/engine/types.js'
import { LIMITS } from '../shared/formats/envelope.js'
import { ok, refusedWhole, type Refused, type Result } from '../shared/result.js'

export { ok, refusedWhole, type Result }

/**
 * The file service's disk primitives. Every function takes the fs functions it uses as an
 * argument (defaulting to node's), so tests can inject a failure between any two steps.
 */
export type Fs = Pick<
  typeof nodeFs,
  'open' | 'rename' | 'rm' | 'stat' | 'lstat' | 'mkdir' | 'readdir' | 'readFile' | 'realpath'
>

export const realFs: Fs = nodeFs

/** a refusal of the whole file: every disk error is one problem at `(file)` */
export const fail = (key: string, params?: Reason['params']): Refused =>
  refusedWhole(params ? { key, params } : { key })

const MB = 1024 * 1024
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10

/** what the user reads when a disk operation fails: disk full, read-only, missing, or the code */
export function reasonFor(err: unknown, file: string, op: 'read' | 'write' | 'delete'): Reason {
  const code = (err as NodeJS.ErrnoException | null)?.code ?? 'EUNKNOWN'
  const name = basename(file)
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return { key: 'files.diskFull', params: { name } }
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
    case 'EBUSY':
      return { key: op === 'delete' ? 'files.deleteNotPermitted' : 'files.readOnly', params: { name } }
    case 'ENOENT':
    case 'ENOTDIR':
      return { key: 'files.notFound', params: { name } }
    default:
      return { key: op === 'read' ? 'files.readFailed' : 'files.writeFailed', params: { name, code } }
  }
}

export function tooLarge(file: string, bytes: number, limit = LIMITS.fileBytes): Reason {
  return { key: 'files.tooLarge', params: { name: basename(file), size: megabytes(bytes), limit: megabytes(limit) } }
}

const TEMP_SUFFIX = '.tmp'
/** the temporary files writeAtomic makes: `.<name>.<12 hex digits>.tmp` */
const TEMP_NAME = /^\.(.+)\.[0-9a-f]{12}\.tmp$/

/** `.<name>.<random>.tmp` next to the target: same folder, so the rename never crosses disks */
function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`)
}

/** the name of the file a temporary file of writeAtomic was for, or null if it is not one */
export function tempTarget(name: string): string | null {
  return TEMP_NAME.exec(name)?.[1] ?? null
}

/**
 * Writes `data` to `target` so that a crash at any moment leaves either the old file or the new
 * one, never half of either: a temporary file in the same folder, flushed to disk, renamed over
 * the target. On any failure the temporary file is removed and the old file is untouched.
 */
export async function writeAtomic(target: string, data: string | Uint8Array, fs: Fs = realFs): Promise<Result<void>> {
  const temp = tempPathFor(target)
  let handle: nodeFs.FileHandle | undefined
  try {
    handle = await fs.open(temp, 'wx', 0o644)
    await handle.writeFile(data)
    await handle.sync()
    await handle.close()
    handle = undefined
    await fs.rename(temp, target)
    return ok(undefined)
  } catch (err) {
    await handle?.close().catch(() => undefined)
    await fs.rm(temp, { force: true }).catch(() => undefined)
    return refusedWhole(reasonFor(err, target, 'write'))
  }
}

/** reads a text file, refusing (before reading it) anything that is not a file or is over `limit` */
export async function readLimited(file: string, limit = LIMITS.fileBytes, fs: Fs = realFs): Promise<Result<string>> {
  let handle: nodeFs.FileHandle | undefined
  try {
    const info = await fs.stat(file)
    if (!info.isFile()) return fail('files.notAFile', { name: basename(file) })
    if (info.size > limit) return refusedWhole(tooLarge(file, info.size, limit))
    handle = await fs.open(file, 'r')
    // the file may have grown since stat: never read more than limit + 1 bytes
    const buffer = Buffer.alloc(Math.min(info.size, limit) + 1)
    let filled = 0
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
      if (filled === buffer.length) break
    }
    if (filled > limit) return refusedWhole(tooLarge(file, filled, limit))
    const text = buffer.subarray(0, filled).toString('utf8')
    return ok(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (err) {
    return refusedWhole(reasonFor(err, file, 'read'))
  } finally {
    await handle?.close().catch(() => undefined)
  }
}

/** the first `bytes` bytes of a file as text (a multi-byte character cut at the end is dropped) */
export async function readHead(file: string, bytes: number, fs: Fs = realFs): Promise<Result<string>> {
  let handle: nodeFs.FileHandle | undefined
  try {
    handle = await fs.open(file, 'r')
    const buffer = Buffer.alloc(bytes)
    let filled = 0
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0 || (filled += bytesRead) === buffer.length) break
    }
    const text = new TextDecoder('utf-8', { fatal: false }).decode(buffer.subarray(0, filled), { stream: true })
    return ok(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)
  } catch (err) {
    return refusedWhole(reasonFor(err, file, 'read'))
  } finally {
    await handle?.close().catch(() => undefined)
  }
}

/**
 * Removes the temporary files a killed process left behind in `dir`: only names writeAtomic makes,
 * and with `only`, only those for the listed file names (in a folder that is not the app's own).
 * Never a real file. Returns the names removed.
 */
export async function removeStaleTemps(dir: string, fs: Fs = realFs, only?: ReadonlySet<string>): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const stale = names.filter((n) => {
    const target = tempTarget(n)
    return target !== null && (!only || only.has(target))
  })
  const removed = await Promise.all(
    stale.map((n) =>
      fs.rm(join(dir, n), { force: true }).then(
        () => n,
        () => null,
      ),
    ),
  )
  return removed.filter((n): n is string => n !== null)
}

/**
 * `mkdir -p` that reports why it failed. Node's recursive mkdir answers ENOENT when a missing
 * folder cannot be made on a read-only disk (EROFS) or without permission, which would read
 * "not found"; on that answer the first missing level is made on its own to learn the real cause.
 */
export async function makeDir(dir: string, fs: Fs = realFs): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true })
  } catch (err) {
    if ((err as NodeJS.ErrnoException | null)?.code !== 'ENOENT') throw err
    let missing = dir
    while (
      dirname(missing) !== missing &&
      !(await fs.stat(dirname(missing)).then(
        () => true,
        () => false,
      ))
    ) {
      missing = dirname(missing)
    }
    await fs.mkdir(missing)
    await fs.mkdir(dir, { recursive: true })
  }
}

export async function exists(file: string, fs: Fs = realFs): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  )
}

export const byteLength = (text: string) => Buffer.byteLength(text, 'utf8')
