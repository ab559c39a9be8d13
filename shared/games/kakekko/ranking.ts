/**
 * The final places: by finishing order, by score (variant 2), by team (variant 3), and, when the
 * round limit ends a game, by each pawn's distance to the goal of the leg being raced.
 */
import type { Ranking } from '../../engine/types.js'
import { distancesTo, FAR } from './graph.js'
import type { KakekkoState } from './types.js'

/** variant 2: points for the first pawn home in a leg; each later one gets one less */
export const LEG_TOP_SCORE = 10

/** teams sit side by side: seats 0 and 1 are team 0, seats 2 and 3 team 1, … */
export function teamOf(seat: number): number {
  return seat >> 1
}

/** 1 + the number of seats strictly better than each seat: equal seats share a place */
function placesBy(n: number, better: (a: number, b: number) => boolean): Ranking {
  return Array.from({ length: n }, (_, i) => {
    let ahead = 0
    for (let j = 0; j < n; j++) if (j !== i && better(j, i)) ahead++
    return 1 + ahead
  })
}

/** places by total score, then marbles in hand; equal on both share a place */
export function placesByScore(s: KakekkoState): Ranking {
  return placesBy(s.n, (a, b) => s.score[a] > s.score[b] || (s.score[a] === s.score[b] && s.hand[a] > s.hand[b]))
}

export function placesByFinish(s: KakekkoState): Ranking {
  const places = new Array<number>(s.n).fill(s.finish.length + 1)
  s.finish.forEach((seat, k) => {
    places[seat] = k + 1
  })
  return places
}

/**
 * How far each seat is from finishing the current leg, as one number to sort by: finished pawns
 * by finishing order (negative), the others by steps to the leg's goal over roads and inked
 * shortcuts (secret bases do not count).
 */
export function raceOrder(s: KakekkoState, target: number): number[] {
  const dist = distancesTo(s.g, target, s.inked)
  return s.pos.map((p, seat) => {
    const k = s.finish.indexOf(seat)
    if (k >= 0) return k - s.n
    const d = dist[s.g.ix[p]]
    return d >= FAR ? FAR : d
  })
}

/** the leg's points for each seat: 10, 9, 8… by race order, seats level sharing the better points */
export function legPoints(order: readonly number[]): number[] {
  return order.map((d) => Math.max(0, LEG_TOP_SCORE - order.filter((e) => e < d).length))
}

/**
 * The places when the round limit ends the game (RULINGS.md, Kakekko 10). Base game: finished
 * pawns by finishing order, then the others by distance to the goal, level pawns sharing. Variant 2:
 * the leg being raced is scored as if the pawns still racing had come home in order of distance,
 * then the usual totals. Variant 3: the teams whose pawn is nearest to the goal share first place.
 */
export function placesAtLimit(s: KakekkoState, target: number): Ranking {
  const order = raceOrder(s, target)
  if (s.teams) {
    const best = Math.min(...order)
    const winners = new Set(order.flatMap((d, seat) => (d === best ? [teamOf(seat)] : [])))
    return s.pos.map((_, seat) => (winners.has(teamOf(seat)) ? 1 : 2))
  }
  if (s.thereAndBack) {
    const points = legPoints(order)
    const scored = { ...s, score: s.score.map((v, i) => v + points[i]) }
    return placesByScore(scored)
  }
  return placesBy(s.n, (a, b) => order[a] < order[b])
}
