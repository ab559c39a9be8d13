import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron, type Browser, type ElectronApplication, type Page } from 'playwright-core'
import type { MenuCommand } from '../../shared/ipc.js'
import { filesFromArgv } from '../../src-main/argv.js'
import { installBridge, type InstalledBridge } from '../e2e/bridge.js'
import { launch as launchBrowser, watchErrors } from '../e2e/browser.js'
import { electronBinary, scriptedDialogs } from '../e2e/electron.js'

/**
 * The desktop app for the journeys of issue 19, driven the same way on both routes:
 *  - `electron`: the built app (out/main/index.js) in the real Electron binary, through
 *    Playwright's `_electron`; native dialogs are answered from the test by replacing Electron's
 *    `dialog` functions inside the main process; a second launch is a real second process;
 *  - `browser`: where no Electron binary exists (this project's machines), the web build in
 *    Chromium with the real main-process handlers behind the e2e bridge; the command line goes
 *    through the real argv parser (src-main/argv.ts) into the real handlers; "Play online → Host"
 *    starts main's real Hosting with a Node child process in place of Electron's utility process
 *    (the same entry, src-server/utility.ts), serving the web build, and quitting stops it.
 * The steps that only Electron has (app:// headers, the native close prompt, the lock between
 * two processes) are checked on the electron route only; the journeys say which.
 */
export const ROOT = resolve(import.meta.dirname, '../..')
const MAIN = join(ROOT, 'out/main/index.js')

/** why the journeys cannot run on Electron here, or null when they can */
export function electronMissing(): string | null {
  if (process.env.ASOBIBA_E2E === 'browser') return 'ASOBIBA_E2E=browser'
  if (!electronBinary())
    return 'no Electron binary (installed with ELECTRON_SKIP_BINARY_DOWNLOAD=1, or its download failed)'
  if (!existsSync(MAIN)) return 'the app is not built: run `npm run build` first'
  return null
}

export const DESKTOP_MODE: 'electron' | 'browser' = electronMissing() ? 'browser' : 'electron'

export interface Desktop {
  mode: 'electron' | 'browser'
  page: Page
  userData: string
  /** page errors, console errors, and CSP violations the page reported */
  errors: string[]
  /** the next open/save dialog picks `path` (null: cancelled) */
  nextOpen(path: string | null): Promise<void>
  nextSave(path: string | null): Promise<void>
  /** as if the person chose a menu command (electron: the real native menu item is clicked) */
  menu(cmd: MenuCommand['cmd']): Promise<void>
  /** what main was last told about unsaved changes (browser route), or null (electron route) */
  dirty(): boolean | null
  /**
   * The person closes the window; a close prompt, if any, is answered with `button` (0: close
   * without saving, 1: cancel). Electron route only: what was asked and whether the window went.
   */
  closeWindow(button: number): Promise<{ prompts: string[]; closed: boolean }>
  /** a second launch of the app with these arguments, handing them to this instance */
  secondLaunch(args: string[], cwd: string): Promise<void>
  /** quits the app (a hosted game server stops with it), keeping its user-data folder for a relaunch */
  quit(): Promise<void>
  /** removes the user-data folder (after the last launch) */
  dispose(): Promise<void>
}

export interface LaunchOptions {
  baseUrl: string
  /** reuse this user-data folder (a relaunch); a fresh one otherwise */
  userData?: string
  /** the command line after the executable */
  args?: string[]
  cwd?: string
}

/** records CSP violations (what was refused, and the script that asked) into the page's own list, read by `errors` */
function watchCsp(page: Page, errors: string[]) {
  page.on('console', (m) => {
    if (m.text().startsWith('csp-violation:')) errors.push(m.text())
  })
  return page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.info(`csp-violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
    )
  })
}

export async function launchDesktop(opts: LaunchOptions): Promise<Desktop> {
  const userData = opts.userData ?? (await mkdtemp(join(tmpdir(), 'asobiba-journey-')))
  return DESKTOP_MODE === 'electron' ? launchElectron(userData, opts) : launchWeb(userData, opts)
}

async function launchElectron(userData: string, opts: LaunchOptions): Promise<Desktop> {
  const executablePath = electronBinary()!
  const env = { ...process.env, ASOBIBA_USER_DATA: userData, LANG: 'en_US.UTF-8' }
  const app: ElectronApplication = await _electron.launch({
    executablePath,
    args: [MAIN, '--lang=en-US', ...(opts.args ?? [])],
    cwd: opts.cwd,
    env,
  })
  let exited = false
  app.process().on('exit', () => (exited = true))
  const page = await app.firstWindow()
  const errors = watchErrors(page)
  await watchCsp(page, errors)
  // the init script applies from the next document on: load the page once more
  await page.reload()
  const dialogs = scriptedDialogs(app)
  return {
    mode: 'electron',
    page,
    userData,
    errors,
    nextOpen: dialogs.nextOpen,
    nextSave: dialogs.nextSave,
    async menu(cmd) {
      const clicked = await app.evaluate(({ Menu }, wanted) => {
        // the menu items carry their command only in their click handler: find them by accelerator or label
        const byCmd: Record<string, string> = {
          save: 'CmdOrCtrl+S',
          saveAs: 'CmdOrCtrl+Shift+S',
          open: 'CmdOrCtrl+O',
          undo: 'CmdOrCtrl+Z',
        }
        const walk = (items: Electron.MenuItem[]): Electron.MenuItem | undefined =>
          items
            .map((i) => (i.accelerator === byCmd[wanted] ? i : i.submenu ? walk(i.submenu.items) : undefined))
            .find(Boolean)
        const item = walk(Menu.getApplicationMenu()?.items ?? [])
        item?.click()
        return !!item
      }, cmd)
      if (!clicked) throw new Error(`no menu item for ${cmd}`)
    },
    dirty: () => null,
    async closeWindow(button) {
      // the prompt is written down in a file: if the window closes, the app quits with it
      const record = join(userData, `prompts-${Date.now()}.txt`)
      await app.evaluate(
        ({ BrowserWindow, dialog }, [answer, file]) => {
          const fs = (
            process as NodeJS.Process & { getBuiltinModule(id: string): typeof import('node:fs') }
          ).getBuiltinModule('node:fs')
          dialog.showMessageBoxSync = (...args: unknown[]) => {
            fs.appendFileSync(file, `${String((args.at(-1) as { message?: string }).message)}\n`)
            return answer
          }
          setTimeout(() => BrowserWindow.getAllWindows()[0]?.close(), 0)
        },
        [button, record] as const,
      )
      await new Promise((r) => setTimeout(r, 1500))
      const closed =
        exited ||
        (await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length === 0).catch(() => true))
      const prompts = existsSync(record) ? (await readFile(record, 'utf8')).split('\n').filter(Boolean) : []
      return { prompts, closed }
    },
    async secondLaunch(args, cwd) {
      const child = spawn(executablePath, [MAIN, ...args], { cwd, env, stdio: 'ignore' })
      const code = await new Promise<number | null>((r) => child.on('exit', r))
      if (code !== 0) throw new Error(`the second launch exited with ${code}`)
    },
    async quit() {
      if (!exited) await app.close()
    },
    dispose: () => rm(userData, { recursive: true, force: true }),
  }
}

async function launchWeb(userData: string, opts: LaunchOptions): Promise<Desktop> {
  const browser: Browser = await launchBrowser()
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
  const errors = watchErrors(page)
  await watchCsp(page, errors)
  const bridge: InstalledBridge = await installBridge(page, {
    origin: opts.baseUrl,
    userData,
    locales: ['en-US'],
    hosting: { webDir: join(ROOT, 'dist-web') },
  })
  await page.goto(opts.baseUrl)
  await page.waitForSelector('[data-testid="game-exxtra"]')
  // what index.ts does with its own command line once the window is there
  if (opts.args?.length) await bridge.openFromOs(filesFromArgv(['asobiba', ...opts.args], opts.cwd ?? process.cwd()))
  return {
    mode: 'browser',
    page,
    userData,
    errors,
    nextOpen: (p) => Promise.resolve(bridge.dialog.nextOpen(p)),
    nextSave: (p) => Promise.resolve(bridge.dialog.nextSave(p)),
    menu: (cmd) => bridge.sendMenu({ cmd } as MenuCommand),
    dirty: () => bridge.dirty(),
    closeWindow() {
      return Promise.reject(new Error('the native close prompt exists only on the electron route'))
    },
    // the second process only hands its command line over: the same parser, the same handlers
    secondLaunch: (args, cwd) => bridge.openFromOs(filesFromArgv(['asobiba', ...args], cwd)),
    // as the app's will-quit does: the hosted game server stops with it
    async quit() {
      try {
        await browser.close()
      } finally {
        await bridge.dispose()
      }
    },
    dispose: () => rm(userData, { recursive: true, force: true }),
  }
}
