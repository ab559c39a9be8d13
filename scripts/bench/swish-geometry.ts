/**
 * Swish geometry benchmark: what the end-of-turn search costs.
 *   - `legalActions` per swimming state (p50, p99, max) on the default pond and on a dense pond
 *     (densePond: 100 small fish),
 *     each state's search capped at `--cap` ms of CPU (default 1,000; the cap exists for this
 *     benchmark only, through capSearches in chain.ts: the search throws instead of answering).
 *     A capped state counts with the time it took to hit the cap, and how many were capped is
 *     printed with the percentiles: p99 and max are then lower bounds, said so in the output.
 *   - one playout step (the search hooks' playout policy, then `apply`) and one plain playout step
 *     (`legalActions`, a uniform pick, then `apply`, as the engine comparison uses), mean per step
 *   - the bots' action sets (the hint, the playout policy, the heuristic bot) per swimming state,
 *     timed in games played with each (swish-botsets.ts): p50, p99, max
 *   - opening 20,000-action saves with the real loader (`loadSave`: schema, checks, replay)
 * Every figure is the median of `--rounds` rounds (default 5) with the min–max over the rounds,
 * after one warm-up round that is not counted (V8 compiling the search); times are the process's
 * CPU time (user + system), not the wall clock. `legalActions` is also given per state: each
 * state's median over the rounds, then p50 and p99 over the states (a single round's p99 moves
 * with where the minor GCs land; see timeStates' caller).
 * The positions and the saves are generated once, with the rules of this checkout; `--before
 * <dir>` times the same positions and saves with the rules of another checkout too (for example
 * an older commit unpacked with `git archive <commit> shared resources | tar -x -C <dir>`), so
 * both are measured in one run on the same inputs.
 * Run: npx tsx scripts/bench/swish-geometry.ts [--before <dir>] [--rounds 5] [--quick] [--no-dense] [--cap 1000]
 */
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { makeRand } from '../../shared/engine/rng.js'
import type { GameModule } from '../../shared/engine/types.js'
import { swish } from '../../shared/games/swish/index.js'
import type { SwishAction, SwishScenario, SwishState } from '../../shared/games/swish/types.js'
import { densePond, longGame, saveText } from './swish-saves.js'
import { BOT_SETS, timeBotSet } from './swish-botsets.js'

const args = process.argv.slice(2)
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const quick = args.includes('--quick')
const ROUNDS = Number(opt('--rounds') ?? (quick ? 3 : 5))
const GAMES = quick ? 6 : 24
/** CPU ms after which one state's legalActions is cut short and counted as capped */
const CAP_MS = Number(opt('--cap') ?? 1000)

interface Impl {
  name: string
  game: GameModule<SwishState, SwishAction>
  /** the search cap of that checkout (chain.ts), if it has one */
  cap?: { capSearches: (over: (() => boolean) | null) => void; SearchCapped: new () => Error }
  loadSave: (text: string) => { ok: boolean; value?: { stoppedAt: unknown; replayed: { states: unknown[] } } }
}

async function implFrom(root: string, name: string): Promise<Impl> {
  const url = (p: string) => pathToFileURL(path.resolve(root, p)).href
  const { swish: game } = (await import(url('shared/games/swish/index.ts'))) as { swish: Impl['game'] }
  const load = (await import(url('shared/formats/load.ts'))) as { loadSave: Impl['loadSave'] }
  const chain = (await import(url('shared/games/swish/chain.ts'))) as Partial<NonNullable<Impl['cap']>>
  const cap = chain.capSearches && chain.SearchCapped ? (chain as Impl['cap']) : undefined
  return { name, game, loadSave: load.loadSave, cap }
}

/** swimming states met in seeded games: seats cycle 2–4, players random or the playout policy */
function positions(scenario: SwishScenario, games: number, seed: number): SwishState[] {
  const out: SwishState[] = []
  for (let g = 0; g < games; g++) {
    const rand = makeRand(seed + g)
    let s = swish.setup(scenario, 2 + (g % 3), seed + g)
    for (let i = 0; i < 2000 && swish.toAct(s) !== null; i++) {
      if (s.phase === 'swim') out.push(s)
      const a = g % 2 ? swish.bots.random(s, rand) : swish.playout!(s, rand)
      s = swish.apply(s, a)
    }
  }
  return out
}

/**
 * The process's CPU time in ms (user + system, microsecond resolution): on a machine shared with
 * other work the wall clock counts the waits for a core too, this does not.
 */
function cpuMs(): number {
  const c = process.cpuUsage()
  return (c.user + c.system) / 1000
}

const pct = (xs: number[], f: number) => xs[Math.min(xs.length - 1, Math.floor(f * xs.length))]
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
function fig(xs: number[], digits: number, unit: string): string {
  const f = (v: number) => v.toFixed(digits)
  return `${f(median(xs))} ${unit} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`
}

/**
 * per round: p50, p99 and max of legalActions in ms (a capped state counts with the time it took
 * to reach the cap), how many states hit the cap, and the plain and hooked playout step in µs
 * (the plain one over the states that were not capped)
 */
function timeStates(impl: Impl, states: SwishState[], seed: number) {
  const g = impl.game
  const each: number[] = []
  let plain = 0,
    plainStates = 0,
    hooked = 0,
    capped = 0,
    deadline = Infinity
  impl.cap?.capSearches(() => cpuMs() > deadline)
  const rand = makeRand(seed)
  for (const s0 of states) {
    const s = structuredClone(s0) // no cache carried over between implementations or rounds
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
    each.push(t1 - t0)
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
  const times = each.slice()
  each.sort((a, b) => a - b)
  return {
    times,
    p50: pct(each, 0.5),
    p99: pct(each, 0.99),
    max: each[each.length - 1],
    capped,
    plain: (plain / plainStates) * 1000,
    hooked: (hooked / states.length) * 1000,
  }
}

async function main() {
  const impls: Impl[] = [await implFrom('.', 'this checkout')]
  const before = opt('--before')
  if (before) impls.push(await implFrom(before, `--before ${before}`))
  console.log(`Swish geometry benchmark — ${new Date().toISOString()}`)
  console.log(
    `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'} × ${os.cpus().length}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${ROUNDS} rounds, median (min–max), CPU time`,
  )
  // the dense pond has positions whose search takes seconds to minutes (see RULINGS Swish 1): the
  // cap keeps it finite and the count of capped states says how many
  const ponds: [string, SwishScenario][] = [
    ['default pond', swish.defaultScenario],
    ...(args.includes('--no-dense') ? [] : [['dense pond', densePond()] as [string, SwishScenario]]),
  ]
  for (const [name, scenario] of ponds) {
    const states = positions(scenario, GAMES, 100)
    console.log(`\n== ${name}: ${states.length} swimming states from ${GAMES} seeded games`)
    for (const impl of impls) {
      // a warm-up round first, not counted: the first pass over the states also pays for V8
      // compiling the search's functions (each implementation gets one)
      timeStates(impl, states, 6)
      const r = Array.from({ length: ROUNDS }, (_, i) => timeStates(impl, states, 7 + i))
      console.log(`  ${impl.name}`)
      const capped = r.map((x) => x.capped)
      // a capped state counts as the time it took to hit the cap: the max is then a lower bound,
      // and so is p99 once more than 1% of the states were capped
      const most = Math.max(...capped)
      const lower =
        most === 0
          ? ''
          : most * 100 > states.length
            ? ' — p99 and max are lower bounds'
            : ' — max is a lower bound (p99 is not affected: under 1% capped)'
      console.log(
        `    states whose search hit the ${CAP_MS} ms cap: ${median(capped)} (${Math.min(...capped)}–${Math.max(...capped)})${
          impl.cap ? '' : ' — this checkout has no cap: not capped'
        }${lower}`,
      )
      console.log(
        `    legalActions p50 ${fig(
          r.map((x) => x.p50),
          3,
          'ms',
        )}, p99 ${fig(
          r.map((x) => x.p99),
          3,
          'ms',
        )}, max ${fig(
          r.map((x) => x.max),
          1,
          'ms',
        )}`,
      )
      // each state's own cost: the median of its rounds. A single round's p99 moves with where
      // the minor GCs land (about one per 200 states on the dense pond, 0.4–1.3 ms each, in
      // whichever state is running when new space fills) and with V8 compiling on another thread
      // (process.cpuUsage counts every thread); the median of a state's rounds keeps what the
      // position costs. Both figures are printed.
      const perState = states.map((_, j) => median(r.map((x) => x.times[j]))).sort((a, b) => a - b)
      const over = perState.filter((x) => x > 1).length
      console.log(
        `    legalActions per state, the median of its ${ROUNDS} rounds: p50 ${pct(perState, 0.5).toFixed(3)} ms, p99 ${pct(
          perState,
          0.99,
        ).toFixed(3)} ms, ${over} states above 1 ms (${Math.floor(0.01 * states.length)} allowed under a 1 ms p99)`,
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
    }
  }
  // the bots' smaller sets (the issue's "legalActions for bots"), timed in play: see swish-botsets.ts
  console.log(`\n== the bots' action sets, per swimming state met in ${GAMES} seeded games played with each set`)
  for (const [name, scenario] of ponds) {
    for (const impl of impls) {
      console.log(`  ${name}, ${impl.name}`)
      for (const [label, set] of BOT_SETS) {
        const r = Array.from({ length: ROUNDS }, () => timeBotSet(impl.game, scenario, set, GAMES, 300))
        const p = (f: number) => r.map((each) => pct(each, f))
        const max = r.map((each) => each[each.length - 1])
        console.log(
          `    ${label}: ${r[0].length} states, p50 ${fig(p(0.5), 3, 'ms')}, p99 ${fig(p(0.99), 3, 'ms')}, max ${fig(max, 1, 'ms')}`,
        )
      }
    }
  }
  const saves: { name: string; text: string; n: number; bad?: boolean }[] = []
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
  console.log(`\n== opening saves (loadSave), seconds`)
  for (const impl of impls) {
    console.log(`  ${impl.name}`)
    let slowest = 0
    for (const sv of saves) {
      const times: number[] = []
      let ok = true
      for (let r = 0; r < (impl === impls[0] ? ROUNDS : 1); r++) {
        const t0 = cpuMs()
        const res = impl.loadSave(sv.text)
        times.push((cpuMs() - t0) / 1000)
        ok &&= res.ok && !res.value!.stoppedAt === !sv.bad && res.value!.replayed.states.length === sv.n + 1
      }
      slowest = Math.max(slowest, median(times))
      const what = sv.bad ? `refused at action ${sv.n + 1}` : `${sv.n} actions`
      console.log(
        `    ${sv.name}: ${what}, ${fig(times, 2, 's')}${ok ? '' : sv.bad ? ' — NOT refused there' : ' — NOT loaded in full'}`,
      )
    }
    console.log(`    slowest: ${slowest.toFixed(2)} s`)
  }
}

if (process.argv[1]?.endsWith('swish-geometry.ts')) await main()
