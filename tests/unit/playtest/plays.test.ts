import { describe, expect, it } from 'vitest'
import { GAMES } from '../../../shared/games/registry.js'
import { playsAlike } from '../../../shared/playtest/plays.js'

describe('a playtest stands for the scenario as long as it plays alike', () => {
  const base = GAMES.kakekko.defaultScenario

  it('a new title or the dates Save stamps change nothing the bots play', () => {
    const saved = { ...base, meta: { ...base.meta, title: 'Mine', updated: '2026-11-29T03:00:00.000Z' } }
    expect(playsAlike(base, saved)).toBe(true)
  })

  it('new rules, a new board or a new player range make it an earlier version', () => {
    expect(playsAlike(base, { ...base, rules: { ...base.rules } })).toBe(false)
    expect(playsAlike(base, { ...base, board: structuredClone(base.board) })).toBe(false)
    expect(playsAlike(base, { ...base, players: { ...base.players } })).toBe(false)
  })
})
