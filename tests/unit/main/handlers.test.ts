import { beforeEach, describe, expect, it } from 'vitest'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CHANNELS, type ChannelName, type LibraryEntry } from '../../../shared/ipc.js'
import { LIMITS } from '../../../shared/formats/envelope.js'
import { createHandlers, type MainService } from '../../../src-main/handlers.js'
import { tempFolders } from '../../support/tempFolders.js'
import { createTestHost, type TestHost } from '../../support/testHost.js'

let t: TestHost
let main: MainService

const dirs = tempFolders('asobiba-handlers-')
beforeEach(() => {
  t = createTestHost(dirs.userData)
  main = createHandlers(t.host)
})

const h = () => main.handlers

describe('payload validation', () => {
  const bad: Record<ChannelName, unknown[]> = {
    openFile: [null, 'x', { path: 42 }, { kind: 'virus' }, { path: 'a'.repeat(5000) }, { extra: 1 }],
    saveFile: [
      undefined,
      { kind: 'save', text: 1, path: null, suggestedName: 'a' },
      { kind: 'save', text: '', suggestedName: 'a' },
    ],
    listRecent: [{}, 1, 'x'],
    writeAutosave: [undefined, { text: 5 }, { text: 'x', more: true }],
    readAutosave: [{ path: '/etc/passwd' }],
    clearAutosave: [[]],
    listLibrary: [{ dir: '/' }],
    deleteFile: [undefined, { path: ['a'] }],
    restoreFile: [{}, { path: null }],
    storeSave: [{ name: 'a' }, { name: 'a'.repeat(300), text: '' }],
    appInfo: [0],
    setDirty: [{ dirty: 'yes' }],
    exportImage: [{ dataUrl: 'data:text/html;base64,PGgxPg==', suggestedName: 'x' }, {}],
    exportPdf: [{ base64: 1, suggestedName: 'x' }, { base64: 'JVBERi0=' }],
    exportCsv: [{ text: 1, suggestedName: 'x' }, { text: 'a,b' }],
    hostGame: [undefined, { port: 0 }, { port: 70000 }, { port: '2567' }],
    stopHosting: [{}],
    joinDetails: [{}, { code: 'a b' }, { code: 'x'.repeat(100) }, { code: 'abcdefghi', server: 'no port' }],
    chooseServer: [
      {},
      { endpoint: 'http://example.com:2567' },
      { endpoint: 'ws://example.com:2567/elsewhere' },
      { endpoint: 'javascript:alert(1)' },
    ],
  }

  for (const name of Object.keys(CHANNELS) as ChannelName[]) {
    it(`${name} refuses a malformed payload with a reason instead of throwing`, async () => {
      for (const payload of bad[name]) {
        await expect(h()[name](payload)).resolves.toEqual({
          ok: false,
          problems: [{ path: '(file)', reason: { key: 'files.badRequest', params: { channel: name } } }],
        })
      }
    })
  }

  it('shows no dialog and touches no file for a refused payload', async () => {
    await h().saveFile({ kind: 'save', text: 1, path: null, suggestedName: 'a' })
    expect(t.dialog.shown).toEqual([])
    expect(await readdir(dirs.userData)).toEqual([])
  })
})

describe('opening and saving through dialogs', () => {
  it('saves through the save dialog, then reopens the same path without one', async () => {
    const target = join(dirs.outside, 'mine.save.json')
    t.dialog.nextSave(target)
    expect(await h().saveFile({ kind: 'save', text: '{"v":1}', path: null, suggestedName: 'My game' })).toEqual({
      ok: true,
      value: {
        canceled: false,
        path: target,
      },
    })
    expect(t.dialog.shown).toEqual([{ type: 'save', kind: 'save', suggestedName: 'My game.asobiba-save' }])
    expect(await h().saveFile({ kind: 'save', text: '{"v":2}', path: target, suggestedName: 'My game' })).toEqual({
      ok: true,
      value: {
        canceled: false,
        path: target,
      },
    })
    expect(t.dialog.shown).toHaveLength(1)
    expect(await h().openFile({ path: target })).toEqual({
      ok: true,
      value: { canceled: false, path: target, name: 'mine.save.json', text: '{"v":2}' },
    })
    expect((await h().listRecent(undefined)) as unknown[]).toMatchObject([{ path: target, kind: 'save' }])
  })

  it('adds the extension the user left out in the save dialog', async () => {
    t.dialog.nextSave(join(dirs.outside, 'plain'))
    expect(await h().saveFile({ kind: 'scenario', text: '{}', path: null, suggestedName: 'x' })).toEqual({
      ok: true,
      value: {
        canceled: false,
        path: join(dirs.outside, 'plain.asobiba-scenario'),
      },
    })
  })

  it('opens what the open dialog picked and reports a cancelled dialog', async () => {
    const file = join(dirs.outside, 'b.scenario.json')
    await writeFile(file, '{"format":"asobiba.scenario"}')
    t.dialog.nextOpen(file)
    expect(await h().openFile({ kind: 'scenario' })).toMatchObject({
      ok: true,
      value: { canceled: false, path: file, name: 'b.scenario.json' },
    })
    expect(await h().openFile({})).toEqual({ ok: true, value: { canceled: true } })
    expect(await h().saveFile({ kind: 'save', text: '{}', path: null, suggestedName: 'x' })).toEqual({
      ok: true,
      value: { canceled: true },
    })
  })

  it('refuses a file over the size limit without asking where to save it', async () => {
    const result = await h().saveFile({
      kind: 'save',
      text: 'x'.repeat(LIMITS.fileBytes + 1),
      path: null,
      suggestedName: 'big',
    })
    expect(result).toMatchObject({ ok: false, problems: [{ path: '(file)', reason: { key: 'files.tooLarge' } }] })
    expect(t.dialog.shown).toEqual([])
  })
})

describe('path permission', () => {
  it('refuses to read a path it never handed out', async () => {
    const secret = join(dirs.outside, 'secret.save.json')
    await writeFile(secret, 'private')
    for (const path of [
      secret,
      '/etc/passwd',
      join(dirs.userData, 'saves', '..', '..', 'documents', 'secret.save.json'),
      'relative.save.json',
    ]) {
      const result = await h().openFile({ path })
      expect(result, path).toMatchObject({
        ok: false,
        problems: [{ path: '(file)', reason: { key: 'files.notAllowed' } }],
      })
      expect(JSON.stringify(result)).not.toContain('private')
    }
  })

  it('never writes to a path it did not hand out: it asks with the save dialog instead', async () => {
    const victim = join(dirs.outside, 'victim.save.json')
    await writeFile(victim, 'untouched')
    expect(await h().saveFile({ kind: 'save', text: 'evil', path: victim, suggestedName: 'x' })).toEqual({
      ok: true,
      value: { canceled: true },
    })
    expect(t.dialog.shown).toHaveLength(1)
    expect(await readFile(victim, 'utf8')).toBe('untouched')
  })

  it('allows files inside the library and saves folders, and files the OS handed over', async () => {
    const stored = await h().storeSave({ name: 'Friday night', text: '{"s":1}' })
    expect(stored).toEqual({
      ok: true,
      value: { canceled: false, path: join(dirs.userData, 'saves', 'Friday night.asobiba-save') },
    })
    expect(await h().openFile({ path: join(dirs.userData, 'saves', 'Friday night.asobiba-save') })).toMatchObject({
      ok: true,
      value: { text: '{"s":1}' },
    })

    const given = join(dirs.outside, 'given.scenario.json')
    await writeFile(given, '{}')
    await main.openFromOs([given, join(dirs.outside, 'missing.save.json'), join(dirs.outside, 'notes.txt')])
    expect(t.menus).toEqual([{ cmd: 'openPath', path: given }])
    expect(await h().openFile({ path: given })).toMatchObject({ ok: true, value: { canceled: false, text: '{}' } })
  })

  it('allows paths from the recent list in a later session', async () => {
    const file = join(dirs.outside, 'old.save.json')
    await writeFile(file, '{"format":"asobiba.save"}')
    t.dialog.nextOpen(file)
    await h().openFile({})
    const next = createHandlers(createTestHost(dirs.userData).host)
    expect(await next.handlers.openFile({ path: file })).toMatchObject({ ok: true, value: { canceled: false } })
  })

  it('keeps library deletes inside the library', async () => {
    const file = join(dirs.outside, 'keep.save.json')
    await writeFile(file, '{}')
    expect(await h().deleteFile({ path: file })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.notAllowed' } }],
    })
    expect(await h().deleteFile({ path: join(dirs.userData, 'saves', '..', 'recent.json') })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.notAllowed' } }],
    })
    expect(await readFile(file, 'utf8')).toBe('{}')
  })
})

describe('library', () => {
  it('lists scenarios and saves with what they are (here both damaged), deletes to the trash and restores', async () => {
    await mkdir(join(dirs.userData, 'scenarios'), { recursive: true })
    const scenario = join(dirs.userData, 'scenarios', 'pond.scenario.json')
    await writeFile(scenario, '{"format":"asobiba.scenario"}')
    await writeFile(join(dirs.userData, 'scenarios', 'readme.txt'), 'ignored')
    await h().storeSave({ name: 'a/b:c', text: '{"format":"asobiba.save"}' })

    const listed = (await h().listLibrary(undefined)) as LibraryEntry[]
    expect(listed.map((e) => [e.name, e.kind]).sort()).toEqual([
      ['a_b_c.asobiba-save', 'save'],
      ['pond.scenario.json', 'scenario'],
    ])
    expect(listed.find((e) => e.kind === 'scenario')?.info).toMatchObject({
      damaged: { path: 'version', reason: { key: 'format.badVersion' } },
    })
    expect(Number.isNaN(Date.parse(listed[0].modifiedAt))).toBe(false)

    expect(await h().deleteFile({ path: scenario })).toEqual({ ok: true, value: undefined })
    expect(((await h().listLibrary(undefined)) as unknown[]).length).toBe(1)
    expect(await readdir(join(dirs.userData, 'trash', 'scenarios'))).toEqual(['pond.scenario.json'])

    expect(await h().restoreFile({ path: scenario })).toEqual({ ok: true, value: undefined })
    expect(await readFile(scenario, 'utf8')).toBe('{"format":"asobiba.scenario"}')
    expect(((await h().listLibrary(undefined)) as unknown[]).length).toBe(2)
  })

  it('does not restore over a file that took the name meanwhile', async () => {
    const stored = (await h().storeSave({ name: 'x', text: '1' })) as { value: { path: string } }
    await h().deleteFile({ path: stored.value.path })
    await h().storeSave({ name: 'x', text: '2' })
    expect(await h().restoreFile({ path: stored.value.path })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.exists' } }],
    })
    expect(await readFile(stored.value.path, 'utf8')).toBe('2')
  })
})

describe('autosave, app info, dirty flag, export', () => {
  it('round-trips the autosave and clears it', async () => {
    expect(await h().readAutosave(undefined)).toBeNull()
    expect(await h().writeAutosave({ text: '{"actions":[1]}' })).toEqual({ ok: true, value: undefined })
    expect(await h().writeAutosave({ text: '{"actions":[1,2]}' })).toEqual({ ok: true, value: undefined })
    expect(await h().readAutosave(undefined)).toBe('{"actions":[1,2]}')
    await h().clearAutosave(undefined)
    expect(await h().readAutosave(undefined)).toBeNull()
  })

  it('refuses an autosave over the size limit', async () => {
    expect(await h().writeAutosave({ text: 'x'.repeat(LIMITS.fileBytes + 1) })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.tooLarge' } }],
    })
  })

  it('answers app info and passes the dirty flag on', async () => {
    expect(await h().appInfo(undefined)).toEqual({
      version: '0.0.0-test',
      platform: process.platform,
      locales: ['en-US'],
      shell: 'e2e',
    })
    await h().setDirty({ dirty: true })
    expect(t.dirty()).toBe(true)
  })

  it('writes an exported PNG where the user chose, and refuses what is not a PNG', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
    const target = join(dirs.outside, 'board')
    t.dialog.nextSave(target)
    expect(
      await h().exportImage({ dataUrl: `data:image/png;base64,${png.toString('base64')}`, suggestedName: 'board' }),
    ).toEqual({
      ok: true,
      value: {
        canceled: false,
        path: `${target}.png`,
      },
    })
    expect(await readFile(`${target}.png`)).toEqual(png)
    expect(
      await h().exportImage({
        dataUrl: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
        suggestedName: 'x',
      }),
    ).toEqual({ ok: false, problems: [{ path: '(file)', reason: { key: 'files.notPng' } }] })
    // stray characters Node's decoder would skip
    const interleaved = [...png.toString('base64').slice(0, 12)].join('!')
    expect(await h().exportImage({ dataUrl: `data:image/png;base64,${interleaved}`, suggestedName: 'x' })).toEqual({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.notPng' } }],
    })
  })
})

describe('limits', () => {
  it('lists only the newest files of a crowded library folder', async () => {
    const { LIBRARY_FILES } = await import('../../../src-main/library.js')
    const { utimes } = await import('node:fs/promises')
    const saves = join(dirs.userData, 'saves')
    await mkdir(saves, { recursive: true })
    for (let i = 0; i < LIBRARY_FILES + 5; i++) {
      const file = join(saves, `g${i}.save.json`)
      await writeFile(file, '{}')
      await utimes(file, 1_700_000_000 + i, 1_700_000_000 + i)
    }
    const listed = (await h().listLibrary(undefined)) as { name: string }[]
    expect(listed).toHaveLength(LIBRARY_FILES)
    expect(listed[0].name).toBe(`g${LIBRARY_FILES + 4}.save.json`)
    expect(listed.map((e) => e.name)).not.toContain('g0.save.json')
  })

  it('lists a file over the size limit as damaged, with that reason, without reading it', async () => {
    await mkdir(join(dirs.userData, 'scenarios'), { recursive: true })
    await writeFile(join(dirs.userData, 'scenarios', 'huge.scenario.json'), Buffer.alloc(LIMITS.fileBytes + 1, 0x20))
    await writeFile(join(dirs.userData, 'scenarios', 'small.scenario.json'), '{}')
    const listed = (await h().listLibrary(undefined)) as LibraryEntry[]
    expect(listed.map((e) => e.name).sort()).toEqual(['huge.scenario.json', 'small.scenario.json'])
    expect(listed.find((e) => e.name === 'huge.scenario.json')?.info).toMatchObject({
      damaged: { reason: { key: 'files.tooLarge', params: { name: 'huge.scenario.json' } }, repairable: false },
    })
  })
})

describe('a user-data folder that cannot be written', () => {
  it('says read-only for the autosave and the saves folder instead of failing', async () => {
    const fsp = await import('node:fs/promises')
    const readOnly = { ...fsp, mkdir: async () => Promise.reject(Object.assign(new Error('EROFS'), { code: 'EROFS' })) }
    const ro = createHandlers({ ...createTestHost(dirs.userData).host, fs: readOnly })
    expect(await ro.handlers.writeAutosave({ text: '{}' })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.readOnly' } }],
    })
    expect(await ro.handlers.storeSave({ name: 'x', text: '{}' })).toMatchObject({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.readOnly' } }],
    })
  })
})
