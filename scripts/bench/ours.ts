/**
 * Our side of the benchmark: the rules' cost per playout step, a bare playout loop, our MCTS, and
 * the live memory of one Hard search. Run in a process of its own by scripts/bench/child.ts.
 */
import type { BaseAction, BaseState, GameModule } from '../../shared/engine/types.js'
import { makeRand, seedRng, type Rand } from '../../shared/engine/rng.js'
import { mcts } from '../../shared/ai/mcts.js'
import { LEVELS } from '../../shared/ai/choose.js'
import { uniformAction } from './position.js'
import { cpuMs, CpuCut, mainThreadCpuMs, PROGRESS_EVERY } from './stats.js'

export interface Timed {
  /** searches' iterations, or playouts for a bare loop */
  iterations: number
  steps: number
  ms: number
}

/**
 * A bare playout loop: what MCTS would cost with no tree at all. Each playout starts from `from`
 * with a fresh random source, as MCTS's iterations do, and runs `depth` actions at most.
 */
export function bareLoop(
  g: GameModule,
  from: BaseState,
  playouts: number,
  depth: number,
  policy: (s: BaseState, rand: Rand) => BaseAction,
  seed: number,
): Timed {
  const rand = makeRand(seed)
  let steps = 0
  let sink = 0
  const t0 = cpuMs()
  for (let p = 0; p < playouts; p++) {
    let s: BaseState = { ...from, rng: seedRng(rand.seed()) }
    let k = 0
    while (k < depth && g.toAct(s) !== null) {
      s = g.apply(s, policy(s, rand))
      k++
    }
    const r = g.result(s) ?? g.evaluate?.(s)
    sink += r ? r.length : 0
    steps += k
  }
  const ms = cpuMs() - t0
  if (sink < 0) console.log(sink)
  return { iterations: playouts, steps, ms }
}

export function bareLoopUniform(g: GameModule, from: BaseState, playouts: number, depth: number, seed: number): Timed {
  return bareLoop(g, from, playouts, depth, (s, r) => uniformAction(g, s, r), seed)
}

export function oursSearch(
  g: GameModule,
  from: BaseState,
  iterations: number,
  depth: number | undefined,
  seed: number,
): Timed {
  const t0 = cpuMs()
  const r = mcts(g, from, { seed, iterations, maxPlayout: depth })
  return { iterations: r.stats.iterations, steps: r.stats.steps, ms: cpuMs() - t0 }
}

/**
 * The first search of a fresh process, as a Hard bot's, cut at `ms` of the process's CPU time and
 * read as boardgame.io's is (CpuCut): the search's own clock is asked at every iteration, as a
 * bot's is, and the CPU clock behind it is read every PROGRESS_EVERY iterations. Its budget is
 * far beyond the cut; the clock ends the search at the first reading past it.
 */
export function oursFirstSearch(
  g: GameModule,
  from: BaseState,
  depth: number,
  ms: number,
  seed: number,
  clock: () => number = cpuMs,
) {
  const main0 = mainThreadCpuMs()
  const t0 = clock()
  const cut = new CpuCut(ms, clock)
  let reported = 0
  const now = (iterations: number): number => {
    if (iterations - reported < PROGRESS_EVERY) return 0
    reported = iterations
    return cut.report(iterations) ? Number.POSITIVE_INFINITY : 0
  }
  const r = mcts(g, from, { seed, iterations: Number.MAX_SAFE_INTEGER, timeMs: 1e9, maxPlayout: depth, now })
  if (cut.iterations === null) throw new Error('the first search ended before its cut')
  const t = clock() - t0
  const main1 = mainThreadCpuMs()
  /** the main thread's share of the process's CPU time meanwhile (null where /proc is missing) */
  const mainShare = main0 === null || main1 === null ? null : (main1 - main0) / t
  return { iterations: cut.iterations, steps: r.stats.steps, ms, mainShare }
}

/**
 * Runs the measurements in turns, `rounds` times over: in each round every one of them runs
 * (with seeds seed, seed+1, …) until it has had `sliceMs` more. On a shared machine the load then
 * weighs on all of them alike, so their ratios hold even when their absolute figures move.
 */
export function interleave(
  rounds: number,
  sliceMs: number,
  seed: number,
  measures: ((seed: number) => Timed)[],
): Timed[] {
  const sums = measures.map(() => ({ iterations: 0, steps: 0, ms: 0 }))
  let k = seed
  for (let r = 0; r < rounds; r++) {
    measures.forEach((once, i) => {
      const goal = (r + 1) * sliceMs
      while (sums[i].ms < goal) {
        const t = once(k++)
        sums[i].iterations += t.iterations
        sums[i].steps += t.steps
        sums[i].ms += t.ms
      }
    })
  }
  return sums
}

export interface StepCost {
  /** each call's share of the time the rules took, by timing every call: they sum to 1 */
  toAct: number
  legalActions: number
  apply: number
  steps: number
}

/**
 * How a playout step's time splits between toAct, legalActions and apply: uniform random playouts
 * of `depth` actions from `from`, every call timed on the wall clock (the timer's own cost taken
 * off). Fresh states all along, as in a real playout. Only the split is kept: a wait for a core
 * lands on a call in proportion to its length, so the split holds on a busy machine, and the
 * bare loop's CPU time gives the step's cost.
 */
export function stepSplit(g: GameModule, from: BaseState, depth: number, minMs: number, seed: number): StepCost {
  const now = () => performance.now()
  let overhead = 0
  for (let i = 0; i < 20000; i++) {
    const a = now()
    overhead += now() - a
  }
  overhead /= 20000
  const rand = makeRand(seed)
  let toAct = 0,
    legal = 0,
    apply = 0,
    steps = 0
  const t0 = now()
  while (now() - t0 < minMs) {
    let s: BaseState = { ...from, rng: seedRng(rand.seed()) }
    for (let k = 0; k < depth; k++) {
      const a0 = now()
      const seat = g.toAct(s)
      const a1 = now()
      if (seat === null) break
      const actions = g.legalActions(s)
      const a2 = now()
      const action = actions[rand.int(actions.length)]
      const a3 = now()
      s = g.apply(s, action)
      const a4 = now()
      toAct += Math.max(0, a1 - a0 - overhead)
      legal += Math.max(0, a2 - a1 - overhead)
      apply += Math.max(0, a4 - a3 - overhead)
      steps++
    }
  }
  const all = toAct + legal + apply
  return { toAct: toAct / all, legalActions: legal / all, apply: apply / all, steps }
}

/**
 * The live memory of one Hard search (needs `node --expose-gc`): every 100 ms of search the heap is
 * collected and measured. The search runs on this process's CPU time with the collections left
 * out, so it does the iterations a Hard bot would on an idle machine.
 */
export function hardSearchMemory(g: GameModule, from: BaseState, seed: number) {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run with node --expose-gc')
  const live = () => {
    const m = process.memoryUsage()
    return m.heapUsed + m.arrayBuffers
  }
  gc()
  const base = live()
  let paused = 0
  let peak = 0
  let last = cpuMs()
  const clock = () => {
    const t = cpuMs()
    if (t - last >= 100) {
      gc()
      peak = Math.max(peak, live() - base)
      last = cpuMs()
      paused += last - t
    }
    return cpuMs() - paused
  }
  const r = mcts(g, from, { seed, ...LEVELS.hard, now: clock })
  gc()
  const after = live() - base
  return {
    peakBytes: Math.max(peak, after),
    iterations: r.stats.iterations,
    nodes: r.stats.nodes,
    treeBytes: r.stats.bytes,
  }
}
