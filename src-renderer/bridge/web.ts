import type { Bridge, FileKind, LibraryEntry, OpenResult, SaveResult } from '../../shared/ipc.js'
import { LIMITS } from '../../shared/formats/constants.js'
import {
  FILE_EXTENSIONS,
  JSON_EXTENSION,
  kindOfName,
  sniffFormat,
  stemOfName,
  withKindExtension,
} from '../../shared/formats/filetypes.js'
import type { FileInfo } from '../../shared/formats/library.js'
import { ok, refusedWhole, type Result } from '../../shared/result.js'
import { idb } from './idb.js'
import { NewestWins } from '../../shared/inOrder.js'
import { useFileWorker } from '../fileWorker/client.js'

/**
 * The web edition's bridge: IndexedDB in place of the user-data folder, the browser's file picker
 * and downloads in place of native dialogs. Save writes into the browser's library (`saves/…` and
 * `scenarios/…`, listed on the home screen as the desktop's folders are); Export downloads a
 * stored file and Import adds a picked one.
 */
/** the browser's file picker: Open… and Import */
export function pickFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = [FILE_EXTENSIONS.scenario, FILE_EXTENSIONS.save, JSON_EXTENSION, 'application/json'].join(',')
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null))
    input.addEventListener('cancel', () => resolve(null))
    input.click()
  })
}

function download(name: string, href: string): void {
  const a = document.createElement('a')
  a.href = href
  a.download = name
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

function kindOf(name: string): FileKind {
  return kindOfName(name) ?? 'scenario'
}

const FOLDER: Record<FileKind, string> = { save: 'saves/', scenario: 'scenarios/' }
const inLibrary = (key: string) => key.startsWith(FOLDER.save) || key.startsWith(FOLDER.scenario)

/** writes one file into the library; a full browser storage says so rather than a bare error code */
async function store(key: string, name: string, text: string): Promise<Result<void>> {
  try {
    await idb.put(key, { name, text, modifiedAt: new Date().toISOString() })
    return ok(undefined)
  } catch (e) {
    const code = e instanceof Error || e instanceof DOMException ? e.name : 'IndexedDB'
    if (code === 'QuotaExceededError') return refusedWhole({ key: 'files.browserFull', params: { name } })
    return refusedWhole({ key: 'files.writeFailed', params: { name, code } })
  }
}

/** the autosave's writes and clears, in the order asked (the page sends each at once: stores/game.ts);
 * a write still waiting when a newer one comes is dropped for it */
const autosaves = new NewestWins((text) => store('autosave', 'autosave', text))

/** a name not yet used in `kind`'s folder: `name`, else `name (2)`, `name (3)`, … */
async function freeName(kind: FileKind, name: string): Promise<string> {
  const taken = new Set((await idb.keys()).filter((k): k is string => typeof k === 'string'))
  const full = withKindExtension(name, kind)
  const ext = full.slice(stemOfName(full).length)
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? full : `${stemOfName(full)} (${n})${ext}`
    if (!taken.has(FOLDER[kind] + candidate)) return candidate
  }
}

/**
 * Import: adds a picked file to the library under a free name, in the folder its content says.
 * It is checked when listed, as a file put in the desktop's folders is: a damaged one is listed
 * with its reason.
 */
export async function importFile(file: File): Promise<Result<void>> {
  const read = await readText(file)
  if (!read.ok) return read
  const kind = sniffFormat(read.value) ?? kindOf(file.name)
  const name = await freeName(kind, file.name)
  return store(FOLDER[kind] + name, name, read.value)
}

/** Export: downloads a stored file under its name */
export async function exportFile(key: string): Promise<Result<void>> {
  const f = await idb.get(key)
  if (!f) return refusedWhole({ key: 'files.notFound', params: { name: key } })
  downloadText(f.name, f.text)
  return ok(undefined)
}

function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  download(name, url)
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

async function readText(file: File): Promise<Result<string>> {
  if (file.size > LIMITS.fileBytes) {
    const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10
    return refusedWhole({
      key: 'files.tooLarge',
      params: { name: file.name, size: mb(file.size), limit: mb(LIMITS.fileBytes) },
    })
  }
  return ok(await file.text())
}

export async function readDroppedFile(file: File): Promise<OpenResult> {
  const read = await readText(file)
  return read.ok ? ok({ canceled: false as const, path: file.name, name: file.name, text: read.value }) : read
}

/**
 * A stored file's summary, from the loader worker: describing a scenario runs its game's schemas
 * and checks, which the page's first load does not carry (issue 18 §5). If the worker could not
 * answer (a load cancelled at that moment ended it), the page describes it itself.
 */
async function describe(text: string, kind: FileKind): Promise<FileInfo> {
  const out = await useFileWorker().describe(text, kind === 'save' ? 'save' : 'scenario').promise
  if (out.kind === 'info') return out.info
  await import('../../shared/zod-jitless.js')
  const library = await import('../../shared/formats/library.js')
  return kind === 'save' ? library.describeSave(text) : library.describeScenario(text)
}

export function createWebBridge(): Bridge {
  let dirty = false
  window.addEventListener('beforeunload', (e) => {
    if (dirty) e.preventDefault()
  })
  return {
    async openFile(p) {
      if (p.path) {
        const stored = await idb.get(p.path)
        if (!stored) return refusedWhole({ key: 'files.notFound', params: { name: p.path } })
        return ok({ canceled: false as const, path: p.path, name: stored.name, text: stored.text })
      }
      const file = await pickFile()
      if (!file) return ok({ canceled: true as const })
      return readDroppedFile(file)
    },
    /** Save writes over the stored file it came from; Save as… (and a first Save) adds one under a free name */
    async saveFile({ kind, text, path, suggestedName }): Promise<SaveResult> {
      const key = path?.startsWith(FOLDER[kind]) ? path : FOLDER[kind] + (await freeName(kind, suggestedName))
      const stored = await store(key, key.slice(FOLDER[kind].length), text)
      return stored.ok ? ok({ canceled: false as const, path: key }) : stored
    },
    listRecent() {
      return Promise.resolve([])
    },
    writeAutosave({ text }) {
      return autosaves.write(text)
    },
    async readAutosave() {
      return (await idb.get('autosave'))?.text ?? null
    },
    async clearAutosave() {
      await autosaves.run(() => idb.del('autosave'))
    },
    async listLibrary() {
      const out: LibraryEntry[] = []
      for (const key of await idb.keys()) {
        if (typeof key !== 'string' || !inLibrary(key)) continue
        const f = await idb.get(key)
        if (!f) continue
        // the name's extension first: the web edition before the two folders kept every file in saves/
        const kind: FileKind = kindOfName(f.name) ?? (key.startsWith(FOLDER.save) ? 'save' : 'scenario')
        out.push({ path: key, name: f.name, kind, modifiedAt: f.modifiedAt, info: await describe(f.text, kind) })
      }
      return out.sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt))
    },
    async deleteFile({ path }) {
      const f = await idb.get(path)
      if (!f) return refusedWhole({ key: 'files.notFound', params: { name: path } })
      await idb.put(`trash/${path}`, f)
      await idb.del(path)
      return ok(undefined)
    },
    async restoreFile({ path }) {
      const f = await idb.get(`trash/${path}`)
      if (!f) return refusedWhole({ key: 'files.notFound', params: { name: path } })
      await idb.put(path, f)
      await idb.del(`trash/${path}`)
      return ok(undefined)
    },
    async storeSave({ name, text }) {
      const path = FOLDER.save + name
      const stored = await store(path, name, text)
      return stored.ok ? ok({ canceled: false as const, path }) : stored
    },
    appInfo() {
      return Promise.resolve({
        version: __APP_VERSION__,
        platform: navigator.platform,
        locales: [...navigator.languages],
        shell: 'web',
      })
    },
    setDirty(p) {
      dirty = p.dirty
      return Promise.resolve()
    },
    exportImage({ dataUrl, suggestedName }) {
      download(suggestedName, dataUrl)
      return Promise.resolve(ok({ canceled: false as const, path: suggestedName }))
    },
    exportCsv({ text, suggestedName }) {
      const name = suggestedName.toLowerCase().endsWith('.csv') ? suggestedName : `${suggestedName}.csv`
      downloadText(name, text, 'text/csv')
      return Promise.resolve(ok({ canceled: false as const, path: name }))
    },
    exportPdf({ base64, suggestedName }) {
      const name = suggestedName.toLowerCase().endsWith('.pdf') ? suggestedName : `${suggestedName}.pdf`
      // a blob, not a data: address (browsers cap those at a few MB)
      // a plain loop: Uint8Array.from(string, fn) took tens of ms for a 1 MB PDF (a long task)
      const bin = atob(base64)
      const bytes = new Uint8Array(bin.length)
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i)
      const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }))
      download(name, url)
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      return Promise.resolve(ok({ canceled: false as const, path: name }))
    },
    // a browser tab cannot start a game server; the page reaches the server it came from ('self')
    hostGame() {
      return Promise.resolve(refusedWhole({ key: 'net.noHosting' }))
    },
    stopHosting() {
      return Promise.resolve()
    },
    joinDetails() {
      return Promise.resolve(refusedWhole({ key: 'net.notHosting' }))
    },
    chooseServer() {
      return Promise.resolve(ok({ reload: false }))
    },
    onMenu() {
      return () => {}
    },
  }
}
