import { preview, type PreviewServer } from 'vite'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'

let server: PreviewServer | null = null

/** Serves the built web renderer (dist-web) over http for the browser tests. */
export default async function setup(project: TestProject) {
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
