/**
 * The statistics of a playtest report: Wilson intervals, quantiles, the score test of one rate
 * against the fair share, the two-proportion test, and Holm's step-down adjustment that makes the
 * tests over all seats of one report hold together at 5%.
 */

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
 * The standard normal distribution function, by the complementary error function of Numerical
 * Recipes (erfcc, Chebyshev fit, relative error below 1.2e-7): no library in the project has one,
 * and a p-value needs no more.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.5 * x)
  const erfc =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    )
  return z >= 0 ? 1 - erfc / 2 : erfc / 2
}

/** the two-sided p-value of a z statistic */
export const twoSided = (z: number): number => Math.min(1, 2 * (1 - normalCdf(Math.abs(z))))

/**
 * The score test of `successes` out of `n` against the rate `p0`: the test the Wilson interval
 * inverts (p0 lies outside the 95% interval exactly when p < 0.05). A rate of 0 or 1 rejects
 * any other outcome.
 */
export function scoreTest(successes: number, n: number, p0: number): { z: number; p: number } {
  if (n <= 0) return { z: 0, p: 1 }
  const diff = successes / n - p0
  const se = Math.sqrt((p0 * (1 - p0)) / n)
  if (se === 0) return diff === 0 ? { z: 0, p: 1 } : { z: Math.sign(diff) * Infinity, p: 0 }
  const z = diff / se
  return { z, p: twoSided(z) }
}

/**
 * Holm's step-down adjusted p-values: the k-th smallest of m is multiplied by m − k + 1 (k from 1),
 * each kept at least the one before it. Rejecting where the adjusted value is below α keeps the
 * chance of any false rejection among the m at most α, whatever their dependence (the seats of one
 * playtest share their games: one seat's win is another's loss).
 */
export function holm(pValues: readonly number[]): number[] {
  const m = pValues.length
  const order = pValues.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0])
  const out = new Array<number>(m)
  let running = 0
  order.forEach(([p, i], k) => {
    running = Math.max(running, Math.min(1, (m - k) * p))
    out[i] = running
  })
  return out
}

/** the family-wise level of a report's verdicts and of a comparison's seats */
export const ALPHA = 0.05

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
): { diff: number; z: number; p: number; significant: boolean } {
  const p1 = n1 > 0 ? x1 / n1 : 0
  const p2 = n2 > 0 ? x2 / n2 : 0
  const pooled = n1 + n2 > 0 ? (x1 + x2) / (n1 + n2) : 0
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / Math.max(1, n1) + 1 / Math.max(1, n2)))
  const z = se > 0 ? (p1 - p2) / se : 0
  return { diff: p1 - p2, z, p: twoSided(z), significant: Math.abs(z) > Z95 }
}
