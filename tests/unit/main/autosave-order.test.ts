import { describe, expect, it } from 'vitest'
import * as nodeFs from 'node:fs/promises'
import { readFile } from 'node:fs/promises'
import { Autosave } from '../../../src-main/autosave.js'
import type { Fs } from '../../../src-main/files.js'
import { LIMITS } from '../../../shared/formats/envelope.js'
import { tempFolders } from '../../support/tempFolders.js'

/**
 * The page sends each autosave as soon as its move is made, without waiting for the answer to the
 * one before (stores/game.ts), so that a move made just before the window closes is already in
 * main's hands. Main must then write them in the order they came, and quitting must be able to wait
 * for the last one.
 */
const dirs = tempFolders('asobiba-autosave-order-')

/** a file system whose renames finish in the reverse order they were started: the first one last */
function reversedRenames(): Fs & { renames: number } {
  let started = 0
  const fs = {
    ...nodeFs,
    renames: 0,
    async rename(from: string, to: string) {
      const n = started++
      // each later rename waits less: without an order of its own, the oldest write lands last
      for (let i = 0; i < 20 - n * 4; i++) await new Promise((r) => setImmediate(r))
      await nodeFs.rename(from, to)
      fs.renames++
    },
  }
  return fs as Fs & { renames: number }
}

describe('the autosave slot: writes sent at once land in the order they were sent', () => {
  it('five writes asked for together leave the fifth in the slot', async () => {
    const fs = reversedRenames()
    const slot = new Autosave(dirs.userData, fs)
    const writes = [1, 2, 3, 4, 5].map((n) => slot.write(JSON.stringify({ n })))
    expect(slot.tasks.busy).toBe(true)
    await slot.tasks.settled()
    expect(slot.tasks.busy).toBe(false)
    expect(fs.renames).toBe(5)
    for (const w of await Promise.all(writes)) expect(w.ok).toBe(true)
    expect(JSON.parse(await readFile(slot.file, 'utf8'))).toEqual({ n: 5 })
  })

  it('a clear asked for after a write leaves the slot empty, and a write after the clear fills it', async () => {
    const slot = new Autosave(dirs.userData, reversedRenames())
    void slot.write('{"n":1}')
    void slot.clear()
    await slot.tasks.settled()
    expect(await slot.read()).toBeNull()
    void slot.write('{"n":2}')
    void slot.write('{"n":3}')
    await slot.tasks.settled()
    expect(await slot.read()).toBe('{"n":3}')
  })

  it('a write that fails does not stop the ones after it', async () => {
    const slot = new Autosave(dirs.userData)
    const tooBig = slot.write('x'.repeat(LIMITS.fileBytes + 1))
    const next = slot.write('{"n":7}')
    expect((await tooBig).ok).toBe(false)
    expect((await next).ok).toBe(true)
    expect(await slot.read()).toBe('{"n":7}')
  })
})
