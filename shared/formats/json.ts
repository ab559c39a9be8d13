import type { Problem } from '../engine/types.js'
import { LIMITS } from './envelope.js'

export type Loaded<T> = { ok: true; value: T } | { ok: false; problems: Problem[] }

export const fail = (path: string, key: string, params?: Record<string, string | number>): Loaded<never> => ({
  ok: false,
  problems: [{ path, reason: params ? { key, params } : { key } }],
})

/** bytes of a string once written as UTF-8 */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length
}

/** 1-based line and column (in characters) of a 0-based offset into `text` */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const at = Math.max(0, Math.min(offset, text.length))
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: [...text.slice(lineStart, at)].length + 1 }
}

/**
 * Where JSON.parse gave up, from its message: V8 says "at position N" and, in newer versions,
 * "(line L column C)"; an input that ends too early has neither, and the place is its end.
 */
export function syntaxErrorPlace(text: string, message: string): { line: number; column: number } {
  const lc = /line (\d+) column (\d+)/.exec(message)
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) }
  const pos = /position (\d+)/.exec(message)
  return lineColumn(text, pos ? Number(pos[1]) : text.length)
}

/** text → JSON object, with the size limit; never throws */
export function parseJson(text: string): Loaded<Record<string, unknown>> {
  if (typeof text !== 'string') return fail('(file)', 'format.notText')
  if (text.length > LIMITS.fileBytes || byteLength(text) > LIMITS.fileBytes) {
    return fail('(file)', 'format.tooLarge', { max: `${LIMITS.fileBytes / 1024 / 1024} MB` })
  }
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (e) {
    const { line, column } = syntaxErrorPlace(text, e instanceof Error ? e.message : '')
    return fail('(file)', 'format.notJson', { line, column })
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return fail('(file)', 'format.notObject')
  return { ok: true, value: doc as Record<string, unknown> }
}
