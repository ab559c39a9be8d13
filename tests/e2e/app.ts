import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron, type Browser, type ElectronApplication, type Page } from 'playwright-core'
import { browserMissing, launch } from './browser.js'
import { installBridge } from './bridge.js'
import { electronBinary, scriptedDialogs } from './electron.js'

/**
 * The app under test, whichever way it can run here:
 *  - with an Electron binary (a developer's machine), the real desktop app through Playwright's
 *    `_electron`, its native dialogs answered by the test;
 *  - otherwise Debian's Chromium on the web build, talking to the real main-process handlers
 *    through the bridge of bridge.ts (only Electron's transport is replaced).
 * Set ASOBIBA_E2E=browser to force the second way.
 */
export interface TestApp {
  mode: 'electron' | 'browser'
  page: Page
  userData: string
  /** the next native open/save dialog picks `path` (null: the person cancels); await it */
  dialog: { nextOpen(path: string | null): Promise<void> | void; nextSave(path: string | null): Promise<void> | void }
  close(): Promise<void>
}

const ROOT = resolve(import.meta.dirname, '../..')

/** Electron, when it is installed and the app is built */
const desktopBinary = (): string | null => (existsSync(join(ROOT, 'out/main/index.js')) ? electronBinary() : null)

export const E2E_MODE: 'electron' | 'browser' = desktopBinary() ? 'electron' : 'browser'

/** why the end-to-end tests cannot run on this machine, or null */
export function appMissing(): string | null {
  return E2E_MODE === 'electron' ? null : browserMissing()
}

export async function openApp(opts: {
  baseUrl: string
  locales?: string[]
  initScript?: () => void
}): Promise<TestApp> {
  const executablePath = desktopBinary()
  if (executablePath) {
    const userData = await mkdtemp(join(tmpdir(), 'asobiba-e2e-'))
    const app: ElectronApplication = await _electron.launch({
      executablePath,
      args: [join(ROOT, 'out/main/index.js')],
      env: { ...process.env, ASOBIBA_USER_DATA: userData, LANG: (opts.locales?.[0] ?? 'en').replace('-', '_') },
    })
    const page = await app.firstWindow()
    if (opts.initScript) {
      await page.addInitScript(opts.initScript)
      await page.reload()
    }
    return {
      mode: 'electron',
      page,
      userData,
      dialog: scriptedDialogs(app),
      async close() {
        await app.close()
        await rm(userData, { recursive: true, force: true })
      },
    }
  }
  const shared = process.env.E2E_SHARED_BROWSER === '1'
  const browser: Browser = shared ? await workerBrowser() : await launch()
  // a context of its own: its storage, cookies and caches are as fresh as a new browser's
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  // a wait on the page gets 60 s, not Playwright's 30: three browsers beside the lint and the type
  // check on 2 cores once took longer than 30 s to show an editor
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  const bridge = await installBridge(page, { origin: opts.baseUrl, locales: opts.locales ?? ['en'] })
  if (opts.initScript) await page.addInitScript(opts.initScript)
  await page.goto(opts.baseUrl)
  return {
    mode: 'browser',
    page,
    userData: bridge.userData,
    dialog: bridge.dialog,
    async close() {
      await (shared ? context.close() : browser.close())
      await bridge.dispose()
    },
  }
}

let workerBrowserStarted: Promise<Browser> | null = null

/**
 * One Chromium for all the apps a test worker opens, each in a context of its own, where the
 * worker's files share their modules (E2E_SHARED_BROWSER, set by the `e2e` project of
 * vitest.e2e.config.ts, whose files run with isolate: false). Starting Chromium costs about
 * 0.65 s of CPU and that group opens some 80 apps. Playwright ends the browser when the worker
 * exits; a browser that crashed or was closed is started again.
 */
async function workerBrowser(): Promise<Browser> {
  const running = workerBrowserStarted && (await workerBrowserStarted.catch(() => null))
  if (running?.isConnected()) return running
  workerBrowserStarted = launch()
  return workerBrowserStarted
}
