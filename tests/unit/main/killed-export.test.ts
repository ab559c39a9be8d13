import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHandlers } from '../../../src-main/handlers.js'
import { createTestHost } from '../../support/testHost.js'

const exporter = join(import.meta.dirname, 'fixtures', 'pdf-exporter.ts')

let root: string
let userData: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'asobiba-killed-export-'))
  userData = join(root, 'userData')
  await mkdir(userData)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** runs a PDF export to `target` in a child process and kill -9s it while the PDF is being written */
function exportAndKill(target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', exporter, userData, target], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('flushing')) child.kill('SIGKILL')
    })
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') resolve()
      else reject(new Error(`the export ended without being killed: ${stderr}`))
    })
  })
}

const temps = async (dir: string) => (await readdir(dir)).filter((n) => n.endsWith('.tmp'))

describe('a PDF export killed with SIGKILL', () => {
  it(
    'leaves a temporary file the next start sweeps, in whatever folder the PDF was going to',
    { timeout: 60_000 },
    async () => {
      const desktop = join(root, 'Desktop')
      const stick = join(root, 'USB stick', 'prints')
      await mkdir(desktop)
      await mkdir(stick, { recursive: true })
      // what the sweep must leave alone: another app's file named like ours, and a PDF already there
      const foreign = join(desktop, '.notes.pdf.0123456789ab.tmp')
      await writeFile(foreign, 'x')
      await writeFile(join(desktop, 'old.pdf'), '%PDF-1.7')

      await exportAndKill(join(desktop, 'recess.pdf'))
      // the kill landed mid-export: its 16 MB temporary file is there, and no PDF
      expect((await temps(desktop)).filter((n) => n.startsWith('.recess.pdf.'))).toHaveLength(1)
      // the next start (which exports to another folder and is killed too) sweeps it
      await exportAndKill(join(stick, 'kakekko.pdf'))
      expect((await readdir(desktop)).sort()).toEqual(['.notes.pdf.0123456789ab.tmp', 'old.pdf'])
      const left = await temps(stick)
      expect(left).toHaveLength(1)
      // and the one after sweeps that one
      const next = createHandlers(createTestHost(userData).host)
      expect(await next.swept).toEqual([join(stick, left[0])])
      expect(await readdir(stick)).toEqual([])
      // and the list of pending writes is gone with them
      expect(await readdir(userData)).toEqual([])
    },
  )
})
