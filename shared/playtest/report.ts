/**
 * A playtest's report from its game records, and the comparison of two reports. Wins count a
 * game's sole first place; a game with a shared first place is a tie, counted apart, so
 * wins + ties = games. Rates are fractions of all games.
 */
import type { GameId } from '../engine/types.js'
import { spread, twoProportions, wilson, type Spread } from './stats.js'
import type { GameRecord, PlaytestLevel, PlaytestRun } from './types.js'

export type Verdict = 'fair' | 'more' | 'less'

export interface SeatReport {
  /** the seat's index, 0 first (shown to people as "Seat 1", as the rest of the app numbers seats) */
  seat: number
  level: PlaytestLevel
  wins: number
  winRate: number
  /** the 95% Wilson interval of winRate */
  low: number
  high: number
  /** ties in which this seat shared first place */
  shared: number
  /** 'more' or 'less' when the fair share lies outside the interval, else 'fair' */
  verdict: Verdict
}

export interface PlaytestReport {
  game: GameId
  title: string
  games: number
  seed: number
  seats: SeatReport[]
  /**
   * what each seat would win if the games without a tie were split evenly: (games − ties) /
   * games / seats (1 / seats when there are no ties)
   */
  fairShare: number
  ties: number
  turns: Spread
  actions: Spread
  /** games ended by a limit (round limit, quiet rounds, the game's bound) rather than the rules' own end */
  limitEnded: number
  /** games by why they ended (each game's playtest.ts names the kinds) */
  ends: Record<string, number>
  /** each game's counters, summed over the games */
  counters: Record<string, number[]>
  /** each heat map, summed over the games: cell key → count */
  heat: Record<string, Record<string, number>>
}

function addInto(into: number[], add: readonly number[]): void {
  for (let i = 0; i < add.length; i++) into[i] = (into[i] ?? 0) + add[i]
}

/** the report of `records`, the games of `run` (any order: they are read by index) */
export function report(run: PlaytestRun, records: readonly GameRecord[]): PlaytestReport {
  const games = records.length
  const ties = records.filter((r) => r.tie).length
  const fairShare = games > 0 ? (games - ties) / games / run.seats : 1 / run.seats
  const seats: SeatReport[] = Array.from({ length: run.seats }, (_, seat) => {
    const wins = records.filter((r) => !r.tie && r.winners[0] === seat).length
    const shared = records.filter((r) => r.tie && r.winners.includes(seat)).length
    const { low, high } = wilson(wins, games)
    const verdict: Verdict = fairShare < low ? 'more' : fairShare > high ? 'less' : 'fair'
    return { seat, level: run.levels[seat], wins, winRate: games ? wins / games : 0, low, high, shared, verdict }
  })
  const ends: Record<string, number> = {}
  const counters: Record<string, number[]> = {}
  const heat: Record<string, Record<string, number>> = {}
  const ordered = [...records].sort((a, b) => a.index - b.index)
  for (const r of ordered) {
    ends[r.end.kind] = (ends[r.end.kind] ?? 0) + 1
    for (const [name, v] of Object.entries(r.counts.counters)) addInto((counters[name] ??= []), v)
    for (const [name, map] of Object.entries(r.counts.heat)) {
      const into = (heat[name] ??= {})
      for (const [cell, n] of Object.entries(map)) into[cell] = (into[cell] ?? 0) + n
    }
  }
  return {
    game: run.scenario.game,
    title: run.scenario.meta.title,
    games,
    seed: run.seed,
    seats,
    fairShare,
    ties,
    turns: spread(records.map((r) => r.turns)),
    actions: spread(records.map((r) => r.actions)),
    limitEnded: records.filter((r) => r.end.limit).length,
    ends,
    counters,
    heat,
  }
}

export interface SeatDifference {
  seat: number
  /** win rates in A and in B, and B − A */
  a: number
  b: number
  diff: number
  /** the pooled two-proportion z statistic of B against A */
  z: number
  /** |z| > 1.96: a difference this large would arise by chance less than once in 20 */
  significant: boolean
}

export interface Comparison {
  /** the seats both reports have */
  seats: SeatDifference[]
  ties: SeatDifference
  limitEnded: SeatDifference
  /** B − A in median length */
  turns: number
  actions: number
}

function differ(seat: number, xa: number, na: number, xb: number, nb: number): SeatDifference {
  const t = twoProportions(xb, nb, xa, na)
  return { seat, a: na ? xa / na : 0, b: nb ? xb / nb : 0, diff: t.diff, z: t.z, significant: t.significant }
}

/**
 * Report B (after an edit) against report A (before it): for each seat both have, the change in
 * win rate and whether it is significant by the pooled two-proportion z test at the 5% level
 * (two-sided); the same for the share of ties and of games ended by a limit. Each seat is tested
 * on its own: with 4 seats, one of them may show a "significant" change by chance about once in
 * 5 comparisons of identical designs.
 */
export function compare(a: PlaytestReport, b: PlaytestReport): Comparison {
  const n = Math.min(a.seats.length, b.seats.length)
  return {
    seats: Array.from({ length: n }, (_, i) => differ(i, a.seats[i].wins, a.games, b.seats[i].wins, b.games)),
    ties: differ(-1, a.ties, a.games, b.ties, b.games),
    limitEnded: differ(-1, a.limitEnded, a.games, b.limitEnded, b.games),
    turns: b.turns.median - a.turns.median,
    actions: b.actions.median - a.actions.median,
  }
}
