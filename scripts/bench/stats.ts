/** Small statistics for the benchmark: clocks, medians with their spread, the Wilson score interval. */
import { readFileSync } from 'node:fs'

/** the Wilson interval the playtest reports use, for the bot-strength benches too */
export { wilson } from '../../shared/playtest/stats.js'

/**
 * The process's CPU time in milliseconds (user + system, all its threads, the garbage collector's
 * helpers included). On a machine shared with other work it moves far less than the wall clock:
 * time spent waiting for a core is not counted.
 */
export function cpuMs(): number {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

/** boardgame.io's MCTSBot reports its progress every this many iterations (its CHUNK_SIZE) */
export const PROGRESS_EVERY = 25

/**
 * Where a first search stood at `ms` of the process's CPU time, read the only way boardgame.io's
 * MCTSBot can be read: at its progress reports, every PROGRESS_EVERY iterations, with the
 * iterations at the cut interpolated between the reports on either side of it (in proportion to
 * the time). Both engines are measured by it at the same cadence: a reading of the process's CPU
 * clock is a getrusage call that costs about 80 µs on average (up to 10 ms) while V8's compiler
 * threads are busy, so reading it at every iteration took a tenth of our first second.
 */
export class CpuCut {
  private readonly t0: number
  private before = { iterations: 0, ms: 0 }
  /** the iterations done at the cut, once a report has passed it */
  iterations: number | null = null

  constructor(
    readonly ms: number,
    private readonly clock: () => number = cpuMs,
  ) {
    this.t0 = clock()
  }

  /** a progress report, `iterations` done so far: whether the cut is passed */
  report(iterations: number): boolean {
    if (this.iterations !== null) return true
    const t = this.clock() - this.t0
    if (t <= this.ms) {
      this.before = { iterations, ms: t }
      return false
    }
    const { iterations: i0, ms: t0 } = this.before
    this.iterations = i0 + ((iterations - i0) * (this.ms - t0)) / (t - t0)
    return true
  }
}

/**
 * The main thread's CPU time in milliseconds (10 ms steps), from Linux's /proc; null elsewhere.
 * Set against cpuMs it shows how much of the process's time went to V8's background threads
 * (the optimising compiler, the collector's helpers).
 */
export function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}

export interface Spread {
  median: number
  min: number
  max: number
  n: number
}

export function spread(xs: readonly number[]): Spread {
  if (xs.length === 0) throw new Error('no samples')
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
  return { median, min: s[0], max: s[s.length - 1], n: s.length }
}

/** 1234.5 → "1,235"; 12.34 → "12.3"; 0.1234 → "0.123" */
export function fmt(x: number): string {
  if (!Number.isFinite(x)) return String(x)
  if (Math.abs(x) >= 100) return Math.round(x).toLocaleString('en-US')
  if (Math.abs(x) >= 1) return x.toFixed(1)
  return x.toPrecision(3)
}

/** "median (min–max)" */
export function fmtSpread(s: Spread, unit = '', f: (x: number) => string = fmt): string {
  return s.n === 1 ? `${f(s.median)}${unit}` : `${f(s.median)}${unit} (${f(s.min)}–${f(s.max)})`
}

/** two decimals: microseconds, shares */
export const fixed2 = (x: number) => x.toFixed(2)

export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.map(line)].join('\n')
}
