import { describe, expect, it } from 'vitest'
import { Budget, mcts, settled } from '../../../shared/ai/mcts.js'
import { chooseAction, LEVELS } from '../../../shared/ai/choose.js'
import { makeRand } from '../../../shared/engine/rng.js'
import type { BaseState, GameModule } from '../../../shared/engine/types.js'
import { GAMES } from '../../../shared/games/registry.js'
import { toy } from '../engine/toy-game.js'

/** what each call of a game's functions costs on the fake clock, ms */
interface Costs {
  hint?: number
  /** the hint in the position searched (`root`), in place of `hint` there */
  rootHint?: number
  apply?: number
  legalActions?: number
  evaluate?: number
  /** each cost is drawn between (1 - jitter) × and 1 × its figure, from a seeded generator */
  jitter?: number
}

/**
 * The game with a fake clock that only moves when the game works: every call of one of its
 * functions advances it by that function's cost. A search that reads this clock sees exactly the
 * time its own work took, whatever the machine.
 */
function onFakeClock(game: GameModule, costs: Costs, seed = 1, root?: BaseState) {
  const clock = { t: 0 }
  const rand = makeRand(seed)
  const spend = (ms: number | undefined) => {
    if (ms) clock.t += ms * (1 - (costs.jitter ?? 0) * rand.float())
  }
  const slow: GameModule = {
    ...game,
    toAct: (s) => game.toAct(s),
    apply: (s, a) => (spend(costs.apply), game.apply(s, a)),
    legalActions: (s) => (spend(costs.legalActions), game.legalActions(s)),
    hint: game.hint && ((s) => (spend(s === root ? costs.rootHint : costs.hint), game.hint!(s))),
    evaluate: game.evaluate && ((s) => (spend(costs.evaluate), game.evaluate!(s))),
  }
  return { slow, clock, now: () => clock.t }
}

/** positions with a choice to search, along a game its heuristic plays */
function positions(game: GameModule, seed: number, count: number): BaseState[] {
  const rand = makeRand(seed)
  const out: BaseState[] = []
  let s = game.setup(game.defaultScenario, game.defaultScenario.players.min, seed)
  for (let i = 0; out.length < count && game.toAct(s) !== null && i < 3000; i++) {
    if (i % 3 === 0 && (game.hint?.(s) ?? game.legalActions(s)).length > 1) out.push(s)
    s = game.apply(s, game.bots.heuristic(s, rand))
  }
  return out
}

const HARD = LEVELS.hard.timeMs

describe("a decision's time budget (the clock starts with the call and is read often enough)", () => {
  it('counts the root hint in the budget: a 300 ms hint leaves 1.2 s to search', () => {
    const recess = GAMES.recess
    for (const s of positions(recess, 3, 2)) {
      const { slow, clock, now } = onFakeClock(recess, { rootHint: 300, hint: 0.05, apply: 0.2 }, 1, s)
      const r = mcts(slow, s, { seed: 1, timeMs: HARD, now })
      expect(clock.t).toBeLessThanOrEqual(HARD)
      expect(clock.t).toBeGreaterThan(HARD - 50)
      expect(r.stats.iterations).toBeGreaterThan(0)
    }
  })

  it('stops before the budget when every iteration is slow (tens of ms each)', () => {
    for (const id of ['kakekko', 'exxtra', 'recess'] as const) {
      const game = GAMES[id]
      for (const s of positions(game, 5, 2)) {
        const { slow, clock, now } = onFakeClock(game, { apply: 7, legalActions: 3, evaluate: 11, hint: 5 })
        mcts(slow, s, { seed: 2, timeMs: HARD, now })
        expect(clock.t, id).toBeLessThanOrEqual(HARD)
        expect(clock.t, id).toBeGreaterThan(HARD - 200)
      }
    }
  })

  it('never overruns a Hard decision on positions of Recess!, Kakekko and Exxtra whose costs vary call by call', () => {
    for (const id of ['kakekko', 'exxtra', 'recess'] as const) {
      const game = GAMES[id]
      for (const [i, s] of positions(game, 8, 3).entries()) {
        for (const costs of [
          { apply: 0.04, legalActions: 0.03, evaluate: 0.1, hint: 0.5, jitter: 0.9 },
          { apply: 0.4, legalActions: 0.3, evaluate: 1, hint: 40, jitter: 0.9 },
        ]) {
          const { slow, clock, now } = onFakeClock(game, costs, 100 + i)
          chooseAction(slow, s, 'hard', 17 + i, now)
          expect(clock.t, `${id} position ${i}`).toBeLessThanOrEqual(HARD)
        }
      }
    }
  })

  it('gives up searching, and still answers, when the root hint alone took the whole budget', () => {
    const s = positions(GAMES.recess, 3, 1)[0]
    const { slow, clock, now } = onFakeClock(GAMES.recess, { rootHint: 2000, apply: 1 }, 1, s)
    const r = mcts(slow, s, { seed: 1, timeMs: HARD, now })
    expect(r.stats.iterations).toBe(0)
    expect(clock.t).toBe(2000)
    expect(GAMES.recess.explain(s as never, r.action as never)).toBeNull()
  })

  it('reads a fast search’s clock every few iterations only, a slow one’s at every iteration', () => {
    let reads = 0
    let t = 0
    // each reading of this clock shows 0.01 ms more: iterations look 10 µs apart at first
    const fast = new Budget(() => (reads++, (t += 0.01)), 100)
    for (let i = 0; i < 1000; i++) if (fast.due(i)) fast.over(i)
    expect(reads).toBeLessThan(1000 / 8)
    reads = 0
    t = 0
    const slow = new Budget(() => (reads++, (t += 5)), 1e9)
    for (let i = 0; i < 100; i++) if (slow.due(i)) slow.over(i)
    expect(reads).toBe(101)
  })

  it('tells its clock the iterations done at each reading', () => {
    const told: number[] = []
    const r = mcts(toy, toy.apply(toy.setup(toy.defaultScenario, 2, 3), { t: 'roll' }), {
      seed: 1,
      timeMs: 1e9,
      iterations: 200,
      // each reading shows 5 ms more, so the clock is read before every iteration
      now: (iterations) => (told.push(iterations), told.length * 5),
    })
    // the search may stop early, its choice settled: it read the clock at every count up to there
    expect(r.stats.iterations).toBeGreaterThan(50)
    expect(told).toEqual([0, ...Array.from({ length: r.stats.iterations + 1 }, (_, i) => i)])
  })

  it('never reads the clock without a time budget', () => {
    let reads = 0
    mcts(toy, toy.apply(toy.setup(toy.defaultScenario, 2, 3), { t: 'roll' }), {
      seed: 1,
      iterations: 200,
      now: () => reads++,
    })
    expect(reads).toBe(0)
  })

  it('stops once the choice is settled, and then chooses exactly what the whole budget would have chosen', () => {
    const K = 600
    let stoppedEarly = 0
    for (const id of ['kakekko', 'exxtra', 'recess'] as const) {
      const game: GameModule = GAMES[id]
      for (const [i, s] of positions(game, 11, 6).entries()) {
        const whole = mcts(game, s, { seed: 30 + i, iterations: K })
        // the same search with a time budget it never reaches: only the settled rule can stop it
        // early, reckoning with the K − n iterations left
        let t = 0
        const early = mcts(game, s, { seed: 30 + i, iterations: K, timeMs: 1e12, now: () => (t += 0.001) })
        expect(early.action, `${id} position ${i}`).toEqual(whole.action)
        expect(early.stats.iterations).toBeLessThanOrEqual(K)
        if (early.stats.iterations < K) stoppedEarly++
      }
    }
    expect(stoppedEarly).toBeGreaterThan(0)
  })

  it('calls a choice settled only when no other root child can catch the most visited one', () => {
    // root 0 with children 1, 2, 3 (visits 50, 20, 10), linked first → next as the tree does
    const tree = {
      first: Int32Array.from([3, -1, -1, -1]),
      next: Int32Array.from([-1, -1, 1, 2]),
      visits: Float64Array.from([80, 50, 20, 10]),
    }
    expect(settled(tree, 29)).toBe(true)
    expect(settled(tree, 30)).toBe(false) // 20 + 30 ties 50: a tie is not settled
    expect(settled(tree, Number.POSITIVE_INFINITY)).toBe(false)
  })
})
