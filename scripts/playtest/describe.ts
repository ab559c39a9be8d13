/** The command line's readable playtest report, in English (the app's panel has its own, in ja, en and fr). */
import type { PlaytestReport } from '../../shared/playtest/report.js'

const pct = (x: number) => `${(x * 100).toFixed(0)}%`

export function describeReport(r: PlaytestReport, level: string): string[] {
  const lines = [
    `${r.game}: "${r.title}", ${r.games} games, ${r.seats.length} seats, ${level} bots, playtest seed ${r.seed}`,
    '',
    `Wins by starting seat (95% Wilson interval per seat; a fair share is ${pct(r.fairShare)};`,
    `  a verdict holds for all seats together at 5%, Holm-adjusted):`,
  ]
  for (const s of r.seats) {
    const verdict = s.verdict === 'fair' ? 'within a fair share' : `${s.verdict} than a fair ${pct(r.fairShare)}`
    lines.push(
      `  Seat ${s.seat + 1} wins ${s.wins} (${pct(s.winRate)}, ${pct(s.low)}–${pct(s.high)}): ${verdict}` +
        (s.shared ? `; shares first place in ${s.shared} ${s.shared === 1 ? 'tie' : 'ties'}` : ''),
    )
  }
  lines.push(`Ties (first place shared): ${r.ties} of ${r.games}`)
  lines.push(
    `Length: turns median ${r.turns.median}, 90th percentile ${r.turns.p90}, longest ${r.turns.max}; ` +
      `actions median ${r.actions.median}, 90th percentile ${r.actions.p90}, longest ${r.actions.max}`,
  )
  const ends = Object.entries(r.ends)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ')
  lines.push(`Ended by a limit rather than the rules' own end: ${r.limitEnded} of ${r.games} (by kind: ${ends})`)
  lines.push('', 'Counters, summed over the games:')
  for (const [name, v] of Object.entries(r.counters)) lines.push(`  ${name}: ${v.join(', ')}`)
  lines.push('', 'Heat maps, busiest cells first (cell: count):')
  for (const [name, map] of Object.entries(r.heat)) {
    const top = Object.entries(map)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([cell, n]) => `${cell}: ${n}`)
      .join('; ')
    lines.push(`  ${name} (${Object.keys(map).length} cells): ${top || 'none'}`)
  }
  return lines
}
