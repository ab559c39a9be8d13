import { basename, isAbsolute, join, resolve } from 'node:path'
import type { z } from 'zod'
import type { Reason } from '../shared/engine/types.js'
import { CHANNELS, type AppInfo, type Bridge, type ChannelName, type FileKind, type MenuCommand, type RecentFile } from '../shared/ipc.js'
import { LIMITS } from '../shared/formats/envelope.js'
import { FILE_EXTENSIONS, isOpenableName, isShareLink, withKindExtension } from '../shared/formats/filetypes.js'
import { Autosave } from './autosave.js'
import { byteLength, exists, readLimited, realFs, tooLarge, writeAtomic, type Fs, type Result } from './files.js'
import { Library, kindOfName, safeFileName } from './library.js'
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
  showSaveDialog(req: { kind: FileKind | 'image'; suggestedName: string }): Promise<string | null>
  setDirty(dirty: boolean): void
  /** sends a menu command to the renderer (MENU_CHANNEL) */
  sendMenu(cmd: MenuCommand): void
  /** called after the recent list changed, to rebuild the native menu */
  recentChanged?(list: RecentFile[]): void
  fs?: Fs
}

type Input<K extends ChannelName> = z.infer<(typeof CHANNELS)[K]['input']>
type ErrorResult = { error: Reason }
/** what a channel answers: the Bridge's result, or a structured error for a refused payload */
export type HandlerResult<K extends ChannelName> = Awaited<ReturnType<Bridge[K]>> | ErrorResult
export type Handlers = { [K in ChannelName]: (payload: unknown) => Promise<HandlerResult<K>> }

/** bytes of a decoded PNG from Export Image */
export const IMAGE_BYTES = 32 * 1024 * 1024

const EXT = FILE_EXTENSIONS

function withExtension(path: string, kind: FileKind | 'image'): string {
  if (kind === 'image') return path.toLowerCase().endsWith('.png') ? path : `${path}.png`
  return withKindExtension(path, kind)
}

const errorOf = (r: Result<unknown> & { ok: false }): ErrorResult => ({ error: r.reason })

export interface MainService {
  handlers: Handlers
  /** a file given on the command line, by the OS or by a second launch: allow it, tell the renderer */
  openFromOs(paths: readonly string[]): Promise<void>
  listRecent(): Promise<RecentFile[]>
  library: Library
  autosave: Autosave
}

export function createHandlers(host: Host): MainService {
  const fs = host.fs ?? realFs
  const library = new Library(host.userData, fs)
  const autosave = new Autosave(host.userData, fs)
  const recent = new RecentFiles(join(host.userData, 'recent.json'), fs)
  /** paths the user handed over this session: dialogs, the OS, the command line */
  const granted = new Set<string>()

  const grant = (path: string) => granted.add(resolve(path))
  async function isAllowed(path: string): Promise<boolean> {
    if (!isAbsolute(path)) return false
    const target = resolve(path)
    return granted.has(target) || library.contains(target) || (await recent.has(target))
  }
  async function remember(path: string, kind: FileKind) {
    const list = await recent.add(path, kind).catch(() => null)
    if (list) host.recentChanged?.(list)
  }

  const impl: { [K in ChannelName]: (input: Input<K>) => Promise<HandlerResult<K>> } = {
    async openFile({ kind, path }) {
      let target: string
      if (path !== undefined) {
        // share links reach here from the OS like files; decoding them is not built yet
        if (isShareLink(path)) return { error: { key: 'files.linkUnsupported' } }
        if (!(await isAllowed(path))) return { error: { key: 'files.notAllowed', params: { name: basename(path) } } }
        target = resolve(path)
      } else {
        const picked = await host.showOpenDialog({ kind })
        if (!picked) return { canceled: true }
        target = resolve(picked)
        grant(target)
      }
      const read = await readLimited(target, LIMITS.fileBytes, fs)
      if (!read.ok) return errorOf(read)
      await remember(target, kindOfName(target) ?? kind ?? 'scenario')
      return { canceled: false, path: target, name: basename(target), text: read.value }
    },

    async saveFile({ kind, text, path, suggestedName }) {
      const bytes = byteLength(text)
      if (bytes > LIMITS.fileBytes) return { error: tooLarge(path ?? suggestedName, bytes) }
      let target = path !== null && (await isAllowed(path)) ? resolve(path) : null
      if (!target) {
        const picked = await host.showSaveDialog({ kind, suggestedName: safeFileName(suggestedName, EXT[kind]) })
        if (!picked) return { canceled: true }
        target = resolve(withExtension(picked, kind))
        grant(target)
      }
      const written = await writeAtomic(target, text, fs)
      if (!written.ok) return errorOf(written)
      await remember(target, kind)
      return { canceled: false, path: target }
    },

    async listRecent() {
      return recent.list().catch(() => [])
    },

    async writeAutosave({ text }) {
      const written = await autosave.write(text)
      return written.ok ? { ok: true as const } : errorOf(written)
    },

    async readAutosave() {
      return autosave.read().catch(() => null)
    },

    async clearAutosave() {
      await autosave.clear().catch(() => undefined)
    },

    async listLibrary() {
      return library.list().catch(() => [])
    },

    async deleteFile({ path }) {
      const removed = await library.remove(path)
      return removed.ok ? { ok: true as const } : errorOf(removed)
    },

    async restoreFile({ path }) {
      const restored = await library.restore(path)
      return restored.ok ? { ok: true as const } : errorOf(restored)
    },

    async storeSave({ name, text }) {
      const stored = await library.storeSave(name, text)
      return stored.ok ? { canceled: false as const, path: stored.value } : errorOf(stored)
    },

    async appInfo() {
      return { version: host.version, platform: host.platform, locales: host.locales(), shell: host.shell }
    },

    async setDirty({ dirty }) {
      host.setDirty(dirty)
    },

    async exportImage({ dataUrl, suggestedName }) {
      const base64 = dataUrl.slice('data:image/png;base64,'.length)
      if ((base64.length * 3) / 4 > IMAGE_BYTES) return { error: tooLarge(suggestedName, (base64.length * 3) / 4, IMAGE_BYTES) }
      const png = Buffer.from(base64, 'base64')
      const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
      if (!signature.every((b, i) => png[i] === b)) return { error: { key: 'files.notPng' } }
      const picked = await host.showSaveDialog({ kind: 'image', suggestedName: withExtension(basename(suggestedName), 'image') })
      if (!picked) return { canceled: true }
      const target = resolve(withExtension(picked, 'image'))
      const written = await writeAtomic(target, png, fs)
      return written.ok ? { canceled: false, path: target } : errorOf(written)
    },
  }

  const handlers = {} as Record<ChannelName, (payload: unknown) => Promise<unknown>>
  for (const name of Object.keys(CHANNELS) as ChannelName[]) {
    const run = impl[name] as (input: unknown) => Promise<unknown>
    handlers[name] = async (payload: unknown) => {
      const parsed = CHANNELS[name].input.safeParse(payload)
      if (!parsed.success) return { error: { key: 'files.badRequest', params: { channel: name } } }
      try {
        return await run(parsed.data)
      } catch (err) {
        const code = (err as NodeJS.ErrnoException | null)?.code ?? 'EUNKNOWN'
        return { error: { key: 'files.unexpected', params: { channel: name, code } } }
      }
    }
  }

  return {
    handlers: handlers as Handlers,
    library,
    autosave,
    listRecent: () => recent.list().catch(() => []),
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
