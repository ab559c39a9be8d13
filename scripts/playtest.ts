/**
 * The playtest for designers on the command line (issue 37 §5):
 *   npm run playtest -- <scenario file> [--games N] [--seed S] [--level easy|normal|hard]
 *     [--seats K] [--workers W] [--json]
 * Bots play the scenario's games in worker threads (shared/playtest), one per core by default.
 * A bad file, a bad option or an unplayable scenario: a message on stderr and exit code 2.
 */
import os from 'node:os'
import { readFile, stat } from 'node:fs/promises'
import { Worker } from 'node:worker_threads'
import { loadScenario } from '../shared/formats/loadFile.js'
import { LIMITS } from '../shared/formats/constants.js'
import { formatProblems } from '../shared/i18n/index.js'
import { GAMES } from '../shared/games/registry.js'
import { runInChunks, type Chunk } from '../shared/playtest/chunks.js'
import { report } from '../shared/playtest/report.js'
import { defaultSeats } from '../shared/playtest/seats.js'
import {
  GAME_RANGE,
  PLAYTEST_LEVELS,
  type GameRecord,
  type PlaytestLevel,
  type PlaytestRun,
} from '../shared/playtest/types.js'
import { describeReport } from './playtest/describe.js'
import type { WorkerReply, WorkerRequest } from './playtest/worker.js'

const usage = `usage: npm run playtest -- <scenario file> [--games N] [--seed S] [--level easy|normal|hard] [--seats K] [--workers W] [--json]
  --games N    games to play, ${GAME_RANGE.min}–${GAME_RANGE.max} as in the editor (default ${GAME_RANGE.default}); 1–${GAME_RANGE.min - 1} are played too, with a warning
  --seed S     the playtest seed, a whole number 0–4294967295 (default 1): the same seed, the same report
  --level L    the bots of every seat: ${PLAYTEST_LEVELS.join(', ')} (default normal)
  --seats K    seats at the table, within the scenario's players range (default: 4, or the nearest the range allows)
  --workers W  worker threads (default: one per core, ${os.availableParallelism()} here)
  --json       print one JSON object on stdout instead of the readable report`

/** bad input: a message and exit code 2 (a UsageError, about the options, adds the usage) */
class InputError extends Error {}
class UsageError extends InputError {}

function wholeNumber(name: string, text: string | undefined, min: number, max: number): number {
  const n = text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new UsageError(`${name} takes a whole number from ${min} to ${max}, not "${text ?? ''}"`)
  return n
}

interface Options {
  file: string
  games: number
  seed: number
  level: PlaytestLevel
  seats: number | null
  workers: number
  json: boolean
}

function parseArgs(argv: readonly string[]): Options {
  const opts: Options = {
    file: '',
    games: GAME_RANGE.default,
    seed: 1,
    level: 'normal',
    seats: null,
    workers: os.availableParallelism(),
    json: false,
  }
  const files: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = () => {
      if (i + 1 >= argv.length) throw new UsageError(`${arg} needs a value`)
      return argv[++i]
    }
    switch (arg) {
      case '--games':
        opts.games = wholeNumber(arg, value(), 1, GAME_RANGE.max)
        break
      case '--seed':
        opts.seed = wholeNumber(arg, value(), 0, 2 ** 32 - 1)
        break
      case '--level': {
        const level = value()
        if (!(PLAYTEST_LEVELS as readonly string[]).includes(level))
          throw new UsageError(`--level is one of ${PLAYTEST_LEVELS.join(', ')}, not "${level}"`)
        opts.level = level as PlaytestLevel
        break
      }
      case '--seats':
        opts.seats = wholeNumber(arg, value(), 1, LIMITS.seats)
        break
      case '--workers':
        opts.workers = wholeNumber(arg, value(), 1, 64)
        break
      case '--json':
        opts.json = true
        break
      default:
        if (arg.startsWith('-')) throw new UsageError(`unknown option "${arg}"`)
        files.push(arg)
    }
  }
  if (files.length !== 1)
    throw new UsageError(files.length ? 'give one scenario file, not several' : 'give a scenario file')
  opts.file = files[0]
  return opts
}

/** the scenario in `file`, checked by the app's own loader; a refusal lists the loader's problems */
async function readScenario(file: string) {
  let text: string
  try {
    const size = (await stat(file)).size
    if (size > LIMITS.fileBytes)
      throw new InputError(`${file}: ${size} bytes, more than a scenario may hold (${LIMITS.fileBytes})`)
    text = await readFile(file, 'utf8')
  } catch (err) {
    if (err instanceof InputError) throw err
    throw new InputError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`)
  }
  const loaded = loadScenario(text)
  if (!loaded.ok) {
    const problems = formatProblems(loaded.problems, 'en').map((p) => `  ${p.path}: ${p.message}`)
    throw new InputError(`${file} is not a playable scenario:\n${problems.join('\n')}`)
  }
  return loaded.value
}

/** a worker thread's first code: tsx's loader, then worker.ts (Node's own loader knows no TypeScript) */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) =>
  tsImport(${JSON.stringify(new URL('./playtest/worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`

/** plays the run's chunks on `workers` worker threads; each finished game goes to `onGame` */
async function playInWorkers(run: PlaytestRun, workers: number, onGame: () => void): Promise<GameRecord[]> {
  const pool = Array.from({ length: Math.min(workers, run.games) }, () => new Worker(WORKER_BOOT, { eval: true }))
  const idle = [...pool]
  const runChunk = (chunk: Chunk) =>
    new Promise<GameRecord[]>((resolve, reject) => {
      const worker = idle.pop() as Worker
      const games: GameRecord[] = []
      const onMessage = (reply: WorkerReply) => {
        if ('game' in reply) {
          games.push(reply.game)
          onGame()
          return
        }
        worker.off('message', onMessage)
        worker.off('error', reject)
        idle.push(worker)
        // the rules refused to play a game the loader let through: a defect, but still bad input here
        if ('error' in reply) reject(new InputError(`the scenario cannot be played: ${reply.error}`))
        else resolve(games)
      }
      worker.on('message', onMessage)
      worker.once('error', reject)
      worker.postMessage({ run, chunk } satisfies WorkerRequest)
    })
  try {
    return await runInChunks(run.games, pool.length, runChunk)
  } finally {
    await Promise.all(pool.map((w) => w.terminate()))
  }
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2))
  const scenario = await readScenario(opts.file)
  const seats = opts.seats ?? defaultSeats(scenario)
  const { min, max } = scenario.players
  const limits = GAMES[scenario.game].seatLimits
  if (seats < Math.max(min, limits.min) || seats > Math.min(max, limits.max))
    throw new UsageError(`--seats ${seats}: this scenario is for ${min} to ${max} players`)
  const run: PlaytestRun = {
    scenario,
    seats,
    levels: new Array<PlaytestLevel>(seats).fill(opts.level),
    seed: opts.seed,
    games: opts.games,
  }
  if (opts.games < GAME_RANGE.min)
    console.error(`note: ${opts.games} games, fewer than ${GAME_RANGE.min}: the intervals are wide`)
  const t0 = performance.now()
  let done = 0
  const tty = process.stderr.isTTY
  const records = await playInWorkers(run, opts.workers, () => {
    done++
    if (tty) process.stderr.write(`\r${done} of ${run.games} games`)
  })
  const seconds = (performance.now() - t0) / 1000
  if (tty) process.stderr.write('\r')
  console.error(
    `${run.games} games in ${seconds.toFixed(1)} s: ${(run.games / seconds).toPrecision(3)} games/s on ${Math.min(opts.workers, run.games)} workers`,
  )
  const r = report(run, records)
  if (opts.json) {
    const json = {
      game: r.game,
      games: r.games,
      seed: r.seed,
      seats: r.seats.map((s) => ({ seat: s.seat + 1, wins: s.wins, winRate: s.winRate, low: s.low, high: s.high })),
      ties: r.ties,
      length: r.turns,
      limitEnded: r.limitEnded,
    }
    process.stdout.write(JSON.stringify(json) + '\n')
  } else console.log(describeReport(r, opts.level).join('\n'))
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) console.error(`${err.message}\n${usage}`)
  else if (err instanceof InputError) console.error(err.message)
  else console.error(err instanceof Error ? (err.stack ?? err.message) : String(err))
  process.exit(2)
})
