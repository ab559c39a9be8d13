/** The shape of a Kakekko action, checked without the schema: every path into the rules is safe. */
import type { Reason } from '../../engine/types.js'

/** the fields each action carries besides `t`; each is a number */
const FIELDS: Record<string, readonly string[]> = {
  roll: [],
  raise: ['marbles'],
  walk: ['to'],
  rest: [],
  connect: ['slot'],
  make: ['square'],
  end: [],
}

const why = (key: string, params?: Record<string, string | number>): Reason => ({ key: `kakekko.why.${key}`, params })

/** why `a` is not a Kakekko action at all, or null when it has the shape of one */
export function malformed(a: unknown): Reason | null {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return why('unknownAction')
  const rec = a as Record<string, unknown>
  const t = rec.t
  if (typeof t !== 'string' || !Object.hasOwn(FIELDS, t)) return why('unknownAction')
  const fields = FIELDS[t]
  for (const f of fields) {
    if (typeof rec[f] !== 'number' || !Number.isFinite(rec[f])) return why('badField', { field: f })
  }
  for (const k of Object.keys(rec)) if (k !== 't' && !fields.includes(k)) return why('extraField', { field: k })
  return null
}
