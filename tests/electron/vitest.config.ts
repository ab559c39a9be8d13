import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * The desktop journeys of issue 19 (tests/electron): on the real Electron app where its binary
 * exists (CI's desktop workflow, a developer's machine), else their browser variant.
 * usage: npm run test:electron   (Linux without a display: xvfb-run -a npm run test:electron)
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: {
    name: 'electron',
    environment: 'node',
    include: ['tests/electron/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    globalSetup: ['tests/electron/global-setup.ts'],
  },
})
