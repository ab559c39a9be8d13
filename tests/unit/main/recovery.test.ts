import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Autosave } from '../../../src-main/autosave.js'

const writer = join(import.meta.dirname, 'fixtures', 'autosave-writer.ts')

let userData: string
beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'asobiba-crash-'))
})
afterEach(async () => {
  await rm(userData, { recursive: true, force: true })
})

/** runs the writer until it has reported `atLeast` autosaves plus a random delay, then kill -9 */
function runAndKill(atLeast: number, extraMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', writer, userData], { stdio: ['ignore', 'pipe', 'pipe'] })
    let last = 0
    let killed = false
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = chunk.toString().trim().split('\n')
      last = Number(lines.at(-1))
      if (!killed && last >= atLeast) {
        killed = true
        setTimeout(() => child.kill('SIGKILL'), extraMs)
      }
    })
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve(last)
      else reject(new Error(`writer exited without being killed: ${stderr}`))
    })
  })
}

describe('crash recovery', () => {
  it(
    'recovers the last complete autosave after kill -9, even when the kill lands mid-write',
    { timeout: 90_000 },
    async () => {
      let rounds = 0
      let midWrite = 0
      while (rounds < 3 || (midWrite < 2 && rounds < 30)) {
        rounds++
        const lastReported = await runAndKill(3 + (rounds % 5), (rounds * 7) % 31)
        // a leftover temporary file means the process died between opening and renaming it
        if ((await readdir(join(userData, 'autosave'))).some((n) => n.endsWith('.tmp'))) midWrite++
        const text = await new Autosave(userData).read()
        expect(text, 'an autosave is offered').not.toBeNull()
        const save = JSON.parse(text!) as { actions: { n: number }[] }
        // the last action reported as saved is there; at most one more finished before the kill
        expect(save.actions.length).toBeGreaterThanOrEqual(lastReported)
        expect(save.actions.length).toBeLessThanOrEqual(lastReported + 1)
        expect(save.actions.map((a) => a.n)).toEqual(Array.from({ length: save.actions.length }, (_, i) => i + 1))
        // recovery removed the half-written temporary file
        expect(await readdir(join(userData, 'autosave'))).toEqual(['current.save.json'])
      }
      expect(midWrite, `kills that landed mid-write in ${rounds} rounds`).toBeGreaterThan(0)
    },
  )
})
