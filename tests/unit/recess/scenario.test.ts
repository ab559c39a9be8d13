import { describe, expect, it } from 'vitest'
import { checkScenario } from '../../../shared/formats/loadFile.js'
import { hasMessage } from '../../../shared/i18n/index.js'
import { recess } from './helpers.js'

const base = recess.defaultScenario
const paths = (input: unknown): string[] => {
  const r = checkScenario(input)
  return r.ok ? [] : r.problems.map((p) => `${p.path} ${p.reason.key}`)
}

describe('the default playground', () => {
  it('passes checkScenario', () => {
    expect(paths(base)).toEqual([])
  })

  it('is the 12×12 map of the rulings: 180° symmetric, nuns on safe corners', () => {
    const rows = base.board.rows
    expect(rows).toHaveLength(12)
    for (let r = 0; r < 12; r++) for (let c = 0; c < 12; c++) expect(rows[r][c]).toBe(rows[11 - r][11 - c])
    expect(base.board.nuns).toEqual([
      [1, 1],
      [10, 10],
    ])
    expect(base.rules).toEqual({ nunMoves: 'queen', shoveAdjacency: 8, turns: 30, startCoins: 10, turnTimer: 0 })
  })
})

describe('bad input is refused with a path and a reason', () => {
  const withBoard = (board: object) => ({ ...base, board: { ...base.board, ...board } })

  it('unknown settings', () => {
    expect(paths({ ...base, rules: { ...base.rules, gravity: 1 } })).toEqual(['rules format.unknownKeys'])
  })

  it('a nun off the board', () => {
    expect(
      paths(
        withBoard({
          nuns: [
            [1, 1],
            [10, 12],
          ],
        }),
      ),
    ).toEqual(['board.nuns[1] recess.problem.offBoard'])
  })

  it('an entrance without gates', () => {
    expect(paths(withBoard({ entrances: { ...base.board.entrances, girls: { gates: [] } } }))).toEqual([
      'board.entrances.girls.gates recess.problem.noGates.girls',
    ])
  })

  it('a gate away from the edge, on equipment, or a nun on equipment', () => {
    expect(
      paths(
        withBoard({
          entrances: {
            ...base.board.entrances,
            boys: {
              gates: [
                [2, 2],
                [3, 2],
              ],
            },
          },
        }),
      ),
    ).toEqual([
      'board.entrances.boys.gates[0] recess.problem.gateNotOnEdge',
      'board.entrances.boys.gates[1] recess.problem.gateOnObstacle',
    ])
    expect(
      paths(
        withBoard({
          nuns: [
            [1, 1],
            [3, 2],
          ],
        }),
      ),
    ).toEqual(['board.nuns[1] recess.problem.nunOnObstacle'])
  })

  it('fewer than two nuns', () => {
    expect(paths(withBoard({ nuns: [[1, 1]] }))).toEqual(['board.nuns recess.problem.fewNuns'])
  })

  it('floor that no entrance reaches', () => {
    const rows = [...base.board.rows]
    // C9 (row 3, column 8) walled in on four sides
    rows[2] = '.......##...'
    rows[4] = '..#.....##..'
    expect(paths(withBoard({ rows }))).toEqual([
      'board.rows[3][8] recess.problem.unreachable.boys',
      'board.rows[3][8] recess.problem.unreachable.girls',
    ])
  })

  it('rows that do not fit the size', () => {
    expect(paths(withBoard({ rows: base.board.rows.slice(1) }))).toEqual(['board.rows recess.problem.rowCount'])
  })

  it('every problem and reason key has a text in the three languages', () => {
    const keys = [
      'problem.rowCount',
      'problem.rowLength',
      'problem.offBoard',
      'problem.noGates.boys',
      'problem.unreachable.girls',
      'why.mustBreakUp',
      'why.passWatched',
      'why.freedThisTurn',
      'why.reach.blocked',
      'why.nun.blocked',
      'why.shove.apart',
      'log.girl.kiss',
      'summary.kiss',
      'summary.freed',
      'summary.timer',
    ]
    for (const locale of ['en', 'ja', 'fr'] as const) {
      for (const k of keys) expect(hasMessage(locale, `recess.${k}`), `${locale} ${k}`).toBe(true)
    }
  })
})
