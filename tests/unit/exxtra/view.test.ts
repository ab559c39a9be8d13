import { describe, expect, it } from 'vitest'
import { exxtra } from '../../../shared/games/exxtra/index.js'
import { diceStatus, diceView } from '../../../src-renderer/games/exxtra/view.js'
import { place, roll, scenarioWith } from './helpers.js'

describe('Exxtra view: a game the round limit ended', () => {
  it('the dice read "limit" with the seats furthest ahead, and the line names them', () => {
    let s = { ...exxtra.setup(scenarioWith({ roundLimit: 1 }), 3, 1), pos: [4, 9, 9] }
    for (let i = 0; i < 3; i++) s = place(roll(s, '2', '1'), 0)
    const view = diceView(s, { t: 'place', rung: 0 }, null)
    expect(view.mode).toBe('limit')
    expect(view.leaders).toEqual([1, 2])
    const seats = ['Ann', 'Bo', 'Cy'].map((name) => ({ name, colour: '#000' }))
    const t = (key: string, params: Record<string, unknown>) => `${key} ${JSON.stringify(params)}`
    expect(diceStatus(view, seats, t)).toBe('exxtra.board.limitOver {"rounds":1,"names":"Bo, Cy"}')
  })
})
