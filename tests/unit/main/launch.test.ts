import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MENU_CHANNEL } from '../../../shared/ipc.js'
import { GAMES } from '../../../shared/games/registry.js'
import { desktopLink, encodePayload } from '../../../shared/share/codec.js'
import { resetElectron, type Fake, type FakeOptions, type FakeWindow } from './fake-electron.js'

/**
 * src-main/index.ts started afresh for each case, against the Electron stand-in: how an
 * installed app and a development run differ, and how files and links from the OS reach a
 * window (issue 19, section 3).
 */
vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule())

const realPlatform = process.platform
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'asobiba-launch-'))
  delete process.env.ASOBIBA_USER_DATA
  delete process.env.ELECTRON_RENDERER_URL
})
afterEach(async () => {
  Object.defineProperty(process, 'platform', { value: realPlatform, configurable: true })
  delete process.env.ASOBIBA_USER_DATA
  delete process.env.ELECTRON_RENDERER_URL
  await rm(dir, { recursive: true, force: true })
})

/** starts index.ts on a fresh stand-in; `ready` lets Electron's ready event happen */
async function launch(options: FakeOptions & { platform?: NodeJS.Platform; ready?: boolean } = {}): Promise<Fake> {
  if (options.platform) Object.defineProperty(process, 'platform', { value: options.platform, configurable: true })
  vi.resetModules()
  const fake = resetElectron({ appData: dir, ...options })
  await import('../../../src-main/index.js')
  if (options.ready !== false) {
    fake.becomeReady()
    await vi.waitFor(() => expect(fake.state.windows.length).toBeGreaterThan(0))
  }
  return fake
}

/** what the page in `win` has been sent once it finished loading */
function loaded(win: FakeWindow) {
  win.webContents.emit('did-finish-load')
  return win.webContents.sent
}

async function aFile(name: string, text = '{}') {
  const path = join(dir, name)
  await writeFile(path, text)
  return path
}

describe('installed app and development run (fix 8, fix 11)', () => {
  it('a development run has its own user-data folder, set before the single-instance lock is taken', async () => {
    const { state } = await launch({ isPackaged: false })
    expect(state.paths.get('userData')).toBe(join(dir, 'Asobiba (development)'))
    expect(state.order.indexOf('setPath:userData')).toBeLessThan(state.order.indexOf('lock'))
  })

  it('an installed app keeps the default user-data folder and registers itself for asobiba: links', async () => {
    const { state } = await launch({ isPackaged: true })
    expect(state.order).not.toContain('setPath:userData')
    expect(state.protocolClients).toEqual(['asobiba'])
  })

  it('a development run never takes asobiba: links over from the installed app', async () => {
    const { state } = await launch({ isPackaged: false })
    expect(state.protocolClients).toEqual([])
  })

  it('hands its whole command line to the first instance as the lock’s additional data, and quits if it is second', async () => {
    const first = await launch()
    expect(first.state.lockData).toEqual({ argv: process.argv, cwd: process.cwd() })
    const second = await launch({ lock: false, ready: false })
    expect(second.state.quitCalls).toBe(1)
    // nothing waits for Electron to be ready, and no app event is listened to: no window can follow
    expect(second.state.readyWaits).toBe(0)
    expect(second.electron.app.eventNames()).toEqual([])
    second.becomeReady()
    expect(second.state.windows).toEqual([])
  })
})

describe('files and links handed over by the OS', () => {
  it('macOS open-file with no window open opens a window and the file in it (fix 2)', async () => {
    const fake = await launch({ platform: 'darwin' })
    const [first] = fake.state.windows
    expect(first.tryClose()).toBe(true)
    expect(fake.state.quitCalls).toBe(0) // macOS apps keep running without a window
    const file = await aFile('pond.asobiba-scenario')
    const event = { preventDefault: vi.fn() }
    fake.electron.app.emit('open-file', event, file)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(fake.state.windows).toHaveLength(1)
    const second = fake.state.windows[0]
    expect(second).not.toBe(first)
    await vi.waitFor(() => expect(loaded(second)).toContainEqual([MENU_CHANNEL, { cmd: 'openPath', path: file }]))
  })

  it('macOS open-file with the window open focuses it and opens the file there', async () => {
    const fake = await launch({ platform: 'darwin' })
    const [win] = fake.state.windows
    loaded(win)
    const file = await aFile('game.asobiba-save')
    fake.electron.app.emit('open-file', { preventDefault: () => undefined }, file)
    expect(win.focused).toBe(1)
    await vi.waitFor(() => expect(win.webContents.sent).toContainEqual([MENU_CHANNEL, { cmd: 'openPath', path: file }]))
  })

  it('open-file before the app is ready reaches the first window', async () => {
    const fake = await launch({ platform: 'darwin', ready: false })
    const file = await aFile('early.asobiba-save')
    fake.electron.app.emit('open-file', { preventDefault: () => undefined }, file)
    fake.becomeReady()
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1))
    await vi.waitFor(() =>
      expect(loaded(fake.state.windows[0])).toContainEqual([MENU_CHANNEL, { cmd: 'openPath', path: file }]),
    )
  })

  it('a second launch’s file:// URL, from its additional data, opens in the first instance (fix 7)', async () => {
    const fake = await launch()
    const [win] = fake.state.windows
    loaded(win)
    const file = await aFile('shared game.asobiba-save')
    const url = pathToFileURL(file).href
    // the event's own argv has been reordered by Chromium: the additional data is what counts
    fake.electron.app.emit('second-instance', {}, ['/opt/Asobiba/asobiba', '--original-process-start-time=1'], '/', {
      argv: ['/opt/Asobiba/asobiba', url],
      cwd: dir,
    })
    await vi.waitFor(() => expect(win.webContents.sent).toContainEqual([MENU_CHANNEL, { cmd: 'openPath', path: file }]))
    expect(win.focused).toBe(1)
  })

  it('a .json file from the OS is handed to the page, whose loader decides (fix 3)', async () => {
    const fake = await launch()
    const [win] = fake.state.windows
    loaded(win)
    const file = await aFile('from-a-friend.json')
    fake.electron.app.emit('second-instance', {}, ['asobiba', file], dir, undefined)
    await vi.waitFor(() => expect(win.webContents.sent).toContainEqual([MENU_CHANNEL, { cmd: 'openPath', path: file }]))
    const open = fake.state.ipc.get('file:open')!
    expect(await open({ senderFrame: { url: 'app://asobiba/', parent: null } }, { path: file })).toMatchObject({
      ok: true,
      value: { canceled: false, text: '{}' },
    })
  })

  it('an asobiba: link is handed to the page as it came, whatever its length: main decodes none, and takes none as a file', async () => {
    const fake = await launch({ platform: 'darwin' })
    const [win] = fake.state.windows
    loaded(win)
    const link = desktopLink(encodePayload(GAMES.exxtra.defaultScenario))
    const long = `asobiba://open#s=2${'A'.repeat(70_001)}`
    for (const l of [link, long]) {
      fake.electron.app.emit('open-url', { preventDefault: () => undefined }, l)
      await vi.waitFor(() => expect(win.webContents.sent).toContainEqual([MENU_CHANNEL, { cmd: 'openPath', path: l }]))
    }
    // the page's loader worker decodes it (tests/unit/formats/loader-worker.test.ts); openFile opens files
    const open = fake.state.ipc.get('file:open')!
    const frame = { senderFrame: { url: 'app://asobiba/', parent: null } }
    expect(await open(frame, { path: link })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.notAllowed' } }],
    })
    expect(await open(frame, { path: long })).toMatchObject({
      ok: false,
      problems: [{ reason: { key: 'files.badRequest' } }],
    })
  })
})

describe('navigation while developing (fix 1)', () => {
  const navigate = (win: FakeWindow, url: string) => {
    const event = { url, preventDefault: vi.fn() }
    win.webContents.emit('will-navigate', event)
    return event.preventDefault.mock.calls.length === 0
  }

  it('lets the dev server reload its own page, and nothing else', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173'
    const { state } = await launch({ isPackaged: false })
    const [win] = state.windows
    expect(win.url).toBe('http://localhost:5173')
    expect(navigate(win, 'http://localhost:5173/')).toBe(true)
    expect(navigate(win, 'http://localhost:5173/index.html?t=1')).toBe(true)
    for (const url of [
      'http://localhost:5174/',
      'https://localhost:5173/',
      'http://127.0.0.1:5173/',
      'https://evil.example/',
      'file:///etc/passwd',
    ]) {
      expect(navigate(win, url), url).toBe(false)
    }
  })

  it('an installed app ignores a dev server URL in its environment and allows no navigation', async () => {
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173'
    const { state } = await launch({ isPackaged: true })
    const [win] = state.windows
    expect(win.url).toBe('app://asobiba/index.html')
    expect(navigate(win, 'http://localhost:5173/')).toBe(false)
  })
})

describe('Redo by keyboard (fix 4)', () => {
  const key = (
    win: FakeWindow,
    input: Partial<{ key: string; control: boolean; shift: boolean; meta: boolean; alt: boolean }>,
  ) => {
    const event = { preventDefault: vi.fn() }
    win.webContents.emit('before-input-event', event, {
      type: 'keyDown',
      control: false,
      shift: false,
      meta: false,
      alt: false,
      key: '',
      ...input,
    })
    return event.preventDefault.mock.calls.length > 0
  }

  it('Ctrl+Y redoes on Linux as well as the menu’s Ctrl+Shift+Z', async () => {
    const { state } = await launch({ platform: 'linux' })
    const [win] = state.windows
    loaded(win)
    expect(key(win, { key: 'y', control: true })).toBe(true)
    expect(win.webContents.sent.at(-1)).toEqual([MENU_CHANNEL, { cmd: 'redo' }])
    expect(key(win, { key: 'y' })).toBe(false)
    expect(key(win, { key: 'y', control: true, alt: true })).toBe(false)
  })
})

describe('closing with unsaved changes', () => {
  const fromPage = { senderFrame: { url: 'app://asobiba/', parent: null } }

  it('closes a window without unsaved changes at once, and quits off macOS', async () => {
    const fake = await launch({ platform: 'linux', locale: 'en-US' })
    expect(fake.state.windows[0].tryClose()).toBe(true)
    expect(fake.state.messageBoxes).toEqual([])
    expect(fake.state.quitCalls).toBe(1)
  })

  it('asks first when the page said it has unsaved changes: Cancel keeps the window, the other button closes it', async () => {
    const fake = await launch({ platform: 'linux', locale: 'en-US' })
    const [win] = fake.state.windows
    await fake.state.ipc.get('window:dirty')!(fromPage, { dirty: true })
    fake.state.messageBoxAnswer = 1
    expect(win.tryClose()).toBe(false)
    expect(fake.state.messageBoxes).toEqual([
      expect.objectContaining({ message: 'The scenario you are editing has unsaved changes.', cancelId: 1 }),
    ])
    fake.state.messageBoxAnswer = 0
    expect(win.tryClose()).toBe(true)
    expect(fake.state.quitCalls).toBe(1)
  })
})
