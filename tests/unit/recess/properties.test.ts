import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeRand } from '../../../shared/engine/rng.js'
import { replay } from '../../../shared/engine/session.js'
import { geometry, OBSTACLE, SAFE } from '../../../shared/games/recess/board.js'
import type { RecessAction, RecessState } from '../../../shared/games/recess/types.js'
import { recess } from './helpers.js'

function invariants(s: RecessState, total: number): void {
  const g = geometry(s.board)
  expect(s.coins.reduce((a, b) => a + b, 0)).toBe(total)
  expect(s.coins.every((c) => c >= 0)).toBe(true)
  expect(s.clock).toBeLessThanOrEqual(s.rules.turns)
  const kidsOn = new Map<number, number[]>()
  s.kp.forEach((p, k) => {
    if (p < 0) return
    expect(g.kind[p]).not.toBe(OBSTACLE)
    kidsOn.set(p, [...(kidsOn.get(p) ?? []), k])
  })
  for (const p of s.np) expect(g.kind[p]).not.toBe(OBSTACLE)
  if (s.pend) return
  for (const [p, kids] of kidsOn) {
    if (g.kind[p] === SAFE) continue
    const nuns = s.np.filter((q) => q === p).length
    if (kids.length + nuns <= 1) continue
    const fight = kids.length === 2 && nuns === 0 && (s.pin[kids[0]] === kids[1] || s.pin[kids[1]] === kids[0])
    const kiss = s.over && s.kisser >= 0 && kids.length === 2 && kids.every((k) => k >> 2 === s.kisser)
    expect(fight || kiss, `cell ${p} holds kids ${kids.join()} and ${nuns} nuns`).toBe(true)
  }
  for (let i = 0; i < s.np.length; i++) {
    for (let j = i + 1; j < s.np.length; j++) if (s.np[i] === s.np[j]) expect(g.kind[s.np[i]]).toBe(SAFE)
  }
}

function randomAction(s: RecessState, r: () => number): RecessAction {
  const cell = (): [number, number] => [Math.floor(r() * s.board.height), Math.floor(r() * s.board.width)]
  const k = Math.floor(r() * s.kp.length)
  switch (Math.floor(r() * 6)) {
    case 0:
      return { t: 'stay', kid: k }
    case 1:
      return { t: 'kid', kid: k, steps: 1 + Math.floor(r() * 3), to: cell() }
    case 2:
      return { t: 'nun', nun: Math.floor(r() * s.np.length), to: cell() }
    case 3:
      return { t: 'shove', to: cell() }
    case 4:
      return { t: 'tattle', to: cell() }
    default:
      return { t: 'pass' }
  }
}

const settings = fc.record({
  n: fc.integer({ min: 3, max: 5 }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  nunMoves: fc.constantFrom('queen' as const, 'rook' as const),
  shoveAdjacency: fc.constantFrom(8 as const, 4 as const),
  heuristic: fc.boolean(),
})

describe('random games of 3 to 5 seats', () => {
  it('keep every invariant, agree legalActions with explain, end by the last turn and replay', () => {
    fc.assert(
      fc.property(settings, ({ n, seed, nunMoves, shoveAdjacency, heuristic }) => {
        const scenario = {
          ...recess.defaultScenario,
          rules: { ...recess.defaultScenario.rules, nunMoves, shoveAdjacency },
        }
        const rand = makeRand(seed)
        let s = recess.setup(scenario, n, seed)
        const total = 10 * n
        const actions: RecessAction[] = []
        const bound = recess.maxActions(scenario, n)
        while (recess.toAct(s) !== null) {
          expect(actions.length).toBeLessThan(bound)
          invariants(s, total)
          const legal = recess.legalActions(s)
          const keys = new Set(legal.map((a) => JSON.stringify(a)))
          for (const a of legal) expect(recess.explain(s, a), JSON.stringify(a)).toBeNull()
          for (let i = 0; i < 12; i++) {
            const a = randomAction(s, () => rand.float())
            if (recess.explain(s, a) === null) expect(keys.has(JSON.stringify(a)), JSON.stringify(a)).toBe(true)
          }
          const playout = recess.playout!(s, rand)
          expect(keys.has(JSON.stringify(playout)), JSON.stringify(playout)).toBe(true)
          const a = heuristic && s.cur === 0 ? recess.bots.heuristic(s, rand) : recess.bots.random(s, rand)
          expect(keys.has(JSON.stringify(a))).toBe(true)
          actions.push(a)
          s = recess.apply(s, a)
        }
        invariants(s, total)
        expect(recess.result(s)).not.toBeNull()
        const again = replay(recess, scenario, n, seed, actions)
        expect(again.error).toBeNull()
        expect(JSON.stringify(again.states[again.states.length - 1])).toBe(JSON.stringify(s))
      }),
      { numRuns: 12 },
    )
  })

  it('apply never changes the state it is given', () => {
    const rand = makeRand(7)
    let s = recess.setup(recess.defaultScenario, 4, 7)
    for (let i = 0; i < 300 && recess.toAct(s) !== null; i++) {
      const before = JSON.stringify(s)
      const next = recess.apply(s, recess.bots.random(s, rand))
      expect(JSON.stringify(s)).toBe(before)
      s = next
    }
  })

  it('apply copies only what it changes: it never writes to the state it is given, and shares what it keeps', () => {
    const freeze = (x: unknown): void => {
      if (x === null || typeof x !== 'object' || Object.isFrozen(x)) return
      Object.freeze(x)
      for (const v of Object.values(x)) freeze(v)
    }
    const keys = ['kp', 'pin', 'det', 'np', 'coins', 'left', 'seen'] as const
    let unchanged = 0
    let shared = 0
    const variants = [
      [1, 'queen', 8, 0],
      [2, 'rook', 4, 30],
      [3, 'queen', 4, 0],
    ] as const
    for (const [seed, nunMoves, shoveAdjacency, turnTimer] of variants) {
      const rules = { ...recess.defaultScenario.rules, nunMoves, shoveAdjacency, turnTimer }
      const rand = makeRand(seed)
      let s = recess.setup({ ...recess.defaultScenario, rules }, 3 + seed - 1, seed)
      while (recess.toAct(s) !== null) {
        freeze(s)
        const next = recess.apply(s, recess.bots.random(s, rand))
        for (const k of keys) {
          if (JSON.stringify(next[k]) !== JSON.stringify(s[k])) continue
          unchanged++
          if (next[k] === s[k]) shared++
        }
        s = next
      }
    }
    expect(unchanged).toBeGreaterThan(1000)
    expect(shared / unchanged).toBeGreaterThan(0.9)
  })
})
