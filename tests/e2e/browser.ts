import { execFile, spawn } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createBrotliDecompress } from 'node:zlib'
import { chromium, type Browser, type Page } from 'playwright-core'

/**
 * The Chromium the browser tests drive, found in this order:
 *  1. `CHROMIUM_PATH`, if set (it must exist);
 *  2. a system browser: Debian's chromium (what CI installs), Google Chrome;
 *  3. on Linux x64, the Chromium shipped inside the npm package @sparticuz/chromium (a
 *     devDependency), unpacked into the temporary folder at first use, so that
 *     `npm install && npm test` runs every browser test on a fresh Linux machine.
 * `ASOBIBA_BROWSER=packaged` skips step 2 (as if no system browser existed), to try step 3 on a
 * machine that has one; `ASOBIBA_BROWSER=system` skips step 3.
 */
export type BrowserSource = { kind: 'system'; path: string } | { kind: 'packaged'; module: string }

const PACKAGE = '@sparticuz/chromium'

function systemCandidates(): string[] {
  switch (process.platform) {
    case 'linux':
      return ['/usr/bin/chromium', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable']
    case 'darwin':
      return [
        '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
        '/Applications/Chromium.app/Contents/MacOS/Chromium',
      ]
    case 'win32':
      return [process.env.PROGRAMFILES, process.env['PROGRAMFILES(X86)'], process.env.LOCALAPPDATA]
        .filter((dir): dir is string => !!dir)
        .map((dir) => join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe'))
    default:
      return []
  }
}

function packagedModule(): string | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null
  try {
    return createRequire(import.meta.url).resolve(PACKAGE)
  } catch {
    return null
  }
}

/** where the browser tests' Chromium comes from on this machine, or null if there is none */
export function findBrowser(): BrowserSource | null {
  const explicit = process.env.CHROMIUM_PATH
  if (explicit) return existsSync(explicit) ? { kind: 'system', path: explicit } : null
  const mode = process.env.ASOBIBA_BROWSER
  if (mode !== 'packaged') {
    const found = systemCandidates().find((p) => existsSync(p))
    if (found) return { kind: 'system', path: found }
  }
  const module = mode === 'system' ? null : packagedModule()
  return module ? { kind: 'packaged', module } : null
}

/**
 * Why the browser tests cannot run here, or null when they can. CI installs Debian's chromium
 * and `npm install` brings the packaged one on Linux x64, so there they always run.
 */
export function browserMissing(): string | null {
  if (findBrowser()) return null
  if (process.env.CHROMIUM_PATH) return `no browser at CHROMIUM_PATH=${process.env.CHROMIUM_PATH}`
  return (
    `no Chromium here: none of ${systemCandidates().join(', ') || '(no known place on this system)'}, ` +
    `and ${PACKAGE} only serves Linux x64${process.env.ASOBIBA_BROWSER ? ` (ASOBIBA_BROWSER=${process.env.ASOBIBA_BROWSER})` : ''}: ` +
    `install Chromium or Chrome, or set CHROMIUM_PATH`
  )
}

function runs(executable: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  return new Promise((resolve) => execFile(executable, ['--version'], { env, timeout: 30_000 }, (err) => resolve(!err)))
}

/** unpacks the package's NSS libraries (its Chromium needs libnss3, which a bare Linux may lack) */
async function unpackLibraries(module: string): Promise<string> {
  const dir = join(tmpdir(), 'asobiba-chromium-libs')
  const lib = join(dir, 'lib')
  if (existsSync(join(lib, 'libnss3.so'))) return lib
  mkdirSync(dir, { recursive: true })
  const archive = join(module, '../../../bin/al2023.tar.br')
  const tar = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'ignore', 'inherit'] })
  const done = new Promise<void>((resolve, reject) =>
    tar.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code}`)))),
  )
  await pipeline(createReadStream(archive), createBrotliDecompress(), tar.stdin)
  await done
  return lib
}

export interface ResolvedBrowser {
  executablePath: string
  env?: Record<string, string>
  /** what the tests print about it */
  label: string
}

let packaged: Promise<ResolvedBrowser> | null = null

/**
 * The packaged Chromium, unpacked (once; later calls reuse the files in the temporary folder).
 * It is first asked for its version: if it cannot start for want of system libraries, it gets
 * the NSS libraries shipped in the same package.
 */
function unpackPackaged(module: string): Promise<ResolvedBrowser> {
  packaged ??= (async () => {
    const started = Date.now()
    const { default: Chromium } = (await import(PACKAGE)) as { default: { executablePath(): Promise<string> } }
    const executablePath = await Chromium.executablePath()
    const label = `Chromium from ${PACKAGE} (${executablePath}, ready in ${Date.now() - started} ms)`
    if (await runs(executablePath, process.env)) return { executablePath, label }
    const lib = await unpackLibraries(module)
    const env = { LD_LIBRARY_PATH: [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') }
    if (await runs(executablePath, { ...process.env, ...env }))
      return { executablePath, env, label: `${label}, with its NSS libraries` }
    throw new Error(
      `${executablePath} does not start even with ${lib}: remove it (and ${tmpdir()}/fonts) so it is unpacked again`,
    )
  })()
  return packaged
}

/** the browser to launch; unpacks the packaged one if that is the one found */
export async function resolveBrowser(): Promise<ResolvedBrowser> {
  const found = findBrowser()
  if (!found) throw new Error(browserMissing()!)
  if (found.kind === 'system') return { executablePath: found.path, label: found.path }
  return unpackPackaged(found.module)
}

/** a quiet headless Chromium: no GPU, no sandbox, nothing fetched or synced in the background */
export const HEADLESS_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export async function launch(): Promise<Browser> {
  const { executablePath, env } = await resolveBrowser()
  return chromium.launch({
    executablePath,
    env: env ? { ...process.env, ...env } : undefined,
    args: [...HEADLESS_ARGS, '--disable-quic'],
  })
}

/** fails the test on any uncaught page error or console error */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  return errors
}
