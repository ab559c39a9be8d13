import { beforeEach, describe, expect, it } from 'vitest'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createHandlers, PDF_BYTES, type MainService } from '../../../src-main/handlers.js'
import { tempFolders } from '../../support/tempFolders.js'
import { createTestHost, type TestHost } from '../../support/testHost.js'

let t: TestHost
let main: MainService

const dirs = tempFolders('asobiba-pdf-')
beforeEach(() => {
  t = createTestHost(dirs.userData)
  main = createHandlers(t.host)
})

describe('saving a print-and-play PDF on the desktop', () => {
  const pdf = Buffer.from('%PDF-1.7\n%fake but signed\n')

  it('writes the bytes through a PDF save dialog and adds the .pdf extension', async () => {
    const target = join(dirs.outside, 'recess-print')
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
    expect(await readdir(dirs.outside)).toEqual([])
  })

  it('refuses text that is not strict base64, though Node’s decoder would skip the stray characters into a PDF', async () => {
    const b64 = pdf.toString('base64')
    const interleaved = [...b64.slice(0, 8)].join('!') // J!V!B!E!R!i!0!x: Node decodes it to %PDF-1
    expect(Buffer.from(interleaved, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-')
    for (const bad of [
      interleaved,
      b64.replace(/=+$/, ''), // padding left out
      `${b64.slice(0, 8)}\n${b64.slice(8)}`, // a line break
      `${b64.slice(0, 8)}-_${b64.slice(10)}`, // the URL alphabet
      `${b64}====`, // padding past the end
      `${b64.slice(0, 4)}=${b64.slice(5)}`, // padding inside
    ]) {
      expect(await main.handlers.exportPdf({ base64: bad, suggestedName: 'x' }), bad.slice(0, 20)).toEqual({
        ok: false,
        problems: [{ path: '(file)', reason: { key: 'files.notPdf' } }],
      })
    }
    expect(t.dialog.shown).toEqual([])
    expect(await readdir(dirs.outside)).toEqual([])
  })

  it('says a PDF over 48 MB is too large (not a bad request)', async () => {
    const big = `${pdf.toString('base64').slice(0, 8)}${'A'.repeat(((PDF_BYTES + 3) / 3) * 4)}`
    expect(await main.handlers.exportPdf({ base64: big, suggestedName: 'Recess.pdf' })).toEqual({
      ok: false,
      problems: [
        {
          path: '(file)',
          reason: { key: 'files.tooLarge', params: { name: 'Recess.pdf', size: 48, limit: 48 } },
        },
      ],
    })
    expect(t.dialog.shown).toEqual([])
  })

  it('writes nothing when the person cancels', async () => {
    t.dialog.nextSave(null)
    expect(await main.handlers.exportPdf({ base64: pdf.toString('base64'), suggestedName: 'x' })).toEqual({
      ok: true,
      value: { canceled: true },
    })
    expect(await readdir(dirs.outside)).toEqual([])
  })
})
