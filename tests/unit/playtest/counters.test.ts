import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../shared/games/registry.js'
import { playRange } from '../../../shared/playtest/play.js'
import { report } from '../../../shared/playtest/report.js'
import type { PlaytestLevel, PlaytestRun } from '../../../shared/playtest/types.js'
import { checked } from './designs.js'

/**
 * Each game's counters against what the rules say must hold between them: coins only change hands
 * in Recess!, every heat map counts the same events as its counter, a roll is a fault or not, a
 * pair placed is a rung reached.
 */
const sum = (v: readonly number[] = []) => v.reduce((a, b) => a + b, 0)
const heatSum = (m: Record<string, number> = {}) => sum(Object.values(m))

function playtest(game: keyof typeof GAMES, seats: number, games: number) {
  const run: PlaytestRun = {
    scenario: GAMES[game].defaultScenario,
    seats,
    levels: new Array<PlaytestLevel>(seats).fill('easy'),
    seed: 77,
    games,
  }
  const records = playRange(run, 0, games)
  return { records, r: report(run, records) }
}

describe('playtest counters', () => {
  it('Recess!: coins change hands only; fights and catches on the board match their counts', () => {
    const { r } = playtest('recess', 3, 8)
    const start = GAMES.recess.defaultScenario.rules as { startCoins: number }
    expect(sum(r.counters.coins)).toBe(8 * 3 * start.startCoins)
    expect(sum(r.counters.fights)).toBeGreaterThan(0)
    expect(heatSum(r.heat.fights)).toBe(sum(r.counters.fights))
    expect(heatSum(r.heat.caught)).toBe(sum(r.counters.detentions))
    expect(sum(r.counters.kisses)).toBe(r.ends.kiss ?? 0)
    for (const cell of Object.keys(r.heat.fights)) expect(cell).toMatch(/^\d+,\d+$/)
  })

  it('Kakekko: shortcut steps and inks by slot id, landings by square id', () => {
    const { r, records } = playtest('kakekko', 4, 10)
    const board = GAMES.kakekko.defaultScenario.board as { squares: { id: number }[]; slots: { id: number }[] }
    const slots = new Set(board.slots.map((s) => String(s.id)))
    const squares = new Set(board.squares.map((s) => String(s.id)))
    expect(sum(r.counters.shortcutSteps)).toBeGreaterThan(0)
    expect(heatSum(r.heat.shortcuts)).toBe(sum(r.counters.shortcutSteps))
    expect(heatSum(r.heat.inked)).toBe(sum(r.counters.connects))
    for (const id of [...Object.keys(r.heat.shortcuts), ...Object.keys(r.heat.inked)]) expect(slots.has(id)).toBe(true)
    for (const id of Object.keys(r.heat.landed)) expect(squares.has(id)).toBe(true)
    expect(heatSum(r.heat.landed)).toBeLessThanOrEqual(sum(records.map((g) => g.actions)))
  })

  it('Exxtra: every action is a roll or a placement; faults per roll never exceed rolls', () => {
    const { r, records } = playtest('exxtra', 3, 20)
    expect(sum(r.counters.rolls) + sum(r.counters.rungs)).toBe(sum(records.map((g) => g.actions)))
    r.counters.busts.forEach((b, k) => expect(b).toBeLessThanOrEqual(r.counters.rolls[k]))
    expect(sum(r.counters.busts)).toBe(sum(r.counters.seatBusts))
    expect(sum(r.counters.busts)).toBeGreaterThan(0)
  })

  it('Swish: small fish eaten match the eat map, and no more than the pond holds', () => {
    const { r } = playtest('swish', 2, 4)
    const pond = (GAMES.swish.defaultScenario.board as { fish: unknown[] }).fish.length
    expect(heatSum(r.heat.eat)).toBe(sum(r.counters.eaten))
    expect(sum(r.counters.eaten)).toBeLessThanOrEqual(4 * (pond - 2))
    expect(heatSum(r.heat.swim)).toBeGreaterThan(0)
    for (const cell of Object.keys(r.heat.swim)) expect(cell).toMatch(/^-?\d+,-?\d+$/)
  })

  it('games a round limit ends are counted apart from those the rules end', () => {
    const limited = (game: 'exxtra' | 'kakekko', roundLimit: number) => {
      const base = GAMES[game].defaultScenario
      const scenario = checked({ ...base, rules: { ...base.rules, roundLimit } })
      const run: PlaytestRun = { scenario, seats: 3, levels: ['easy', 'easy', 'easy'], seed: 4, games: 6 }
      return report(run, playRange(run, 0, 6))
    }
    // one round of Exxtra and three of Kakekko (the least its check accepts on this board) end no game by the rules
    expect(limited('exxtra', 1)).toMatchObject({ limitEnded: 6, ends: { roundLimit: 6 } })
    expect(limited('kakekko', 3)).toMatchObject({ limitEnded: 6, ends: { roundLimit: 6 } })
    const free = playtest('exxtra', 3, 6).r
    expect(free).toMatchObject({ limitEnded: 0, ends: { goal: 6 } })
  })
})
