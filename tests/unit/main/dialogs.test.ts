import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MessageBoxOptions, SaveDialogOptions } from 'electron'
import { fileDialogs, openFilters, type DialogApi } from '../../../src-main/dialogs.js'
import { exists } from '../../../src-main/files.js'
import { menuLabels } from '../../../shared/i18n/menu.js'

/**
 * The save dialog never lets a file be overwritten without a question (issue 19, fix 5): GTK's
 * dialog returns the name as typed, without the extension its filter shows, so the extension is
 * appended before anything is written, and an existing file under the full name is asked about.
 */
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'asobiba-dialogs-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function fakeDialogs(picks: (string | null)[], answers: number[] = []) {
  const saves: SaveDialogOptions[] = []
  const boxes: MessageBoxOptions[] = []
  const api: DialogApi = {
    showOpenDialog: () => Promise.resolve({ canceled: true, filePaths: [] }),
    showSaveDialog(options) {
      saves.push(options)
      const next = picks.shift() ?? null
      return Promise.resolve(next === null ? { canceled: true } : { canceled: false, filePath: next })
    },
    showMessageBox(options) {
      boxes.push(options)
      return Promise.resolve({ response: answers.shift() ?? 1 })
    },
    exists: (path) => exists(path),
  }
  return { dialogs: fileDialogs(api, () => menuLabels('en')), saves, boxes }
}

describe('save dialog', () => {
  it('asks the dialog itself to confirm overwriting, and proposes the name with its extension', async () => {
    const { dialogs, saves } = fakeDialogs([join(dir, 'night.asobiba-save')])
    expect(await dialogs.showSaveDialog({ kind: 'save', suggestedName: 'night.asobiba-save' })).toBe(
      join(dir, 'night.asobiba-save'),
    )
    expect(saves[0].properties).toContain('showOverwriteConfirmation')
    expect(saves[0].defaultPath).toBe('night.asobiba-save')
    expect(saves[0].filters).toEqual([{ name: 'Asobiba saved games', extensions: ['asobiba-save'] }])
  })

  it('appends the extension to a bare name and returns it when no such file exists', async () => {
    const { dialogs, boxes } = fakeDialogs([join(dir, 'night')])
    expect(await dialogs.showSaveDialog({ kind: 'save', suggestedName: 'x.asobiba-save' })).toBe(
      join(dir, 'night.asobiba-save'),
    )
    expect(boxes).toEqual([])
  })

  it('asks before a bare name would overwrite an existing file once the extension is appended', async () => {
    await writeFile(join(dir, 'pond.asobiba-scenario'), 'precious')
    const { dialogs, boxes, saves } = fakeDialogs([join(dir, 'pond'), join(dir, 'pond')], [1, 0])
    // "Cancel" first: the dialog comes back with the full name; then "Replace"
    expect(await dialogs.showSaveDialog({ kind: 'scenario', suggestedName: 'pond.asobiba-scenario' })).toBe(
      join(dir, 'pond.asobiba-scenario'),
    )
    expect(boxes).toHaveLength(2)
    expect(boxes[0].message).toBe('pond.asobiba-scenario already exists.')
    expect(boxes[0].buttons).toEqual(['Replace', 'Cancel'])
    expect(boxes[0].cancelId).toBe(1)
    expect(saves[1].defaultPath).toBe(join(dir, 'pond.asobiba-scenario'))
  })

  it('gives up when the person cancels the dialog it reopened', async () => {
    await writeFile(join(dir, 'pond.asobiba-scenario'), 'precious')
    const { dialogs } = fakeDialogs([join(dir, 'pond'), null], [1])
    expect(await dialogs.showSaveDialog({ kind: 'scenario', suggestedName: 'pond.asobiba-scenario' })).toBeNull()
  })

  it('keeps a name the person gave a .json or old extension to, and PNG images get .png', async () => {
    const { dialogs } = fakeDialogs([join(dir, 'a.json'), join(dir, 'b.save.json'), join(dir, 'board')])
    expect(await dialogs.showSaveDialog({ kind: 'save', suggestedName: 'a' })).toBe(join(dir, 'a.json'))
    expect(await dialogs.showSaveDialog({ kind: 'save', suggestedName: 'b' })).toBe(join(dir, 'b.save.json'))
    expect(await dialogs.showSaveDialog({ kind: 'image', suggestedName: 'board.png' })).toBe(join(dir, 'board.png'))
  })
})

describe('open dialog', () => {
  it('offers the app’s own extension and .json (old files, any JSON file: fix 3)', () => {
    const labels = menuLabels('en')
    expect(openFilters(labels, 'scenario')).toEqual([
      { name: 'Asobiba scenarios', extensions: ['asobiba-scenario', 'json'] },
    ])
    expect(openFilters(labels, undefined)).toEqual([
      { name: 'Asobiba files', extensions: ['asobiba-scenario', 'asobiba-save', 'json'] },
    ])
  })
})
