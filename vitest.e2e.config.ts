import { defineConfig } from 'vitest/config'

/** End-to-end tests: a real Chromium (Debian's) driving the built web renderer over http. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
})
