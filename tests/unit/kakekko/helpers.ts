import { expect } from 'vitest'
import { scriptedRng } from '../../../shared/engine/rng.js'
import { kakekko, defaultScenario } from '../../../shared/games/kakekko/index.js'
import type { Board, KakekkoAction, KakekkoScenario, KakekkoState, Rules } from '../../../shared/games/kakekko/types.js'

export { kakekko, defaultScenario }

/**
 * A small U-shaped board: start shrine 1 (area 4) → 2 … 7 along the bottom, 8 … 13 back along
 * the top, goal shrine 14 (area 1). Slot 101 joins 3–12 (saves 8 steps), slot 102 joins 5–10
 * (saves 4), slot 103 joins 2-13 (saves 10).
 */
export function lineBoard(): Board {
  const squares: Board['squares'] = []
  for (let i = 1; i <= 7; i++) squares.push({ id: i, x: 100 * i, y: 400, kind: 'passage', area: 4 })
  for (let i = 8; i <= 14; i++) squares.push({ id: i, x: 100 * (15 - i), y: 100, kind: 'passage', area: 1 })
  squares[0].kind = 'shrine'
  squares[13].kind = 'shrine'
  squares[3].kind = 'icon'
  squares[3].icon = 'well'
  const roads: [number, number][] = []
  for (let i = 1; i < 14; i++) roads.push([i, i + 1])
  return {
    width: 1600,
    height: 600,
    squares,
    roads,
    slots: [
      { id: 101, a: 3, b: 12 },
      { id: 102, a: 5, b: 10 },
      { id: 103, a: 2, b: 13 },
    ],
  }
}

export const baseRules: Rules = {
  connectFrom: 'anywhere',
  secretBases: false,
  thereAndBack: false,
  teams: false,
  maxValue: 12,
  maxHand: 6,
  marblesPerPlayer: 3,
  maxSlotLength: 400,
  roundLimit: 120,
}

export function scenario(
  rules: Partial<Rules> = {},
  board: Board = lineBoard(),
  players = { min: 2, max: 8 },
): KakekkoScenario {
  return {
    format: 'asobiba.scenario',
    version: 1,
    game: 'kakekko',
    meta: { title: 'test', author: '', description: '' },
    players,
    rules: { ...baseRules, ...rules },
    board,
  }
}

/** a fresh game whose dice will show `dice` in order */
export function start(seats: number, dice: number[], rules: Partial<Rules> = {}, board?: Board): KakekkoState {
  const s = kakekko.setup(scenario(rules, board), seats, 1)
  return { ...s, rng: scriptedRng(dice) }
}

/** applies actions, failing the test on the first illegal one */
export function play(s: KakekkoState, ...actions: KakekkoAction[]): KakekkoState {
  for (const a of actions) {
    expect(kakekko.explain(s, a), JSON.stringify(a)).toBeNull()
    s = kakekko.apply(s, a)
  }
  return s
}

/** every racing seat rolls once (dice come from the script) */
export function rollAll(s: KakekkoState): KakekkoState {
  for (let k = s.queue.length; k > 0; k--) s = play(s, { t: 'roll' })
  return s
}

export const walk = (to: number): KakekkoAction => ({ t: 'walk', to })
export const raise = (marbles: number): KakekkoAction => ({ t: 'raise', marbles })
export const connect = (slot: number): KakekkoAction => ({ t: 'connect', slot })
export const make = (square: number): KakekkoAction => ({ t: 'make', square })
export const REST: KakekkoAction = { t: 'rest' }
export const END: KakekkoAction = { t: 'end' }
