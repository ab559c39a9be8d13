/**
 * `npm test`: every check CI runs, in stages that keep the 2 cores of CI busy. Speed is not among
 * them: the browser benchmarks (`npm run bench:ui`) measure it alone, on a quiet machine; the tests
 * they share with it run here untraced, for what they hold on any machine (tests/e2e/targets.ts): a
 * CPU figure on a shared 2-core machine is the machine's as much as the page's.
 *
 * 1. the browser edition's build;
 * 2. the unit, server and component tests, on every core;
 * 3. the browser tests, beside the type check, the lint, and the desktop journeys followed by
 *    the security check: those browser tests mostly wait on the page and the network and leave a
 *    core and a half idle (they wait on conditions, never on speed, so sharing the machine costs
 *    them only wall time), and the others keep one core busy each. (Beside the unit tests, which
 *    take both cores, they gained nothing.)
 *
 * A stage starts when the one before has passed. Lines of jobs that run side by side are prefixed
 * with the job's name. Usage: `tsx scripts/test.ts` (`npm test`); `npm test -- --stage N` runs stage N
 * alone (1-based; the later stages need the build of stage 1).
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** a job: its commands, run one after the other (a failure stops the job) */
interface Job {
  name: string
  commands: string[][]
}

const npm = (...scripts: string[]): Job => ({
  name: scripts.join(' → '),
  commands: scripts.map((script) => ['npm', 'run', '--silent', script]),
})
const vitest = (name: string, ...args: string[]): Job => ({ name, commands: [['npx', 'vitest', 'run', ...args]] })

const STAGES: Job[][] = [
  [npm('web:build')],
  [vitest('unit')],
  [
    vitest('e2e', '--config', 'vitest.e2e.config.ts', '--project', 'e2e'),
    npm('typecheck'),
    npm('lint'),
    npm('test:electron', 'security'),
  ],
]

/** the last lines each job printed, shown again at the end when it fails: beside other jobs its
 * failure is buried in their output, and CI keeps only the end of the log */
const TAIL = 80
const tails = new Map<string, string[]>()

async function run(job: Job, prefix: boolean): Promise<number> {
  const t0 = Date.now()
  for (const command of job.commands) {
    const code = await runOne(job.name, command, prefix)
    if (code !== 0) return code
  }
  // each job's own time, beside the stage's: the CI budget is spent where the longest job is
  if (prefix) console.log(`== ${job.name}: done in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
  return 0
}

function keep(name: string, line: string): void {
  const tail = tails.get(name) ?? []
  tail.push(line)
  if (tail.length > TAIL) tail.shift()
  tails.set(name, tail)
}

function runOne(name: string, command: string[], prefix: boolean): Promise<number> {
  return new Promise((resolve) => {
    const [cmd, ...args] = command
    const child = spawn(cmd, args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      shell: process.platform === 'win32',
    })
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        createInterface({ input: stream! }).on('line', (line) => {
          keep(name, line)
          out.write(`[${name}] ${line}\n`)
        })
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(1))
  })
}

const only = process.argv.indexOf('--stage')
const chosen = only < 0 ? STAGES : [STAGES[Number(process.argv[only + 1]) - 1]].filter(Boolean)
if (!chosen.length) {
  console.error(`--stage takes a number from 1 to ${STAGES.length}`)
  process.exit(2)
}
const started = Date.now()
for (const stage of chosen) {
  const t0 = Date.now()
  const names = stage.map((j) => j.name).join(', ')
  console.log(`\n== ${names}`)
  const codes = await Promise.all(stage.map((job) => run(job, stage.length > 1)))
  const failed = stage.filter((_, i) => codes[i] !== 0).map((j) => j.name)
  console.log(
    `== ${names}: ${failed.length ? `FAILED (${failed.join(', ')})` : 'passed'} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  )
  if (failed.length) {
    if (stage.length > 1) {
      for (const name of failed) {
        console.log(`\n== the last ${TAIL} lines of ${name}:`)
        for (const line of tails.get(name) ?? []) console.log(line)
      }
      console.log(`== ${names}: FAILED (${failed.join(', ')})`)
    }
    process.exit(1)
  }
}
console.log(`\n== npm test passed in ${((Date.now() - started) / 1000).toFixed(0)} s`)
