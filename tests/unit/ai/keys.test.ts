import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KeyTable } from '../../../shared/ai/keys.js'
import { BYTES_PER_NODE, NONE, Tree } from '../../../shared/ai/tree.js'
import { GAMES } from '../../../shared/games/registry.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { BaseState, GameModule } from '../../../shared/engine/types.js'
import { mcts } from '../../../shared/ai/mcts.js'

describe('numeric action keys', () => {
  it('two JSON values get the same key exactly when their JSON texts are equal', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 2, maxLength: 30 }), (values) => {
        const keys = new KeyTable()
        const byText = new Map<string, number>()
        for (const v of values) {
          const k = keys.of(v)
          const text = JSON.stringify(v)
          if (!byText.has(text)) byText.set(text, k)
          expect(k).toBe(byText.get(text))
        }
        expect(new Set(byText.values()).size).toBe(byText.size)
        expect(keys.size).toBe(byText.size)
      }),
    )
  })

  it('tells apart values that a naive concatenation would merge', () => {
    const keys = new KeyTable()
    const tricky = [
      { a: [1, 2], b: 3 },
      { a: [1], b: [2, 3] },
      { a: 1, b: 23 },
      { a: 12, b: 3 },
      { a: '1', b: 23 },
      { b: 3, a: [1, 2] },
      { a: [[1], 2], b: 3 },
    ]
    expect(new Set(tricky.map((v) => keys.of(v))).size).toBe(tricky.length)
    expect(keys.of(new Int8Array([4, 7]))).toBe(keys.of([4, 7]))
  })

  it("every game's legal actions along random games: equal keys exactly for equal actions", () => {
    for (const game of Object.values<GameModule>(GAMES)) {
      const keys = new KeyTable()
      const byText = new Map<string, number>()
      for (let g = 0; g < 3; g++) {
        const rand = makeRand(g + 1)
        let s = game.setup(game.defaultScenario, game.defaultScenario.players.min, g + 1)
        for (let i = 0; i < 150 && game.toAct(s) !== null; i++) {
          for (const a of game.legalActions(s)) {
            const text = JSON.stringify(a)
            const k = keys.of(a)
            if (!byText.has(text)) byText.set(text, k)
            expect(k, `${game.id} ${text}`).toBe(byText.get(text))
          }
          s = game.apply(s, game.bots.random(s, rand))
        }
      }
      expect(keys.size, game.id).toBe(byText.size)
    }
  })

  // Swish's legalActions takes milliseconds a state (its geometry): fewer states keep the test short
  const statesPerGame = (game: GameModule) => (game.id === 'swish' ? 40 : 400)

  it("a game's own actionKey is a safe integer, equal exactly for equal actions, at 2 to 5 seats", () => {
    const games = Object.values<GameModule>(GAMES).filter((g) => g.actionKey)
    expect(games.map((g) => g.id).sort()).toEqual(['exxtra', 'kakekko', 'swish'])
    for (const game of games) {
      const byText = new Map<string, number>()
      const byKey = new Map<number, string>()
      for (let g = 0; g < 8; g++) {
        const rand = makeRand(g + 1)
        const seats = Math.min(game.seatLimits.max, 2 + (g % 4))
        let s = game.setup(game.defaultScenario, seats, g + 1)
        for (let i = 0; i < statesPerGame(game) && game.toAct(s) !== null; i++) {
          for (const a of game.legalActions(s)) {
            const text = JSON.stringify(a)
            const k = game.actionKey!(a)
            expect(Number.isSafeInteger(k), `${game.id} ${text}`).toBe(true)
            expect(byText.get(text) ?? k, `${game.id} ${text}`).toBe(k)
            expect(byKey.get(k) ?? text, `${game.id} key ${k}`).toBe(text)
            byText.set(text, k)
            byKey.set(k, text)
          }
          s = game.apply(s, game.bots.random(s, rand))
        }
      }
      expect(byText.size, game.id).toBeGreaterThan(4)
    }
  })

  it("a game's own actionKey changes no search: the same visits as keying by the actions' fields", () => {
    for (const game of Object.values<GameModule>(GAMES).filter((g) => g.actionKey)) {
      const walked: GameModule = { ...game, actionKey: undefined }
      const rand = makeRand(5)
      let s: BaseState = game.setup(game.defaultScenario, 2, 5)
      for (let searched = 0; searched < 3 && game.toAct(s) !== null;) {
        if (game.legalActions(s).length >= 2) {
          const opts = { seed: searched + 1, iterations: 150 }
          // the same tree and choice; only the key table's memory differs
          const { bytes: _own, ...own } = mcts(game, s, opts).stats
          const { bytes: _walked, ...byFields } = mcts(walked, s, opts).stats
          expect(own, game.id).toEqual(byFields)
          searched++
        }
        for (let i = 0; i < 7 && game.toAct(s) !== null; i++) s = game.apply(s, game.bots.random(s, rand))
      }
    }
  })

  it('numbers a game gives its actions become dense keys, the same number always the same key', () => {
    const keys = new KeyTable(4) // the trie's root counts as one
    expect([keys.ofNumber(800_002), keys.ofNumber(7), keys.ofNumber(800_002)]).toEqual([0, 1, 0])
    expect(keys.ofNumber(-5)).toBe(2)
    expect(keys.ofNumber(9)).toBe(NONE)
    expect(keys.ofNumber(7)).toBe(1)
  })

  it('an outcome is keyed by the fields that changed, the random source aside', () => {
    const keys = new KeyTable()
    const board = { cells: [1, 2, 3] }
    const before = { rng: 1, dice: [1, 1], board }
    const a = keys.ofChanges(before, { rng: 2, dice: [3, 4], board }, 'rng')
    expect(keys.ofChanges(before, { rng: 9, dice: [3, 4], board }, 'rng')).toBe(a)
    expect(keys.ofChanges(before, { rng: 2, dice: [4, 3], board }, 'rng')).not.toBe(a)
    expect(keys.ofChanges(before, { rng: 2, dice: before.dice, board: { cells: [1, 2, 3] } }, 'rng')).not.toBe(a)
  })

  it('a full table keeps the keys it gave and gives none (-1) to new values: its memory is bounded', () => {
    const keys = new KeyTable(40)
    const given = new Map<number, number>()
    for (let i = 0; i < 100; i++) {
      const k = keys.of({ t: 'walk', to: i })
      if (k !== NONE) given.set(i, k)
    }
    expect(keys.nodes).toBeLessThanOrEqual(40)
    expect(given.size).toBeGreaterThan(0)
    expect(given.size).toBeLessThan(100)
    for (const [i, k] of given) expect(keys.of({ t: 'walk', to: i })).toBe(k)
    expect(keys.of({ t: 'walk', to: 1000 })).toBe(NONE)
  })
})

describe('the compact tree', () => {
  it('grows past its first size, keeps every row, and refuses nodes past its cap', () => {
    const tree = new Tree(3000)
    for (let i = 1; i < 3000; i++) {
      const n = tree.add(0, i, i % 4)
      tree.visits[n] = i
    }
    expect(tree.size).toBe(3000)
    expect(tree.full).toBe(true)
    expect(tree.add(0, 5, 0)).toBe(NONE)
    expect(tree.count[0]).toBe(2999)
    expect(tree.child(0, 1234)).toBe(1234)
    expect(tree.visits[1234]).toBe(1234)
    expect(tree.seat[1234]).toBe(1234 % 4)
    expect(tree.bytes).toBe(3000 * BYTES_PER_NODE)
  })
})
