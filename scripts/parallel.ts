/**
 * Runs npm scripts at the same time and fails when any of them fails: `npm test` checks types, lints
 * and builds the web edition side by side, since each of them keeps only one core busy.
 */
import { spawn } from 'node:child_process'

const scripts = process.argv.slice(2)
const codes = await Promise.all(
  scripts.map(
    (name) =>
      new Promise<number>((resolve) => {
        const child = spawn('npm', ['run', name], { stdio: 'inherit', shell: process.platform === 'win32' })
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
        child.on('error', () => resolve(1))
      }),
  ),
)
const failed = scripts.filter((_, i) => codes[i] !== 0)
if (failed.length) console.error(`failed: ${failed.join(', ')}`)
process.exit(failed.length ? 1 : 0)
