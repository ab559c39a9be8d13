import type { BaseAction, BaseState, GameModule, Ranking } from '../engine/types.js'
import { makeRand, sameRng, seedRng, type Rand } from '../engine/rng.js'

export interface MctsOptions {
  /** stop after this many iterations */
  iterations?: number
  /** stop after this many milliseconds (checked every 16 iterations) */
  timeMs?: number
  /** the bot's own seed: with an iteration budget the choice depends only on it and the state */
  seed: number
  /** tree size limit: past it, nodes stop expanding and iterations go on as playouts */
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
}

/** A node is a sequence of actions from the root: open loop, so dice are resampled on every visit. */
interface Node {
  action: BaseAction | null
  key: string
  /** the seat that chose `action` (its reward is what this node accumulates) */
  seat: number
  visits: number
  /** how often this node's action was legal when its parent was visited (open-loop UCB) */
  avail: number
  total: number
  children: Node[]
  /**
   * After an action that drew from the random source (a roll), one child per outcome seen, so the
   * decisions that follow are conditioned on the dice (closed loop at chance nodes).
   */
  outcomes: Map<string, Node> | null
}

/** how many distinct outcomes of one chance action get their own subtree */
const MAX_OUTCOMES = 128

/**
 * What a chance action's outcome was: the top-level fields it changed, except the random source.
 * The state before a chance action is the same on every visit of its node (outcomes branch at
 * every draw, everything else is deterministic), so the changed fields identify the outcome, and
 * large unchanged parts of the state (a compiled board) never get serialised.
 */
function outcomeKeyOf(before: BaseState, after: BaseState): string {
  let key = ''
  const b = before as unknown as Record<string, unknown>
  const a = after as unknown as Record<string, unknown>
  for (const k in a) {
    if (k === 'rng' || a[k] === b[k]) continue
    key += `${k}=${JSON.stringify(a[k])};`
  }
  return key
}

/** an action's identity: its fields in order (actions are small flat objects); cheaper than JSON */
function key(a: BaseAction): string {
  let out = ''
  const rec = a as unknown as Record<string, unknown>
  for (const k in rec) {
    const v = rec[k]
    out += typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)
    out += '|'
  }
  return out
}

/** rank-based reward in [0, 1] per seat: beating everyone is 1, losing to everyone 0, ties share */
export function rankRewards(ranking: Ranking): number[] {
  const n = ranking.length
  if (n < 2) return ranking.map(() => 1)
  return ranking.map((place, i) => {
    let score = 0
    for (let j = 0; j < n; j++) {
      if (j === i) continue
      if (place < ranking[j]) score += 1
      else if (place === ranking[j]) score += 0.5
    }
    return score / (n - 1)
  })
}

/**
 * Open-loop UCT over the engine contract. The game's own random source is replaced by one drawn
 * from the bot's generator at every iteration, so a bot never sees the dice the game will roll.
 */
export function mcts<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  rootState: S,
  opts: MctsOptions,
): { action: A; stats: MctsStats } {
  const rand = makeRand(opts.seed)
  const seat0 = game.toAct(rootState)
  if (seat0 === null) throw new Error('the game is over')
  const candidates = (st: S): A[] => {
    if (!game.hint) return game.legalActions(st)
    const hinted = game.hint(st)
    return hinted.length ? hinted : game.legalActions(st)
  }
  const rootActions = candidates(rootState)
  if (rootActions.length === 0) throw new Error('no legal action')
  if (rootActions.length === 1) {
    return { action: rootActions[0], stats: { iterations: 0, nodes: 1, root: [] } }
  }
  const c = opts.c ?? 0.9
  const nodeCap = opts.nodeCap ?? 200_000
  const maxPlayout = opts.maxPlayout ?? (game.evaluate ? (game.playoutDepth ?? 40) : 5000)
  const maxIter = opts.iterations ?? Number.POSITIVE_INFINITY
  const now = opts.now ?? (() => performance.now())
  const deadline = opts.timeMs !== undefined ? now() + opts.timeMs : Number.POSITIVE_INFINITY
  const playout = game.playout ?? game.bots.random
  const root: Node = { action: null, key: '', seat: -1, visits: 0, avail: 0, total: 0, children: [], outcomes: null }
  const isChance = (before: S, after: S) => before.rng !== after.rng && !sameRng(before.rng, after.rng)
  const newNode = (action: BaseAction | null, k: string, seat: number): Node => {
    nodes++
    return { action, key: k, seat, visits: 0, avail: 1, total: 0, children: [], outcomes: null }
  }
  let nodes = 1
  let iterations = 0
  const path: Node[] = []
  const byKey = new Map<string, A>()

  while (iterations < maxIter) {
    if ((iterations & 15) === 0 && now() > deadline && iterations > 0) break
    iterations++
    let state = { ...rootState, rng: seedRng(rand.seed()) } as S
    let node = root
    path.length = 0
    path.push(root)
    let rewards: number[] | null = null
    // selection and expansion
    for (;;) {
      const seat = game.toAct(state)
      if (seat === null) break
      const actions = node === root ? rootActions : candidates(state)
      byKey.clear()
      for (const a of actions) byKey.set(key(a), a)
      const legalChildren: Node[] = []
      for (const ch of node.children) {
        if (byKey.has(ch.key)) {
          legalChildren.push(ch)
          ch.avail++
          byKey.delete(ch.key)
        }
      }
      if (byKey.size > 0 && nodes < nodeCap) {
        const untried = [...byKey.values()]
        const a = untried[rand.int(untried.length)]
        const child = newNode(a, key(a), seat)
        node.children.push(child)
        const next = game.apply(state, a)
        path.push(child)
        if (isChance(state, next)) {
          const outcome = newNode(null, '', -1)
          child.outcomes = new Map([[outcomeKeyOf(state, next), outcome]])
          path.push(outcome)
        }
        state = next
        break
      }
      if (legalChildren.length === 0) break
      let best = legalChildren[0]
      let bestScore = -Infinity
      for (const ch of legalChildren) {
        const score = ch.visits === 0
          ? Number.POSITIVE_INFINITY
          : ch.total / ch.visits + c * Math.sqrt(Math.log(Math.max(1, ch.avail)) / ch.visits)
        if (score > bestScore) {
          bestScore = score
          best = ch
        }
      }
      const next = game.apply(state, best.action as A)
      path.push(best)
      if (isChance(state, next)) {
        const k = outcomeKeyOf(state, next)
        best.outcomes ??= new Map()
        let outcome = best.outcomes.get(k)
        state = next
        if (!outcome) {
          if (nodes >= nodeCap || best.outcomes.size >= MAX_OUTCOMES) break
          outcome = newNode(null, '', -1)
          best.outcomes.set(k, outcome)
          path.push(outcome)
          break
        }
        path.push(outcome)
        node = outcome
      } else {
        state = next
        node = best
      }
    }
    // playout
    let steps = 0
    while (game.toAct(state) !== null && steps < maxPlayout) {
      state = game.apply(state, playout(state, rand as Rand))
      steps++
    }
    const ranking = game.result(state)
    rewards = ranking ? rankRewards(ranking) : game.evaluate ? game.evaluate(state) : new Array(state.n).fill(0.5)
    for (const n of path) {
      n.visits++
      if (n.seat >= 0) n.total += rewards[n.seat]
    }
  }

  const ranked = [...root.children].sort((a, b) => b.visits - a.visits || b.total - a.total)
  const legalKeys = new Set(rootActions.map(key))
  const best = ranked.find((n) => legalKeys.has(n.key))
  return {
    action: (best?.action as A) ?? rootActions[0],
    stats: {
      iterations,
      nodes,
      root: ranked.map((n) => ({ action: n.action as BaseAction, visits: n.visits, value: n.visits ? n.total / n.visits : 0 })),
    },
  }
}
