import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHANNELS, MENU_CHANNEL } from '../../../shared/ipc.js'
import { resetElectron } from './fake-electron.js'

/**
 * The wiring of src-main/index.ts and window.ts, against a stand-in for the `electron` module
 * (there is no Electron binary here): what is registered before and after `ready`, the window's
 * web preferences, the handlers every web contents gets, and the app:// protocol.
 */
vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule())

const fake = resetElectron()
const { state } = fake
let userData: string
const sent = () => state.windows[0].webContents.sent

beforeAll(async () => {
  userData = await mkdtemp(join(tmpdir(), 'asobiba-app-'))
  process.env.ASOBIBA_USER_DATA = userData
  delete process.env.ELECTRON_RENDERER_URL
  await import('../../../src-main/index.js')
  fake.becomeReady()
  await vi.waitFor(() => expect(state.windows).toHaveLength(1), { timeout: 10_000 })
}, 30_000)
afterAll(async () => {
  delete process.env.ASOBIBA_USER_DATA
  await rm(userData, { recursive: true, force: true })
})

describe('app start-up', () => {
  it('registers app:// as a privileged scheme before ready and takes the single-instance lock', () => {
    expect(state.order.slice(0, 3)).toEqual(['setPath:userData', 'schemes', 'lock'])
    expect(state.schemes).toMatchObject([{ scheme: 'app', privileges: { standard: true, secure: true } }])
  })

  it('opens one window with the secure web preferences, loading the app protocol', () => {
    const [win] = state.windows
    expect(win.opts.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    })
    expect(String(win.opts.webPreferences.preload)).toMatch(/preload[/\\]preload\.cjs$/)
    expect(win.url).toBe('app://asobiba/index.html')
  })

  it('blocks navigation, new windows and webviews in every web contents', () => {
    const contents = state.windows[0].webContents
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const e = { preventDefault: vi.fn() }
      contents.emit(event, e, 'https://evil.example/')
      expect(e.preventDefault, event).toHaveBeenCalled()
    }
    expect((contents.openHandler as (d: unknown) => unknown)({ url: 'https://evil.example/' })).toEqual({
      action: 'deny',
    })
  })

  it('denies every permission and cancels downloads', () => {
    const answer = vi.fn()
    ;(state.session.request as (...a: unknown[]) => void)({}, 'media', answer)
    expect(answer).toHaveBeenCalledWith(false)
    expect((state.session.check as () => boolean)()).toBe(false)
    expect((state.session.device as () => boolean)()).toBe(false)
    const download = { preventDefault: vi.fn() }
    ;(state.session['on:will-download'] as (e: unknown) => void)(download)
    expect(download.preventDefault).toHaveBeenCalled()
  })

  it('handles every IPC channel, refusing a foreign sender', async () => {
    expect([...state.ipc.keys()].sort()).toEqual(
      Object.values(CHANNELS)
        .map((c) => c.channel)
        .sort(),
    )
    const info = state.ipc.get('app:info')!
    expect(await info({ senderFrame: { url: 'app://asobiba/index.html', parent: null } }, undefined)).toMatchObject({
      version: '1.2.3',
      shell: 'electron',
    })
    expect(await info({ senderFrame: { url: 'https://evil.example/', parent: null } }, undefined)).toEqual({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.forbidden' } }],
    })
  })

  it('builds the menu in the system language and sends menu commands once the page has loaded', () => {
    const file = (state.menu as { label?: string; submenu?: { label?: string; click?: () => void }[] }[]).find(
      (m) => m.label === 'ファイル',
    )!
    const save = file.submenu!.find((i) => i.label === '保存')!
    save.click!()
    expect(sent()).toEqual([])
    state.windows[0].webContents.emit('did-finish-load')
    expect(sent()).toEqual([[MENU_CHANNEL, { cmd: 'save' }]])
  })

  it('hands a second launch’s file to the running app', async () => {
    const file = join(userData, 'shared.save.json')
    await writeFile(file, '{}')
    fake.electron.app.emit('second-instance', {}, ['/usr/bin/asobiba', '--flag', file], '/')
    await vi.waitFor(() => expect(sent().at(-1)).toEqual([MENU_CHANNEL, { cmd: 'openPath', path: file }]), {
      timeout: 10_000,
    })
    const open = state.ipc.get('file:open')!
    expect(await open({ senderFrame: { url: 'app://asobiba/', parent: null } }, { path: file })).toMatchObject({
      ok: true,
      value: { canceled: false, text: '{}' },
    })
  })
})

describe('app:// protocol', () => {
  it('serves the renderer with the CSP header and nothing outside its folder', async () => {
    const { serveRenderer } = await import('../../../src-main/window.js')
    const site = join(userData, 'site')
    await mkdir(join(site, 'assets'), { recursive: true })
    await writeFile(join(site, 'index.html'), '<!doctype html>')
    await writeFile(join(site, 'assets', 'a.js'), 'export {}')
    await writeFile(join(userData, 'secret.txt'), 'secret')
    serveRenderer(site)
    const handler = state.protocolHandlers.get('app')!

    const page = await handler(new Request('app://asobiba/index.html'))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect((await handler(new Request('app://asobiba/assets/a.js'))).headers.get('content-type')).toMatch(
      /^text\/javascript/,
    )

    for (const url of [
      'app://asobiba/../secret.txt',
      'app://asobiba/%2e%2e/secret.txt',
      'app://asobiba/assets/..%2f..%2fsecret.txt',
      'app://other/index.html',
    ]) {
      const res = await handler(new Request(url))
      expect(res.status, url).not.toBe(200)
      expect(await res.text(), url).not.toContain('secret')
    }
    expect((await handler(new Request('app://asobiba/missing.js'))).status).toBe(404)
  })
})

describe('app:// protocol and malformed URLs (issue 15)', () => {
  it('answers 400, not an exception, to a malformed % escape', async () => {
    const { serveRenderer } = await import('../../../src-main/window.js')
    const site = join(userData, 'site400')
    await mkdir(site, { recursive: true })
    await writeFile(join(site, 'index.html'), '<!doctype html>')
    serveRenderer(site)
    const handler = state.protocolHandlers.get('app')!
    for (const url of [
      'app://asobiba/%',
      'app://asobiba/%E0%A4%A',
      'app://asobiba/assets/%zz.js',
      'app://asobiba/%C0%AF',
    ]) {
      const res = await handler(new Request(url))
      expect(res.status, url).toBe(400)
    }
    // a well-formed escape still serves its file
    expect((await handler(new Request('app://asobiba/%69ndex.html'))).status).toBe(200)
  })
})

describe('quitting waits for the autosave the page sent last', () => {
  it('a will-quit while an autosave is being written is held until the write lands, then the app quits', async () => {
    const write = state.ipc.get('autosave:write')!
    const sender = { senderFrame: { url: 'app://asobiba/index.html', parent: null } }
    const text = JSON.stringify({ last: 'move' })
    // the page's last move: sent, its answer not yet back, when the window closes and the app quits
    const answer = write(sender, { text })
    // main takes the message up as it arrives (its checks are microtasks), before the will-quit that
    // the window's close brings in a later task; the file operations are still under way
    for (let i = 0; i < 10; i++) await Promise.resolve()
    const quitsBefore = state.quitCalls
    const event = { preventDefault: vi.fn() }
    fake.electron.app.emit('will-quit', event)
    expect(event.preventDefault).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(state.quitCalls).toBe(quitsBefore + 1))
    expect(await answer).toMatchObject({ ok: true })
    expect(await readFile(join(userData, 'autosave', 'current.save.json'), 'utf8')).toBe(text)
    // the quit asked for then goes through
    const again = { preventDefault: vi.fn() }
    fake.electron.app.emit('will-quit', again)
    expect(again.preventDefault).not.toHaveBeenCalled()
  })
})
