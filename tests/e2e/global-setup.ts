import { preview, type PreviewServer } from 'vite'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { appMissing, E2E_MODE } from './app.js'
import { resolveBrowser } from './browser.js'

let server: PreviewServer | null = null

/** Serves the built web renderer (dist-web) over http for the browser tests. */
export default async function setup(project: TestProject) {
  const missing = appMissing()
  if (missing) {
    console.warn(`\n${'!'.repeat(78)}\n!!! END-TO-END TESTS SKIPPED: ${missing}\n${'!'.repeat(78)}\n`)
  } else if (E2E_MODE === 'electron') {
    console.log('end-to-end tests run against the real Electron app (_electron)')
  } else {
    // unpacks the packaged Chromium here, once, before the test files ask for it
    const browser = await resolveBrowser()
    console.log(
      `end-to-end tests run against the web build in ${browser.label}, with the real main-process handlers behind page.exposeBinding`,
    )
  }
  const root = resolve(import.meta.dirname, '../..')
  if (!existsSync(resolve(root, 'dist-web/index.html'))) {
    throw new Error('dist-web is missing: run `npm run web:build` first (npm run test:e2e does)')
  }
  server = await preview({ configFile: resolve(root, 'vite.web.config.ts'), preview: { port: 0, host: '127.0.0.1' } })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview gave no URL')
  project.provide('baseUrl', url)
  return async () => {
    await new Promise<void>((r) => server!.httpServer.close(() => r()))
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
