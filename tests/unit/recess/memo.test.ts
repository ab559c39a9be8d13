import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { BoundedMemo } from '../../../shared/games/recess/memo.js'
import {
  HINT_MEMO_BYTES,
  hint,
  hintEntryBytes,
  hintMemo,
  positionHash,
  positionKey,
} from '../../../shared/games/recess/hint.js'
import type { RecessState } from '../../../shared/games/recess/types.js'
import { recess } from './helpers.js'
import { randomGame, randomScenario } from './random-scenarios.js'

/** positions of random games, on the default and random playgrounds, with the rule variants */
function positions(games: number): RecessState[] {
  return [...Array(games).keys()].flatMap((i) => {
    const scenario = i % 2 === 0 ? recess.defaultScenario : randomScenario(300 + i)
    const rook = { ...scenario.rules, nunMoves: 'rook' as const, shoveAdjacency: 4 as const }
    const rules = i % 3 === 1 ? rook : scenario.rules
    return randomGame({ ...scenario, rules }, 3 + (i % 3), i)
  })
}

describe('the hint memo is bounded by bytes, not entries', () => {
  it('never holds more than its budget, and forgets the oldest entries first (compared with a list)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 120 })), { maxLength: 300 }),
        (budget, ops) => {
          const memo = new BoundedMemo<string, number>(budget, (_key, bytes) => bytes)
          // the model: entries oldest first, the oldest dropped while the new one would not fit
          let model: [string, number][] = []
          for (const [k, bytes] of ops) {
            const key = `k${k}`
            memo.set(key, bytes)
            model = model.filter(([m]) => m !== key)
            if (bytes <= budget) {
              while (model.reduce((sum, [, b]) => sum + b, 0) + bytes > budget) model.shift()
              model.push([key, bytes])
            }
            expect(memo.bytes).toBeLessThanOrEqual(budget)
            expect(memo.bytes).toBe(model.reduce((sum, [, b]) => sum + b, 0))
            expect(memo.size).toBe(model.length)
          }
          for (const [key, bytes] of model) expect(memo.get(key)).toBe(bytes)
        },
      ),
      { seed: 18, numRuns: 200 },
    )
  })

  it('two positions share a key exactly when everything the hint reads is equal', () => {
    const slowKey = (s: RecessState): string => {
      const { rng: _rng, board: _board, rules, ...rest } = s
      return JSON.stringify([rest, rules.nunMoves, rules.shoveAdjacency, rules.turns, rules.turnTimer])
    }
    const fastToSlow = new Map<string, string>()
    const slowToFast = new Map<string, string>()
    for (const s of positions(40)) {
      const fast = positionKey(s)
      const slow = slowKey(s)
      expect(fastToSlow.get(fast) ?? slow).toBe(slow)
      expect(slowToFast.get(slow) ?? fast).toBe(fast)
      fastToSlow.set(fast, slow)
      slowToFast.set(slow, fast)
    }
    expect(fastToSlow.size).toBeGreaterThan(2000)
  })

  it("a position filed under the same hash as another never gets the other one's hint", () => {
    const [a, b] = positions(1).filter((s) => !s.over && recess.legalActions(s).length > 4)
    expect(positionKey(a)).not.toBe(positionKey(b))
    const fresh = (hintMemo.clear(), hint(a))
    hintMemo.clear()
    // b's entry where a's hash leads, as a collision of the two hashes would leave it
    const other = [recess.legalActions(b)[0]]
    hintMemo.set(positionHash(a), { key: positionKey(b), board: b.board, actions: other })
    expect(hint(a)).not.toBe(other)
    expect(hint(a)).toEqual(fresh)
  })

  it("an entry's estimate is at least what it holds in the heap", () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const used = () => {
      gc()
      gc()
      return process.memoryUsage().heapUsed
    }
    const all = positions(30).filter((s) => !s.over)
    // a first round makes every shared action and every lazily built table of the playgrounds
    for (const s of all) hint(s)
    hintMemo.clear()
    const before = used()
    for (const s of all) hint(s)
    const held = used() - before
    expect(hintMemo.size).toBeGreaterThan(2000)
    expect(held).toBeGreaterThan(0)
    expect(held).toBeLessThanOrEqual(hintMemo.bytes)
    expect(hintMemo.bytes).toBeLessThanOrEqual(HINT_MEMO_BYTES)
    expect(hintEntryBytes(0, { key: '', board: recess.defaultScenario.board, actions: [] })).toBeGreaterThan(0)
  })
})
