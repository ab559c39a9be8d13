import { describe, expect, it } from 'vitest'
import { scriptedRng } from '../../../shared/engine/rng.js'
import type { BaseState, GameModule } from '../../../shared/engine/types.js'
import { GAMES } from '../../../shared/games/registry.js'
import { exxtra } from '../../../shared/games/exxtra/index.js'
import { kakekko } from '../../../shared/games/kakekko/index.js'
import { buildSeries, seriesSteps, statesOf, turnStarts } from '../../../shared/stats/series.js'
import { SERIES } from '../../../shared/stats/registry.js'
import { series as exxtraSeries } from '../../../shared/games/exxtra/series.js'
import { series as recessSeries } from '../../../shared/games/recess/series.js'
import { series as kakekkoSeries } from '../../../shared/games/kakekko/series.js'
import { series as swishSeries, eaten } from '../../../shared/games/swish/series.js'
import type { ExxtraAction, ExxtraScenario } from '../../../shared/games/exxtra/types.js'
import type { RecessState } from '../../../shared/games/recess/types.js'
import type { KakekkoScenario, KakekkoState } from '../../../shared/games/kakekko/types.js'
import type { SwishState } from '../../../shared/games/swish/types.js'
import { makeRand } from '../../../shared/engine/rng.js'
import { GAME_IDS } from '../../../shared/engine/types.js'

/** a state that only says whose turn it is (and, for a series, one number `k`) */
type Turns = BaseState & { who: number | null; k?: number }
const NO_TABLE: BaseState = { rng: scriptedRng([]), n: 2 }

describe('end-of-game series: one point at the start of every turn and one at the end', () => {
  it('turnStarts: position 0, every change of the seat on turn, and the last position', () => {
    const game: Pick<GameModule<Turns>, 'toAct'> = { toAct: (s) => s.who }
    const states = [0, 0, 1, 1, 1, 0, null].map((who): Turns => ({ ...NO_TABLE, who }))
    expect(turnStarts(game, states)).toEqual([0, 2, 5, 6])
    // a log that stops inside a turn still ends with a point where it stops
    expect(turnStarts(game, states.slice(0, 4))).toEqual([0, 2, 3])
  })

  it('seriesSteps pauses after every chunk of turns and ends with the series buildSeries makes', () => {
    const game: Pick<GameModule<Turns>, 'toAct'> = { toAct: (s) => s.who }
    const states = Array.from({ length: 23 }, (_, k): Turns => ({ ...NO_TABLE, who: k % 2, k }))
    const reads: number[] = []
    const quantity = { key: 'k', of: (s: Turns) => (reads.push(1), [s.k ?? 0, null]) }
    const steps = seriesSteps(game, states, [quantity], 5)
    let pauses = 0
    let r = steps.next()
    while (!r.done) {
      // each pause comes after exactly 5 more turns were read
      expect(reads.length).toBe(5 * ++pauses)
      r = steps.next()
    }
    // 23 turns (the seat changes at every action): paused after 5, 10, 15 and 20
    expect(pauses).toBe(4)
    expect(r.value).toEqual(buildSeries(game, states, [quantity]))
  })

  it('Exxtra: pawns’ squares over a hand-played game (a double moves at once, a pair on the ladder at the start of its owner’s turn, a fault sends back)', () => {
    const g = exxtra
    const base = g.defaultScenario
    const sc = {
      ...base,
      rules: { ...base.rules, trackLength: 10, dieA: ['1', '2', 'X'], dieB: ['1', '2', 'X'] },
    } as ExxtraScenario
    // dice faces by index: 0 → 1, 1 → 2, 2 → X
    const first = { ...g.setup(sc, 2, 1), rng: scriptedRng([0, 0, 1, 0, 1, 1, 2, 0]) }
    const actions: ExxtraAction[] = [
      { t: 'roll' }, // seat 0: 1-1, a double: square 1, holds 11
      { t: 'place', rung: 3 }, // seat 0 puts 11 on rung 3
      { t: 'roll' }, // seat 1: 2-1, holds 21
      { t: 'place', rung: 2 }, // seat 1 puts 21 on rung 2 and knocks 11 back: seat 0's pawn does not move
      { t: 'roll' }, // seat 0: 2-2, a double: square 3
      { t: 'roll' }, // seat 0: X-1 on a later roll, a fault: back to square 2; seat 1 starts on 2 (rung 2)
    ]
    const states = statesOf(g, first, actions)
    const s = buildSeries(g, states, exxtraSeries)
    expect(s.at).toEqual([0, 2, 4, 6])
    expect(s.turn).toEqual([0, 1, 2, 3])
    expect(s.lines).toEqual([
      {
        key: 'exxtra.chart.progress',
        values: [
          [0, 1, 1, 2],
          [0, 0, 0, 2],
        ],
      },
    ])
  })

  it('Recess: each player’s coins at each turn start', () => {
    const g = GAMES.recess
    const s0 = g.setup(g.defaultScenario, 3, 5) as RecessState
    const coins = s0.coins[0]
    const states: RecessState[] = [
      s0,
      { ...s0, coins: [coins + 1, coins, coins] },
      { ...s0, cur: 1, coins: [coins + 1, coins, coins] },
      { ...s0, cur: 1, coins: [coins, coins + 1, coins] },
      { ...s0, cur: 2, coins: [coins, coins + 1, coins] },
      { ...s0, cur: 2, over: true, coins: [coins - 2, coins + 3, coins - 2] },
    ]
    const s = buildSeries(g, states, recessSeries)
    expect(s.at).toEqual([0, 2, 4, 5])
    expect(s.lines[0].values).toEqual([
      [coins, coins + 1, coins, coins - 2],
      [coins, coins, coins + 1, coins + 3],
      [coins, coins, coins, coins - 2],
    ])
  })

  it('Kakekko: steps to the goal over roads and inked shortcuts, and marbles in hand', () => {
    const g = kakekko
    const base = g.defaultScenario
    // a road of five squares, 1 (start shrine, area 4) to 5 (goal shrine, area 1), and a shortcut 1–4
    const squares = [1, 2, 3, 4, 5].map((id, i) => ({
      id,
      x: i * 40,
      y: 0,
      kind: id === 1 || id === 5 ? 'shrine' : 'passage',
      area: id === 1 ? 4 : id === 5 ? 1 : 2,
    }))
    const sc = {
      ...base,
      board: {
        width: 200,
        height: 40,
        squares,
        roads: [
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 5],
        ],
        slots: [{ id: 9, a: 1, b: 4 }],
      },
    } as KakekkoScenario
    const s0 = g.setup(sc, 2, 3)
    const states: KakekkoState[] = [
      s0,
      { ...s0, queue: [1], pos: [2, 1], hand: [2, 3] },
      { ...s0, queue: [0], pos: [2, 1], hand: [2, 3], inked: [true] },
      { ...s0, queue: [1], pos: [5, 4], hand: [0, 3], inked: [true], done: [true, false] },
    ]
    const s = buildSeries(g, states, kakekkoSeries)
    const hand = s0.hand[0]
    expect(s.at).toEqual([0, 1, 2, 3])
    expect(s.lines).toEqual([
      {
        key: 'kakekko.chart.steps',
        values: [
          [4, 3, 3, 0],
          [4, 4, 2, 1],
        ],
      },
      {
        key: 'kakekko.chart.marbles',
        values: [
          [hand, 2, 2, 0],
          [hand, 3, 3, 3],
        ],
      },
    ])
  })

  it('Swish: small fish eaten (bones grown plus indigestions) and the score (bones minus indigestions)', () => {
    const g = GAMES.swish
    const s0 = g.setup(g.defaultScenario, 2, 1) as SwishState
    const fish = (len: number) => ({ c: new Array<number>(len).fill(0), p: new Array<number>(2 * (len + 1)).fill(0) })
    const s1: SwishState = { ...s0, phase: 'swim', seat: 0, fish: [fish(2), fish(2)] }
    const s2: SwishState = { ...s1, seat: 1, fish: [fish(3), fish(2)] }
    const s3: SwishState = { ...s2, seat: 0, sick: [[], [1]] }
    const s4: SwishState = { ...s3, phase: 'over', fish: [fish(4), fish(2)], sick: [[2], [1]] }
    expect(eaten(s4)).toEqual([3, 1])
    const s = buildSeries(g, [s0, s1, s2, s3, s4], swishSeries)
    expect(s.at).toEqual([0, 1, 2, 3, 4])
    expect(s.lines).toEqual([
      {
        key: 'swish.chart.eaten',
        values: [
          [0, 0, 1, 1, 3],
          [0, 0, 0, 1, 1],
        ],
      },
      {
        key: 'swish.chart.score',
        values: [
          [0, 2, 3, 3, 3],
          [0, 2, 2, 1, 1],
        ],
      },
    ])
  })

  it.each(GAME_IDS)(
    '%s: on a bot game replayed from its log, the last point is the final state’s and every point is a turn start',
    (id) => {
      const g = GAMES[id]
      const rand = makeRand(7)
      let s = g.setup(g.defaultScenario, 2, 11)
      const actions = []
      while (g.toAct(s) !== null && actions.length < 3000) {
        const a = g.bots.heuristic(s, rand)
        actions.push(a)
        s = g.apply(s, a)
      }
      const states = statesOf(g, g.setup(g.defaultScenario, 2, 11), actions)
      const series = buildSeries(g, states, SERIES[id])
      expect(series.at[series.at.length - 1]).toBe(actions.length)
      for (const line of series.lines) {
        const q = SERIES[id].find((x) => x.key === line.key)!
        const last = q.of(states[states.length - 1]).map((v) => v ?? null)
        expect(line.values.map((v) => v[v.length - 1])).toEqual(last)
      }
      for (const k of series.at.slice(1, -1)) expect(g.toAct(states[k])).not.toBe(g.toAct(states[k - 1]))
    },
  )
})
