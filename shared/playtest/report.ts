/**
 * A playtest's report from its game records, and the comparison of two reports. Wins count a
 * game's sole first place; a game with a shared first place is a tie, counted apart, so
 * wins + ties = games. Rates are fractions of all games. The records are added one at a time to a
 * tally (`addRecord`), so a panel that receives games as they finish redraws its report from the
 * tally without going over the games again.
 */
import type { GameId } from '../engine/types.js'
import { ALPHA, holm, scoreTest, spread, twoProportions, wilson, type Spread } from './stats.js'
import type { GameRecord, PlaytestLevel, PlaytestRun } from './types.js'

export type Verdict = 'fair' | 'more' | 'less'

export interface SeatReport {
  /** the seat's index, 0 first (shown to people as "Seat 1", as the rest of the app numbers seats) */
  seat: number
  level: PlaytestLevel
  wins: number
  winRate: number
  /** the 95% Wilson interval of winRate, for this seat alone */
  low: number
  high: number
  /** ties in which this seat shared first place */
  shared: number
  /** the score test of winRate against the fair share (the test the Wilson interval inverts) */
  p: number
  /** p after Holm's adjustment over the report's seats */
  pAdjusted: number
  /**
   * 'more' or 'less' when pAdjusted < 5%, else 'fair': the verdicts of all seats together flag a
   * fair design at most about once in 20 playtests
   */
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

/** what a report is made of, added to one game at a time */
export interface Tally {
  run: PlaytestRun
  games: number
  ties: number
  wins: number[]
  shared: number[]
  turns: number[]
  actions: number[]
  limitEnded: number
  ends: Record<string, number>
  counters: Record<string, number[]>
  heat: Record<string, Record<string, number>>
}

export function newTally(run: PlaytestRun): Tally {
  return {
    run,
    games: 0,
    ties: 0,
    wins: new Array<number>(run.seats).fill(0),
    shared: new Array<number>(run.seats).fill(0),
    turns: [],
    actions: [],
    limitEnded: 0,
    ends: {},
    counters: {},
    heat: {},
  }
}

/** adds one finished game to `t` */
export function addRecord(t: Tally, r: GameRecord): void {
  t.games++
  if (r.tie) {
    t.ties++
    for (const seat of r.winners) t.shared[seat]++
  } else t.wins[r.winners[0]]++
  t.turns.push(r.turns)
  t.actions.push(r.actions)
  if (r.end.limit) t.limitEnded++
  t.ends[r.end.kind] = (t.ends[r.end.kind] ?? 0) + 1
  for (const [name, v] of Object.entries(r.counts.counters)) {
    const into = (t.counters[name] ??= [])
    for (let i = 0; i < v.length; i++) into[i] = (into[i] ?? 0) + v[i]
  }
  for (const [name, map] of Object.entries(r.counts.heat)) {
    const into = (t.heat[name] ??= {})
    for (const [cell, n] of Object.entries(map)) into[cell] = (into[cell] ?? 0) + n
  }
}

/** the report of the games added to `t` so far (copies: `t` may go on growing) */
export function reportOf(t: Tally): PlaytestReport {
  const { run, games, ties } = t
  const fairShare = games > 0 ? (games - ties) / games / run.seats : 1 / run.seats
  const tests = t.wins.map((wins) => scoreTest(wins, games, fairShare))
  const adjusted = holm(tests.map((x) => x.p))
  const seats: SeatReport[] = t.wins.map((wins, seat) => {
    const { low, high } = wilson(wins, games)
    const pAdjusted = adjusted[seat]
    const verdict: Verdict = pAdjusted >= ALPHA ? 'fair' : tests[seat].z > 0 ? 'more' : 'less'
    return {
      seat,
      level: run.levels[seat],
      wins,
      winRate: games ? wins / games : 0,
      low,
      high,
      shared: t.shared[seat],
      p: tests[seat].p,
      pAdjusted,
      verdict,
    }
  })
  return {
    game: run.scenario.game,
    title: run.scenario.meta.title,
    games,
    seed: run.seed,
    seats,
    fairShare,
    ties,
    turns: spread(t.turns),
    actions: spread(t.actions),
    limitEnded: t.limitEnded,
    ends: { ...t.ends },
    counters: Object.fromEntries(Object.entries(t.counters).map(([k, v]) => [k, [...v]])),
    heat: Object.fromEntries(Object.entries(t.heat).map(([k, v]) => [k, { ...v }])),
  }
}

/** the report of `records`, the games of `run` (any order: they are read by index) */
export function report(run: PlaytestRun, records: readonly GameRecord[]): PlaytestReport {
  const t = newTally(run)
  for (const r of [...records].sort((a, b) => a.index - b.index)) addRecord(t, r)
  return reportOf(t)
}

export interface SeatDifference {
  seat: number
  /** win rates in A and in B, and B − A */
  a: number
  b: number
  diff: number
  /** the pooled two-proportion z statistic of B against A, and its two-sided p-value */
  z: number
  p: number
  /**
   * p < 5% for ties and limit-ended games; for seats, p after Holm's adjustment over the seats
   * below 5%, so identical designs show any seat's change significant at most about once in 20
   */
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
  return { seat, a: na ? xa / na : 0, b: nb ? xb / nb : 0, diff: t.diff, z: t.z, p: t.p, significant: t.p < ALPHA }
}

/**
 * Report B (after an edit) against report A (before it): for each seat both have, the change in
 * win rate and whether it is significant by the pooled two-proportion z test (two-sided), Holm-
 * adjusted over the seats so that the seats together hold at 5%; the share of ties and of games
 * ended by a limit, each at 5% on its own.
 */
export function compare(a: PlaytestReport, b: PlaytestReport): Comparison {
  const n = Math.min(a.seats.length, b.seats.length)
  const seats = Array.from({ length: n }, (_, i) => differ(i, a.seats[i].wins, a.games, b.seats[i].wins, b.games))
  const adjusted = holm(seats.map((s) => s.p))
  return {
    seats: seats.map((s, i) => ({ ...s, significant: adjusted[i] < ALPHA })),
    ties: differ(-1, a.ties, a.games, b.ties, b.games),
    limitEnded: differ(-1, a.limitEnded, a.games, b.limitEnded, b.games),
    turns: b.turns.median - a.turns.median,
    actions: b.actions.median - a.actions.median,
  }
}
