import { BrowserWindow, dialog, protocol, type Session, type WebContents } from 'electron'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { MENU_CHANNEL, type MenuCommand } from '../shared/ipc.js'
import { CSP } from './csp.js'
import { isInside } from './library.js'
import type { MenuLabels } from './menu-labels.js'
import { APP_ORIGIN, APP_SCHEME } from './sender.js'

/** must run before the app is ready: app:// behaves like https (standard, secure origin) */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ])
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves the built renderer at app://asobiba/ from `rendererDir`, with the CSP header. Only
 * files inside that folder are served (no `..`), and only the app's own host: file:// is never
 * used for our pages.
 */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (`${url.protocol}//${url.host}` !== APP_ORIGIN) return new Response('Not found', { status: 404 })
    const path = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html'
    const file = normalize(join(rendererDir, path))
    if (!isInside(rendererDir, file)) return new Response('Forbidden', { status: 403 })
    try {
      const body = await readFile(file)
      return new Response(new Uint8Array(body), {
        headers: {
          'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Security-Policy': CSP,
          'X-Content-Type-Options': 'nosniff',
          'Cross-Origin-Opener-Policy': 'same-origin',
        },
      })
    } catch {
      return new Response('Not found', { status: 404 })
    }
  })
}

/** denies every permission (camera, notifications, geolocation, HID…): the app needs none */
export function lockDownSession(ses: Session): void {
  ses.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  ses.setPermissionCheckHandler(() => false)
  ses.setDevicePermissionHandler(() => false)
  ses.on('will-download', (event) => event.preventDefault())
}

/**
 * Applied to every web contents the app ever creates: no webviews, no navigation away from the
 * loaded page (a dropped file or a link cannot replace the app), no new windows.
 */
export function hardenContents(contents: WebContents): void {
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.on('will-redirect', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}

export interface MainWindow {
  window: BrowserWindow
  /** sends a menu command once the page has loaded (queued until then) */
  send(cmd: MenuCommand): void
  setDirty(dirty: boolean): void
}

export interface WindowOptions {
  preload: string
  /** the dev server's URL in development; otherwise the app protocol is loaded */
  devUrl?: string
  labels: MenuLabels
  icon?: string
}

export function createMainWindow({ preload, devUrl, labels, icon }: WindowOptions): MainWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Asobiba',
    icon,
    backgroundColor: '#f7f3ea',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // middle-click (auxclick) could otherwise open links outside setWindowOpenHandler's reach
      disableBlinkFeatures: 'Auxclick',
      safeDialogs: true,
      spellcheck: false,
    },
  })

  let loaded = false
  let dirty = false
  const queue: MenuCommand[] = []
  window.webContents.on('did-finish-load', () => {
    loaded = true
    for (const cmd of queue.splice(0)) window.webContents.send(MENU_CHANNEL, cmd)
  })
  window.webContents.on('did-start-loading', () => {
    loaded = false
  })
  window.once('ready-to-show', () => window.show())

  window.on('close', (event) => {
    if (!dirty) return
    const choice = dialog.showMessageBoxSync(window, {
      type: 'warning',
      title: labels.unsavedTitle,
      message: labels.unsavedMessage,
      detail: labels.unsavedDetail,
      buttons: [labels.discardAndClose, labels.cancel],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    })
    if (choice === 0) dirty = false
    else event.preventDefault()
  })

  void (devUrl ? window.loadURL(devUrl) : window.loadURL(`${APP_ORIGIN}/index.html`))

  return {
    window,
    send(cmd) {
      if (loaded && !window.isDestroyed()) window.webContents.send(MENU_CHANNEL, cmd)
      else queue.push(cmd)
    },
    setDirty(next) {
      dirty = next
    },
  }
}
