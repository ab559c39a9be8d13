/** How the playtest panel writes its figures in the app's language. */
import type { GameId } from '../../shared/engine/types.js'

/** a rate as a whole percentage, as the language writes it ("41 %" in French, "41%" in English) */
export function percent(locale: string, x: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(x)
}

/** a change of rate in percentage points, signed */
export function points(locale: string, x: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(x * 100)
}

/** `total` per `each` (0 when there is none), one decimal as the language writes it: per game, per second */
export function average(locale: string, total: number, each: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    each > 0 ? total / each : 0,
  )
}

/** the counters of each game that hold one figure per seat, in the order the report lists them */
export const PER_SEAT: Record<GameId, readonly string[]> = {
  recess: ['coins', 'fights', 'detentions', 'kisses'],
  kakekko: ['connects', 'shortcutSteps'],
  exxtra: ['seatBusts'],
  swish: ['eaten', 'indigestions', 'score'],
}

/** the heat map each game shows first: where the game's question is answered */
export const FIRST_HEAT: Record<GameId, string> = {
  recess: 'caught',
  kakekko: 'landed',
  exxtra: 'landed',
  swish: 'swim',
}
