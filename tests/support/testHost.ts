import type { Host } from '../../src-main/handlers.js'
import type { FileKind, MenuCommand } from '../../shared/ipc.js'

/**
 * A Host for the real main-process handlers without Electron: a temporary user-data folder and
 * native dialogs answered from queues the test fills (an empty queue answers "cancelled").
 */
export interface DialogScript {
  /** the next open dialog picks `path` (null: the user cancels) */
  nextOpen(path: string | null): void
  /** the next save dialog picks `path` (null: the user cancels) */
  nextSave(path: string | null): void
  /** every dialog shown so far, in order */
  readonly shown: { type: 'open' | 'save'; kind?: FileKind | 'image' | 'pdf' | 'csv'; suggestedName?: string }[]
}

export interface TestHost {
  host: Host
  dialog: DialogScript
  /** menu commands main sent (openPath for files handed over by the OS) */
  menus: MenuCommand[]
  /** the last value the renderer gave setDirty */
  dirty(): boolean
}

export function createTestHost(
  userData: string,
  options: { shell?: Host['shell']; sendMenu?: (cmd: MenuCommand) => void; locales?: string[] } = {},
): TestHost {
  const opens: (string | null)[] = []
  const saves: (string | null)[] = []
  const shown: DialogScript['shown'] = []
  const menus: MenuCommand[] = []
  let dirty = false
  const host: Host = {
    userData,
    version: '0.0.0-test',
    platform: process.platform,
    shell: options.shell ?? 'e2e',
    locales: () => options.locales ?? ['en-US'],
    showOpenDialog({ kind }) {
      shown.push({ type: 'open', kind })
      return Promise.resolve(opens.shift() ?? null)
    },
    showSaveDialog({ kind, suggestedName }) {
      shown.push({ type: 'save', kind, suggestedName })
      return Promise.resolve(saves.shift() ?? null)
    },
    setDirty(d) {
      dirty = d
    },
    sendMenu(cmd) {
      menus.push(cmd)
      options.sendMenu?.(cmd)
    },
  }
  return {
    host,
    menus,
    dirty: () => dirty,
    dialog: {
      nextOpen: (p) => void opens.push(p),
      nextSave: (p) => void saves.push(p),
      shown,
    },
  }
}
