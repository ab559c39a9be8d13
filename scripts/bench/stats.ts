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
