/**
 * A playtest's games as CSV, one row per game (RFC 4180: comma-separated, CRLF, quoted where a
 * field needs it). Column names are identifiers, the same in every language, so a spreadsheet or a
 * script reads any export alike: `game` (1 first), `seed`, `winner` (seat from 1, empty for a
 * tie), `tie`, `place_<seat>`, `turns`, `actions`, `end`, `limit`, then each counter of the game
 * per element (`coins_1` … for per-seat counters, `rungs_0` … for the others, as they are indexed).
 */
import type { GameRecord, PlaytestRun } from './types.js'

const field = (v: string | number | boolean): string => {
  const s = String(v)
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function recordsCsv(run: PlaytestRun, records: readonly GameRecord[]): string {
  const ordered = [...records].sort((a, b) => a.index - b.index)
  const counters = Object.entries(ordered[0]?.counts.counters ?? {}).map(([name, v]) => ({
    name,
    length: v.length,
    // a counter with one element per seat is numbered like the seats, from 1; the others from 0
    from: v.length === run.seats ? 1 : 0,
  }))
  const seats = Array.from({ length: run.seats }, (_, i) => i + 1)
  const header = [
    'game',
    'seed',
    'winner',
    'tie',
    ...seats.map((s) => `place_${s}`),
    'turns',
    'actions',
    'end',
    'limit',
    ...counters.flatMap((c) => Array.from({ length: c.length }, (_, i) => `${c.name}_${i + c.from}`)),
  ]
  const rows = ordered.map((r) => [
    r.index + 1,
    r.seed,
    r.tie ? '' : r.winners[0] + 1,
    r.tie,
    ...r.ranking,
    r.turns,
    r.actions,
    r.end.kind,
    r.end.limit,
    ...counters.flatMap((c) => Array.from({ length: c.length }, (_, i) => r.counts.counters[c.name]?.[i] ?? 0)),
  ])
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}
