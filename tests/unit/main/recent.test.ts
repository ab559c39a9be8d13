import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as fsp from 'node:fs/promises'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Fs } from '../../../src-main/files.js'
import { RECENT_CAP, RecentFiles } from '../../../src-main/recent.js'

let dir: string
let listFile: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'asobiba-recent-'))
  listFile = join(dir, 'recent.json')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function makeFiles(n: number): Promise<string[]> {
  const paths = Array.from({ length: n }, (_, i) => join(dir, `g${i}.save.json`))
  for (const p of paths) await writeFile(p, '{}')
  return paths
}

let tick = 0
const clock = () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++))

describe('recent files', () => {
  it('lists the newest first and moves a reopened file back to the top', async () => {
    const [a, b, c] = await makeFiles(3)
    const recent = new RecentFiles(listFile, undefined, clock)
    await recent.add(a)
    await recent.add(b)
    await recent.add(c)
    await recent.add(a)
    expect((await recent.list()).map((r) => r.path)).toEqual([a, c, b])
    expect((await recent.list())[0]).toMatchObject({ name: 'g0.save.json', kind: 'save' })
  })

  it(`keeps at most ${RECENT_CAP} files`, async () => {
    const paths = await makeFiles(RECENT_CAP + 3)
    const recent = new RecentFiles(listFile)
    for (const p of paths) await recent.add(p)
    const list = await recent.list()
    expect(list).toHaveLength(RECENT_CAP)
    expect(list[0].path).toBe(paths.at(-1))
    expect(list.map((r) => r.path)).not.toContain(paths[0])
  })

  it('drops files that no longer exist when listing, and forgets them on disk', async () => {
    const [a, b] = await makeFiles(2)
    const recent = new RecentFiles(listFile)
    await recent.add(a)
    await recent.add(b)
    await rm(a)
    expect((await recent.list()).map((r) => r.path)).toEqual([b])
    expect(JSON.parse(await readFile(listFile, 'utf8'))).toHaveLength(1)
    expect(await recent.has(a)).toBe(false)
  })

  it('writes the list atomically: a failed write keeps the previous list', async () => {
    const [a, b] = await makeFiles(2)
    await new RecentFiles(listFile).add(a)
    const before = await readFile(listFile, 'utf8')
    const broken: Fs = { ...fsp, rename: async () => Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' })) }
    await new RecentFiles(listFile, broken).add(b)
    expect(await readFile(listFile, 'utf8')).toBe(before)
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp'))).toEqual([])
  })

  it('reads a damaged list as empty instead of failing', async () => {
    await writeFile(listFile, '[{"path": 3}')
    expect(await new RecentFiles(listFile).list()).toEqual([])
    await writeFile(listFile, '{"not":"a list"}')
    expect(await new RecentFiles(listFile).list()).toEqual([])
  })
})
