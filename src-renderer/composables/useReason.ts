import { useI18n } from 'vue-i18n'
import type { Reason } from '../../shared/engine/types.js'
import type { Seat } from '../../shared/formats/envelope.js'

/** params that hold a seat index; the log shows the seat's name instead */
const SEAT_PARAMS = new Set(['seat', 'seat2', 'seat3'])

export function useReason() {
  const { t } = useI18n()
  function say(reason: Reason, seats: readonly Seat[] = []): string {
    const params: Record<string, string | number> = { ...(reason.params ?? {}) }
    for (const [k, v] of Object.entries(params)) {
      if (SEAT_PARAMS.has(k) && typeof v === 'number' && seats[v]) params[k] = seats[v].name
    }
    if (reason.cause) params.cause = say(reason.cause, seats)
    return t(reason.key, params)
  }
  return { say }
}
