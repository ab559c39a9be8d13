import { describe, expect, it } from 'vitest'
import * as fsp from 'node:fs/promises'
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type SavedGame } from '../../../shared/formats/envelope.js'
import { serializeSave, SUMMARY_HEAD_BYTES, summaryOf } from '../../../shared/formats/save.js'
import { GAMES } from '../../../shared/games/registry.js'
import { swish } from '../../../shared/games/swish/index.js'
import type { LibraryEntry } from '../../../shared/ipc.js'
import type { Fs } from '../../../src-main/files.js'
import { createHandlers } from '../../../src-main/handlers.js'
import { Library } from '../../../src-main/library.js'
import { savedGame, tempFolders } from '../../support/tempFolders.js'
import { createTestHost } from '../../support/testHost.js'

const dirs = tempFolders('asobiba-library-', { library: true })

const errno = (code: string) => Object.assign(new Error(code), { code })
const exxtra = GAMES.exxtra.defaultScenario

/** a saved game one roll in */
const save = (actions: SavedGame['actions'] = [{ t: 'roll' }]) => savedGame(actions)

/** node's fs, counting the bytes read from each file */
function countingFs(read: Map<string, number>): Fs {
  return {
    ...fsp,
    open: async (...args: Parameters<typeof fsp.open>) => {
      const handle = await fsp.open(...args)
      const original = handle.read.bind(handle) as (...a: unknown[]) => Promise<{ bytesRead: number }>
      return Object.assign(handle, {
        read: async (...a: unknown[]) => {
          const res = await original(...a)
          read.set(String(args[0]), (read.get(String(args[0])) ?? 0) + res.bytesRead)
          return res
        },
      })
    },
  }
}

describe('the Continue list comes from each save’s summary, never from a replay', () => {
  it('reads only the head of a save the app wrote, however long the game', async () => {
    const long = save(Array.from({ length: 40_000 }, () => ({ t: 'roll' })))
    const file = join(dirs.userData, 'saves', 'long.save.json')
    await writeFile(file, serializeSave(long))
    const read = new Map<string, number>()
    const listed = await new Library(dirs.userData, countingFs(read)).list()
    expect(listed).toMatchObject([{ name: 'long.save.json', kind: 'save', info: { save: summaryOf(long) } }])
    expect(read.get(file)).toBeLessThanOrEqual(SUMMARY_HEAD_BYTES)
  })

  it('lists an older save without a summary from its fields, once: an unchanged file is not read again', async () => {
    const old = { ...save(), version: 1 }
    const file = join(dirs.userData, 'saves', 'old.save.json')
    await writeFile(file, JSON.stringify(old, null, 1))
    const read = new Map<string, number>()
    const library = new Library(dirs.userData, countingFs(read))
    expect((await library.list())[0].info).toEqual({ save: summaryOf(old) })
    const once = read.get(file)
    expect((await library.list())[0].info).toEqual({ save: summaryOf(old) })
    expect(read.get(file)).toBe(once)
    await writeFile(file, 'changed')
    expect((await library.list())[0].info).toMatchObject({ damaged: { reason: { key: 'format.notJson' } } })
  })

  it('shows damaged files with their reason instead of leaving them out; the editor may repair a scenario that only fails its checks', async () => {
    await writeFile(join(dirs.userData, 'saves', 'cut.save.json'), serializeSave(save()).slice(0, 40).replace('\n', ''))
    await writeFile(join(dirs.userData, 'scenarios', 'newer.scenario.json'), JSON.stringify({ ...exxtra, version: 9 }))
    const pond = structuredClone(swish.defaultScenario)
    pond.board.fish.push(pond.board.fish[0])
    await writeFile(join(dirs.userData, 'scenarios', 'pond.scenario.json'), JSON.stringify(pond))
    const byName = Object.fromEntries((await new Library(dirs.userData).list()).map((e) => [e.name, e.info]))
    expect(byName['cut.save.json']).toMatchObject({
      damaged: { path: '(file)', reason: { key: 'format.notJson' }, repairable: false },
    })
    expect(byName['newer.scenario.json']).toMatchObject({
      damaged: { path: 'version', reason: { key: 'format.newerVersion' }, repairable: false },
    })
    expect(byName['pond.scenario.json']).toMatchObject({
      damaged: { reason: { key: 'swish.problem.bonesOverlap' }, repairable: true },
    })
  })
})

describe('deleting on a read-only disk says read-only, not "not found"', () => {
  /**
   * What node does on a read-only mount (seen here with `mount -o remount,bind,ro`): a recursive
   * mkdir of a missing folder answers ENOENT, a plain mkdir EROFS, and a rename EROFS.
   */
  const readOnlyDisk: Fs = {
    ...fsp,
    mkdir: (async (path: string, opts?: { recursive?: boolean }) => {
      if (
        await fsp.stat(path).then(
          () => true,
          () => false,
        )
      )
        return undefined
      throw errno(opts?.recursive ? 'ENOENT' : 'EROFS')
    }) as typeof fsp.mkdir,
    rename: async () => Promise.reject(errno('EROFS')),
  }

  it('when the trash folder cannot be made', async () => {
    const file = join(dirs.userData, 'saves', 'a.save.json')
    await writeFile(file, '{}')
    const ro = createHandlers({ ...createTestHost(dirs.userData).host, fs: readOnlyDisk })
    expect(await ro.handlers.deleteFile({ path: file })).toEqual({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.deleteNotPermitted', params: { name: 'a.save.json' } } }],
    })
    expect(await readFile(file, 'utf8')).toBe('{}')
  })

  it('when the file cannot be moved, and for the autosave slot too', async () => {
    await mkdir(join(dirs.userData, 'trash', 'saves'), { recursive: true })
    const file = join(dirs.userData, 'saves', 'a.save.json')
    await writeFile(file, '{}')
    const ro = createHandlers({ ...createTestHost(dirs.userData).host, fs: readOnlyDisk })
    expect(await ro.handlers.deleteFile({ path: file })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.deleteNotPermitted' } }],
    })
    expect(await ro.handlers.writeAutosave({ text: '{}' })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.readOnly' } }],
    })
  })
})

describe('temporary files a killed process left are swept at start', () => {
  it('in the app’s folders and next to recent files elsewhere, and nothing else', async () => {
    const stale = [
      join(dirs.userData, 'saves', '.game.save.json.0123456789ab.tmp'),
      join(dirs.userData, 'scenarios', '.pond.scenario.json.a1b2c3d4e5f6.tmp'),
      join(dirs.userData, '.recent.json.00000000000f.tmp'),
      join(dirs.userData, 'autosave', '.current.save.json.abcdefabcdef.tmp'),
      join(dirs.outside, '.mine.save.json.0123456789ab.tmp'),
    ]
    const kept = [
      join(dirs.userData, 'saves', '.notes.tmp'),
      join(dirs.userData, 'saves', 'game.save.json'),
      join(dirs.outside, '.other.save.json.0123456789ab.tmp'),
      join(dirs.outside, '.mine.save.json.backup.tmp'),
    ]
    await mkdir(join(dirs.userData, 'autosave'))
    for (const f of [...stale, ...kept]) await writeFile(f, 'x')
    await writeFile(join(dirs.outside, 'mine.save.json'), '{"format":"asobiba.save"}')
    await writeFile(
      join(dirs.userData, 'recent.json'),
      JSON.stringify([
        { path: join(dirs.outside, 'mine.save.json'), name: 'mine.save.json', kind: 'save', openedAt: '' },
      ]),
    )

    const main = createHandlers(createTestHost(dirs.userData).host)
    expect((await main.swept).sort()).toEqual([...stale].sort())
    for (const f of kept) expect(await readFile(f, 'utf8')).toBe('x')
    expect((await readdir(dirs.outside)).sort()).toEqual([
      '.mine.save.json.backup.tmp',
      '.other.save.json.0123456789ab.tmp',
      'mine.save.json',
    ])
  })
})

describe('the list of writes under way (writes.json)', () => {
  it('leads the sweep only to the temporary files of the absolute, normalised targets it names', async () => {
    await mkdir(join(dirs.outside, 'sub'))
    const removed = join(dirs.outside, '.print.pdf.0123456789ab.tmp')
    const kept = [
      join(dirs.outside, '.print.pdf.backup.tmp'),
      join(dirs.outside, '.other.pdf.0123456789ab.tmp'),
      join(dirs.outside, 'print.pdf'),
      join(dirs.outside, 'sub', '.x.pdf.0123456789ab.tmp'),
    ]
    for (const f of [removed, ...kept]) await writeFile(f, 'x')
    await writeFile(
      join(dirs.userData, 'writes.json'),
      JSON.stringify([join(dirs.outside, 'print.pdf'), 'sub/x.pdf', `${dirs.outside}/sub/../sub/x.pdf`, 42, null]),
    )
    const main = createHandlers(createTestHost(dirs.userData).host)
    expect(await main.swept).toEqual([removed])
    for (const f of kept) expect(await readFile(f, 'utf8')).toBe('x')
    expect(await readdir(dirs.userData)).not.toContain('writes.json')
  })
})

describe('recent files: only the app’s own types, checked again when used', () => {
  it('drops entries of other types from recent.json, so they grant nothing', async () => {
    const secret = join(dirs.outside, 'id_rsa')
    await writeFile(secret, 'private')
    await writeFile(
      join(dirs.userData, 'recent.json'),
      JSON.stringify([
        { path: secret, name: 'id_rsa', kind: 'save', openedAt: '' },
        { path: join(dirs.outside, 'notes.json'), name: 'notes.json', kind: 'scenario', openedAt: '' },
      ]),
    )
    const main = createHandlers(createTestHost(dirs.userData).host)
    expect(await main.handlers.listRecent(undefined)).toEqual([])
    const answer = await main.handlers.openFile({ path: secret })
    expect(answer).toMatchObject({ ok: false, problems: [{ path: '(file)', reason: { key: 'files.notAllowed' } }] })
    expect(JSON.stringify(answer)).not.toContain('private')
  })

  it('refuses a recent path that now leads to another kind of file, or no longer holds an Asobiba file', async () => {
    const secret = join(dirs.outside, 'secret.txt')
    await writeFile(secret, 'private')
    const swapped = join(dirs.outside, 'swapped.save.json')
    const plain = join(dirs.outside, 'plain.scenario.json')
    await writeFile(swapped, '{"format":"asobiba.save"}')
    await writeFile(plain, '{"format":"asobiba.scenario"}')
    const t = createTestHost(dirs.userData)
    const first = createHandlers(t.host)
    for (const f of [swapped, plain]) {
      t.dialog.nextOpen(f)
      await first.handlers.openFile({})
    }
    // later, outside the app: one becomes a link to another file, the other gets other content
    await rm(swapped)
    await symlink(secret, swapped)
    await writeFile(plain, 'private')
    const next = createHandlers(createTestHost(dirs.userData).host)
    for (const [path, key] of [
      [swapped, 'files.notAllowed'],
      [plain, 'files.notAppFile'],
    ]) {
      const answer = await next.handlers.openFile({ path })
      expect(answer, path).toMatchObject({ ok: false, problems: [{ path: '(file)', reason: { key } }] })
      expect(JSON.stringify(answer)).not.toContain('private')
    }
  })

  it('never lists a file opened from the library as recent (the home screen lists those)', async () => {
    const stored = (await createHandlers(createTestHost(dirs.userData).host).handlers.storeSave({
      name: 'x',
      text: serializeSave(save()),
    })) as { value: { path: string } }
    const main = createHandlers(createTestHost(dirs.userData).host)
    expect(await main.handlers.openFile({ path: stored.value.path })).toMatchObject({
      ok: true,
      value: { canceled: false },
    })
    expect(await main.handlers.listRecent(undefined)).toEqual([])
    expect(((await main.handlers.listLibrary(undefined)) as LibraryEntry[]).map((e) => e.name)).toEqual([
      'x.asobiba-save',
    ])
  })
})
