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
    const path = pathToString(issue.path, prefix)
    const iss = issue as z.core.$ZodIssue & Record<string, unknown>
    switch (iss.code) {
      case 'invalid_type':
        return {
          path,
          reason:
            iss.input === undefined
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
          reason: { key: 'format.unknownKeys', params: { keys: iss.keys.join(', ') } },
        }
      case 'invalid_value':
        return {
          path,
          reason: {
            key: 'format.invalidValue',
            params: { allowed: (iss.values as unknown[]).map((v) => JSON.stringify(v)).join(', ') },
          },
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

/** problems kept per kind (reason key); the rest of a kind is counted, not listed */
export const PROBLEMS_PER_KIND = 100
export const MORE_OF_KIND = 'format.moreOfKind'

/**
 * Keeps the first `perKind` problems of each kind and replaces the rest of that kind by one
 * problem that says how many more there are (`format.moreOfKind`, its `cause` the kind's first
 * reason). A hostile file can yield tens of thousands of problems; a list of them helps nobody
 * and freezes whatever shows it. Order is kept; the counting problem follows its kind's last one.
 */
export function capProblems(problems: readonly Problem[], perKind = PROBLEMS_PER_KIND): Problem[] {
  const seen = new Map<string, number>()
  for (const p of problems) seen.set(p.reason.key, (seen.get(p.reason.key) ?? 0) + 1)
  if ([...seen.values()].every((n) => n <= perKind)) return [...problems]
  const kept = new Map<string, number>()
  const out: Problem[] = []
  for (const p of problems) {
    const key = p.reason.key
    const k = (kept.get(key) ?? 0) + 1
    kept.set(key, k)
    if (k <= perKind) out.push(p)
    if (k === perKind && seen.get(key)! > perKind) {
      out.push({
        path: p.path,
        reason: { key: MORE_OF_KIND, params: { n: seen.get(key)! - perKind }, cause: p.reason },
      })
    }
  }
  return out
}

export interface ProblemGroup {
  /** the reason key all problems of the group share */
  kind: string
  problems: Problem[]
  /** problems of this kind that were counted but not kept */
  more: number
}

/** groups problems by kind, in order of each kind's first appearance (for the problems dialog) */
export function groupProblems(problems: readonly Problem[]): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>()
  for (const p of problems) {
    const more = p.reason.key === MORE_OF_KIND && p.reason.cause
    const kind = more ? p.reason.cause!.key : p.reason.key
    let g = groups.get(kind)
    if (!g) groups.set(kind, (g = { kind, problems: [], more: 0 }))
    if (more) g.more += Number(p.reason.params?.n ?? 0)
    else g.problems.push(p)
  }
  return [...groups.values()]
}

/**
 * Keys that JSON.parse keeps as own properties but that an ordinary assignment or a spread would
 * turn into a prototype change (so a schema silently drops them). Reported instead of dropped.
 */
const FORBIDDEN_KEYS = new Set(['__proto__'])

/** every forbidden key in a parsed JSON document, as problems with their paths (iterative: any depth) */
export function forbiddenKeys(doc: unknown, prefix = ''): Problem[] {
  interface Node {
    value: unknown
    key: PropertyKey | null
    parent: Node | null
  }
  const pathOf = (node: Node, last: string) => {
    const keys: PropertyKey[] = [last]
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) keys.push(n.key)
    return pathToString(keys.reverse(), prefix)
  }
  const out: Problem[] = []
  const stack: Node[] = [{ value: doc, key: null, parent: null }]
  while (stack.length) {
    const node = stack.pop()!
    const value = node.value
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        if (value[i] !== null && typeof value[i] === 'object') stack.push({ value: value[i], key: i, parent: node })
      }
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (FORBIDDEN_KEYS.has(key)) {
          out.push({ path: pathOf(node, key), reason: { key: 'format.forbiddenKey', params: { key } } })
          continue
        }
        const child = (value as Record<string, unknown>)[key]
        if (child !== null && typeof child === 'object') stack.push({ value: child, key, parent: node })
      }
    }
  }
  return out
}

/** problems in all, counting those a capped list only counts */
export function countProblems(problems: readonly Problem[]): number {
  return problems.reduce((n, p) => n + (p.reason.key === MORE_OF_KIND ? Number(p.reason.params?.n ?? 0) : 1), 0)
}
