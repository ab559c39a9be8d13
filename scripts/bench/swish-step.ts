/** For the search benchmarks (swish-tail.ts, swish-search-work.ts): which step a search question is about. */
import type { Chain } from '../../shared/games/swish/search/index.js'

/** the turn of the step whose new joint is Qt, in whole degrees, from the heading before it */
export function stepDeg(c: Chain, t: number): number {
  const p = c.p
  const [ax, ay] = t >= 2 ? [c.qx[t - 2], c.qy[t - 2]] : [p[2 * c.s0 + 2], p[2 * c.s0 + 3]]
  const turn = Math.atan2(c.qy[t] - c.qy[t - 1], c.qx[t] - c.qx[t - 1]) - Math.atan2(c.qy[t - 1] - ay, c.qx[t - 1] - ax)
  return Math.round((Math.atan2(Math.sin(turn), Math.cos(turn)) * 180) / Math.PI)
}
