/**
 * The four parts of one MCTS iteration (mcts.ts runs them in a loop): `select` walks down the tree
 * by UCB (`selectChild` at each node), `expand` adds one child, `playout` plays on to the end or to
 * the depth limit and scores the position, `backpropagate` adds the scores along the path.
 *
 * The tree is open-loop (a node is a sequence of actions; the state is rebuilt on every visit) and
 * closed at chance nodes: after an action that drew from the random source, one child per outcome
 * seen, so later decisions are conditioned on the dice that came up.
 */
import type { BaseAction, BaseState, GameModule, Ranking } from '../engine/types.js'
import { sameRng, type Rand } from '../engine/rng.js'
import { KeyTable } from './keys.js'
import { NONE, Tree } from './tree.js'

/** how many distinct outcomes of one chance action get their own subtree */
export const MAX_OUTCOMES = 128

export interface Search<S extends BaseState, A extends BaseAction> {
  game: GameModule<S, A>
  /** the bot's own generator: tie-breaks, expansion, playouts, and each iteration's dice */
  rand: Rand
  tree: Tree
  /** action keys */
  keys: KeyTable
  /** the key of an action: the game's own number for it (actionKey) made dense, else its trie walk */
  keyOf(action: A): number
  /** chance outcome keys */
  outcomes: KeyTable
  /** UCT exploration constant */
  c: number
  maxPlayout: number
  policy: (state: S, rand: Rand) => A
  /** the choices searched in a position (the game's hint, else every legal action) */
  candidates(state: S): A[]
  rootActions: A[]
  /** the nodes this iteration went through, root first */
  path: number[]
  /** actions applied so far, in the tree and in playouts */
  steps: number
  /** the last node `selectChild` looked at */
  level: Level<A>
}

/** what `selectChild` learnt about one node's choices; its arrays are reused from node to node */
export interface Level<A> {
  actions: A[]
  /** the key of each action (NONE when the key table is full and the action is new) */
  keyOf: number[]
  /** indices of the actions without a child yet, each key once */
  untried: number[]
  /** by key: the index of an action with that key, valid where `seen` holds `stamp` */
  slot: Int32Array
  seen: Int32Array
  tried: Int32Array
  stamp: number
}

export function newSearch<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  rand: Rand,
  rootActions: A[],
  opts: { c: number; maxPlayout: number; nodeCap: number; policy: (s: S, r: Rand) => A; candidates: (s: S) => A[] },
): Search<S, A> {
  const keys = new KeyTable()
  const own = game.actionKey
  return {
    game,
    rand,
    tree: new Tree(opts.nodeCap),
    keys,
    keyOf: own ? (a) => keys.ofNumber(own(a)) : (a) => keys.of(a),
    outcomes: new KeyTable(),
    c: opts.c,
    maxPlayout: opts.maxPlayout,
    policy: opts.policy,
    candidates: opts.candidates,
    rootActions,
    path: [],
    steps: 0,
    level: {
      actions: [],
      keyOf: [],
      untried: [],
      slot: new Int32Array(64),
      seen: new Int32Array(64),
      tried: new Int32Array(64),
      stamp: 0,
    },
  }
}

/** whether going from `before` to `after` drew from the game's random source */
export function drewRandom(before: BaseState, after: BaseState): boolean {
  return before.rng !== after.rng && !sameRng(before.rng, after.rng)
}

function ensure(level: Level<unknown>, key: number) {
  if (key < level.seen.length) return
  const n = Math.max(key + 1, level.seen.length * 2)
  for (const f of ['slot', 'seen', 'tried'] as const) {
    const b = new Int32Array(n)
    b.set(level[f])
    level[f] = b
  }
}

/**
 * At `node`, whose choices are `actions`: the child with the best UCB score among those whose
 * action is one of the choices (NONE if there is none), each of them counted as available once
 * more. Leaves in `search.level` the choices, their keys, and which of them have no child yet.
 */
export function selectChild<S extends BaseState, A extends BaseAction>(
  search: Search<S, A>,
  node: number,
  actions: A[],
): number {
  const { tree, level, c } = search
  const stamp = ++level.stamp
  level.actions = actions
  level.keyOf.length = actions.length
  level.untried.length = 0
  for (let i = 0; i < actions.length; i++) {
    const k = search.keyOf(actions[i])
    level.keyOf[i] = k
    if (k === NONE) continue
    ensure(level, k)
    if (level.seen[k] !== stamp) {
      level.seen[k] = stamp
      level.slot[k] = i
    }
  }
  let best = NONE
  let bestScore = -Infinity
  for (let ch = tree.first[node]; ch !== NONE; ch = tree.next[ch]) {
    const k = tree.key[ch]
    if (k >= level.seen.length || level.seen[k] !== stamp) continue
    level.tried[k] = stamp
    const avail = ++tree.avail[ch]
    const visits = tree.visits[ch]
    const score = visits === 0 ? Infinity : tree.total[ch] / visits + c * Math.sqrt(Math.log(avail) / visits)
    if (score > bestScore) {
      bestScore = score
      best = ch
    }
  }
  for (let i = 0; i < actions.length; i++) {
    const k = level.keyOf[i]
    if (k === NONE || level.tried[k] === stamp) continue
    level.tried[k] = stamp
    level.untried.push(i)
  }
  return best
}

/** where `select` stopped: the node, its state, and the seat to choose there if a child is to be added */
export interface Leaf<S> {
  node: number
  state: S
  /** the seat choosing at `node` when `expand` should add one of its untried choices; NONE otherwise */
  expandSeat: number
}

/**
 * From the root (`state`: the root position with this iteration's dice), down the tree by UCB
 * until a node with an untried choice (while the tree has room), the end of the game, a node
 * with no searched child, or a chance outcome not seen before (it gets its node and the walk stops).
 */
export function select<S extends BaseState, A extends BaseAction>(search: Search<S, A>, state: S): Leaf<S> {
  const { game, tree, path } = search
  let node = 0
  path.length = 0
  path.push(0)
  for (;;) {
    const seat = game.toAct(state)
    if (seat === null) return { node, state, expandSeat: NONE }
    const best = selectChild(search, node, node === 0 ? search.rootActions : search.candidates(state))
    if (search.level.untried.length > 0 && !tree.full) return { node, state, expandSeat: seat }
    if (best === NONE) return { node, state, expandSeat: NONE }
    const next = game.apply(state, search.level.actions[search.level.slot[tree.key[best]]])
    search.steps++
    path.push(best)
    const drew = drewRandom(state, next)
    // an action that drew on an earlier visit and not now, or the reverse, ends the walk here
    if (tree.chance[best] === 1 ? !drew : drew && tree.count[best] > 0)
      return { node: best, state: next, expandSeat: NONE }
    if (!drew) {
      state = next
      node = best
      continue
    }
    tree.chance[best] = 1
    const k = search.outcomes.ofChanges(state, next, 'rng')
    state = next
    let outcome = k === NONE ? NONE : tree.child(best, k)
    if (outcome === NONE) {
      if (k !== NONE && tree.count[best] < MAX_OUTCOMES) outcome = tree.add(best, k, NONE)
      if (outcome !== NONE) path.push(outcome)
      return { node: outcome === NONE ? best : outcome, state, expandSeat: NONE }
    }
    path.push(outcome)
    node = outcome
  }
}

/**
 * Adds to `node` a child for one of its untried choices (picked at random; `selectChild` left
 * them in `search.level`), applies its action, and, if the action drew from the random source,
 * adds the outcome's node under it. Returns the state reached.
 */
export function expand<S extends BaseState, A extends BaseAction>(
  search: Search<S, A>,
  node: number,
  state: S,
  seat: number,
): S {
  const { tree, level, path } = search
  const i = level.untried[search.rand.int(level.untried.length)]
  const child = tree.add(node, level.keyOf[i], seat)
  const next = search.game.apply(state, level.actions[i])
  search.steps++
  if (child === NONE) return next
  path.push(child)
  if (drewRandom(state, next)) {
    tree.chance[child] = 1
    const k = search.outcomes.ofChanges(state, next, 'rng')
    const outcome = k === NONE ? NONE : tree.add(child, k, NONE)
    if (outcome !== NONE) path.push(outcome)
  }
  return next
}

/**
 * Plays on from `state` with the playout policy until the game ends or `maxPlayout` actions have
 * been played, and scores the position reached for every seat (`score`).
 */
export function playout<S extends BaseState, A extends BaseAction>(search: Search<S, A>, state: S): number[] {
  const { game, policy, rand, maxPlayout } = search
  let steps = 0
  while (steps < maxPlayout && game.toAct(state) !== null) {
    state = game.apply(state, policy(state, rand))
    steps++
  }
  search.steps += steps
  return score(game, state)
}

/** a finished game's rank rewards; else the game's evaluation; else a draw for everyone */
export function score<S extends BaseState>(game: GameModule<S>, state: S): number[] {
  const ranking = game.result(state)
  if (ranking) return rankRewards(ranking)
  return game.evaluate ? game.evaluate(state) : new Array<number>(state.n).fill(0.5)
}

/** rank-based reward in [0, 1] per seat: beating everyone is 1, losing to everyone 0, ties share */
export function rankRewards(ranking: Ranking): number[] {
  const n = ranking.length
  if (n < 2) return ranking.map(() => 1)
  return ranking.map((place, i) => {
    let sum = 0
    for (let j = 0; j < n; j++) {
      if (j === i) continue
      if (place < ranking[j]) sum += 1
      else if (place === ranking[j]) sum += 0.5
    }
    return sum / (n - 1)
  })
}

/** one more visit for every node on `path`, and each action node's seat's reward added to its total */
export function backpropagate(tree: Tree, path: readonly number[], rewards: readonly number[]): void {
  for (let i = 0; i < path.length; i++) {
    const n = path[i]
    tree.visits[n]++
    const seat = tree.seat[n]
    if (seat >= 0) tree.total[n] += rewards[seat]
  }
}
