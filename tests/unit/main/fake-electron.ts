import { EventEmitter } from 'node:events'

/**
 * A stand-in for the `electron` module (there is no Electron binary here), recording what the
 * main process does with it. A test file mocks `electron` with `electronModule()`, calls
 * `resetElectron()` before each `import('src-main/index.js')`, then plays the app's events.
 *
 *   vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule())
 */
export interface FakeOptions {
  isPackaged?: boolean
  /** what requestSingleInstanceLock answers (false: another instance runs) */
  lock?: boolean
  appData?: string
  locale?: string
}

export class FakeWebContents extends EventEmitter {
  openHandler: ((d: unknown) => unknown) | null = null
  sent: [string, unknown][] = []
  setWindowOpenHandler(fn: (d: unknown) => unknown) {
    this.openHandler = fn
  }
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload])
  }
}

function createFake(options: FakeOptions) {
  let ready!: () => void
  const whenReady = new Promise<void>((r) => (ready = r))
  const state = {
    isReady: false,
    /** how many times the app asked to be told when Electron is ready */
    readyWaits: 0,
    order: [] as string[],
    paths: new Map<string, string>([['appData', options.appData ?? '/fake/appData']]),
    lockData: undefined as unknown,
    quitCalls: 0,
    appUserModelIds: [] as string[],
    protocolClients: [] as string[],
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, (req: Request) => Promise<Response>>(),
    ipc: new Map<string, (event: unknown, payload: unknown) => Promise<unknown>>(),
    windows: [] as FakeWindow[],
    session: {} as Record<string, unknown>,
    menu: null as unknown,
    messageBoxes: [] as unknown[],
    /** what the next showMessageBoxSync answers (button index) */
    messageBoxAnswer: 1,
  }

  const app = Object.assign(new EventEmitter(), {
    isPackaged: options.isPackaged ?? false,
    requestSingleInstanceLock(data?: unknown) {
      state.order.push('lock')
      state.lockData = data
      return options.lock ?? true
    },
    quit: () => void state.quitCalls++,
    getPath: (name: string) => state.paths.get(name) ?? `/fake/${name}`,
    setPath(name: string, path: string) {
      state.order.push(`setPath:${name}`)
      state.paths.set(name, path)
    },
    getVersion: () => '1.2.3',
    getLocale: () => options.locale ?? 'ja-JP',
    getPreferredSystemLanguages: () => [options.locale ?? 'ja-JP'],
    isReady: () => state.isReady,
    whenReady: () => (state.readyWaits++, whenReady),
    addRecentDocument: () => undefined,
    setAppUserModelId: (id: string) => void state.appUserModelIds.push(id),
    setAsDefaultProtocolClient: (scheme: string) => (state.protocolClients.push(scheme), true),
  })

  class FakeWindow extends EventEmitter {
    webContents = new FakeWebContents()
    url = ''
    focused = 0
    destroyed = false
    constructor(public opts: { webPreferences: Record<string, unknown>; title?: string }) {
      super()
      state.windows.push(this)
      app.emit('web-contents-created', {}, this.webContents)
    }
    loadURL(url: string) {
      this.url = url
      return Promise.resolve()
    }
    isDestroyed = () => this.destroyed
    isMinimized = () => false
    show = () => undefined
    focus = () => void this.focused++
    restore = () => undefined
    /** the user closes the window: 'close' may be prevented, else it is gone */
    tryClose(): boolean {
      let prevented = false
      this.emit('close', { preventDefault: () => (prevented = true) })
      if (prevented) return false
      this.destroyed = true
      state.windows.splice(state.windows.indexOf(this), 1)
      this.emit('closed')
      if (!state.windows.length) app.emit('window-all-closed')
      return true
    }
    static getAllWindows = () => state.windows
  }

  const record = (name: string) => (fn: unknown) => {
    state.session[name] = fn
  }
  const electron = {
    app,
    BrowserWindow: FakeWindow,
    protocol: {
      registerSchemesAsPrivileged: (s: unknown[]) => {
        state.order.push(state.isReady ? 'schemes-after-ready' : 'schemes')
        state.schemes.push(...s)
      },
      handle: (scheme: string, fn: (req: Request) => Promise<Response>) => state.protocolHandlers.set(scheme, fn),
    },
    ipcMain: {
      handle: (channel: string, fn: (event: unknown, payload: unknown) => Promise<unknown>) =>
        state.ipc.set(channel, fn),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: record('request'),
        setPermissionCheckHandler: record('check'),
        setDevicePermissionHandler: record('device'),
        on: (event: string, fn: unknown) => record(`on:${event}`)(fn),
      },
    },
    Menu: {
      buildFromTemplate: (t: unknown) => t,
      setApplicationMenu: (m: unknown) => {
        state.menu = m
      },
    },
    dialog: {
      showMessageBoxSync: (_win: unknown, opts: unknown) => (state.messageBoxes.push(opts), state.messageBoxAnswer),
    },
  }
  return {
    state,
    electron,
    /** lets `app.whenReady()` resolve, as Electron does once it has started */
    becomeReady() {
      state.isReady = true
      ready()
    },
  }
}

export type Fake = ReturnType<typeof createFake>
export type FakeWindow = Fake['state']['windows'][number]

// kept on globalThis: vi.resetModules gives the mock factory a fresh copy of this module
const holder = globalThis as { __asobibaFakeElectron?: Fake }
const current = () => (holder.__asobibaFakeElectron ??= createFake({}))

/** a fresh stand-in; the next import of src-main/index.ts (after vi.resetModules) uses it */
export function resetElectron(options: FakeOptions = {}): Fake {
  holder.__asobibaFakeElectron = createFake(options)
  return holder.__asobibaFakeElectron
}

/** the module the mock returns: every export reads the current stand-in */
export function electronModule() {
  const mod = {} as Record<string, unknown>
  for (const key of Object.keys(current().electron)) {
    Object.defineProperty(mod, key, {
      enumerable: true,
      get: () => (current().electron as Record<string, unknown>)[key],
    })
  }
  Object.defineProperty(mod, 'default', { enumerable: true, get: () => current().electron })
  return mod
}
