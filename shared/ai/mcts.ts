import type { BaseAction, BaseState, GameModule } from '../engine/types.js'
import { makeRand, seedRng } from '../engine/rng.js'
import { backpropagate, expand, newSearch, playout, select } from './phases.js'
import { NONE } from './tree.js'

export { rankRewards } from './phases.js'

export interface MctsOptions {
  /** stop after this many iterations */
  iterations?: number
  /** stop after this many milliseconds (checked every 16 iterations) */
  timeMs?: number
  /** the bot's own seed: with an iteration budget the choice depends only on it and the state */
  seed: number
  /**
   * tree size limit: past it, nodes stop expanding and iterations go on as playouts. A node
   * takes BYTES_PER_NODE (42) bytes whatever the game: the default holds the tree under 9 MB.
   */
  nodeCap?: number
  /** UCT exploration constant */
  c?: number
  /**
   * playouts stop after this many actions: the game's `evaluate` scores the position then, or,
   * for a game without one, it counts as a draw for everyone
   */
  maxPlayout?: number
  /** the clock: injectable so tests stay deterministic */
  now?: () => number
}

export interface MctsStats {
  iterations: number
  nodes: number
  /** visits per root action, most visited first */
  root: { action: BaseAction; visits: number; value: number }[]
  /** actions applied, in the tree and in playouts */
  steps: number
  /** the tree's and the key tables' memory, bytes */
  bytes: number
}

export const DEFAULT_NODE_CAP = 200_000

/**
 * Open-loop UCT over the engine contract, closed at chance nodes (phases.ts). The game's own
 * random source is replaced by one drawn from the bot's generator at every iteration, so a bot
 * never sees the dice the game will roll.
 */
export function mcts<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  rootState: S,
  opts: MctsOptions,
): { action: A; stats: MctsStats } {
  const rand = makeRand(opts.seed)
  if (game.toAct(rootState) === null) throw new Error('the game is over')
  const candidates = (st: S): A[] => {
    if (!game.hint) return game.legalActions(st)
    const hinted = game.hint(st)
    return hinted.length ? hinted : game.legalActions(st)
  }
  const rootActions = candidates(rootState)
  if (rootActions.length === 0) throw new Error('no legal action')
  if (rootActions.length === 1) {
    return { action: rootActions[0], stats: { iterations: 0, nodes: 1, root: [], steps: 0, bytes: 0 } }
  }
  const search = newSearch(game, rand, rootActions, {
    c: opts.c ?? 0.9,
    nodeCap: opts.nodeCap ?? DEFAULT_NODE_CAP,
    maxPlayout: opts.maxPlayout ?? (game.evaluate ? (game.playoutDepth ?? 40) : 5000),
    policy: game.playout ?? game.bots.random,
    candidates,
  })
  const maxIter = opts.iterations ?? Number.POSITIVE_INFINITY
  const now = opts.now ?? (() => performance.now())
  const deadline = opts.timeMs !== undefined ? now() + opts.timeMs : Number.POSITIVE_INFINITY

  let iterations = 0
  while (iterations < maxIter) {
    if ((iterations & 15) === 0 && now() > deadline && iterations > 0) break
    iterations++
    const leaf = select(search, { ...rootState, rng: seedRng(rand.seed()) })
    const state = leaf.expandSeat === NONE ? leaf.state : expand(search, leaf.node, leaf.state, leaf.expandSeat)
    backpropagate(search.tree, search.path, playout(search, state))
  }

  const { tree, keys } = search
  const byKey = new Map<number, A>()
  for (const a of rootActions) {
    const k = search.keyOf(a)
    if (!byKey.has(k)) byKey.set(k, a)
  }
  const children: number[] = []
  for (let ch = tree.first[0]; ch !== NONE; ch = tree.next[ch]) if (byKey.has(tree.key[ch])) children.push(ch)
  children.reverse() // creation order
  children.sort((a, b) => tree.visits[b] - tree.visits[a] || tree.total[b] - tree.total[a])
  return {
    action: children.length ? byKey.get(tree.key[children[0]])! : rootActions[0],
    stats: {
      iterations,
      nodes: tree.size,
      root: children.map((n) => ({
        action: byKey.get(tree.key[n])!,
        visits: tree.visits[n],
        value: tree.visits[n] ? tree.total[n] / tree.visits[n] : 0,
      })),
      steps: search.steps,
      bytes: tree.bytes + keys.bytes + search.outcomes.bytes,
    },
  }
}
