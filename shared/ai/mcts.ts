import type { BaseAction, BaseState, GameModule } from '../engine/types.js'
import { makeRand, seedRng } from '../engine/rng.js'
import { backpropagate, expand, newSearch, playout, select } from './phases.js'
import { NONE } from './tree.js'

export { rankRewards } from './phases.js'

export interface MctsOptions {
  /** stop after this many iterations */
  iterations?: number
  /**
   * the decision's time budget, ms, counted from the call (the root's hint and every iteration
   * inside it): the search stops when the time left is less than its slowest iterations would need
   */
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
  /**
   * the clock: injectable so tests stay deterministic; it is told the iterations done so far
   * (a benchmark reads the search's progress from it)
   */
  now?: (iterations: number) => number
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

/** the clock is read about this often (ms): often enough for a slow iteration, rarely enough to cost nothing */
export const CHECK_EVERY_MS = 0.5
/** at most this many iterations between two readings of the clock */
export const MAX_STRIDE = 32
/**
 * time kept back at the end of a budget (2% of it, at most this many ms) for what an iteration's
 * pace does not foresee: a garbage collection, the choice's own bookkeeping
 */
export const RESERVE_MS = 30

/**
 * A decision's time budget. The clock is read before the first iteration and then every
 * `stride` iterations, the stride chosen from the slowest iterations seen so far so that two
 * readings are about CHECK_EVERY_MS apart (every iteration when one takes longer). The search
 * stops when the time left would not cover the coming stride at that slowest pace and a small
 * reserve (RESERVE_MS), so it ends within its budget unless an iteration is slower than every one
 * before it by more than the reserve.
 */
export class Budget {
  readonly start: number
  /** iterations done at the latest reading, and its time */
  private at = 0
  private last: number
  /** the slowest pace seen, ms per iteration (mean over the iterations between two readings) */
  slowest = 0
  /** the fastest pace seen, ms per iteration: what `left` reckons with, so it never says too few */
  private fastest = Number.POSITIVE_INFINITY
  private stride = 1
  private next = 0

  constructor(
    private readonly now: (iterations: number) => number,
    readonly ms: number,
  ) {
    this.start = ms === Number.POSITIVE_INFINITY ? 0 : now(0)
    this.last = this.start
  }

  /** whether the clock is to be read before iteration `iterations` + 1 */
  due(iterations: number): boolean {
    return iterations >= this.next && this.ms !== Number.POSITIVE_INFINITY
  }

  /** reads the clock: whether the budget would be overrun by the coming stride */
  over(iterations: number): boolean {
    const t = this.now(iterations)
    if (iterations > this.at) {
      const pace = (t - this.last) / (iterations - this.at)
      this.slowest = Math.max(this.slowest, pace)
      this.fastest = Math.min(this.fastest, pace)
    }
    this.at = iterations
    this.last = t
    this.stride = this.slowest > 0 ? Math.max(1, Math.min(MAX_STRIDE, Math.floor(CHECK_EVERY_MS / this.slowest))) : 1
    this.next = iterations + this.stride
    return t - this.start + this.stride * this.slowest + Math.min(RESERVE_MS, this.ms * 0.02) >= this.ms
  }

  /**
   * at most how many more iterations the budget leaves, as of the latest reading: the time left
   * at the fastest pace seen (Infinity before any pace is known)
   */
  left(): number {
    if (this.fastest === Number.POSITIVE_INFINITY) return Number.POSITIVE_INFINITY
    return Math.max(0, this.ms - (this.last - this.start)) / Math.max(this.fastest, 1e-6)
  }
}

/**
 * Whether the choice is settled: the most visited root child leads every other by more than the
 * `left` iterations still to come, so none of them can overtake or tie it (the choice is the
 * most visited child). With `left` an upper bound, stopping then changes no choice; it only
 * spares the time (a Hard bot answers at once where its choice is clear).
 */
export function settled(tree: { first: Int32Array; next: Int32Array; visits: Float64Array }, left: number): boolean {
  let top = 0,
    second = 0
  for (let ch = tree.first[0]; ch !== NONE; ch = tree.next[ch]) {
    const v = tree.visits[ch]
    if (v > top) {
      second = top
      top = v
    } else if (v > second) second = v
  }
  return top - second > left
}

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
  const now = opts.now ?? (() => performance.now())
  // the clock starts before any work: the root's hint (Recess!: up to hundreds of ms) counts too
  const clock = new Budget(now, opts.timeMs ?? Number.POSITIVE_INFINITY)
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

  let iterations = 0
  while (iterations < maxIter) {
    if (
      clock.due(iterations) &&
      (clock.over(iterations) || settled(search.tree, Math.min(maxIter - iterations, clock.left())))
    )
      break
    iterations++
    const rng = seedRng(rand.seed())
    const leaf = select(search, game.withRng ? game.withRng(rootState, rng) : { ...rootState, rng })
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
