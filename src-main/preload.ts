import { contextBridge, ipcRenderer } from 'electron'
import type { Bridge, ChannelName, CHANNELS, MENU_CHANNEL, MenuCommand } from '../shared/ipc.js'

/**
 * The only door between the page and main: one function per channel of shared/ipc.ts plus
 * onMenu. ipcRenderer itself never reaches the page, and neither does any IPC event object.
 * Menu commands (and files handed over by the OS) that arrive before the page subscribes are
 * kept and delivered to the first subscriber, so a file opened at launch is never lost.
 *
 * The preload forwards and never validates (main checks every payload with the schemas of
 * shared/ipc.ts), so it imports shared/ipc.ts for its types only: no zod, nothing but `electron`
 * at run time (issue 18 §5). The channel names are written out here and checked against
 * CHANNELS by the compiler, name by name, so the table can neither miss nor misspell one.
 */
const CHANNEL_OF = {
  openFile: 'file:open',
  saveFile: 'file:save',
  listRecent: 'recent:list',
  writeAutosave: 'autosave:write',
  readAutosave: 'autosave:read',
  clearAutosave: 'autosave:clear',
  listLibrary: 'library:list',
  deleteFile: 'library:delete',
  restoreFile: 'library:restore',
  storeSave: 'library:storeSave',
  appInfo: 'app:info',
  setDirty: 'window:dirty',
  exportImage: 'file:exportImage',
  exportPdf: 'file:exportPdf',
  exportCsv: 'file:exportCsv',
  hostGame: 'net:host',
  stopHosting: 'net:stop',
  joinDetails: 'net:details',
  chooseServer: 'net:choose',
} as const satisfies { [K in ChannelName]: (typeof CHANNELS)[K]['channel'] }
const MENU: typeof MENU_CHANNEL = 'menu:command'

const early: MenuCommand[] = []
const listeners = new Set<(c: MenuCommand) => void>()
ipcRenderer.on(MENU, (_event, command: MenuCommand) => {
  if (listeners.size === 0) early.push(command)
  else for (const cb of listeners) cb(command)
})

/** main answers each channel with the result type the Bridge names for it (src-main/handlers.ts) */
type Invoker = (payload?: unknown) => Promise<never>
const invokers = Object.fromEntries(
  (Object.keys(CHANNEL_OF) as ChannelName[]).map((name) => [
    name,
    (payload?: unknown) => ipcRenderer.invoke(CHANNEL_OF[name], payload),
  ]),
) as Record<ChannelName, Invoker>

const bridge: Bridge = {
  ...invokers,
  onMenu(cb: (c: MenuCommand) => void) {
    listeners.add(cb)
    for (const command of early.splice(0)) cb(command)
    return () => {
      listeners.delete(cb)
    }
  },
}

contextBridge.exposeInMainWorld('asobiba', bridge)
