import { BrowserWindow, dialog, protocol, type Session, type WebContents } from 'electron'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { MENU_CHANNEL, type MenuCommand } from '../shared/ipc.js'
import { CSP } from './csp.js'
import { isInside } from './library.js'
import type { MenuLabels } from '../shared/i18n/menu.js'
import { isSecondRedoKey } from './menu.js'
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

/** the page's CSP meta tag (src-renderer/index.html), which browsers enforce as well as the header */
const CSP_META = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/

/**
 * Serves the built renderer at app://asobiba/ from `rendererDir`, with the CSP header, which
 * `policy` gives for each page (it names the game server chosen; csp.ts). A page's meta tag says
 * the same: both are enforced, so a stricter tag would block what the header allows. Only files
 * inside that folder are served (no `..`), and only the app's own host: file:// is never used
 * for our pages.
 */
export function serveRenderer(rendererDir: string, policy: () => string = () => CSP): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (`${url.protocol}//${url.host}` !== APP_ORIGIN) return new Response('Not found', { status: 404 })
    let path: string
    try {
      path = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html'
    } catch {
      // a malformed escape such as `%E0%A4%A` makes decodeURIComponent throw
      return new Response('Bad request', { status: 400 })
    }
    const file = normalize(join(rendererDir, path))
    if (!isInside(rendererDir, file)) return new Response('Forbidden', { status: 403 })
    try {
      const ext = extname(file).toLowerCase()
      let body = new Uint8Array(await readFile(file))
      const csp = ext === '.html' ? policy() : CSP
      if (ext === '.html') {
        // frame-ancestors works only as a header: a meta tag carrying it is reported as an error
        const meta = csp.replace(/; frame-ancestors [^;]*/, '')
        body = new TextEncoder().encode(new TextDecoder().decode(body).replace(CSP_META, `$1${meta}$2`))
      }
      return new Response(body, {
        headers: {
          'Content-Type': MIME[ext] ?? 'application/octet-stream',
          'Content-Security-Policy': csp,
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

/** the origin of a URL as `scheme://host[:port]`, or null if it is not one */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}`
  } catch {
    return null
  }
}

/**
 * Applied to every web contents the app ever creates: no webviews, no navigation away from the
 * loaded page (a dropped file or a link cannot replace the app), no new windows. `devOrigin` is
 * the dev server's origin, given only while developing (index.ts): its own full reloads are
 * navigations too, and they alone are let through.
 */
export function hardenContents(contents: WebContents, devOrigin?: string): void {
  const allowed = (url: string | undefined) =>
    devOrigin !== undefined && url !== undefined && originOf(url) === devOrigin
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.on('will-navigate', (event) => {
    if (!allowed(event.url)) event.preventDefault()
  })
  contents.on('will-redirect', (event) => {
    if (!allowed(event.url)) event.preventDefault()
  })
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
  platform: NodeJS.Platform
  /** asked before the window closes (after unsaved changes): false keeps it open */
  confirmClose?: () => boolean
}

export function createMainWindow({ preload, devUrl, labels, icon, platform, confirmClose }: WindowOptions): MainWindow {
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
  window.webContents.on('before-input-event', (event, input) => {
    if (!isSecondRedoKey(input, platform)) return
    event.preventDefault()
    send({ cmd: 'redo' })
  })

  window.on('close', (event) => {
    if (confirmClose && !confirmClose()) return event.preventDefault()
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

  function send(cmd: MenuCommand) {
    if (loaded && !window.isDestroyed()) window.webContents.send(MENU_CHANNEL, cmd)
    else queue.push(cmd)
  }
  return {
    window,
    send,
    setDirty(next) {
      dirty = next
    },
  }
}
