import { describe, expect, it, vi } from 'vitest'
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { SAVE_FORMAT } from '../../../shared/formats/envelope.js'
import { loadSave } from '../../../shared/formats/loadFile.js'
import { serializeSave, summaryFromHead } from '../../../shared/formats/save.js'
import { GAMES } from '../../../shared/games/registry.js'
import type { LibraryEntry } from '../../../shared/ipc.js'
import { createHandlers } from '../../../src-main/handlers.js'
import { RecentFiles } from '../../../src-main/recent.js'
import { savedGame, tempFolders } from '../../support/tempFolders.js'
import { createTestHost } from '../../support/testHost.js'

/**
 * What reaches main from places it does not control: names the renderer suggests, files planted
 * in the library or in recent.json, paths that are not what the listing handed out.
 */
const dirs = tempFolders('asobiba-untrusted-', { library: true })

describe('names suggested for exported files', () => {
  const pdf = Buffer.from('%PDF-1.7\n%signed\n').toString('base64')
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64')
  const cases: [string, string][] = [
    ['', 'untitled'],
    ['..', 'untitled'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['Recess\u0000', 'Recess_'],
    ['board\u202efdp.exe', 'boardfdp.exe'],
    ['con', 'untitled'],
    ['CON.txt', 'untitled'],
  ]

  it('reach the PDF and PNG save dialogs made safe by the same rules as saved games', async () => {
    const t = createTestHost(dirs.userData)
    const main = createHandlers(t.host)
    for (const [name] of cases) {
      await main.handlers.exportPdf({ base64: pdf, suggestedName: name })
      await main.handlers.exportImage({ dataUrl: `data:image/png;base64,${png}`, suggestedName: name })
      await main.handlers.saveFile({ kind: 'save', text: '{}', path: null, suggestedName: name })
    }
    expect(t.dialog.shown.map((d) => d.suggestedName)).toEqual(
      cases.flatMap(([, stem]) => [`${stem}.pdf`, `${stem}.png`, `${stem}.asobiba-save`]),
    )
  })

  it('keep the extension they already have once', async () => {
    const t = createTestHost(dirs.userData)
    const main = createHandlers(t.host)
    await main.handlers.exportPdf({ base64: pdf, suggestedName: 'Kakekko — A4.PDF' })
    expect(t.dialog.shown.map((d) => d.suggestedName)).toEqual(['Kakekko — A4.pdf'])
  })
})

describe('a save whose summary names another game than its scenario', () => {
  /** an Exxtra save whose first line says Kakekko */
  const lying = () => serializeSave(savedGame([], 'exxtra')).replace('{"game":"exxtra"', '{"game":"kakekko"')

  it('is refused on opening, at summary.game, saying both games', () => {
    const text = lying()
    expect(text.startsWith('{"format":"asobiba.save","version":2,"summary":{"game":"kakekko"')).toBe(true)
    expect(loadSave(text)).toEqual({
      ok: false,
      problems: [
        {
          path: 'summary.game',
          reason: { key: 'format.summaryGame', params: { summary: 'kakekko', game: 'exxtra' } },
        },
      ],
    })
  })

  it('is listed as damaged with that reason, not under the wrong game', async () => {
    await writeFile(join(dirs.userData, 'saves', 'lying.asobiba-save'), lying())
    await writeFile(join(dirs.userData, 'saves', 'honest.asobiba-save'), serializeSave(savedGame([], 'kakekko')))
    const main = createHandlers(createTestHost(dirs.userData).host)
    const listed = (await main.handlers.listLibrary(undefined)) as LibraryEntry[]
    const byName = Object.fromEntries(listed.map((e) => [e.name, e.info]))
    expect(byName['lying.asobiba-save']).toEqual({
      damaged: {
        path: 'summary.game',
        reason: { key: 'format.summaryGame', params: { summary: 'kakekko', game: 'exxtra' } },
        count: 1,
        repairable: false,
      },
    })
    expect(byName['honest.asobiba-save']).toMatchObject({ save: { game: 'kakekko' } })
  })

  it('every save the app writes is still listed from its first line alone', () => {
    for (const id of Object.keys(GAMES) as (keyof typeof GAMES)[]) {
      expect(summaryFromHead(serializeSave(savedGame([], id)).slice(0, 16 * 1024)), id).toMatchObject({ game: id })
    }
  })
})

describe('the library does not follow symbolic links', () => {
  it('a link planted in the saves folder is neither listed nor opened', async () => {
    const secret = join(dirs.outside, 'secret.asobiba-save')
    await writeFile(secret, serializeSave({ ...savedGame(), seats: [{ name: 'private', colour: '#000000' }] }))
    const planted = join(dirs.userData, 'saves', 'planted.asobiba-save')
    await symlink(secret, planted)
    await writeFile(join(dirs.userData, 'saves', 'mine.asobiba-save'), serializeSave(savedGame()))
    const main = createHandlers(createTestHost(dirs.userData).host)
    const listed = (await main.handlers.listLibrary(undefined)) as LibraryEntry[]
    expect(listed.map((e) => e.name)).toEqual(['mine.asobiba-save'])
    const answer = await main.handlers.openFile({ path: planted })
    expect(answer).toEqual({
      ok: false,
      problems: [{ path: '(file)', reason: { key: 'files.notAllowed', params: { name: 'planted.asobiba-save' } } }],
    })
    expect(JSON.stringify(answer)).not.toContain('private')
  })
})

describe('delete and restore take only the absolute, normalised paths the listing gives', () => {
  it('refuse a relative path, one with "..", and one in a sub-folder, and move nothing', async () => {
    const file = join(dirs.userData, 'saves', 'game.asobiba-save')
    await writeFile(file, serializeSave(savedGame()))
    await mkdir(join(dirs.userData, 'saves', 'sub'))
    await writeFile(join(dirs.userData, 'saves', 'sub', 'deep.asobiba-save'), serializeSave(savedGame()))
    const main = createHandlers(createTestHost(dirs.userData).host)
    for (const path of [
      relative(process.cwd(), file),
      `${dirs.userData}/saves/sub/../game.asobiba-save`,
      `${dirs.userData}/saves//game.asobiba-save`,
      join(dirs.userData, 'saves', 'sub', 'deep.asobiba-save'),
    ]) {
      for (const channel of ['deleteFile', 'restoreFile'] as const) {
        expect(await main.handlers[channel]({ path }), `${channel} ${path}`).toMatchObject({
          ok: false,
          problems: [{ path: '(file)', reason: { key: 'files.notAllowed' } }],
        })
      }
    }
    expect(await readFile(file, 'utf8')).toContain(SAVE_FORMAT)
    expect(await readdir(join(dirs.userData, 'saves', 'sub'))).toEqual(['deep.asobiba-save'])
    // the path the listing gives still works
    expect(await main.handlers.deleteFile({ path: file })).toEqual({ ok: true, value: undefined })
    expect(await main.handlers.restoreFile({ path: file })).toEqual({ ok: true, value: undefined })
  })
})

describe('entries planted in recent.json', () => {
  it('are checked on every read: only absolute, normalised paths to regular files of the app’s types, named as such; the rest is dropped with a log', async () => {
    const good = join(dirs.outside, 'good.asobiba-save')
    const other = join(dirs.outside, 'other.asobiba-save')
    await writeFile(good, serializeSave(savedGame()))
    await writeFile(other, serializeSave(savedGame()))
    const folder = join(dirs.outside, 'folder.asobiba-save')
    await mkdir(folder)
    const entry = (path: string, name = path.split('/').pop()!, kind = 'save') => ({ path, name, kind, openedAt: '' })
    const planted = [
      entry(relative(process.cwd(), other)),
      entry(`${dirs.outside}/../documents/other.asobiba-save`, 'other.asobiba-save'),
      entry(other, 'good.asobiba-save'),
      entry(folder),
      entry(join(dirs.outside, 'gone.asobiba-save')),
      entry(other, 'other.asobiba-save', 'scenario'),
      entry(`${other}\u0000.txt`, 'other.asobiba-save'),
    ]
    const listFile = join(dirs.userData, 'recent.json')
    await writeFile(listFile, JSON.stringify([entry(good), ...planted]))
    const warn = vi.fn()
    const recent = new RecentFiles(listFile, undefined, undefined, warn)
    for (const p of planted) expect(await recent.has(p.path), p.path).toBe(false)
    expect(await recent.has(good)).toBe(true)
    expect(warn.mock.calls.length).toBeGreaterThanOrEqual(planted.length)
    warn.mockClear()
    expect((await recent.list()).map((r) => r.path)).toEqual([good])
    expect(warn).toHaveBeenCalledTimes(planted.length)
    expect(String(warn.mock.calls[3][0])).toContain('folder.asobiba-save')
    // forgotten on disk
    expect(JSON.parse(await readFile(listFile, 'utf8'))).toEqual([entry(good)])
  })

  it('grant nothing to the renderer', async () => {
    const other = join(dirs.outside, 'other.asobiba-save')
    await writeFile(other, serializeSave({ ...savedGame(), seats: [{ name: 'private', colour: '#000000' }] }))
    await writeFile(
      join(dirs.userData, 'recent.json'),
      JSON.stringify([{ path: other, name: 'innocent.asobiba-save', kind: 'save', openedAt: '' }]),
    )
    const main = createHandlers(createTestHost(dirs.userData).host)
    const answer = await main.handlers.openFile({ path: other })
    expect(answer).toMatchObject({ ok: false, problems: [{ path: '(file)', reason: { key: 'files.notAllowed' } }] })
    expect(JSON.stringify(answer)).not.toContain('private')
  })
})
