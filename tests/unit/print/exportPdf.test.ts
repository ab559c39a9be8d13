import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHandlers, type MainService } from '../../../src-main/handlers.js'
import { createTestHost, type TestHost } from '../../support/testHost.js'

let root: string
let outside: string
let t: TestHost
let main: MainService

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'asobiba-pdf-'))
  outside = join(root, 'documents')
  await mkdir(join(root, 'userData'))
  await mkdir(outside)
  t = createTestHost(join(root, 'userData'))
  main = createHandlers(t.host)
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('saving a print-and-play PDF on the desktop', () => {
  const pdf = Buffer.from('%PDF-1.7\n%fake but signed\n')

  it('writes the bytes through a PDF save dialog and adds the .pdf extension', async () => {
    const target = join(outside, 'recess-print')
    t.dialog.nextSave(target)
    expect(await main.handlers.exportPdf({ base64: pdf.toString('base64'), suggestedName: 'Recess.pdf' })).toEqual({
      ok: true,
      value: { canceled: false, path: `${target}.pdf` },
    })
    expect(await readFile(`${target}.pdf`)).toEqual(pdf)
    expect(t.dialog.shown).toEqual([{ type: 'save', kind: 'pdf', suggestedName: 'Recess.pdf' }])
  })

  it('refuses bytes that are not a PDF, before any dialog', async () => {
    expect(
      await main.handlers.exportPdf({ base64: Buffer.from('<html>').toString('base64'), suggestedName: 'x' }),
    ).toEqual({ ok: false, problems: [{ path: '(file)', reason: { key: 'files.notPdf' } }] })
    expect(t.dialog.shown).toEqual([])
    expect(await readdir(outside)).toEqual([])
  })

  it('writes nothing when the person cancels', async () => {
    t.dialog.nextSave(null)
    expect(await main.handlers.exportPdf({ base64: pdf.toString('base64'), suggestedName: 'x' })).toEqual({
      ok: true,
      value: { canceled: true },
    })
    expect(await readdir(outside)).toEqual([])
  })
})
