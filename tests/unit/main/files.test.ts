import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as fsp from 'node:fs/promises'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LIMITS } from '../../../shared/formats/envelope.js'
import { translate } from '../../../shared/i18n/index.js'
import { filesMessages } from '../../../shared/i18n/files.js'
import { readLimited, reasonFor, writeAtomic, type Fs } from '../../../src-main/files.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'asobiba-files-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const errno = (code: string) => Object.assign(new Error(code), { code })

/** node's fs, with `rename` replaced: the failure lands after the temp file is written and synced */
function failingRename(code: string): Fs {
  return { ...fsp, rename: async () => Promise.reject(errno(code)) }
}

describe('atomic write', () => {
  it('replaces the file with the new text and leaves no temporary file', async () => {
    const target = join(dir, 'game.save.json')
    await writeFile(target, 'old')
    expect(await writeAtomic(target, 'new')).toEqual({ ok: true, value: undefined })
    expect(await readFile(target, 'utf8')).toBe('new')
    expect(await readdir(dir)).toEqual(['game.save.json'])
  })

  it('keeps the old file intact and removes the temporary file when the rename fails', async () => {
    const target = join(dir, 'game.save.json')
    await writeFile(target, '{"old":true}')
    let tempSeen = ''
    const fs: Fs = {
      ...fsp,
      rename: async (from) => {
        // the new content is complete on disk at this point, and the old file is still there
        tempSeen = String(from)
        expect(await readFile(from, 'utf8')).toBe('{"new":true}')
        throw errno('EIO')
      },
    }
    const result = await writeAtomic(target, '{"new":true}', fs)
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: '(file)', reason: { key: 'files.writeFailed', params: { name: 'game.save.json', code: 'EIO' } } },
      ],
    })
    expect(tempSeen).toMatch(/\.game\.save\.json\.[0-9a-f]+\.tmp$/)
    expect(await readFile(target, 'utf8')).toBe('{"old":true}')
    expect(await readdir(dir)).toEqual(['game.save.json'])
  })

  it('keeps the old file when the data cannot be flushed (disk full during fsync)', async () => {
    const target = join(dir, 'a.scenario.json')
    await writeFile(target, 'old')
    const fs: Fs = {
      ...fsp,
      open: async (...args: Parameters<typeof fsp.open>) => {
        const handle = await fsp.open(...args)
        return Object.assign(handle, { sync: async () => Promise.reject(errno('ENOSPC')) })
      },
    }
    const result = await writeAtomic(target, 'new', fs)
    expect(result).toEqual({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.diskFull', params: { name: 'a.scenario.json' } } }],
    })
    expect(await readFile(target, 'utf8')).toBe('old')
    expect(await readdir(dir)).toEqual(['a.scenario.json'])
  })

  it('says the disk is full on ENOSPC and read-only on EACCES, EPERM and EROFS', async () => {
    const target = join(dir, 'x.save.json')
    await writeFile(target, 'old')
    expect(await writeAtomic(target, 'new', failingRename('ENOSPC'))).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.diskFull' } }],
    })
    for (const code of ['EACCES', 'EPERM', 'EROFS']) {
      expect(await writeAtomic(target, 'new', failingRename(code))).toMatchObject({
        ok: false,
        problems: [{ path: '(file)', reason: { key: 'files.readOnly' } }],
      })
    }
    expect(await readFile(target, 'utf8')).toBe('old')
    expect(await readdir(dir)).toEqual(['x.save.json'])
  })

  it('reports a missing folder as not found', async () => {
    const result = await writeAtomic(join(dir, 'nope', 'x.save.json'), 'new')
    expect(result).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.notFound', params: { name: 'x.save.json' } } }],
    })
  })

  it('has a message for every reason, in every language', () => {
    const reasons = [
      reasonFor(errno('ENOSPC'), '/a/b.save.json', 'write'),
      reasonFor(errno('EROFS'), '/a/b.save.json', 'write'),
      reasonFor(errno('ENOENT'), '/a/b.save.json', 'read'),
      reasonFor(errno('EIO'), '/a/b.save.json', 'write'),
      reasonFor(errno('EIO'), '/a/b.save.json', 'read'),
    ]
    for (const locale of ['en', 'ja', 'fr'] as const) {
      for (const r of reasons) {
        const leaf = r.key.split('.')[1] as keyof typeof filesMessages.en.files
        expect(filesMessages[locale].files[leaf], `${locale} ${r.key}`).toBeTruthy()
      }
    }
    expect(Object.keys(filesMessages.ja.files).sort()).toEqual(Object.keys(filesMessages.en.files).sort())
    expect(Object.keys(filesMessages.fr.files).sort()).toEqual(Object.keys(filesMessages.en.files).sort())
    // translate() fills the placeholders once the lead has merged filesMessages into the catalogue
    expect(typeof translate('en', reasons[0])).toBe('string')
  })
})

describe('size limit', () => {
  it('refuses a file over the limit before reading it', async () => {
    const big = join(dir, 'big.scenario.json')
    await writeFile(big, Buffer.alloc(LIMITS.fileBytes + 1, 0x20))
    let opened = false
    const fs: Fs = {
      ...fsp,
      open: async (...args: Parameters<typeof fsp.open>) => {
        opened = true
        return fsp.open(...args)
      },
    }
    const result = await readLimited(big, LIMITS.fileBytes, fs)
    expect(result).toEqual({
      ok: false,
      problems: [
        { path: '(file)', reason: { key: 'files.tooLarge', params: { name: 'big.scenario.json', size: 5, limit: 5 } } },
      ],
    })
    expect(opened).toBe(false)
  })

  it('reads a file at the limit, without its byte-order mark', async () => {
    const file = join(dir, 'ok.scenario.json')
    await writeFile(file, '\ufeff{"a":1}')
    expect(await readLimited(file)).toEqual({ ok: true, value: '{"a":1}' })
  })

  it('says not found for a missing file and refuses a folder', async () => {
    expect(await readLimited(join(dir, 'gone.save.json'))).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.notFound' } }],
    })
    expect(await readLimited(dir)).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.notAFile' } }],
    })
  })
})

describe('the file texts in French', () => {
  it('put a no-break space before : ; ? and ! (never an ordinary one)', () => {
    const texts: string[] = []
    const walk = (node: unknown) => {
      if (typeof node === 'string') texts.push(node)
      else for (const v of Object.values(node as Record<string, unknown>)) walk(v)
    }
    walk(filesMessages.fr)
    expect(texts.length).toBeGreaterThan(30)
    for (const t of texts) expect(t, t).not.toMatch(/ [:;?!]/)
    expect(texts.filter((t) => /\u00a0[:;?!]/.test(t)).length).toBeGreaterThan(5)
  })
})
