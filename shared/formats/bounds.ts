import { z } from 'zod'

/** what a number field may hold, as its schema says: the range and whether it is whole */
export interface NumberBounds {
  min: number | null
  max: number | null
  integer: boolean
}

/**
 * The bounds of a number setting read off its zod schema (defaults and optional wrappers
 * unwrapped), so an editor's field offers exactly the range the loader accepts and no copy of the
 * figures can drift from it. A schema that is not a number is a programming error.
 */
export function numberBounds(field: z.ZodType): NumberBounds {
  let inner: z.ZodType = field
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType
  if (!(inner instanceof z.ZodNumber)) throw new Error('numberBounds: the field is not a number schema')
  const finite = (v: number | null) => (v !== null && Number.isFinite(v) ? v : null)
  return { min: finite(inner.minValue), max: finite(inner.maxValue), integer: inner.isInt }
}
