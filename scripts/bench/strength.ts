import type { GameModule } from '../../shared/engine/types.js'
import type { BotLevel } from '../../shared/formats/envelope.js'
import { chooseAction } from '../../shared/ai/choose.js'

/**
 * Plays `games` games between two bot levels and returns A's win rate (ties count half). Seats
 * alternate; in a game for at least 3 seats (Recess!), one A plays against two Bs.
 */
export function matchSeats(g: GameModule): number {
  return Math.max(2, g.seatLimits.min)
}

export function playMatch(g: GameModule, a: BotLevel, b: BotLevel, games: number): { rate: number; games: number; ms: number } {
  const seats = matchSeats(g)
  // a 2-seat match where the game allows it (Exxtra's default scenario starts at 3: 2 is its variant)
  const scenario = { ...g.defaultScenario, players: { ...g.defaultScenario.players, min: Math.min(g.defaultScenario.players.min, seats) } }
  let score = 0
  const t0 = performance.now()
  for (let i = 0; i < games; i++) {
    const aSeat = i % seats
    const levels: BotLevel[] = Array.from({ length: seats }, (_, s) => (s === aSeat ? a : b))
    let s = g.setup(scenario, seats, 1000 + i)
    let n = 0
    while (g.toAct(s) !== null && n < 20000) {
      const seat = g.toAct(s)!
      s = g.apply(s, chooseAction(g, s, levels[seat], (i * 7919 + n) | 0))
      n++
    }
    const r = g.result(s)
    if (!r) continue
    const best = Math.min(...r)
    if (r[aSeat] === best) score += r.filter((p) => p === best).length > 1 ? 0.5 : 1
  }
  return { rate: score / games, games, ms: performance.now() - t0 }
}

export async function matchStrength(g: GameModule, opts: { quick: boolean }): Promise<string[]> {
  const n = opts.quick ? 10 : Number(process.env.BENCH_GAMES ?? 60)
  const seats = matchSeats(g)
  const out: string[] = []
  const vs = seats > 2 ? `(1 vs ${seats - 1})` : '(2 seats)'
  const nh = playMatch(g, 'normal', 'easy', n)
  out.push(`Normal vs heuristic ${vs}: Normal wins ${(nh.rate * 100).toFixed(1)}% of ${nh.games} games (${(nh.ms / 1000).toFixed(0)} s)`)
  const hn = playMatch(g, 'hard', 'normal', Math.max(4, Math.round(n / 3)))
  out.push(`Hard vs Normal ${vs}: Hard wins ${(hn.rate * 100).toFixed(1)}% of ${hn.games} games (${(hn.ms / 1000).toFixed(0)} s)`)
  return out
}
