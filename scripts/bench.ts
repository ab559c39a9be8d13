/**
 * `npm run bench`: how fast the rules and our search are, and how our MCTS compares with
 * boardgame.io's MCTSBot on the very same rules, measured fairly:
 *   - each engine runs in a process of its own (no JIT state shared), both bundled for production as
 *     the app ships its code (scripts/bench/child-bundle.ts: one module, NODE_ENV=production);
 *   - boardgame.io's moves read plain state (`original()`), with undo off (scripts/bench/peer.ts);
 *   - the same position, the same iterations per search and the same playout depth for both,
 *     uniform random playouts over every legal action, no hooks;
 *   - runs alternate (ours, boardgame.io, ours, …) and the figures are medians with min–max.
 * Per game it also prints the rules' cost per playout step (toAct + legalActions + apply), our MCTS
 * iterations/s as a share of a bare playout loop, and the live memory of one Hard search.
 *
 * The same comparison from a cold start: each engine's first search in a fresh process (as a bot
 * worker's first decision), its iterations per second over the first 0.25 s and the first 1 s of
 * the process's CPU time, counted from the search's start (the JIT compiling the code meanwhile
 * on other threads counts: it is CPU time of the process). Same position, depth and playouts as
 * above, runs alternating, medians with min–max.
 *
 * With Swish it also runs scripts/bench/swish-geometry.ts on the default and the dense pond
 * (legalActions p50/p99 per round and per state, the bots' action sets p50/p99 (hint, playout
 * policy, heuristic), the playout step, opening 20,000-action saves; skip it with --no-geometry).
 *
 * With --browser (Swish only, Linux) the cold start is also measured where users run the bots: each
 * engine's first search in a fresh dedicated Web Worker of a fresh Chromium, both bundled for
 * production, iterations per second of the worker's renderer process's CPU time over the same cuts
 * (scripts/bench/browser.ts).
 *
 * Options: --game <id>[,<id>…] (default: all), --quick or BENCH_QUICK=1 (fewer iterations and
 * runs), --runs <n>, --iterations <n>, --depth <n>, --strength (also the bot matches: slow),
 * --no-geometry, --first-only (only the cold start), --browser (the cold start in Chromium too),
 * --playtest (only the playtest's speed, scripts/bench/playtest.ts).
 *
 * With --net it measures the game server instead (scripts/bench/net.ts: rooms of four clients
 * over loopback, the move round trip's p99 per room count; --rooms, --think, --window).
 */
import os from 'node:os'
import { spawn } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'
import { GAME_IDS } from '../shared/engine/types.js'
import { LEVELS } from '../shared/ai/choose.js'
import { benchPosition, gameById } from './bench/position.js'
import { fixed2, fmt, fmtSpread, spread, table } from './bench/stats.js'
import { matchStrength } from './bench/strength.js'
import { browserFirst, serveBundles, type BrowserFirst } from './bench/browser.js'
import { benchPlaytest } from './bench/playtest.js'
import { bundleChild } from './bench/child-bundle.js'

const args = process.argv.slice(2)
if (args.includes('--net')) {
  await (await import('./bench/net.js')).benchNet(args)
  process.exit(0)
}
const opt = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1'
const games = (opt('--game')?.split(',') ?? [...GAME_IDS]).map((id) => gameById(id).id)
const runs = Number(opt('--runs') ?? (quick ? 2 : 3))
const iterations = Number(opt('--iterations') ?? (quick ? 200 : 500))
const depth = Number(opt('--depth') ?? 50)
const minMs = quick ? 300 : 1000
const firstOnly = args.includes('--first-only')
const inBrowser = args.includes('--browser')
/** the cold start's cuts, ms of CPU time from the first search's start */
const FIRST_MS = [250, 1000]

/** scripts/bench/child.ts bundled for production (child-bundle.ts), built at the first measurement */
let child: Promise<string> | undefined
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** what scripts/bench/child.ts prints, per mode */
interface OursRun {
  oursItPerSec: number
  bareItPerSec: number
  hookedItPerSec: number
  stepUs: number
  stepShare: number
  cost: { toAct: number; legalActions: number; apply: number }
}
interface PeerRun {
  peerItPerSec: number
}
interface FirstRun {
  itPerSec: number
  /** ours only: the main thread's share of the process's CPU time, null without /proc */
  mainShare?: number | null
}
interface MemoryRun {
  peakBytes: number
  iterations: number
  nodes: number
  treeBytes: number
}

/** one measurement in a fresh process; its last line of output is JSON */
async function measure<T>(mode: string, game: string, seed: number, ms = minMs): Promise<T> {
  const flags = mode === 'memory' ? ['--expose-gc'] : []
  const argv = [
    ...flags,
    await (child ??= bundleChild()),
    mode,
    game,
    String(iterations),
    String(depth),
    String(ms),
    String(seed),
  ]
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, argv, { env: { ...process.env, NODE_ENV: 'production' } })
    let out = ''
    let err = ''
    p.stdout.on('data', (d) => (out += d))
    p.stderr.on('data', (d) => (err += d))
    p.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${mode} ${game} failed (${code}):\n${err}`))
      resolve(JSON.parse(out.trim().split('\n').pop()!) as T)
    })
  })
}

const cpus = os.cpus()
if (args.includes('--playtest')) {
  await benchPlaytest(games, quick)
  process.exit(0)
}

const started = performance.now()
console.log(`Asobiba benchmark, ${new Date().toISOString()}`)
console.log(
  `machine: ${cpus[0]?.model ?? 'unknown cpu'}, ${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; Node ${process.version}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
console.log(
  `how: every measurement in a process of its own, both engines bundled for production (scripts/bench/child-bundle.ts); runs alternate ours / boardgame.io, ${runs} each per game;`,
)
console.log(
  `  times are the process's CPU time (user + system), which a busy machine disturbs far less than the wall clock;`,
)
console.log(
  `  both engines: the same position (the first with a choice), ${iterations} iterations per search, playouts of ${depth} actions`,
)
console.log(`  chosen uniformly among the legal actions, no hooks; searches repeated for at least ${minMs} ms per run.`)
console.log(
  `  boardgame.io ${(createRequire(import.meta.url)('boardgame.io/package.json') as { version: string }).version}: its moves read plain state (immer's original()), undo off.`,
)
console.log(`figures: median (min–max) over the runs.\n`)

const speed: string[][] = []
const rules: string[][] = []
const first: string[][] = []
const mainShares: string[] = []
const browserRows: string[][] = []
const workerShares: string[] = []
let chromiumVersion = ''
for (const id of games) {
  if (!firstOnly) await speedOf(id)
  await firstOf(id)
  if (inBrowser && id === 'swish') await firstInBrowser()
}

/** the warm figures: many searches per process, after a warm-up */
async function speedOf(id: string) {
  const g = gameById(id)
  const pos = benchPosition(g)
  const ours: OursRun[] = []
  const peer: PeerRun[] = []
  for (let r = 0; r < runs; r++) {
    ours.push(await measure<OursRun>('ours', id, r + 1))
    peer.push(await measure<PeerRun>('peer', id, r + 1))
    process.stderr.write(`${id}: run ${r + 1}/${runs} done\n`)
  }
  const mem = await measure<MemoryRun>('memory', id, 1)
  const col = <T>(xs: T[], f: (x: T) => number) => spread(xs.map(f))
  const ratio = spread(ours.map((o, i) => o.oursItPerSec / peer[i].peerItPerSec))
  speed.push([
    id,
    `${pos.n}`,
    `${g.legalActions(pos).length}`,
    fmtSpread(col(ours, (o) => o.oursItPerSec)),
    fmtSpread(col(peer, (p) => p.peerItPerSec)),
    fmtSpread(ratio, '×'),
  ])
  rules.push([
    id,
    fmtSpread(
      col(ours, (o) => o.stepUs),
      '',
      fixed2,
    ),
    fmtSpread(
      col(ours, (o) => o.cost.toAct),
      '',
      fixed2,
    ),
    fmtSpread(
      col(ours, (o) => o.cost.legalActions),
      '',
      fixed2,
    ),
    fmtSpread(
      col(ours, (o) => o.cost.apply),
      '',
      fixed2,
    ),
    fmtSpread(
      col(ours, (o) => o.oursItPerSec / o.bareItPerSec),
      '',
      fixed2,
    ),
    fmtSpread(
      col(ours, (o) => o.stepShare),
      '',
      fixed2,
    ),
    fmtSpread(col(ours, (o) => o.hookedItPerSec)),
    `${fmt(mem.peakBytes / 2 ** 20)} MB (${fmt(mem.iterations)} it, ${fmt(mem.nodes)} nodes, tree ${fmt(mem.treeBytes / 2 ** 20)} MB)`,
  ])
}

/** the cold start: each engine's first search in a fresh process, cut at each of FIRST_MS */
async function firstOf(id: string) {
  const row = [id]
  for (const ms of FIRST_MS) {
    const ours: FirstRun[] = []
    const peer: FirstRun[] = []
    for (let r = 0; r < runs; r++) {
      ours.push(await measure<FirstRun>('first-ours', id, r + 1, ms))
      peer.push(await measure<FirstRun>('first-peer', id, r + 1, ms))
      process.stderr.write(`${id}: first ${ms} ms, run ${r + 1}/${runs} done\n`)
    }
    const ratio = spread(ours.map((o, i) => o.itPerSec / peer[i].itPerSec))
    const shares = ours.flatMap((o) => (typeof o.mainShare === 'number' ? [o.mainShare] : []))
    if (shares.length) mainShares.push(`${id}, first ${ms / 1000} s: ${fmtSpread(spread(shares), '', fixed2)}`)
    row.push(
      fmtSpread(spread(ours.map((o) => o.itPerSec))),
      fmtSpread(spread(peer.map((p) => p.itPerSec))),
      fmtSpread(ratio, '×'),
    )
  }
  first.push(row)
}

/** the cold start in Chromium's Web Workers: one fresh browser per run, both cuts read from one search */
async function firstInBrowser() {
  const { url, server } = await serveBundles()
  try {
    const ours: BrowserFirst[] = []
    const peer: BrowserFirst[] = []
    for (let r = 0; r < runs; r++) {
      ours.push(await browserFirst(url, 'ours', r + 1, depth, FIRST_MS))
      peer.push(await browserFirst(url, 'peer', r + 1, depth, FIRST_MS))
      process.stderr.write(`swish: Chromium worker, run ${r + 1}/${runs} done\n`)
    }
    const row = ['swish']
    FIRST_MS.forEach((ms, k) => {
      row.push(
        fmtSpread(spread(ours.map((o) => o.itPerSec[k]))),
        fmtSpread(spread(peer.map((p) => p.itPerSec[k]))),
        fmtSpread(spread(ours.map((o, i) => o.itPerSec[k] / peer[i].itPerSec[k])), '×'),
      )
      workerShares.push(
        `first ${ms / 1000} s: ours ${fmtSpread(spread(ours.map((o) => o.workerShare[k])), '', fixed2)}, boardgame.io ${fmtSpread(spread(peer.map((p) => p.workerShare[k])), '', fixed2)}`,
      )
    })
    browserRows.push(row)
    chromiumVersion = ours[0].version
  } finally {
    server.close()
  }
}

if (!firstOnly) {
  console.log(table(['game', 'seats', 'choices', 'MCTS it/s, ours', 'MCTS it/s, boardgame.io', 'ratio'], speed))
  console.log(
    '\nThe rules and our engine, µs per call. Share: our MCTS ÷ a bare playout loop (the same playouts from the same',
  )
  console.log('position with no tree), in iterations/s (the loop: playouts/s) and in actions applied per second:')
  console.log(
    table(
      [
        'game',
        'µs/step, bare loop',
        'toAct',
        'legalActions',
        'apply',
        'MCTS share, it/s',
        'steps/s',
        "our MCTS it/s with the game's hooks",
        `Hard search (${LEVELS.hard.timeMs / 1000} s), peak live memory`,
      ],
      rules,
    ),
  )
}
/** the cold-start tables' columns: each engine and their ratio at each cut */
const FIRST_HEADERS = [
  'game',
  ...FIRST_MS.flatMap((ms) => [
    `first ${ms / 1000} s, ours`,
    `first ${ms / 1000} s, boardgame.io`,
    `first ${ms / 1000} s, ratio`,
  ]),
]
console.log(
  `\nFrom a cold start: each engine's first search in a fresh process, iterations per second of the process's CPU time`,
)
console.log(
  `(compilation on other threads included) over its first ${FIRST_MS.map((ms) => `${ms / 1000} s`).join(' and ')}; playouts of ${depth} actions, ${runs} runs alternating:`,
)
console.log(table(FIRST_HEADERS, first))
if (mainShares.length)
  console.log(
    `our main thread's share of that CPU time (the rest: V8's compiler and collector threads): ${mainShares.join('; ')}`,
  )
if (browserRows.length) {
  console.log(
    `\nThe same in Chromium ${chromiumVersion}: each engine's first search in a fresh dedicated Web Worker of a fresh browser, both`,
  )
  console.log(
    `bundled for production; iterations per second of the CPU time of the renderer process running the worker (all its threads:`,
  )
  console.log(
    `the worker, V8's compiler and collector threads, the idle page) over its first ${FIRST_MS.map((ms) => `${ms / 1000} s`).join(' and ')}:`,
  )
  console.log(table(FIRST_HEADERS, browserRows))
  console.log(`the worker thread's share of that CPU time: ${workerShares.join('; ')}`)
}
console.log(
  `\n${((performance.now() - started) / 1000).toFixed(0)} s in all; load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)

// Swish: what its exact end-of-turn search and the replay of long saves cost (issue 14)
if (games.includes('swish') && !firstOnly && !args.includes('--no-geometry')) {
  console.log('\n== swish: the end-of-turn search and long saves (scripts/bench/swish-geometry.ts)')
  const script = fileURLToPath(new URL('./bench/swish-geometry.ts', import.meta.url))
  await new Promise<void>((resolve, reject) => {
    // the dense pond too (issue 14's second pond): a few of its positions take seconds to
    // minutes (docs/RULINGS.md, Swish 1), so each state's search is capped at 100 ms of CPU; fewer
    // than 1% of its states reach the cap, which leaves p99 as it is (the script says so)
    // and 72 games of the dense pond (seeds 100–171): its p99 moves a lot between samples of 24
    const flags = [...(quick ? ['--quick'] : []), '--cap', '100', '--dense-games', '72']
    const p = spawn(process.execPath, ['--import', tsx, script, ...flags], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`swish-geometry failed (${code})`))))
  })
}

if (args.includes('--strength')) {
  for (const id of games) {
    const g = gameById(id)
    console.log(`\n== ${id}: bot strength`)
    const own = (await import(`./bench/${id}.ts`)) as { benchBots?: () => string[] }
    if (typeof own.benchBots === 'function') for (const l of own.benchBots()) console.log(l)
    for (const l of matchStrength(g, { quick })) console.log(l)
  }
}
