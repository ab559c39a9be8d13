/**
 * One benchmark measurement in a process of its own, so that neither engine inherits the other's
 * JIT state, bundled for production first (child-bundle.ts):
 * `node child.mjs <ours|peer|memory|first-ours|first-peer> <game> <iterations> <depth> <minMs> <seed>`.
 * Prints one line of JSON. scripts/bench.ts starts these, alternating the engines.
 * The first-* modes time the process's first search, cut at `minMs` of CPU time (`iterations` unused).
 */
import { benchPosition, gameById, uniformGame } from './position.js'
import { bareLoopUniform, hardSearchMemory, oursFirstSearch, oursSearch, interleave, stepSplit } from './ours.js'
import { peerFirstSearch, peerSearch } from './peer.js'

const [mode, id, itArg, depthArg, minMsArg, seedArg] = process.argv.slice(2)
const g = gameById(id)
const iterations = Number(itArg)
const depth = Number(depthArg)
const minMs = Number(minMsArg)
const seed = Number(seedArg ?? 1)
const from = benchPosition(g)
const uniform = uniformGame(g)
const warm = Math.max(1, Math.round(iterations / 5))

async function peer() {
  await peerSearch(g, from, warm, depth, `warm${seed}`)
  const sum = { iterations: 0, ms: 0 }
  for (let k = 0; k === 0 || sum.ms < minMs; k++) {
    const r = await peerSearch(g, from, iterations, depth, `bench${seed + k}`)
    sum.iterations += r.iterations
    sum.ms += r.ms
  }
  return { peerItPerSec: (sum.iterations / sum.ms) * 1000 }
}

function ours() {
  // warm every code path once, then time each
  stepSplit(g, from, depth, minMs / 4, seed)
  bareLoopUniform(g, from, warm, depth, seed)
  oursSearch(uniform, from, warm, depth, seed)
  oursSearch(g, from, warm, undefined, seed)

  const split = stepSplit(g, from, depth, minMs, seed + 1)
  const [bare, search, hooked] = interleave(5, minMs / 5, seed, [
    (s) => bareLoopUniform(g, from, iterations, depth, s),
    (s) => oursSearch(uniform, from, iterations, depth, s),
    (s) => oursSearch(g, from, iterations, undefined, s),
  ])
  const rate = (t: { iterations: number; ms: number }) => (t.iterations / t.ms) * 1000
  const stepUs = (bare.ms * 1000) / bare.steps
  return {
    stepUs,
    /** µs per call: the bare loop's CPU time per step, split as the timed calls split */
    cost: { toAct: split.toAct * stepUs, legalActions: split.legalActions * stepUs, apply: split.apply * stepUs },
    bareItPerSec: rate(bare),
    oursItPerSec: rate(search),
    /** actions applied per second, in the tree and in playouts, as a share of the bare loop's */
    stepShare: search.steps / search.ms / (bare.steps / bare.ms),
    hookedItPerSec: rate(hooked),
  }
}

/** iterations per second of CPU time over the process's first search, cut at `minMs` */
const first = (t: { iterations: number; ms: number }) => ({ itPerSec: (t.iterations / t.ms) * 1000, ...t })

const out =
  mode === 'peer'
    ? await peer()
    : mode === 'ours'
      ? ours()
      : mode === 'memory'
        ? hardSearchMemory(g, from, seed)
        : mode === 'first-ours'
          ? first(oursFirstSearch(uniform, from, depth, minMs, seed))
          : mode === 'first-peer'
            ? first(await peerFirstSearch(g, from, depth, minMs, `first${seed}`))
            : null
if (!out) throw new Error(`unknown mode ${mode}: ours, peer, memory, first-ours or first-peer`)
console.log(JSON.stringify(out))
