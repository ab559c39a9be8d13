import { describe, expect, it } from 'vitest'
import {
  backpropagate,
  expand,
  newSearch,
  playout,
  select,
  selectChild,
  type Search,
} from '../../../shared/ai/phases.js'
import { NONE } from '../../../shared/ai/tree.js'
import { makeRand, seedRng } from '../../../shared/engine/rng.js'
import type { GameModule } from '../../../shared/engine/types.js'
import { toy, type ToyAction, type ToyState } from '../engine/toy-game.js'

/** the toy race, seat 0 has rolled: its choices are mark and end */
const rolled = toy.apply(toy.setup(toy.defaultScenario, 2, 3), { t: 'roll' })
const MARK: ToyAction = { t: 'mark', at: rolled.pos[0] }
const END: ToyAction = { t: 'end' }
const ROLL: ToyAction = { t: 'roll' }

function searchOf(
  game: GameModule<ToyState, ToyAction> = toy,
  root: ToyState = rolled,
  opts: { maxPlayout?: number; nodeCap?: number } = {},
) {
  return newSearch(game, makeRand(1), game.legalActions(root), {
    c: 0.9,
    maxPlayout: opts.maxPlayout ?? 5000,
    nodeCap: opts.nodeCap ?? 1000,
    policy: game.bots.random,
    candidates: (s) => game.legalActions(s),
  })
}

/** a child of `parent` for `action` with the given statistics */
function child(
  search: Search<ToyState, ToyAction>,
  parent: number,
  action: ToyAction,
  seat: number,
  visits: number,
  total: number,
  avail: number,
) {
  const n = search.tree.add(parent, search.keys.of(action), seat)
  search.tree.visits[n] = visits
  search.tree.total[n] = total
  search.tree.avail[n] = avail
  return n
}

const ucb = (total: number, visits: number, avail: number) => total / visits + 0.9 * Math.sqrt(Math.log(avail) / visits)

describe('select: UCB among the children whose action can be chosen now', () => {
  it('picks the child with the highest UCB score, counting availability before scoring', () => {
    const search = searchOf()
    const mark = child(search, 0, MARK, 0, 10, 6, 10)
    const end = child(search, 0, END, 0, 2, 1, 10)
    expect(ucb(6, 10, 11)).toBeLessThan(ucb(1, 2, 11))
    expect(selectChild(search, 0, [MARK, END])).toBe(end)
    expect(search.tree.avail[mark]).toBe(11)
    expect(search.tree.avail[end]).toBe(11)
    expect(search.level.untried).toEqual([])
  })

  it('ignores a child whose action is not among the choices, and does not count it available', () => {
    const search = searchOf()
    const gone = child(search, 0, { t: 'mark', at: 99 }, 0, 1, 1, 1)
    const end = child(search, 0, END, 0, 5, 0, 5)
    expect(selectChild(search, 0, [MARK, END])).toBe(end)
    expect(search.tree.avail[gone]).toBe(1)
    expect(search.level.untried.map((i) => search.level.actions[i])).toEqual([MARK])
  })

  it('lists each untried choice once, in the order offered, even when offered twice', () => {
    const search = searchOf()
    expect(selectChild(search, 0, [END, MARK, { t: 'end' }])).toBe(NONE)
    expect(search.level.untried).toEqual([0, 1])
  })

  it('walks down through fully tried nodes and stops where a choice is untried', () => {
    const search = searchOf()
    child(search, 0, MARK, 0, 4, 1, 4)
    const end = child(search, 0, END, 0, 4, 3, 4)
    const leaf = select(search, { ...rolled, rng: seedRng(7) })
    // after seat 0 ends its turn, seat 1 must roll: a node with one untried choice
    expect(search.path).toEqual([0, end])
    expect(leaf.node).toBe(end)
    expect(leaf.expandSeat).toBe(1)
    expect(leaf.state.turn).toBe(1)
  })

  it('after a chance action, one node per outcome seen, found again when the same dice come up', () => {
    const start = toy.setup(toy.defaultScenario, 2, 1)
    const search = searchOf(toy, start)
    const roll = child(search, 0, ROLL, 0, 1, 0, 1)
    search.tree.chance[roll] = 1
    const seen = new Map<number, number>()
    for (let seed = 1; seed <= 60; seed++) {
      const leaf = select(search, { ...start, rng: seedRng(seed) })
      const die = leaf.state.pos[0]
      const outcome = search.path[2]
      expect(search.path[1]).toBe(roll)
      if (seen.has(die)) {
        expect(outcome).toBe(seen.get(die))
        expect(leaf.node).toBe(outcome)
        expect(leaf.expandSeat).toBe(0)
      } else {
        seen.set(die, outcome)
        expect(leaf.expandSeat).toBe(NONE)
      }
      search.path.forEach((n) => search.tree.visits[n]++)
    }
    expect(seen.size).toBe(6)
    expect(search.tree.count[roll]).toBe(6)
  })
})

describe('expand: one new child for an untried choice', () => {
  it("adds exactly one child, for a choice without one, owned by the chooser's seat", () => {
    const search = searchOf()
    const end = child(search, 0, END, 0, 1, 1, 1)
    selectChild(search, 0, [MARK, END])
    search.path.length = 0
    search.path.push(0)
    const next = expand(search, 0, rolled, 0)
    expect(search.tree.size).toBe(3)
    const added = search.tree.first[0]
    expect(added).not.toBe(end)
    expect(search.tree.key[added]).toBe(search.keys.of(MARK))
    expect(search.tree.seat[added]).toBe(0)
    expect(search.path).toEqual([0, added])
    expect(next).toEqual(toy.apply(rolled, MARK))
  })

  it('adds the outcome node under a new chance action', () => {
    const start = toy.setup(toy.defaultScenario, 2, 1)
    const search = searchOf(toy, start)
    selectChild(search, 0, [ROLL])
    search.path.length = 0
    search.path.push(0)
    const next = expand(search, 0, start, 0)
    const roll = search.tree.first[0]
    expect(search.tree.chance[roll]).toBe(1)
    expect(search.tree.count[roll]).toBe(1)
    expect(search.path).toEqual([0, roll, search.tree.first[roll]])
    expect(search.tree.seat[search.tree.first[roll]]).toBe(NONE)
    expect(next.rolled).toBe(true)
  })
})

describe('playout: play on, then score', () => {
  it('stops after maxPlayout actions and scores an unfinished game as a draw without evaluate', () => {
    const search = searchOf(toy, rolled, { maxPlayout: 3 })
    expect(playout(search, rolled)).toEqual([0.5, 0.5])
    expect(search.steps).toBe(3)
  })

  it("scores an unfinished game with the game's evaluation when it has one", () => {
    const evaluated: GameModule<ToyState, ToyAction> = { ...toy, evaluate: (s) => s.pos.map((p) => p / 100) }
    const search = searchOf(evaluated, rolled, { maxPlayout: 0 })
    expect(playout(search, rolled)).toEqual(rolled.pos.map((p) => p / 100))
    expect(search.steps).toBe(0)
  })

  it('plays a game to its end and gives the rank rewards', () => {
    const search = searchOf()
    const rewards = playout(search, rolled)
    expect([...rewards].sort()).toEqual([0, 1])
    expect(search.steps).toBeGreaterThan(0)
  })
})

describe('backpropagate: every node on the path is visited once more', () => {
  it("adds to each action node its chooser's reward, and only a visit to the root and outcome nodes", () => {
    const search = searchOf()
    const { tree } = search
    const a = tree.add(0, 0, 0)
    const outcome = tree.add(a, 0, NONE)
    const b = tree.add(outcome, 1, 1)
    backpropagate(tree, [0, a, outcome, b], [0.25, 0.75])
    backpropagate(tree, [0, a], [1, 0])
    expect([...tree.visits.slice(0, 4)]).toEqual([2, 2, 1, 1])
    expect([...tree.total.slice(0, 4)]).toEqual([0, 1.25, 0, 0.75])
  })
})
