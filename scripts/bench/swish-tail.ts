/**
 * What the slowest states of the Swish geometry benchmark are made of (issue 14): times the exact
 * `legalActions` on every swimming state of the benchmark's seeded games (swish-geometry.ts), then,
 * for the slowest ones, per searched angle (a step whose need is not met at once): yes (legal) or
 * no (dead end), how it was settled (a cheap way out, the search, a box with its neighbours) and
 * its search nodes.
 *   npx tsx scripts/bench/swish-tail.ts [--default] [--games 6] [--seed 100 | --seeds 100,7,31] [--top 40] [--cap 1000] [--save <file>] [--save-all <file>] [--states <file>[,<file>…]] [--work] [--ids a,b,…] [--medians 5]
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { swish } from '../../shared/games/swish/index.js'
import { capSearches, Chain, legalMarks, SearchCapped } from '../../shared/games/swish/search/index.js'
import { SEARCH } from '../../shared/games/swish/search/watch.js'
import type { SwishScenario, SwishState } from '../../shared/games/swish/types.js'
import { densePond, positions } from './swish-saves.js'
import { stepDeg } from './swish-step.js'
import { cpuMs } from './stats.js'

const args = process.argv.slice(2)
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const TOP = Number(opt('--top') ?? 40)
const FROM = Number(opt('--from') ?? 0)
const CAP = Number(opt('--cap') ?? 1000)
const scenario: SwishScenario = args.includes('--default') ? swish.defaultScenario : densePond()

const from = opt('--states')
// --games N: the states of the first N seeded games (6, as swish-geometry.ts --quick; 24 as without
// it), seeded from --seed (100, as swish-geometry.ts); --seeds a,b,c: the games of several seed
// sets together (N games from each), so that one figure covers them all; --states f,g: the
// states of several --save-all files together
const games = Number(opt('--games') ?? 6)
const seeds = (opt('--seeds') ?? opt('--seed') ?? '100').split(',').map(Number)
const states: SwishState[] = from
  ? from.split(',').flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as SwishState[])
  : seeds.flatMap((seed) => positions(swish, scenario, games, seed))
// --ids a,b,c: only the mean CPU time per state of those states (7 passes, each over fresh copies
// made before it; JIT warmed by one pass first): median pass and the min–max
const ids = opt('--ids')
if (ids) {
  const some = ids.split(',').map((i) => states[Number(i)])
  for (const s of some) swish.legalActions(structuredClone(s))
  const per: number[] = []
  for (let r = 0; r < 7; r++) {
    const copies = some.map((s) => structuredClone(s))
    const t0 = cpuMs()
    for (const s of copies) swish.legalActions(s)
    per.push((cpuMs() - t0) / some.length)
  }
  per.sort((a, b) => a - b)
  console.log(`${some.length} states: ${per[3].toFixed(3)} ms per state (${per[0].toFixed(3)}–${per[6].toFixed(3)})`)
  process.exit(0)
}
const all = opt('--save-all')
if (all) writeFileSync(all, JSON.stringify(states))
let deadline = Infinity
capSearches(() => cpuMs() > deadline)
// --medians P: after a warm pass, P passes over every state (each on a fresh copy, capped at 100
// ms); per state the median of its P times, and over the states their p99 and how many are above
// 1 ms: a figure that one scavenge or one busy moment in a single pass does not move
const medians = Number(opt('--medians') ?? 0)
if (medians > 0) {
  const per: number[][] = states.map(() => [])
  for (let pass = 0; pass <= medians; pass++) {
    for (let i = 0; i < states.length; i++) {
      const s = structuredClone(states[i])
      const t0 = cpuMs()
      deadline = t0 + 100
      try {
        swish.legalActions(s)
      } catch (e) {
        if (!(e instanceof SearchCapped)) throw e
      }
      if (pass > 0) per[i].push(cpuMs() - t0)
    }
  }
  deadline = Infinity
  const med = per.map((xs, i) => ({ i, ms: [...xs].sort((a, b) => a - b)[medians >> 1] }))
  med.sort((a, b) => b.ms - a.ms)
  console.log(
    `${states.length} states, the median of ${medians} passes each: p99 ${med[Math.floor(0.01 * states.length)].ms.toFixed(2)} ms; states above 1 ms: ${med.filter((x) => x.ms > 1).length}`,
  )
  console.log(
    `slowest: ${med
      .slice(0, TOP)
      .map((x) => `${x.i}:${x.ms.toFixed(2)}`)
      .join(' ')}`,
  )
  process.exit(0)
}
let timed: { i: number; ms: number; capped: boolean }[] = []
// as in the benchmark's later rounds: the JIT warmed by a first pass over every state
for (let round = args.includes('--cold') ? 1 : 0; round < 2; round++) {
  timed = []
  for (let i = 0; i < states.length; i++) {
    const s = structuredClone(states[i])
    const t0 = cpuMs()
    deadline = t0 + CAP
    let capped = false
    try {
      swish.legalActions(s)
    } catch (e) {
      if (!(e instanceof SearchCapped)) throw e
      capped = true
    }
    deadline = Infinity
    timed.push({ i, ms: cpuMs() - t0, capped })
  }
}
timed.sort((a, b) => b.ms - a.ms)
const p99 = [...timed].reverse()[Math.floor(0.99 * timed.length)]
console.log(
  `${states.length} states; p99 ${p99.ms.toFixed(2)} ms; states above 1 ms: ${timed.filter((x) => x.ms > 1).length}`,
)

// --work: the search work per state (nodes + bones placed / 8, as Chain.work), which the load does
// not change: p95 and p99 over the states not capped
if (args.includes('--work')) {
  const each: number[] = []
  for (const s0 of states) {
    deadline = cpuMs() + CAP
    try {
      const chain = new Chain(structuredClone(s0))
      legalMarks(chain, false)
      each.push(chain.work)
    } catch (e) {
      if (!(e instanceof SearchCapped)) throw e
    }
  }
  deadline = Infinity
  each.sort((a, b) => a - b)
  const at = (f: number) => Math.round(each[Math.floor(f * each.length)])
  const sum = each.reduce((a, b) => a + b, 0)
  // p99 over all the states, the capped ones counted as above every other (about 350 is 1 ms)
  const capped = states.length - each.length
  const p99All = [...each, ...Array<number>(capped).fill(Infinity)][Math.floor(0.99 * states.length)]
  console.log(
    `search work per state (nodes + bones placed / 8), ${each.length} not capped: p95 ${at(0.95)}, p99 ${at(0.99)}; ` +
      `over all ${states.length} (${capped} capped): p99 ${Math.round(p99All)}, above 300: ${each.filter((w) => w > 300).length + capped}; sum ${Math.round(sum)}`,
  )
}

// per angle: wrap canEnd (the searched angles) and ruledOut (neighbours ruled out by a box)
type Rec = { deg: number; yes: boolean; nodes: number; cheap: boolean; ms: number; placed: number; search: number }
let recs: Rec[] = []
let boxed = 0
const agg = { syPlaced: 0, syNodes: 0, syMs: 0, placed: 0, search: 0, angles: 0, cheapYes: 0, searchYes: 0, no: 0 }
let before = { placed: 0, nodes: 0, work: 0, ms: 0 }
SEARCH.watch = {
  asking(c) {
    before = { placed: c.placed, nodes: c.nodes, work: c.work, ms: cpuMs() }
  },
  asked(c, t, yes) {
    const ms = cpuMs() - before.ms,
      placed = c.placed - before.placed,
      search = c.nodes - before.nodes
    recs.push({ deg: stepDeg(c, t), yes, nodes: c.work - before.work, cheap: search === 0, ms, placed, search })
    agg.placed += placed
    agg.search += search
    agg.angles++
    if (search === 0 && yes) agg.cheapYes++
    else if (yes) {
      agg.searchYes++
      agg.syPlaced += placed
      agg.syNodes += search
      agg.syMs += ms
    } else agg.no++
  },
  boxed(c, t, _lo, _hi, _moves, yes) {
    if (yes && t === c.s0) boxed++
  },
}
const dump: SwishState[] = []
const total = [0, 0, 0, 0]
console.log('state  ms  k s0 need0 | searched yes(cheap) no boxed | nodes yes / no | slowest angles (deg:y/n:nodes)')
for (const { i, ms, capped } of timed.slice(FROM, FROM + TOP)) {
  const s = structuredClone(states[i])
  dump.push(states[i])
  recs = []
  boxed = 0
  const t = new Chain(s)
  deadline = cpuMs() + CAP
  let cut = false
  try {
    legalMarks(t, false)
  } catch (e) {
    if (!(e instanceof SearchCapped)) throw e
    cut = true
  }
  deadline = Infinity
  const yes = recs.filter((r) => r.yes),
    no = recs.filter((r) => !r.yes)
  const sum = (rs: Rec[]) => Math.round(rs.reduce((a, r) => a + r.nodes, 0))
  const msOf = (rs: Rec[]) => rs.reduce((a, r) => a + r.ms, 0)
  const cheapY = yes.filter((r) => r.cheap)
  const parts = [msOf(cheapY), msOf(yes) - msOf(cheapY), msOf(no)]
  for (let j = 0; j < 3; j++) total[j] += parts[j]
  total[3] += ms
  const slow = [...recs]
    .sort((a, b) => b.nodes - a.nodes)
    .slice(0, 5)
    .map((r) => `${r.deg}:${r.yes ? 'y' : 'n'}:${Math.round(r.nodes)}`)
    .join(' ')
  console.log(
    `${String(i).padStart(4)} ${ms.toFixed(1).padStart(6)} [${parts.map((x) => x.toFixed(1)).join(' ')}]${capped ? 'C' : ' '} k${s.len} s${s.steps} M${t.need0} | ` +
      `${recs.length} ${yes.length}(${yes.filter((r) => r.cheap).length}) ${no.length} ${boxed} | ` +
      `${sum(yes)} / ${sum(no)}${cut ? ' CUT' : ''} | ${slow}`,
  )
}
console.log(
  `ms in: cheap yes ${total[0].toFixed(0)}, searched yes ${total[1].toFixed(0)}, no ${total[2].toFixed(0)}, all ${total[3].toFixed(0)}`,
)
console.log(
  `angles searched: ${agg.angles} (cheap yes ${agg.cheapYes}, searched yes ${agg.searchYes}, no ${agg.no}); bones placed by cheap ways ${agg.placed}, search nodes ${Math.round(agg.search)}; searched yes: placed ${agg.syPlaced}, nodes ${Math.round(agg.syNodes)}, ${agg.syMs.toFixed(0)} ms`,
)
const save = opt('--save')
if (save) writeFileSync(save, JSON.stringify(dump))
