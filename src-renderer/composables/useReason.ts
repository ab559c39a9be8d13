import { getActivePinia } from 'pinia'
import { useI18n } from 'vue-i18n'
import type { Reason } from '../../shared/engine/types.js'
import type { Seat } from '../../shared/formats/envelope.js'
import { withCount } from '../../shared/i18n/plural.js'
import { useGameStore } from '../stores/game.js'
import { colourKey } from '../seats.js'

/** params that hold a seat index: `seat`, `seat2`, `seat3`… */
const SEAT_PARAM = /^seat\d*$/

export interface SayOptions {
  /** the seat the text is about (a log line's own seat): named without its colour, the line shows it */
  subject?: number
}

/**
 * Renders a reason. A seat is never shown as its index: it is the player's name and colour, taken
 * from the seats given or else from the game in play.
 */
export function useReason() {
  const { t } = useI18n()
  const play = getActivePinia() ? useGameStore() : null

  function seatRef(i: number, seats: readonly Seat[], subject?: number): string {
    const s = seats[i]
    if (!s) return t('seats.someone', { n: i + 1 })
    if (i === subject) return s.name
    return t('seats.ref', { name: s.name, colour: t(`colours.${colourKey(s.colour)}`) })
  }

  function say(reason: Reason, seats?: readonly Seat[], opts: SayOptions = {}): string {
    const who = seats ?? play?.seats ?? []
    const params: Record<string, string | number> = withCount(reason.key, { ...(reason.params ?? {}) })
    for (const [k, v] of Object.entries(params)) {
      if (SEAT_PARAM.test(k) && typeof v === 'number') params[k] = seatRef(v, who, opts.subject)
    }
    if (reason.cause) params.cause = say(reason.cause, who, opts)
    return t(reason.key, params)
  }
  return { say, seatRef }
}
