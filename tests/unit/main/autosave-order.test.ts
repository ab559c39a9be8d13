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
  it('five writes asked for one after another while the first is written: they land in order and the fifth stays', async () => {
    const fs = reversedRenames()
    const order: number[] = []
    const rename = fs.rename
    fs.rename = async (from, to) => {
      order.push((JSON.parse(await readFile(from, 'utf8')) as { n: number }).n)
      return rename(from, to)
    }
    const slot = new Autosave(dirs.userData, fs)
    const writes: Promise<unknown>[] = []
    for (const n of [1, 2, 3, 4, 5]) {
      writes.push(slot.write(JSON.stringify({ n })))
      await new Promise((r) => setImmediate(r)) // each move's write comes in a message of its own
    }
    expect(slot.tasks.busy).toBe(true)
    await slot.tasks.settled()
    expect(slot.tasks.busy).toBe(false)
    for (const w of (await Promise.all(writes)) as { ok: boolean }[]) expect(w.ok).toBe(true)
    expect(JSON.parse(await readFile(slot.file, 'utf8'))).toEqual({ n: 5 })
    // never an older text after a newer one; the writes that waited while the first was written
    // gave way to the newest (written over at once, they were not written at all)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(order[0]).toBe(1)
    expect(order.at(-1)).toBe(5)
    expect(order.length).toBeLessThan(5)
  })

  it('five writes asked for together: only the fifth is written', async () => {
    const fs = reversedRenames()
    const slot = new Autosave(dirs.userData, fs)
    const writes = [1, 2, 3, 4, 5].map((n) => slot.write(JSON.stringify({ n })))
    await slot.tasks.settled()
    expect(fs.renames).toBe(1)
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
    await new Promise((r) => setImmediate(r)) // it has started: the next does not take its place
    const next = slot.write('{"n":7}')
    expect((await tooBig).ok).toBe(false)
    expect((await next).ok).toBe(true)
    expect(await slot.read()).toBe('{"n":7}')
  })
})
