/**
 * A slow, plain MCTS to check the real one against: nodes are objects, an action's identity is
 * its JSON text, outcomes are the JSON of the changed fields. It makes the same decisions in the
 * same order as shared/ai (newest child first, untried choices in the order offered, the same
 * draws from the bot's generator), so with the same seed both must build the same tree.
 */
import type { BaseAction, BaseState, GameModule } from '../../../shared/engine/types.js'
import { makeRand, sameRng, seedRng } from '../../../shared/engine/rng.js'
import { rankRewards } from '../../../shared/ai/mcts.js'

interface RefNode {
  key: string
  seat: number
  visits: number
  avail: number
  total: number
  chance: boolean
  /** newest first */
  children: RefNode[]
}

const node = (key: string, seat: number): RefNode => ({
  key,
  seat,
  visits: 0,
  avail: 1,
  total: 0,
  chance: false,
  children: [],
})

export function referenceMcts<S extends BaseState, A extends BaseAction>(
  game: GameModule<S, A>,
  root: S,
  opts: { seed: number; iterations: number; maxPlayout?: number; c?: number; nodeCap?: number },
) {
  const rand = makeRand(opts.seed)
  const candidates = (s: S) => {
    const h = game.hint?.(s)
    return h && h.length ? h : game.legalActions(s)
  }
  const rootActions = candidates(root)
  const c = opts.c ?? 0.9
  const cap = opts.nodeCap ?? 200_000
  const maxPlayout = opts.maxPlayout ?? (game.evaluate ? (game.playoutDepth ?? 40) : 5000)
  const policy = game.playout ?? game.bots.random
  const top = node('', -1)
  let nodes = 1
  const add = (parent: RefNode, key: string, seat: number) => {
    if (nodes >= cap) return null
    nodes++
    const n = node(key, seat)
    parent.children.unshift(n)
    return n
  }
  const drew = (a: S, b: S) => a.rng !== b.rng && !sameRng(a.rng, b.rng)
  const outcomeKey = (a: S, b: S) =>
    Object.keys(b)
      .filter((k) => k !== 'rng' && (b as never)[k] !== (a as never)[k])
      .map((k) => `${k}=${JSON.stringify((b as never)[k])}`)
      .join(';')

  for (let it = 0; it < opts.iterations; it++) {
    let state = { ...root, rng: seedRng(rand.seed()) } as S
    let at = top
    const path = [top]
    for (;;) {
      const seat = game.toAct(state)
      if (seat === null) break
      const actions = at === top ? rootActions : candidates(state)
      const byKey = new Map<string, A>()
      for (const a of actions) if (!byKey.has(JSON.stringify(a))) byKey.set(JSON.stringify(a), a)
      let best: RefNode | null = null
      let bestScore = -Infinity
      for (const ch of at.children) {
        if (!byKey.has(ch.key)) continue
        ch.avail++
        const score = ch.visits === 0 ? Infinity : ch.total / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits)
        if (score > bestScore) [best, bestScore] = [ch, score]
      }
      const untried = [...byKey.keys()].filter((k) => !at.children.some((ch) => ch.key === k))
      if (untried.length > 0 && nodes < cap) {
        const k = untried[rand.int(untried.length)]
        const child = add(at, k, seat)!
        const next = game.apply(state, byKey.get(k)!)
        path.push(child)
        if (drew(state, next)) {
          child.chance = true
          const o = add(child, outcomeKey(state, next), -1)
          if (o) path.push(o)
        }
        state = next
        break
      }
      if (!best) break
      const next = game.apply(state, byKey.get(best.key)!)
      path.push(best)
      const d = drew(state, next)
      if (best.chance ? !d : d && best.children.length > 0) {
        state = next
        break
      }
      if (!d) {
        state = next
        at = best
        continue
      }
      best.chance = true
      const k = outcomeKey(state, next)
      state = next
      let o = best.children.find((ch) => ch.key === k) ?? null
      if (!o) {
        if (best.children.length < 128) o = add(best, k, -1)
        if (o) path.push(o)
        break
      }
      path.push(o)
      at = o
    }
    for (let k = 0; k < maxPlayout && game.toAct(state) !== null; k++) state = game.apply(state, policy(state, rand))
    const ranking = game.result(state)
    const rewards = ranking ? rankRewards(ranking) : game.evaluate ? game.evaluate(state) : new Array(state.n).fill(0.5)
    for (const n of path) {
      n.visits++
      if (n.seat >= 0) n.total += rewards[n.seat]
    }
  }
  const ranked = [...top.children].reverse().sort((a, b) => b.visits - a.visits || b.total - a.total)
  const byKey = new Map(rootActions.map((a) => [JSON.stringify(a), a]))
  return {
    nodes,
    root: ranked.map((n) => ({
      action: byKey.get(n.key)!,
      visits: n.visits,
      value: n.visits ? n.total / n.visits : 0,
    })),
  }
}
