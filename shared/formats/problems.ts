import type { z } from 'zod'
import type { Problem } from '../engine/types.js'

/** `['board', 'cells', 3, 'x']` → `board.cells[3].x` */
export function pathToString(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`
    else out += out && !out.endsWith('.') ? `.${String(part)}` : String(part)
  }
  return out.replace(/\.$/, '') || '(file)'
}

/**
 * Turns zod issues into translatable problems. A refinement whose message is an i18n key (it
 * contains a dot and no space) keeps it as the key, with the refinement's params.
 */
export function zodProblems(error: z.ZodError, prefix = ''): Problem[] {
  return error.issues.map((issue) => {
    const path = pathToString(issue.path as PropertyKey[], prefix)
    const iss = issue as z.core.$ZodIssue & Record<string, unknown>
    switch (iss.code) {
      case 'invalid_type':
        return {
          path,
          reason: iss.input === undefined
            ? { key: 'format.missing' }
            : { key: 'format.invalidType', params: { expected: String(iss.expected) } },
        }
      case 'too_small':
        return { path, reason: { key: `format.tooSmall.${String(iss.origin)}`, params: { min: String(iss.minimum) } } }
      case 'too_big':
        return { path, reason: { key: `format.tooBig.${String(iss.origin)}`, params: { max: String(iss.maximum) } } }
      case 'unrecognized_keys':
        return {
          path,
          reason: { key: 'format.unknownKeys', params: { keys: (iss.keys as string[]).join(', ') } },
        }
      case 'invalid_value':
        return {
          path,
          reason: { key: 'format.invalidValue', params: { allowed: (iss.values as unknown[]).map((v) => JSON.stringify(v)).join(', ') } },
        }
      case 'invalid_format':
        return { path, reason: { key: 'format.invalidFormat', params: { format: String(iss.format) } } }
      case 'not_multiple_of':
        return { path, reason: { key: 'format.notMultiple', params: { step: String(iss.divisor) } } }
      case 'custom':
        if (/^[\w-]+(\.[\w-]+)+$/.test(iss.message)) {
          return { path, reason: { key: iss.message, params: (iss.params ?? {}) as Record<string, string | number> } }
        }
        return { path, reason: { key: 'format.invalid' } }
      default:
        return { path, reason: { key: 'format.invalid' } }
    }
  })
}
