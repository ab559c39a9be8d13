import { describe, expect, it } from 'vitest'
import { makeRand } from '../../../shared/engine/rng.js'
import { defaultScenario, kakekko, play, raise, rollAll, scenario, start } from './helpers.js'

describe('Kakekko heuristic bot', () => {
  const rand = makeRand(1)

  it('spends a marble to dodge a value that would cost its turn', () => {
    let s = start(2, [4, 4])
    s = rollAll({ ...s, hand: [3, 1] })
    expect(s.queue).toEqual([0])
    expect(kakekko.bots.heuristic(s, rand)).toEqual(raise(1))
  })

  it('inks a shortcut that shortens its own route by more than it costs', () => {
    let s = start(2, [5, 1])
    s = rollAll({ ...s, pos: [1, 12] })
    s = play(s, raise(0), raise(0))
    // slot 103 (2–13) saves 10 steps, and the rival is already past it
    expect(kakekko.bots.heuristic(s, rand)).toEqual({ t: 'connect', slot: 103 })
  })

  it('walks home when the points reach', () => {
    let s = rollAll(start(2, [3, 1]))
    s = { ...s, pos: [12, 1] }
    s = play(s, raise(0), raise(0))
    expect(kakekko.bots.heuristic(s, rand)).toEqual({ t: 'walk', to: 13 })
  })

  it('games of heuristic bots end, with every variant', () => {
    for (const rules of [{}, { secretBases: true }, { thereAndBack: true, connectFrom: 'pawn' as const }]) {
      for (const n of [2, 5]) {
        const r = makeRand(n)
        let s = kakekko.setup({ ...scenario(rules, defaultScenario.board) }, n, n)
        let k = 0
        while (kakekko.toAct(s) !== null && k < 5000) {
          s = kakekko.apply(s, kakekko.bots.heuristic(s, r))
          k++
        }
        expect(kakekko.result(s)).not.toBeNull()
      }
    }
    let s = kakekko.setup(scenario({ teams: true }, defaultScenario.board, { min: 4, max: 4 }), 4, 9)
    for (let k = 0; kakekko.toAct(s) !== null && k < 5000; k++) s = kakekko.apply(s, kakekko.bots.heuristic(s, rand))
    expect(kakekko.result(s)!.filter((p) => p === 1)).toHaveLength(2)
  })
})
