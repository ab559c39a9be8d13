/**
 * The SEARCH side of the exact Swish `legalActions` (issue 14), load-independent: per state, its
 * search work (nodes + bones placed / 8, as Chain.work) less what its degrees proved legal by
 * following the last way out cost (the "cheap yes", which other work removes): what is left is the
 * dead ends, the legal degrees that way missed (the other cheap ways, the search), the boxes, and
 * the fans of the first step.
 *   npx tsx scripts/bench/swish-search-work.ts [--states <file> | --seed 100] [--top 30] [--cap 1000]
 * (without --states: the swimming states of 6 seeded dense-pond games, as swish-tail.ts plays them;
 * its --save-all writes such a list)
 * Prints p95/p99 of that rest, how many states it puts above 100 / 150 / 300 node-equivalents
 * (about 7 µs each), and the heaviest states with their degrees (deg:y/n:work, y* a cheap yes).
 */
import { readFileSync } from 'node:fs'
import { swish } from '../../shared/games/swish/index.js'
import { capSearches, Chain, legalMarks, SearchCapped } from '../../shared/games/swish/search/index.js'
import { SEARCH } from '../../shared/games/swish/search/watch.js'
import type { SwishState } from '../../shared/games/swish/types.js'
import { densePond, positions } from './swish-saves.js'
import { cpuMs } from './stats.js'
import { stepDeg } from './swish-step.js'

const args = process.argv.slice(2)
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const TOP = Number(opt('--top') ?? 30)
const CAP = Number(opt('--cap') ?? 1000)
const file = opt('--states')
const states = file
  ? (JSON.parse(readFileSync(file, 'utf8')) as SwishState[])
  : positions(swish, densePond(), 6, Number(opt('--seed') ?? 100))

let deadline = Infinity
capSearches(() => cpuMs() > deadline)

type Rec = { deg: number; yes: boolean; cheap: boolean; work: number }
let recs: Rec[] = []
let total = 0
// legalMarks' own boxes (ruledOut at the first step): how many worked, and the work of both kinds
const box = { ok: 0, okWork: 0, failed: 0, failedWork: 0 }
let boxOk = 0,
  boxFailed = 0
// per degree asked: its work, and whether following the last way out proved it (the cheap yes)
let followed = false,
  askWork = 0,
  boxWork = 0
SEARCH.watch = {
  proved(_c, kind) {
    if (kind === 'last') followed = true
  },
  asking(c) {
    followed = false
    askWork = c.work
  },
  asked(c, t, yes) {
    recs.push({ deg: stepDeg(c, t), yes, cheap: yes && followed, work: c.work - askWork })
  },
  boxing(c, t) {
    if (t === c.s0) boxWork = c.work
  },
  boxed(c, t, _lo, _hi, _moves, yes) {
    if (t !== c.s0) return
    const w = c.work - boxWork
    if (yes) {
      box.ok++
      box.okWork += w
      boxOk += w
    } else {
      box.failed++
      box.failedWork += w
      boxFailed += w
    }
  },
}

const rows: { i: number; rest: number; all: number; recs: Rec[]; boxOk: number; boxFailed: number }[] = []
let capped = 0
for (let i = 0; i < states.length; i++) {
  recs = []
  total = 0
  boxOk = boxFailed = 0
  deadline = cpuMs() + CAP
  try {
    const chain = new Chain(structuredClone(states[i]))
    legalMarks(chain, false)
    total = chain.work
  } catch (e) {
    if (!(e instanceof SearchCapped)) throw e
    capped++
    continue
  } finally {
    deadline = Infinity
  }
  const cheap = recs.filter((r) => r.cheap).reduce((a, r) => a + r.work, 0)
  rows.push({ i, rest: total - cheap, all: total, recs, boxOk, boxFailed })
}
const rest = rows.map((r) => r.rest).sort((a, b) => a - b)
const at = (f: number) => Math.round(rest[Math.floor(f * (rest.length + capped))] ?? Infinity)
const above = (x: number) => rest.filter((r) => r > x).length
console.log(
  `${states.length} states, ${capped} capped; search work less the cheap yes: p95 ${at(0.95)}, p99 ${at(0.99)} (capped counted as above); ` +
    `states above 100: ${above(100)}, 150: ${above(150)}, 300: ${above(300)}`,
)
// around the p99 (rank 35 from the top of 3,504, the capped states first): the rest there
const desc = [...rest].reverse()
const ranks = desc.slice(Math.max(0, 25 - capped), 50 - capped).map(Math.round)
console.log(`ranks ${capped + 1}..: ${desc.slice(0, 25 - capped).length ? '… ' : ''}${ranks.join(' ')}`)
const band = desc.filter((x) => x >= 50 && x <= 5000)
console.log(`states with 50..5000: ${band.length}, their sum ${Math.round(band.reduce((a, x) => a + x, 0))}`)
console.log(
  `first-step boxes: ${box.ok} worked (${Math.round(box.okWork)} work), ${box.failed} failed (${Math.round(box.failedWork)} work)`,
)
rows.sort((a, b) => b.rest - a.rest)
for (const r of rows.slice(0, TOP)) {
  const s = states[r.i]
  const yes = r.recs.filter((x) => x.yes)
  const no = r.recs.filter((x) => !x.yes)
  const sum = (xs: Rec[]) => Math.round(xs.reduce((a, x) => a + x.work, 0))
  const slow = [...r.recs]
    .sort((a, b) => b.work - a.work)
    .slice(0, 6)
    .map((x) => `${x.deg}:${x.cheap ? 'y*' : x.yes ? 'y' : 'n'}:${Math.round(x.work)}`)
    .join(' ')
  console.log(
    `${String(r.i).padStart(4)} rest ${Math.round(r.rest).toString().padStart(6)} all ${Math.round(r.all).toString().padStart(6)} k${s.len} s${s.steps} | ` +
      `yes ${yes.length - yes.filter((x) => x.cheap).length} searched ${sum(yes.filter((x) => !x.cheap))}, no ${no.length} ${sum(no)}, boxes ${Math.round(r.boxOk)}/${Math.round(r.boxFailed)} failed | ${slow}`,
  )
}
