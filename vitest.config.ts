import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

/**
 * The unit tests share their modules within a worker (isolate: false): loading the games' modules
 * once per worker instead of once per file takes about a quarter off the suite. The files that
 * mock or spy on modules, stub globals, fake timers or set the environment get modules of their
 * own, so what they change never reaches another file.
 */
const UNIT = 'tests/unit'
const OWN_MODULES = readdirSync(UNIT, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => `${UNIT}/${f}`)
  .filter((f) =>
    /vi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)|process\.env\.[A-Z_]+ =|fake-electron/.test(
      readFileSync(f, 'utf8'),
    ),
  )

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
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          testTimeout: 60_000,
          environment: 'node',
          include: OWN_MODULES,
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
