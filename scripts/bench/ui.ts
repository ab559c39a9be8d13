/**
 * `npm run bench:ui`: the browser benchmarks. Builds the web edition, then runs the `ui-bench`
 * project of vitest.e2e.config.ts (tests/e2e/*.measure.ts and the browser tests that measure), one
 * file at a time, so no other browser competes with what they measure. Each file prints its
 * figures beside their targets (tests/e2e/targets.ts).
 *
 * Usage: `npm run bench:ui [-- --hold] [-- files...]`
 *   --hold    a figure over its target fails the run (ASOBIBA_HOLD_TARGETS=1): a check for a
 *             machine as fast as the one the targets were set on (docs/PERFORMANCE.md)
 *   files...  only these files, e.g. tests/e2e/largest-save.e2e.ts
 * Run it on a quiet machine: the figures are CPU time, and a busy machine's other programs lengthen
 * a task's CPU time as well (caches, the other core's memory traffic).
 */
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const hold = args.includes('--hold')
const files = args.filter((a) => a !== '--hold')
const run = (cmd: string, argv: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(cmd, argv, { stdio: 'inherit', env, shell: process.platform === 'win32' }).status ?? 1

let code = run('npm', ['run', '--silent', 'web:build'])
if (code === 0)
  code = run(
    'npx',
    ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--project', 'ui-bench', ...files],
    hold ? { ...process.env, ASOBIBA_HOLD_TARGETS: '1' } : process.env,
  )
process.exit(code)
