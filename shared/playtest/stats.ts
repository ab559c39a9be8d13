/** The statistics of a playtest report: Wilson intervals, quantiles, the two-proportion test. */

/** the normal quantile of a two-sided 95% interval */
export const Z95 = 1.959963984540054

/**
 * The 95% Wilson score interval of `successes` out of `n`. Unlike the normal approximation it
 * stays inside [0, 1] and keeps its coverage at the small counts and extreme rates playtests give.
 */
export function wilson(successes: number, n: number, z = Z95): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 }
  const p = successes / n
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

/** the q-quantile (0 < q ≤ 1) by the nearest-rank method: always a value that occurred */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

export interface Spread {
  median: number
  p90: number
  max: number
}

export function spread(values: readonly number[]): Spread {
  const s = [...values].sort((a, b) => a - b)
  return { median: quantile(s, 0.5), p90: quantile(s, 0.9), max: s.length ? s[s.length - 1] : 0 }
}

/**
 * Two proportions, x1 of n1 against x2 of n2: the pooled two-sided z test at the 5% level
 * (|z| > 1.96). When both samples are all successes or all failures the difference is 0 and
 * nothing is significant.
 */
export function twoProportions(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
): { diff: number; z: number; significant: boolean } {
  const p1 = n1 > 0 ? x1 / n1 : 0
  const p2 = n2 > 0 ? x2 / n2 : 0
  const pooled = n1 + n2 > 0 ? (x1 + x2) / (n1 + n2) : 0
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / Math.max(1, n1) + 1 / Math.max(1, n2)))
  const z = se > 0 ? (p1 - p2) / se : 0
  return { diff: p1 - p2, z, significant: Math.abs(z) > Z95 }
}
