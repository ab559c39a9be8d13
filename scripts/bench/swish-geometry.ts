/**
 * Swish geometry benchmark: what the end-of-turn search costs.
 *   - `legalActions` per swimming state (p50, p99, max) on the default pond and on a dense pond
 *     (densePond: 100 small fish), each state's search capped at `--cap` ms of CPU (default 1,000;
 *     the cap exists for this benchmark only, through capSearches in search/cap.ts: it throws).
 *     A capped state counts with the time it took to hit the cap, and how many were capped is
 *     printed with the percentiles: p99 and max are then lower bounds, said so in the output.
 *   - one playout step (the search hooks' playout policy, then `apply`) and one plain playout step
 *     (`legalActions`, a uniform pick, then `apply`, as the engine comparison uses), mean per step
 *   - the bots' action sets (the hint, the playout policy, the heuristic bot) per swimming state,
 *     timed in games played with each (swish-botsets.ts): p50, p99, max
 *   - opening 20,000-action saves with the real loader (`loadSave`: schema, checks, replay)
 * Every figure is the median of `--rounds` rounds (default 5) with the min–max over the rounds,
 * each process first running one warm-up round that is not counted (V8 compiling the search);
 * times are the process's CPU time (user + system), not the wall clock. `legalActions` is also
 * given per state: each state's median over the rounds, then p50 and p99 over the states (a single
 * round's p99 moves with where the minor GCs land; see `perState`).
 *
 * The positions and the saves are generated once, with the rules of this checkout, and written
 * to a temporary file; each implementation is then timed in processes of its own that load only
 * its own rules. `--before <dir>` times the rules of another checkout too, on the same inputs, in
 * alternating processes: this checkout, the other, this checkout, the other, the rounds split
 * between each one's two processes. Unpack the other checkout with its package.json (`git archive
 * <commit> shared scripts resources package.json tsconfig.json | tar -x -C <dir>`): without it tsx
 * loads its TypeScript as CommonJS, which ran the search 1.85 times slower (roots.ts refuses such
 * a copy; the earlier stops' copies of `shared resources` alone were handicapped that way).
 * `--seed N`: the games' first seed (default 100; games N, N + 1, …): the figures of one seed set
 * are worth checking on another (docs/RULINGS.md Swish 1, item 15).
 * Run: npx tsx scripts/bench/swish-geometry.ts [--before <dir>] [--rounds 5] [--quick] [--no-dense] [--cap 1000] [--seed 100] [--dense-games 24]
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { makeRand } from '../../shared/engine/rng.js'
import type { GameModule } from '../../shared/engine/types.js'
import type { SwishAction, SwishScenario, SwishState } from '../../shared/games/swish/types.js'
import { BOT_SETS, timeBotSet } from './swish-botsets.js'
import { checkRoot } from './roots.js'
import { cpuMs, fmtSpread, spread } from './stats.js'

const args = process.argv.slice(2)
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const quick = args.includes('--quick')
const ROUNDS = Number(opt('--rounds') ?? (quick ? 3 : 5))
const GAMES = quick ? 6 : 24
/**
 * the dense pond's games (`--dense-games`, default GAMES): its p99 rests on the slowest 1% of its
 * states, which vary a lot from one sample of 24 games to another (docs/RULINGS.md Swish 1,
 * items 17–18), so `npm run bench` times 72
 */
const DENSE_GAMES = quick ? GAMES : Number(opt('--dense-games') ?? GAMES)
/** CPU ms after which one state's legalActions is cut short and counted as capped */
const CAP_MS = Number(opt('--cap') ?? 1000)
/** the seed of the first game (the games are seeded N, N + 1, …) */
const SEED = Number(opt('--seed') ?? 100)

interface Impl {
  game: GameModule<SwishState, SwishAction>
  /** the search cap of that checkout (search/cap.ts; chain.ts before the search's folder), if it has one */
  cap?: { capSearches: (over: (() => boolean) | null) => void; SearchCapped: new () => Error }
  loadSave: (text: string) => { ok: boolean; value?: { stoppedAt: unknown; replayed: { states: unknown[] } } }
}

async function implFrom(root: string): Promise<Impl> {
  const url = (p: string) => pathToFileURL(path.resolve(root, p)).href
  const { swish: game } = (await import(url('shared/games/swish/index.ts'))) as { swish: Impl['game'] }
  const loadAt = ['loadFile.ts', 'load.ts'].find((f) => existsSync(path.resolve(root, 'shared/formats', f)))
  const load = (await import(url(`shared/formats/${loadAt}`))) as { loadSave: Impl['loadSave'] }
  const capAt = ['search/cap.ts', 'chain.ts'].find((f) => existsSync(path.resolve(root, 'shared/games/swish', f)))
  const chain = (capAt ? await import(url(`shared/games/swish/${capAt}`)) : {}) as Partial<NonNullable<Impl['cap']>>
  const cap = chain.capSearches && chain.SearchCapped ? (chain as Impl['cap']) : undefined
  return { game, loadSave: load.loadSave, cap }
}

/** what the parent writes for the children: the ponds with their states, and the saves */
interface Data {
  ponds: { name: string; scenario: SwishScenario; games: number; states: SwishState[] }[]
  saves: { name: string; text: string; n: number; bad?: boolean }[]
}

/** one round of one pond, as a child measured it */
interface Round {
  /** per state, in order: CPU ms of legalActions (a capped state: the time it took to hit the cap) */
  times: number[]
  capped: number
  /** µs per step: the plain playout step (over the states not capped) and the hooked one */
  plain: number
  hooked: number
}

/** what one child process prints (one line of JSON after RESULT) */
interface ChildResult {
  hasCap: boolean
  /** per pond, its rounds */
  ponds: Round[][]
  /** per pond, per bot set, its rounds: the sorted per-state times */
  bots: number[][][][]
  /** per save, its rounds: seconds, and whether it loaded as it should */
  saves: { s: number; ok: boolean }[][]
}
const RESULT = 'SWISH-GEOMETRY-RESULT '

const pct = (xs: number[], f: number) => xs[Math.min(xs.length - 1, Math.floor(f * xs.length))]
const median = (xs: number[]) => spread(xs).median
function fig(xs: number[], digits: number, unit: string): string {
  return fmtSpread(spread(xs), ` ${unit}`, (v) => v.toFixed(digits))
}

/** one round over the states: each state's legalActions, then a plain and a hooked playout step */
function timeStates(impl: Impl, states: SwishState[], seed: number): Round {
  const g = impl.game
  const times: number[] = []
  let plain = 0,
    plainStates = 0,
    hooked = 0,
    capped = 0,
    deadline = Infinity
  impl.cap?.capSearches(() => cpuMs() > deadline)
  const rand = makeRand(seed)
  for (const s0 of states) {
    const s = structuredClone(s0) // no cache carried over between rounds
    const t0 = cpuMs()
    deadline = t0 + CAP_MS
    let legal: SwishAction[] | null = null
    try {
      legal = g.legalActions(s)
    } catch (e) {
      if (!impl.cap || !(e instanceof impl.cap.SearchCapped)) throw e
      capped++
    }
    deadline = Infinity
    const t1 = cpuMs()
    times.push(t1 - t0)
    if (legal) {
      g.apply(s, legal[rand.int(legal.length)])
      plain += cpuMs() - t0
      plainStates++
    }
    const t2 = cpuMs()
    g.apply(s, g.playout!(s, rand))
    hooked += cpuMs() - t2
  }
  impl.cap?.capSearches(null)
  return { times, capped, plain: (plain / plainStates) * 1000, hooked: (hooked / states.length) * 1000 }
}

/** the child: times one implementation on the parent's data, `rounds` rounds after a warm-up */
async function child(root: string, dataFile: string, rounds: number): Promise<void> {
  const impl = await implFrom(root)
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as Data
  const out: ChildResult = { hasCap: !!impl.cap, ponds: [], bots: [], saves: [] }
  for (const pond of data.ponds) {
    timeStates(impl, pond.states, 6) // warm-up, not counted
    out.ponds.push(Array.from({ length: rounds }, (_, i) => timeStates(impl, pond.states, 7 + i)))
  }
  for (const pond of data.ponds) {
    out.bots.push(
      BOT_SETS.map(([, set]) => {
        // a warm-up round, not counted: the bots' code paths are many, and a round that V8 is
        // still compiling in moves the p99 of a few hundred states (default pond, heuristic bot:
        // 0.15–1.8 ms from one round to the next after a one-game warm-up)
        timeBotSet(impl.game, pond.scenario, set, GAMES, 300)
        return Array.from({ length: rounds }, () => timeBotSet(impl.game, pond.scenario, set, GAMES, 300))
      }),
    )
  }
  for (const sv of data.saves) {
    impl.loadSave(sv.text) // warm-up, not counted
    out.saves.push(
      Array.from({ length: rounds }, () => {
        const t0 = cpuMs()
        const res = impl.loadSave(sv.text)
        const s = (cpuMs() - t0) / 1000
        const ok = res.ok && !res.value!.stoppedAt === !sv.bad && res.value!.replayed.states.length === sv.n + 1
        return { s, ok }
      }),
    )
  }
  process.stdout.write(`${RESULT}${JSON.stringify(out)}\n`)
}

/** the parent's inputs, with this checkout's rules */
async function makeData(): Promise<Data> {
  const { swish } = await import('../../shared/games/swish/index.js')
  const { densePond, longGame, positions, saveText } = await import('./swish-saves.js')
  const ponds: Data['ponds'] = []
  for (const [name, scenario] of [
    ['default pond', swish.defaultScenario],
    ...(args.includes('--no-dense') ? [] : [['dense pond', densePond()]]),
  ] as [string, SwishScenario][]) {
    const games = name === 'dense pond' ? DENSE_GAMES : GAMES
    ponds.push({ name, scenario, games, states: positions(swish, scenario, games, SEED) })
  }
  const saves: Data['saves'] = []
  const withRules = (base: SwishScenario, limit: 60 | 90 | 160) => {
    const s = structuredClone(base)
    s.rules.stallRounds = 100
    s.rules.jointLimit = limit
    return s
  }
  const add = (name: string, s: SwishScenario, seats: number, seed: number, actions: SwishAction[]) =>
    saves.push({
      name: `${name}, ${seats} seats, seed ${seed}`,
      text: saveText(s, seats, seed, actions),
      n: actions.length,
    })
  // the longest save: the lazy swimmers at limit 160 reach 20,000 actions (the first seed that does)
  const wide = withRules(swish.defaultScenario, 160)
  for (let seed = 501; seed < 505; seed++) {
    const actions = longGame(wide, 2, seed)
    if (actions.length < 20000 && seed < 504) continue
    add('default pond, limit 160', wide, 2, seed, actions)
    // the same save with its 19,990th action made illegal: refused there, with the path and reason
    const bad = actions.slice()
    const at = bad.findIndex((a, k) => k >= bad.length - 10 && a.t === 'step')
    if (at >= 0) {
      bad[at] = { t: 'step', deg: 161 }
      saves.push({
        name: `the same, action ${at + 1} a step of 161°`,
        text: saveText(wide, 2, seed, bad),
        n: at,
        bad: true,
      })
    }
    break
  }
  const plainLimit = withRules(swish.defaultScenario, 90)
  add('default pond, limit 90 (the replay test)', plainLimit, 2, 502, longGame(plainLimit, 2, 502))
  if (!quick && !args.includes('--no-dense')) {
    for (const limit of [60, 90, 160] as const) {
      const s = withRules(densePond(), limit)
      add(`dense pond, limit ${limit}`, s, 2 + (limit % 3), 510 + limit, longGame(s, 2 + (limit % 3), 510 + limit))
    }
  }
  return { ponds, saves }
}

/** runs a child for `root` with `rounds` rounds and returns what it measured */
function runChild(root: string, dataFile: string, rounds: number): ChildResult {
  const script = fileURLToPath(import.meta.url)
  const flags = ['--child', root, '--data', dataFile, '--rounds', String(rounds), '--cap', String(CAP_MS)]
  if (quick) flags.push('--quick')
  const r = spawnSync(process.execPath, [...process.execArgv, script, ...flags], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = r.stdout.split('\n').find((l) => l.startsWith(RESULT))
  if (r.status !== 0 || !line) throw new Error(`the child for ${root} failed (exit ${r.status})`)
  return JSON.parse(line.slice(RESULT.length)) as ChildResult
}

/** the rounds of an implementation's processes, joined */
function join(parts: ChildResult[]): ChildResult {
  const cat = <T>(pick: (c: ChildResult) => T[]) => parts.flatMap(pick)
  const first = parts[0]
  return {
    hasCap: first.hasCap,
    ponds: first.ponds.map((_, p) => cat((c) => c.ponds[p])),
    bots: first.bots.map((sets, p) => sets.map((_, b) => cat((c) => c.bots[p][b]))),
    saves: first.saves.map((_, v) => cat((c) => c.saves[v])),
  }
}

async function main() {
  const roots: [string, string][] = [['.', 'this checkout']]
  const before = opt('--before')
  if (before) {
    checkRoot(before)
    roots.push([before, `--before ${before}`])
  }
  console.log(`Swish geometry benchmark — ${new Date().toISOString()}`)
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${ROUNDS} rounds, median (min–max), CPU time; each implementation in processes of its own${
      before ? ', alternating' : ''
    }`,
  )
  const data = await makeData()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'swish-geometry-'))
  const dataFile = path.join(dir, 'data.json')
  writeFileSync(dataFile, JSON.stringify(data))
  // with two implementations: A B A B, each process doing about half of its rounds
  const parts = roots.map(() => [] as ChildResult[])
  const split = before ? [Math.ceil(ROUNDS / 2), Math.floor(ROUNDS / 2)] : [ROUNDS]
  try {
    for (const rounds of split) {
      if (rounds === 0) continue
      roots.forEach(([root], k) => parts[k].push(runChild(root, dataFile, rounds)))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const results = parts.map(join)

  data.ponds.forEach((pond, p) => {
    console.log(
      `\n== ${pond.name}: ${pond.states.length} swimming states from ${pond.games} seeded games (seeds ${SEED}–${SEED + pond.games - 1})`,
    )
    results.forEach((res, k) => {
      const r = res.ponds[p]
      console.log(`  ${roots[k][1]}`)
      const capped = r.map((x) => x.capped)
      // a capped state counts as the time it took to hit the cap: the max is then a lower bound,
      // and so is p99 once more than 1% of the states were capped
      const most = Math.max(...capped)
      const lower =
        most === 0
          ? ''
          : most * 100 > pond.states.length
            ? ' — p99 and max are lower bounds'
            : ' — max is a lower bound (p99 is not affected: under 1% capped)'
      console.log(
        `    states whose search hit the ${CAP_MS} ms cap: ${median(capped)} (${Math.min(...capped)}–${Math.max(...capped)})${
          res.hasCap ? '' : ' — this checkout has no cap: not capped'
        }${lower}`,
      )
      const sorted = r.map((x) => [...x.times].sort((a, b) => a - b))
      console.log(
        `    legalActions p50 ${fig(
          sorted.map((x) => pct(x, 0.5)),
          3,
          'ms',
        )}, p99 ${fig(
          sorted.map((x) => pct(x, 0.99)),
          3,
          'ms',
        )}, max ${fig(
          sorted.map((x) => x[x.length - 1]),
          1,
          'ms',
        )}`,
      )
      // perState: each state's own cost, the median of its rounds. A single round's p99 moves with
      // where the minor GCs land (in whichever state is running when new space fills) and with V8
      // compiling on another thread (process.cpuUsage counts every thread); the median of a
      // state's rounds keeps what the position costs. Both figures are printed.
      const perState = pond.states.map((_, j) => median(r.map((x) => x.times[j]))).sort((a, b) => a - b)
      const over = perState.filter((x) => x > 1).length
      console.log(
        `    legalActions per state, the median of its ${r.length} rounds: p50 ${pct(perState, 0.5).toFixed(3)} ms, p99 ${pct(
          perState,
          0.99,
        ).toFixed(
          3,
        )} ms, ${over} states above 1 ms (${Math.floor(0.01 * pond.states.length)} allowed under a 1 ms p99)`,
      )
      console.log(
        `    playout step: hooks ${fig(
          r.map((x) => x.hooked),
          1,
          'µs',
        )}, plain ${fig(
          r.map((x) => x.plain),
          1,
          'µs',
        )}`,
      )
    })
  })
  // the bots' smaller sets (the issue's "legalActions for bots"), timed in play: see swish-botsets.ts
  console.log(`\n== the bots' action sets, per swimming state met in ${GAMES} seeded games played with each set`)
  data.ponds.forEach((pond, p) => {
    results.forEach((res, k) => {
      console.log(`  ${pond.name}, ${roots[k][1]}`)
      BOT_SETS.forEach(([label], b) => {
        const r = res.bots[p][b]
        const q = (f: number) => r.map((each) => pct(each, f))
        const max = r.map((each) => each[each.length - 1])
        console.log(
          `    ${label}: ${r[0].length} states, p50 ${fig(q(0.5), 3, 'ms')}, p99 ${fig(q(0.99), 3, 'ms')}, max ${fig(max, 1, 'ms')}`,
        )
      })
    })
  })
  console.log(`\n== opening saves (loadSave), seconds`)
  results.forEach((res, k) => {
    console.log(`  ${roots[k][1]}`)
    let slowest = 0
    data.saves.forEach((sv, v) => {
      const times = res.saves[v].map((x) => x.s)
      const ok = res.saves[v].every((x) => x.ok)
      slowest = Math.max(slowest, median(times))
      const what = sv.bad ? `refused at action ${sv.n + 1}` : `${sv.n} actions`
      console.log(
        `    ${sv.name}: ${what}, ${fig(times, 2, 's')}${ok ? '' : sv.bad ? ' — NOT refused there' : ' — NOT loaded in full'}`,
      )
    })
    console.log(`    slowest: ${slowest.toFixed(2)} s`)
  })
}

if (process.argv[1]?.endsWith('swish-geometry.ts')) {
  const root = opt('--child')
  if (root) await child(root, opt('--data')!, ROUNDS)
  else await main()
}
