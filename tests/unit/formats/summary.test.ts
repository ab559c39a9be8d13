import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LIMITS, SAVE_FORMAT, SAVE_VERSION, type SavedGame } from '../../../shared/formats/envelope.js'
import { describeSave, describeScenario } from '../../../shared/formats/library.js'
import { lineColumn, parseJson, syntaxErrorOffset } from '../../../shared/formats/json.js'
import { loadSave } from '../../../shared/formats/loadFile.js'
import { serializeSave, SUMMARY_HEAD_BYTES, summaryFromHead, summaryOf } from '../../../shared/formats/save.js'
import { GAMES } from '../../../shared/games/registry.js'
import { swish } from '../../../shared/games/swish/index.js'

const scenario = GAMES.exxtra.defaultScenario

function save(over: Partial<SavedGame> = {}): SavedGame {
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario,
    seats: [
      { name: 'Aki', colour: '#d55e00' },
      { name: 'Bo', colour: '#0072b2', bot: 'easy' },
      { name: 'Cé', colour: '#009e73' },
    ],
    seed: 5,
    actions: [{ t: 'roll' }],
    cursor: 1,
    savedAt: '2026-11-24T10:00:00.000Z',
    ...over,
  }
}

describe('a save carries a summary on its first line', () => {
  it('is ordinary JSON holding the whole game and its summary', () => {
    const s = save()
    const text = serializeSave(s)
    expect(JSON.parse(text)).toEqual({ ...s, summary: summaryOf(s) })
    expect(text.split('\n')[0]).toMatch(/^\{"format":"asobiba\.save","version":2,"summary":\{.*\},$/)
    expect(summaryFromHead(text)).toEqual({
      game: 'exxtra',
      title: scenario.meta.title,
      seats: s.seats,
      turn: 1,
      actions: 1,
      savedAt: s.savedAt,
    })
    expect(loadSave(text).ok).toBe(true)
  })

  it('the longest summary allowed fits in the head a listing reads', () => {
    const odd = '\u0001'.repeat(60) // escaped as \u0001: six bytes each
    const s = save({
      scenario: { ...scenario, meta: { ...scenario.meta, title: '\u0001'.repeat(LIMITS.shortText) } },
      seats: Array.from({ length: 6 }, () => ({ name: odd, colour: '#000000', bot: 'normal' as const })),
    })
    const text = serializeSave(s)
    expect(Buffer.byteLength(text.split('\n')[0])).toBeLessThan(SUMMARY_HEAD_BYTES)
    expect(summaryFromHead(text.slice(0, SUMMARY_HEAD_BYTES))?.seats).toHaveLength(6)
  })

  it('a head that is not a summary line gives no summary (the caller then reads the whole file)', () => {
    for (const head of [
      JSON.stringify(save(), null, 1),
      '{"format":"asobiba.save","version":2,"summary":{"game":"exxtra"},\n',
      '{"format":"asobiba.save","version":99,"summary":' + JSON.stringify(summaryOf(save())) + ',\n',
      '{"format":"asobiba.scenario","version":2,"summary":' + JSON.stringify(summaryOf(save())) + ',\n',
      '{"format":"asobiba.save","version":2,"summary":' + JSON.stringify(summaryOf(save())),
    ]) {
      expect(summaryFromHead(head), head.slice(0, 60)).toBeNull()
    }
  })

  it('an older save without a summary is described from its fields, without a replay', () => {
    const old = { ...save({ actions: [{ t: 'place', rung: 99 }], cursor: 1 }), version: 1 }
    expect(describeSave(JSON.stringify(old))).toEqual({ save: { ...summaryOf(old) } })
  })

  it('a damaged save is described as damaged, with the first reason and the count', () => {
    expect(describeSave('{"format": "asobiba.save", ')).toMatchObject({
      damaged: { path: '(file)', reason: { key: 'format.notJson' }, count: 1 },
    })
    expect(describeSave(JSON.stringify({ ...save(), version: 7 }))).toMatchObject({
      damaged: { path: 'version', reason: { key: 'format.newerVersion' } },
    })
    expect(describeSave(JSON.stringify(scenario))).toMatchObject({
      damaged: { reason: { key: 'format.isScenarioNotSave' } },
    })
    expect(describeSave(JSON.stringify({ ...save(), seats: [] }))).toMatchObject({ damaged: { path: 'seats' } })
  })

  it('a scenario is described by its title, or as damaged and whether the editor can repair it', () => {
    expect(describeScenario(JSON.stringify(scenario))).toEqual({
      scenario: { game: 'exxtra', title: scenario.meta.title, author: scenario.meta.author, players: scenario.players },
    })
    const pond = structuredClone(swish.defaultScenario)
    pond.board.fish = [...pond.board.fish, pond.board.fish[0]]
    expect(describeScenario(JSON.stringify(pond))).toMatchObject({
      damaged: { reason: { key: 'swish.problem.bonesOverlap' }, repairable: true },
    })
    expect(describeScenario(JSON.stringify({ ...scenario, players: 3 }))).toMatchObject({
      damaged: { path: 'players', repairable: false },
    })
  })
})

describe('a file that is not JSON says where, by line and column', () => {
  /** the obvious way: count the newlines before the offset, then the characters after the last one */
  function slowLineColumn(text: string, offset: number) {
    const lines = text.slice(0, offset).split('\n')
    return { line: lines.length, column: [...lines.at(-1)!].length + 1 }
  }

  it('matches the slow model at every offset of random texts', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', 'é', '😀', ' ', '\r') }), fc.nat(), (text, n) => {
        const offset = text.length ? n % (text.length + 1) : 0
        expect(lineColumn(text, offset)).toEqual(slowLineColumn(text, offset))
      }),
      { numRuns: 500 },
    )
  })

  it('finds the same first bad character as V8 wherever V8 names a position, and none in valid JSON', () => {
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"a"',
      '"',
      '1',
      '-',
      '0',
      '.5',
      'e',
      'true',
      'nul',
      ' ',
      '\n',
      '\\',
      '\\u12',
      '\u0001',
      'x',
    )
    let compared = 0
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 3 }),
        fc.array(fc.tuple(fc.nat(), piece), { maxLength: 3 }),
        (doc, edits) => {
          let text = JSON.stringify(doc, null, 1) ?? 'null'
          for (const [at, p] of edits)
            text = text.slice(0, at % (text.length + 1)) + p + text.slice(at % (text.length + 1))
          let message: string | null = null
          try {
            JSON.parse(text)
          } catch (e) {
            message = (e as Error).message
          }
          if (message === null) {
            expect(syntaxErrorOffset(text)).toBe(-1)
            return
          }
          const pos = /position (\d+)/.exec(message)
          const offset = syntaxErrorOffset(text)
          expect(offset).toBeGreaterThanOrEqual(0)
          if (pos) {
            compared++
            expect(offset, `${JSON.stringify(text)}: ${message}`).toBe(Number(pos[1]))
          } else if (/end of JSON input/.test(message)) expect(offset).toBe(text.length)
        },
      ),
      { numRuns: 3000 },
    )
    expect(compared).toBeGreaterThan(500)
  })

  it.each([
    ['{\n  "a": 1,\n  "b": }', 3, 8],
    ['{\n  "format": "asobiba.scenario",\n', 3, 1],
    ['[1, 2,\n 3,, 4]', 2, 4],
    ['{"a": 1} x', 1, 10],
  ])('%j: line %i, column %i', (text, line, column) => {
    const res = parseJson(text)
    expect(res.ok).toBe(false)
    if (!res.ok) expect(res.problems[0].reason).toEqual({ key: 'format.notJson', params: { line, column } })
  })
})
