import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Frame, Page } from 'playwright-core'
import { CHANNELS, type ChannelName, type MenuCommand } from '../../shared/ipc.js'
import { refusedWhole } from '../../shared/result.js'
import { createHandlers, type MainService } from '../../src-main/handlers.js'
import { Hosting } from '../../src-main/hosting.js'
import { registerIpc, type SenderEvent } from '../../src-main/ipc.js'
import { nodeServerProcess } from '../support/serverProcess.js'
import { createTestHost, type DialogScript } from '../support/testHost.js'
import './page-globals.js'

/**
 * Connects a page to the REAL main-process code: the handlers of src-main/handlers.ts with their
 * payload validation, path permissions and atomic writes, behind the real sender check of
 * src-main/ipc.ts. Only Electron's transport is replaced: `page.exposeBinding` instead of
 * ipcRenderer/ipcMain, and an init script that plays the preload's part (window.asobiba).
 *
 *   const app = await installBridge(page, { origin: baseUrl })
 *   app.dialog.nextSave(join(app.userData, 'x.save.json'))   // the next save dialog picks this
 *   await app.sendMenu({ cmd: 'save' })                        // as if File › Save was chosen
 *
 * Call it before `page.goto`. `opts.dialog` is also filled in, for tests that keep the options.
 * With `opts.hosting`, "Play online → Host" works as on the desktop: main's real Hosting starts
 * the game server in a Node child process (tests/support/serverProcess.ts) in place of Electron's
 * utility process; `dispose` stops it, as quitting the app does.
 */
export interface BridgeOptions {
  /** the renderer's origin (e.g. vite preview's URL); other origins are refused like in the app */
  origin: string
  /** user-data folder; a fresh temporary one by default (removed by dispose) */
  userData?: string
  /** system languages reported by appInfo */
  locales?: string[]
  /** hosting as the desktop has it, the server serving `webDir` (the built web edition) at `/`; none by default */
  hosting?: { webDir: string }
  /** set by installBridge: the dialog queues */
  dialog?: DialogScript
}

export interface InstalledBridge {
  userData: string
  dialog: DialogScript
  /** menu commands main sent to the page (files handed over by the "OS" among them) */
  menus: MenuCommand[]
  /** the value the page last gave setDirty */
  dirty(): boolean
  /** the real handlers, to check what is on disk or to call them directly */
  service: MainService
  /** delivers a menu command to the page, as the native menu would */
  sendMenu(cmd: MenuCommand): Promise<void>
  /** as if the OS or a second launch handed these files to the app */
  openFromOs(paths: string[]): Promise<void>
  /** stops the hosted game server, if any, and removes the user-data folder it made */
  dispose(): Promise<void>
}

export async function installBridge(page: Page, opts: BridgeOptions): Promise<InstalledBridge> {
  const ownFolder = !opts.userData
  const userData = opts.userData ?? (await mkdtemp(join(tmpdir(), 'asobiba-e2e-')))
  const sendMenu = (cmd: MenuCommand) => page.evaluate((c) => window.__asobibaMenu?.(c), cmd).then(() => undefined)

  const test = createTestHost(userData, { shell: 'e2e', locales: opts.locales, sendMenu: (cmd) => void sendMenu(cmd) })
  // the server's rooms are kept where the desktop keeps them (src-main/index.ts)
  const hosting =
    opts.hosting && new Hosting(nodeServerProcess, join(userData, 'server-data'), undefined, opts.hosting.webDir)
  const service = createHandlers({ ...test.host, hosting })
  opts.dialog = test.dialog

  // the real registration and sender check, with ipcMain played by a map
  const listeners = new Map<string, (event: SenderEvent, payload: unknown) => unknown>()
  registerIpc({ handle: (channel, listener) => void listeners.set(channel, listener) }, service.handlers, [
    new URL(opts.origin).origin,
  ])

  // the calls still running: dispose waits for them before it removes the folder they write in (an
  // autosave the page sent just before it closed once wrote into it during the removal: ENOTEMPTY)
  const running = new Set<Promise<unknown>>()
  await page.exposeBinding('__asobibaInvoke', (source: { frame: Frame }, name: string, payload: unknown) => {
    const channel = (CHANNELS as Record<string, { channel: string } | undefined>)[name]?.channel
    if (!channel) return refusedWhole({ key: 'files.badRequest', params: { channel: String(name) } })
    const frame = source.frame
    const event = { senderFrame: { url: frame.url(), parent: frame.parentFrame() } }
    const call = Promise.resolve(listeners.get(channel)!(event, payload))
    running.add(call)
    void call.finally(() => running.delete(call)).catch(() => {})
    return call
  })

  const names = Object.keys(CHANNELS) as ChannelName[]
  await page.addInitScript((channelNames: string[]) => {
    // the preload's part: one function per channel, and onMenu with early commands kept
    const w = window
    const early: MenuCommand[] = []
    const callbacks = new Set<(c: MenuCommand) => void>()
    w.__asobibaMenu = (cmd) => {
      if (callbacks.size === 0) early.push(cmd)
      else for (const cb of callbacks) cb(cmd)
    }
    const bridge: Record<string, unknown> = {}
    for (const name of channelNames) bridge[name] = (payload?: unknown) => w.__asobibaInvoke!(name, payload)
    bridge.onMenu = (cb: (c: MenuCommand) => void) => {
      callbacks.add(cb)
      for (const cmd of early.splice(0)) cb(cmd)
      return () => void callbacks.delete(cb)
    }
    Object.defineProperty(window, 'asobiba', { value: Object.freeze(bridge), writable: false, configurable: false })
  }, names)

  return {
    userData,
    dialog: test.dialog,
    menus: test.menus,
    dirty: () => test.dirty(),
    service,
    sendMenu,
    openFromOs: (paths) => service.openFromOs(paths),
    async dispose() {
      await hosting?.stop()
      await Promise.allSettled(running)
      // retried: a write the handlers queue behind a call can still land while the folder goes
      if (ownFolder) await rm(userData, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}
