import '../shared/zod-jitless.js'
import { contextBridge, ipcRenderer } from 'electron'
import { CHANNELS, MENU_CHANNEL, type Bridge, type ChannelName, type MenuCommand } from '../shared/ipc.js'

/**
 * The only door between the page and main: one function per channel of shared/ipc.ts plus
 * onMenu. ipcRenderer itself never reaches the page, and neither does any IPC event object.
 * Menu commands (and files handed over by the OS) that arrive before the page subscribes are
 * kept and delivered to the first subscriber, so a file opened at launch is never lost.
 */
const early: MenuCommand[] = []
const listeners = new Set<(c: MenuCommand) => void>()
ipcRenderer.on(MENU_CHANNEL, (_event, command: MenuCommand) => {
  if (listeners.size === 0) early.push(command)
  else for (const cb of listeners) cb(command)
})

/** main answers each channel with the result type the Bridge names for it (src-main/handlers.ts) */
type Invoker = (payload?: unknown) => Promise<never>
const invokers = Object.fromEntries(
  (Object.keys(CHANNELS) as ChannelName[]).map((name) => [
    name,
    (payload?: unknown) => ipcRenderer.invoke(CHANNELS[name].channel, payload),
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
