import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { preview, type PreviewServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { browserMissing, resolveBrowser } from '../e2e/browser.js'
import { DESKTOP_MODE, electronMissing, ROOT } from './desktop.js'

let server: PreviewServer | null = null

/**
 * Says in one line which route the journeys take; on the browser route, serves the web build
 * (dist-web) as the e2e tests do.
 */
export default async function setup(project: TestProject) {
  // CI's desktop workflow sets this: there, falling back to the browser would prove nothing
  if (process.env.ASOBIBA_REQUIRE_ELECTRON && DESKTOP_MODE !== 'electron') {
    throw new Error(`ASOBIBA_REQUIRE_ELECTRON is set, but the journeys cannot run on Electron: ${electronMissing()}`)
  }
  if (DESKTOP_MODE === 'electron') {
    console.log(
      `Electron journeys: the real app (out/main) in ${resolve(ROOT, 'node_modules/electron')}, through Playwright's _electron`,
    )
    project.provide('baseUrl', '')
    return
  }
  const noBrowser = browserMissing()
  if (noBrowser) {
    console.warn(
      `\n${'!'.repeat(78)}\n!!! ELECTRON JOURNEYS SKIPPED: ${electronMissing()}; and ${noBrowser}\n${'!'.repeat(78)}\n`,
    )
    project.provide('baseUrl', '')
    return
  }
  console.warn(
    `!!! Electron journeys: ${electronMissing()} — the Electron-only steps are skipped; the rest runs in the browser variant (${(await resolveBrowser()).label})`,
  )
  if (!existsSync(resolve(ROOT, 'dist-web/index.html'))) {
    throw new Error('dist-web is missing: run `npm run web:build` first (npm run test:e2e does)')
  }
  server = await preview({ configFile: resolve(ROOT, 'vite.web.config.ts'), preview: { port: 0, host: '127.0.0.1' } })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview gave no URL')
  project.provide('baseUrl', url)
  return async () => {
    await new Promise<void>((r) => server!.httpServer.close(() => r()))
  }
}
