import type { GameModule } from '../../shared/engine/types.js'
import type { BotLevel } from '../../shared/formats/envelope.js'
import { chooseAction } from '../../shared/ai/choose.js'
import { cpuMs, wilson } from './stats.js'

/** seats in a bot match: 2 wherever the game allows it (Recess!: 3, one A against two Bs) */
export function matchSeats(g: GameModule): number {
  return Math.max(2, g.seatLimits.min)
}

export interface MatchResult {
  games: number
  /** A's points: 1 for a first place of its own, ½ for a shared one */
  score: number
  rate: number
  /** 95% Wilson interval of A's rate */
  low: number
  high: number
  ms: number
  /**
   * milliseconds per decision of each side, mean and longest: on the clock the bots' budgets are
   * read on (this process's CPU time), and on the wall clock
   */
  think: { a: Think; b: Think }
}

export interface Think {
  mean: number
  max: number
  wallMean: number
  wallMax: number
}

/**
 * Plays `games` games between two bot levels (games first, first + 1, …: the game number seeds the
 * deal and the bots, so a long match can be split into parts run side by side). Seats rotate so that
 * A plays every seat in turn; in a game for at least 3 seats (Recess!), one A plays against Bs.
 */
export function playMatch(
  g: GameModule,
  a: BotLevel,
  b: BotLevel,
  games: number,
  opts: { first?: number; progress?: (line: string) => void; wall?: boolean; moves?: number } = {},
): MatchResult {
  const first = opts.first ?? 0
  const seats = matchSeats(g)
  // a 2-seat match where the game allows it (Exxtra's default scenario starts at 3: 2 is its variant)
  const scenario = {
    ...g.defaultScenario,
    players: { ...g.defaultScenario.players, min: Math.min(g.defaultScenario.players.min, seats) },
  }
  let score = 0
  const think = { a: { sum: 0, n: 0, max: 0, wall: 0, wallMax: 0 }, b: { sum: 0, n: 0, max: 0, wall: 0, wallMax: 0 } }
  const t0 = performance.now()
  for (let i = first; i < first + games; i++) {
    const aSeat = i % seats
    let s = g.setup(scenario, seats, 1000 + i)
    // `moves`: each game stops after that many decisions (to time them; an unfinished game scores 0)
    for (let n = 0; n < (opts.moves ?? 20000); n++) {
      const seat = g.toAct(s)
      if (seat === null) break
      const side = seat === aSeat ? think.a : think.b
      const t = performance.now()
      const c = cpuMs()
      // the budgets run on CPU time: other work on a shared machine does not shorten the searches
      // (with `wall`, on the wall clock, as the app runs them)
      const action = chooseAction(g, s, seat === aSeat ? a : b, (i * 7919 + n) | 0, opts.wall ? undefined : cpuMs)
      const ms = cpuMs() - c
      const wall = performance.now() - t
      side.sum += ms
      side.n++
      side.max = Math.max(side.max, ms)
      side.wall += wall
      side.wallMax = Math.max(side.wallMax, wall)
      s = g.apply(s, action)
    }
    const r = g.result(s)
    const best = r ? Math.min(...r) : 0
    const won = r && r[aSeat] === best ? (r.filter((p) => p === best).length > 1 ? 0.5 : 1) : 0
    score += won
    opts.progress?.(`game ${i}: ${a} in seat ${aSeat} scores ${won}; ${score} of ${i - first + 1} so far`)
  }
  const { low, high } = wilson(score, games)
  const side = (x: (typeof think)['a']): Think => ({
    mean: x.n ? x.sum / x.n : 0,
    max: x.max,
    wallMean: x.n ? x.wall / x.n : 0,
    wallMax: x.wallMax,
  })
  return {
    games,
    score,
    rate: score / games,
    low,
    high,
    ms: performance.now() - t0,
    think: { a: side(think.a), b: side(think.b) },
  }
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`

/** "normal vs easy: normal scores 41.5 of 60 = 69.2% (95% interval 56.6–79.5%)" and the thinking times */
export function describeMatch(a: BotLevel, b: BotLevel, r: MatchResult): string[] {
  return [
    `${a} vs ${b}: ${a} scores ${r.score} of ${r.games} = ${pct(r.rate)} (95% Wilson interval ${pct(r.low)}–${pct(r.high)})`,
    `thinking per move, CPU time: ${a} ${r.think.a.mean.toFixed(0)} ms mean, ${r.think.a.max.toFixed(0)} ms longest; ` +
      `${b} ${r.think.b.mean.toFixed(0)} ms mean, ${r.think.b.max.toFixed(0)} ms longest`,
    `  wall clock: ${a} ${r.think.a.wallMean.toFixed(0)} ms mean, ${r.think.a.wallMax.toFixed(0)} ms longest; ` +
      `${b} ${r.think.b.wallMean.toFixed(0)} ms mean, ${r.think.b.wallMax.toFixed(0)} ms longest; ${(r.ms / 1000).toFixed(0)} s in all`,
  ]
}

export function matchStrength(g: GameModule, opts: { quick: boolean }): string[] {
  const n = opts.quick ? 10 : Number(process.env.BENCH_GAMES ?? 60)
  const seats = matchSeats(g)
  const vs = seats > 2 ? `1 vs ${seats - 1}` : '2 seats'
  return [
    `${g.id}, ${vs}:`,
    ...describeMatch('normal', 'easy', playMatch(g, 'normal', 'easy', n)),
    ...describeMatch('hard', 'normal', playMatch(g, 'hard', 'normal', Math.max(4, Math.round(n / 3)))),
  ]
}
