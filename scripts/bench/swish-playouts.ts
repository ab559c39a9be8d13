/**
 * Swish uniform playouts, for profiling and for timing from outside (farm-bench): `n` seeded
 * playouts of 50 actions from the benchmark's position, each action uniform among `legalActions`.
 * Prints the CPU time per step; with `hash`, also a hash of every list of legal actions met, so
 * two checkouts can be shown to give the same answers (the same hash) before comparing speed.
 * Run: node --import tsx scripts/bench/swish-playouts.ts [n = 2000] [hash]
 *   (a profile: node --cpu-prof --import tsx scripts/bench/swish-playouts.ts 4000)
 */
import { makeRand, seedRng } from '../../shared/engine/rng.js'
import type { BaseState } from '../../shared/engine/types.js'
import { benchPosition, gameById } from './position.js'

const g = gameById('swish')
const from = benchPosition(g)
const rand = makeRand(1)
const playouts = Number(process.argv[2] ?? 2000)
const hashing = process.argv[3] === 'hash'
let steps = 0,
  hash = 0
const c0 = process.cpuUsage()
for (let n = 0; n < playouts; n++) {
  let s: BaseState = { ...from, rng: seedRng(rand.seed()) }
  for (let k = 0; k < 50 && g.toAct(s) !== null; k++) {
    const actions = g.legalActions(s)
    if (hashing) {
      const text = JSON.stringify(actions)
      for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0
    }
    s = g.apply(s, actions[rand.int(actions.length)])
    steps++
  }
}
const c = process.cpuUsage(c0)
const perStep = (c.user + c.system) / steps
console.log(`${steps} steps, ${perStep.toFixed(2)} µs of CPU per step${hashing ? `, hash ${hash}` : ''}`)
