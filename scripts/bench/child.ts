/**
 * One benchmark measurement in a process of its own, so that neither engine inherits the other's
 * JIT state: `node --import tsx scripts/bench/child.ts <ours|peer|memory> <game> <iterations> <depth> <minMs> <seed>`.
 * Prints one line of JSON. scripts/bench.ts starts these, alternating the engines.
 */
import { benchPosition, gameById, uniformGame } from './position.js'
import { bareLoopHooked, bareLoopUniform, hardSearchMemory, oursSearch, interleave, stepCost } from './ours.js'
import { peerSearch } from './peer.js'

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
  stepCost(g, from, depth, minMs / 4, seed)
  bareLoopUniform(g, from, warm, depth, seed)
  oursSearch(uniform, from, warm, depth, seed)
  bareLoopHooked(g, from, warm, seed)
  oursSearch(g, from, warm, undefined, seed)

  const cost = stepCost(g, from, depth, minMs, seed + 1)
  const [bare, search, bareHooked, hooked] = interleave(5, minMs / 5, seed, [
    (s) => bareLoopUniform(g, from, iterations, depth, s),
    (s) => oursSearch(uniform, from, iterations, depth, s),
    (s) => bareLoopHooked(g, from, iterations, s),
    (s) => oursSearch(g, from, iterations, undefined, s),
  ])
  const rate = (t: { iterations: number; ms: number }) => (t.iterations / t.ms) * 1000
  return {
    cost,
    stepUs: (bare.ms * 1000) / bare.steps,
    bareItPerSec: rate(bare),
    oursItPerSec: rate(search),
    bareHookedItPerSec: rate(bareHooked),
    hookedItPerSec: rate(hooked),
  }
}

const out = mode === 'peer' ? await peer() : mode === 'ours' ? ours() : mode === 'memory' ? hardSearchMemory(g, from, seed) : null
if (!out) throw new Error(`unknown mode ${mode}: ours, peer or memory`)
console.log(JSON.stringify(out))
