import { expect } from 'vitest'
import { mcts } from '../../shared/ai/mcts.js'
import { makeRand, type Rand } from '../../shared/engine/rng.js'
import type { BaseAction, BaseState, GameModule, Reason, Scenario } from '../../shared/engine/types.js'
import { hasMessage, LOCALES, translate } from '../../shared/i18n/index.js'

/**
 * The game contract of issue 13, checked the same way for every game: games played by a chooser
 * end within maxActions; in every state reached, explain accepts exactly the legal actions among
 * those tried and refuses the others with a reason that renders in every language; the bots, the
 * playout and the hint only pick legal actions. Each game's contract.test.ts says what to try.
 */

/** who plays: uniform over legalActions, the random bot, or a bot level (the searches on a tiny budget) */
export type Chooser = 'uniform' | 'random' | 'easy' | 'normal' | 'hard'

export interface Contract<S extends BaseState, A extends BaseAction, R extends object, B> {
  game: GameModule<S, A, R, B>
  /** actions tried in a state besides the legal ones: explain must refuse exactly those not legal */
  probes(s: S, rand: Rand, scenario: Scenario<R, B>): A[]
  /** whether the probes and `malformed` are tried at the `n`th state (all of them if absent) */
  sampled?(n: number, scenario: Scenario<R, B>): boolean
  /** values that are no action at all: explain refuses each, with a reason that renders */
  malformed?: unknown[]
  /** the MCTS iterations of the Normal and Hard bots */
  budget: { normal: number; hard: number }
  /** what the game's own helpers pick in a running state (bots, playout, hint): each must be legal */
  picks?(s: S, rand: Rand): A[]
  /** the chosen action's description renders too */
  describes?: boolean
}

const key = (a: unknown) => JSON.stringify(a)

/** the reason (and its cause) renders in every language, from its own text, every placeholder filled */
export function rendersEverywhere(why: Reason): void {
  for (const locale of LOCALES) {
    expect(hasMessage(locale, why.key), `${locale} ${why.key}`).toBe(true)
    if (why.cause) expect(hasMessage(locale, why.cause.key), `${locale} ${why.cause.key}`).toBe(true)
    expect(translate(locale, why), `${locale} ${why.key} ${JSON.stringify(why.params)}`).not.toMatch(/\{\w+\}/)
  }
}

/** the action a player of that kind takes in `s` */
export function choose<S extends BaseState, A extends BaseAction, R extends object, B>(
  c: Contract<S, A, R, B>,
  who: Chooser,
  s: S,
  rand: Rand,
  seed: number,
): A {
  switch (who) {
    case 'uniform': {
      const legal = c.game.legalActions(s)
      return legal[rand.int(legal.length)]
    }
    case 'random':
      return c.game.bots.random(s, rand)
    case 'easy':
      return c.game.bots.heuristic(s, rand)
    default:
      return mcts(c.game, s, { seed, iterations: c.budget[who] }).action
  }
}

/**
 * Plays one game by `who`, checking the contract at every state on the way and at the end (no
 * action left, a ranking of every seat with a winner). Returns the number of actions played.
 */
export function playChecked<S extends BaseState, A extends BaseAction, R extends object, B>(
  c: Contract<S, A, R, B>,
  scenario: Scenario<R, B>,
  seats: number,
  seed: number,
  who: Chooser,
): number {
  const { game } = c
  const bound = game.maxActions(scenario, seats)
  const rand = makeRand(seed)
  const rendered = new Set<string>()
  const renders = (why: Reason) => {
    if (rendered.has(key(why))) return
    rendered.add(key(why))
    rendersEverywhere(why)
  }
  let s = game.setup(scenario, seats, seed)
  let n = 0
  while (game.toAct(s) !== null) {
    expect(n, `more actions than the bound ${bound}`).toBeLessThan(bound)
    const legal = game.legalActions(s)
    expect(legal.length, 'a running game always offers an action').toBeGreaterThan(0)
    const keys = new Set(legal.map(key))
    expect(keys.size).toBe(legal.length)
    for (const a of legal) expect(game.explain(s, a), key(a)).toBeNull()
    if (c.sampled?.(n, scenario) ?? true) {
      for (const a of c.probes(s, rand, scenario)) {
        const why = game.explain(s, a)
        expect(why === null, `${key(a)} after ${n} actions: ${why?.key}`).toBe(keys.has(key(a)))
        if (why) renders(why)
      }
      for (const a of c.malformed ?? []) {
        const why = game.explain(s, a as A)
        expect(why, key(a)).not.toBeNull()
        renders(why!)
      }
    }
    for (const a of c.picks?.(s, rand) ?? []) expect(keys.has(key(a)), key(a)).toBe(true)
    const a = choose(c, who, s, rand, seed * 7919 + n + 1)
    expect(keys.has(key(a)), `${who} chose ${key(a)}`).toBe(true)
    if (c.describes) renders(game.describe(s, a))
    s = game.apply(s, a)
    n++
  }
  expect(game.legalActions(s)).toEqual([])
  for (const a of c.probes(s, rand, scenario)) {
    const why = game.explain(s, a)
    expect(why, `${key(a)} once the game is over`).not.toBeNull()
    renders(why!)
  }
  const ranking = game.result(s)
  expect(ranking).toHaveLength(seats)
  expect(ranking).toContain(1)
  for (const place of ranking ?? []) expect(place >= 1 && place <= seats).toBe(true)
  return n
}

/** a search's evaluation of a state: one finite value in [0, 1] for each of its `seats` */
export function expectSeatValues(values: readonly number[], seats: number) {
  expect(values).toHaveLength(seats)
  for (const x of values) {
    expect(Number.isFinite(x)).toBe(true)
    expect(x).toBeGreaterThanOrEqual(0)
    expect(x).toBeLessThanOrEqual(1)
  }
}
