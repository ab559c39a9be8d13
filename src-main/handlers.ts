import { basename, dirname, isAbsolute, join, resolve } from 'node:path'
import type { z } from 'zod'
import {
  CHANNELS,
  type AppInfo,
  type Bridge,
  type ChannelName,
  type FileKind,
  type MenuCommand,
  type RecentFile,
} from '../shared/ipc.js'
import { LIMITS } from '../shared/formats/envelope.js'
import { FILE_EXTENSIONS, isOpenableName, isShareLink, withKindExtension } from '../shared/formats/filetypes.js'
import { sniffFormat } from '../shared/formats/loadFile.js'
import { Autosave } from './autosave.js'
import { ok, refusedWhole, type Refused } from '../shared/result.js'
import { byteLength, exists, readLimited, realFs, removeStaleTemps, tooLarge, writeAtomic, type Fs } from './files.js'
import { Library, kindOfName, safeFileName } from './library.js'
import { PendingWrites } from './pending.js'
import { joinDetails, type Hosting } from './hosting.js'
import { cspFor } from './csp.js'
import { RecentFiles } from './recent.js'

/**
 * Everything the handlers need from Electron, so that tests and the e2e bridge run the real
 * handlers with a stand-in: dialogs answer with a path (or null when cancelled).
 */
export interface Host {
  userData: string
  version: string
  platform: string
  shell: AppInfo['shell']
  locales(): string[]
  showOpenDialog(req: { kind?: FileKind }): Promise<string | null>
  showSaveDialog(req: { kind: FileKind | 'image' | 'pdf' | 'csv'; suggestedName: string }): Promise<string | null>
  setDirty(dirty: boolean): void
  /** sends a menu command to the renderer (MENU_CHANNEL) */
  sendMenu(cmd: MenuCommand): void
  /** called after the recent list changed, to rebuild the native menu */
  recentChanged?(list: RecentFile[]): void
  /** the game server "Play online → Host" starts (src-main/hosting.ts); absent where none can run */
  hosting?: Pick<Hosting, 'start' | 'stop' | 'running'>
  fs?: Fs
}

type Input<K extends ChannelName> = z.infer<(typeof CHANNELS)[K]['input']>
/** what a channel answers: the Bridge's result, or a refusal of the request (a bad payload, a crash) */
export type HandlerResult<K extends ChannelName> = Awaited<ReturnType<Bridge[K]>> | Refused
export type Handlers = { [K in ChannelName]: (payload: unknown) => Promise<HandlerResult<K>> }

/** bytes of a decoded PNG from Export Image */
export const IMAGE_BYTES = 32 * 1024 * 1024

const EXT = FILE_EXTENSIONS

/** bytes of a decoded PDF from Print & play */
export const PDF_BYTES = 48 * 1024 * 1024
/** a playtest's CSV: 2,000 games of a few hundred characters each stay far below */
export const CSV_BYTES = 16 * 1024 * 1024

/** bytes that `base64` decodes to, from its length alone */
const base64Bytes = (base64: string) => Math.floor((base64.length * 3) / 4)

/**
 * The bytes of `text` if it is base64 and nothing else (RFC 4648's alphabet, padded to a whole
 * number of 4-character groups), or null. Node's own decoder skips any character it does not
 * know, so `J!V!B!E!R!…` would decode to a PDF; a regular expression without groups, because a
 * repeated group overflows the regex engine's stack on tens of megabytes.
 */
export function strictBase64(text: string): Buffer | null {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null
  return Buffer.from(text, 'base64')
}

function withExtension(path: string, kind: FileKind | 'image' | 'pdf' | 'csv'): string {
  if (kind === 'image') return path.toLowerCase().endsWith('.png') ? path : `${path}.png`
  if (kind === 'pdf') return path.toLowerCase().endsWith('.pdf') ? path : `${path}.pdf`
  if (kind === 'csv') return path.toLowerCase().endsWith('.csv') ? path : `${path}.csv`
  return withKindExtension(path, kind)
}

export interface MainService {
  handlers: Handlers
  /** a file given on the command line, by the OS or by a second launch: allow it, tell the renderer */
  openFromOs(paths: readonly string[]): Promise<void>
  listRecent(): Promise<RecentFile[]>
  library: Library
  autosave: Autosave
  /** the start-up sweep of temporary files a killed process left behind: the paths removed */
  swept: Promise<string[]>
  /**
   * the CSP of a page being served now: `connect-src` names the game server chosen last (and
   * remembers that the page allows it, so choosing it again needs no reload)
   */
  pagePolicy(): string
}

export function createHandlers(host: Host): MainService {
  const fs = host.fs ?? realFs
  const library = new Library(host.userData, fs)
  const autosave = new Autosave(host.userData, fs)
  const recent = new RecentFiles(join(host.userData, 'recent.json'), fs)
  const pending = new PendingWrites(join(host.userData, 'writes.json'), fs)
  /** paths the user handed over this session: dialogs, the OS, the command line */
  const granted = new Set<string>()

  const grant = (path: string) => granted.add(resolve(path))
  /**
   * Why the renderer may use `path` (to read it, or to write it with `forWrite`), or null. A
   * library path must be one the listing gives (Library.names), and to be read, a file there
   * itself, not a link (writing replaces a link rather than following it). A path from the recent
   * list is checked again here, at use: it must still name a file of the app's own types, and so
   * must the file it resolves to (a link swapped in for a recent file cannot lead anywhere else).
   */
  async function allowedBy(path: string, forWrite = false): Promise<'granted' | 'library' | 'recent' | null> {
    if (!isAbsolute(path)) return null
    const target = resolve(path)
    if (granted.has(target)) return 'granted'
    if (library.contains(target)) {
      return (forWrite ? library.names(path) : await library.holds(path)) ? 'library' : null
    }
    if (!(await recent.has(target))) return null
    const kind = kindOfName(target)
    const real = await fs.realpath(target).catch(() => null)
    return kind && real && kindOfName(real) === kind && (await exists(real, fs)) ? 'recent' : null
  }
  /** the library has its own lists on the home screen: only files from elsewhere are "recent" */
  async function remember(path: string) {
    const list = await recent.add(path).catch(() => null)
    if (list) host.recentChanged?.(list)
  }

  /**
   * Writes `data` atomically to `target`. Outside the app's folders (which the sweep reads whole)
   * the target is on the list of pending writes while the write runs, so that the temporary file
   * of a process killed mid-write is found by the next start.
   */
  function write(target: string, data: string | Uint8Array) {
    if (library.contains(target)) return writeAtomic(target, data, fs)
    return pending.around(target, () => writeAtomic(target, data, fs))
  }

  /** at start no write of this process is under way: every temporary file of writeAtomic is stale */
  async function sweep(): Promise<string[]> {
    const removed = await library.sweepTemps()
    for (const dir of [host.userData, autosave.dir]) {
      removed.push(...(await removeStaleTemps(dir, fs)).map((n) => join(dir, n)))
    }
    // next to files written elsewhere (recent files, and the writes a killed process left
    // pending: PDFs, images, saves anywhere): only the temporary files of those very files
    const byDir = new Map<string, Set<string>>()
    const elsewhere = [...(await recent.list().catch(() => [])).map((r) => r.path), ...(await pending.leftOver())]
    for (const path of elsewhere) {
      const dir = dirname(path)
      if (dir === library.scenarios || dir === library.saves) continue
      byDir.set(dir, (byDir.get(dir) ?? new Set()).add(basename(path)))
    }
    for (const [dir, names] of byDir) removed.push(...(await removeStaleTemps(dir, fs, names)).map((n) => join(dir, n)))
    await fs.rm(pending.file, { force: true }).catch(() => undefined)
    return removed
  }
  const swept = sweep().catch(() => [] as string[])

  /** the game server the player chose last, and the one the page was served with (CSP connect-src) */
  let chosen: string | null = null
  let served: string | null = null
  const choose = (endpoint: string) => {
    chosen = endpoint
    return served !== endpoint
  }

  const impl: { [K in ChannelName]: (input: Input<K>) => Promise<HandlerResult<K>> } = {
    async openFile({ kind, path }) {
      let target: string
      let by: Awaited<ReturnType<typeof allowedBy>> = 'granted'
      if (path !== undefined) {
        by = await allowedBy(path)
        if (!by) return refusedWhole({ key: 'files.notAllowed', params: { name: basename(path) } })
        target = resolve(path)
      } else {
        const picked = await host.showOpenDialog({ kind })
        if (!picked) return ok({ canceled: true as const })
        target = resolve(picked)
        grant(target)
      }
      const read = await readLimited(target, LIMITS.fileBytes, fs)
      if (!read.ok) return read
      if (by === 'recent' && sniffFormat(read.value) !== kindOfName(target)) {
        return refusedWhole({ key: 'files.notAppFile', params: { name: basename(target) } })
      }
      if (!library.contains(target)) await remember(target)
      return ok({ canceled: false as const, path: target, name: basename(target), text: read.value })
    },

    async saveFile({ kind, text, path, suggestedName }) {
      const bytes = byteLength(text)
      if (bytes > LIMITS.fileBytes) return refusedWhole(tooLarge(path ?? suggestedName, bytes))
      const by = path !== null ? await allowedBy(path, true) : null
      // a recent path is written only with the kind its name says
      const usable = by !== null && (by !== 'recent' || kindOfName(path!) === kind)
      let target = usable ? resolve(path!) : null
      if (!target) {
        const picked = await host.showSaveDialog({ kind, suggestedName: safeFileName(suggestedName, EXT[kind]) })
        if (!picked) return ok({ canceled: true as const })
        target = resolve(withExtension(picked, kind))
        grant(target)
      }
      const written = await write(target, text)
      if (!written.ok) return written
      if (!library.contains(target)) await remember(target)
      return ok({ canceled: false as const, path: target })
    },

    async listRecent() {
      return recent.list().catch(() => [])
    },

    async writeAutosave({ text }) {
      return autosave.write(text)
    },

    async readAutosave() {
      return autosave.read().catch(() => null)
    },

    async clearAutosave() {
      await autosave.clear().catch(() => undefined)
    },

    async listLibrary() {
      await swept
      return library.list().catch(() => [])
    },

    async deleteFile({ path }) {
      return library.remove(path)
    },

    async restoreFile({ path }) {
      return library.restore(path)
    },

    async storeSave({ name, text }) {
      const stored = await library.storeSave(name, text)
      return stored.ok ? ok({ canceled: false as const, path: stored.value }) : stored
    },

    appInfo() {
      return Promise.resolve({
        version: host.version,
        platform: host.platform,
        locales: host.locales(),
        shell: host.shell,
      })
    },

    setDirty({ dirty }) {
      host.setDirty(dirty)
      return Promise.resolve()
    },

    async exportImage({ dataUrl, suggestedName }) {
      const base64 = dataUrl.slice('data:image/png;base64,'.length)
      if (base64Bytes(base64) > IMAGE_BYTES)
        return refusedWhole(tooLarge(suggestedName, base64Bytes(base64), IMAGE_BYTES))
      const png = strictBase64(base64)
      const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
      if (!png || !signature.every((b, i) => png[i] === b)) return refusedWhole({ key: 'files.notPng' })
      const picked = await host.showSaveDialog({ kind: 'image', suggestedName: safeFileName(suggestedName, '.png') })
      if (!picked) return ok({ canceled: true as const })
      const target = resolve(withExtension(picked, 'image'))
      const written = await write(target, png)
      return written.ok ? ok({ canceled: false as const, path: target }) : written
    },

    async exportCsv({ text, suggestedName }) {
      const bytes = byteLength(text)
      if (bytes > CSV_BYTES) return refusedWhole(tooLarge(suggestedName, bytes, CSV_BYTES))
      const picked = await host.showSaveDialog({ kind: 'csv', suggestedName: safeFileName(suggestedName, '.csv') })
      if (!picked) return ok({ canceled: true as const })
      const target = resolve(withExtension(picked, 'csv'))
      const written = await write(target, text)
      return written.ok ? ok({ canceled: false as const, path: target }) : written
    },

    async exportPdf({ base64, suggestedName }) {
      if (base64Bytes(base64) > PDF_BYTES) return refusedWhole(tooLarge(suggestedName, base64Bytes(base64), PDF_BYTES))
      const pdf = strictBase64(base64)
      if (!pdf || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') return refusedWhole({ key: 'files.notPdf' })
      const picked = await host.showSaveDialog({ kind: 'pdf', suggestedName: safeFileName(suggestedName, '.pdf') })
      if (!picked) return ok({ canceled: true as const })
      const target = resolve(withExtension(picked, 'pdf'))
      const written = await write(target, pdf)
      return written.ok ? ok({ canceled: false as const, path: target }) : written
    },

    async hostGame({ port }) {
      if (!host.hosting) return refusedWhole({ key: 'net.noHosting' })
      const started = await host.hosting.start(port)
      if (!started.ok) return started
      return ok({ ...started.value, reload: choose(started.value.endpoint) })
    },

    async stopHosting() {
      await host.hosting?.stop()
    },

    async joinDetails({ code, server }) {
      const running = host.hosting?.running
      if (!running) return refusedWhole({ key: 'net.notHosting' })
      if (server !== undefined && !running.addresses.includes(server)) {
        return refusedWhole({ key: 'net.notThisServer', params: { server } })
      }
      return ok(await joinDetails(server ?? running.addresses[0], code))
    },

    chooseServer({ endpoint }) {
      return Promise.resolve(ok({ reload: choose(endpoint) }))
    },
  }

  const handlers = {} as Record<ChannelName, (payload: unknown) => Promise<unknown>>
  for (const name of Object.keys(CHANNELS) as ChannelName[]) {
    const run = impl[name] as (input: unknown) => Promise<unknown>
    handlers[name] = async (payload: unknown) => {
      const parsed = CHANNELS[name].input.safeParse(payload)
      if (!parsed.success) return refusedWhole({ key: 'files.badRequest', params: { channel: name } })
      try {
        // nothing touches the disk before the start-up sweep is over (it must not take a new temporary file)
        await swept
        return await run(parsed.data)
      } catch (err) {
        const code = (err as NodeJS.ErrnoException | null)?.code ?? 'EUNKNOWN'
        return refusedWhole({ key: 'files.unexpected', params: { channel: name, code } })
      }
    }
  }

  return {
    handlers: handlers as Handlers,
    pagePolicy() {
      served = chosen
      return cspFor(chosen)
    },
    library,
    autosave,
    swept,
    // may rewrite recent.json: after the sweep, like every handler
    listRecent: () => swept.then(() => recent.list()).catch(() => []),
    async openFromOs(paths) {
      for (const path of paths) {
        if (isShareLink(path)) {
          host.sendMenu({ cmd: 'openPath', path })
          continue
        }
        const target = resolve(path)
        if (!isOpenableName(target) || !(await exists(target, fs))) continue
        grant(target)
        host.sendMenu({ cmd: 'openPath', path: target })
      }
    },
  }
}
