import type { Bridge, FileKind, LibraryEntry, OpenResult, SaveResult } from '../../shared/ipc.js'
import { LIMITS } from '../../shared/formats/constants.js'
import { FILE_EXTENSIONS, JSON_EXTENSION, kindOfName } from '../../shared/formats/filetypes.js'
import type { FileInfo } from '../../shared/formats/library.js'
import { ok, refusedWhole } from '../../shared/result.js'
import { idb } from './idb.js'
import { useLoader } from '../loader/client.js'

/**
 * The web edition's bridge: the browser's file picker and downloads in place of native dialogs,
 * IndexedDB in place of the user-data folder.
 */
function pickFile(): Promise<File | null> {
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

export async function readDroppedFile(file: File): Promise<OpenResult> {
  if (file.size > LIMITS.fileBytes) {
    const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10
    return refusedWhole({
      key: 'files.tooLarge',
      params: { name: file.name, size: mb(file.size), limit: mb(LIMITS.fileBytes) },
    })
  }
  return ok({ canceled: false as const, path: file.name, name: file.name, text: await file.text() })
}

/**
 * A stored file's summary, from the loader worker: describing a scenario runs its game's schemas
 * and checks, which the page's first load does not carry (issue 18 §5). If the worker could not
 * answer (a load cancelled at that moment ended it), the page describes it itself.
 */
async function describe(text: string, kind: FileKind): Promise<FileInfo> {
  const out = await useLoader().describe(text, kind === 'save' ? 'save' : 'scenario').promise
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
    saveFile(p): Promise<SaveResult> {
      const url = URL.createObjectURL(new Blob([p.text], { type: 'application/json' }))
      download(p.suggestedName, url)
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      return Promise.resolve(ok({ canceled: false as const, path: p.suggestedName }))
    },
    listRecent() {
      return Promise.resolve([])
    },
    async writeAutosave({ text }) {
      try {
        await idb.put('autosave', { name: 'autosave', text, modifiedAt: new Date().toISOString() })
        return ok(undefined)
      } catch (e) {
        return refusedWhole({
          key: 'files.writeFailed',
          params: { name: 'autosave', code: e instanceof Error ? e.name : 'IndexedDB' },
        })
      }
    },
    async readAutosave() {
      return (await idb.get('autosave'))?.text ?? null
    },
    async clearAutosave() {
      await idb.del('autosave')
    },
    async listLibrary() {
      const out: LibraryEntry[] = []
      for (const key of await idb.keys()) {
        if (typeof key !== 'string' || !key.startsWith('saves/')) continue
        const f = await idb.get(key)
        if (!f) continue
        const kind = kindOf(f.name)
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
      const path = `saves/${name}`
      await idb.put(path, { name, text, modifiedAt: new Date().toISOString() })
      return ok({ canceled: false as const, path })
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
    onMenu() {
      return () => {}
    },
  }
}
