import { CHANNELS, type ChannelName } from '../shared/ipc.js'
import type { Handlers } from './handlers.js'
import { isTrustedUrl } from './sender.js'
import { refusedWhole } from '../shared/result.js'

export const FORBIDDEN = refusedWhole({ key: 'files.forbidden' })

/** the part of Electron's IpcMainInvokeEvent the sender check reads */
export interface SenderEvent {
  senderFrame: { url: string; parent: unknown } | null
}

/** the part of Electron's ipcMain used here (the e2e bridge and the tests pass their own) */
export interface IpcLike {
  handle(channel: string, listener: (event: SenderEvent, payload: unknown) => unknown): void
}

/** true if the message comes from the top frame of one of our own pages */
export function isTrustedSender(event: SenderEvent, allowedOrigins: readonly string[]): boolean {
  const frame = event.senderFrame
  if (!frame || frame.parent) return false
  return isTrustedUrl(frame.url, allowedOrigins)
}

/**
 * Registers one `ipcMain.handle` per channel of shared/ipc.ts. The sender is checked before the
 * payload is even looked at; the handlers validate the payload themselves.
 */
export function registerIpc(ipc: IpcLike, handlers: Handlers, allowedOrigins: readonly string[]): void {
  for (const name of Object.keys(CHANNELS) as ChannelName[]) {
    ipc.handle(CHANNELS[name].channel, (event, payload) => {
      if (!isTrustedSender(event, allowedOrigins)) return FORBIDDEN
      return handlers[name](payload)
    })
  }
}
