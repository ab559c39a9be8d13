import { LIMITS } from './constants.js'
import { ok, refusedAt, type Refused, type Result } from '../result.js'

export const fail = (path: string, key: string, params?: Record<string, string | number>): Refused =>
  refusedAt(path, params ? { key, params } : { key })

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

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c)

/**
 * The offset of the first character that makes `text` invalid JSON (RFC 8259), `text.length` when
 * it ends too early, or -1 when it is valid. JSON.parse's messages differ between engines and
 * some name no place at all ("Unexpected token '}'"), so the place is found here, after
 * JSON.parse has refused the text; a test checks it against V8 wherever V8 names a position.
 * Iterative: any depth of nesting.
 */
export function syntaxErrorOffset(text: string): number {
  const n = text.length
  let i = 0
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++
  }
  const string = (): boolean => {
    i++
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === 0x22) return (i++, true)
      if (c < 0x20) return false
      if (c === 0x5c) {
        i++
        if (i >= n) return false
        if ('"\\/bfnrt'.includes(text[i])) i++
        else if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) if (!isHex(text[i + k])) return ((i += k), false)
          i += 5
        } else return false
      } else i++
    }
    return false
  }
  const number = (): boolean => {
    if (text[i] === '-') i++
    if (text[i] === '0') i++
    else if (isDigit(text[i])) while (isDigit(text[i])) i++
    else return false
    if (text[i] === '.') {
      i++
      if (!isDigit(text[i])) return false
      while (isDigit(text[i])) i++
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++
      if (text[i] === '+' || text[i] === '-') i++
      if (!isDigit(text[i])) return false
      while (isDigit(text[i])) i++
    }
    return true
  }
  const word = (w: string): boolean => {
    for (const ch of w) {
      if (text[i] !== ch) return false
      i++
    }
    return true
  }
  /** a key and its colon, after `{` or a comma in an object */
  const key = (): boolean => {
    ws()
    if (text[i] !== '"' || !string()) return false
    ws()
    if (text[i] !== ':') return false
    i++
    return true
  }
  const stack: string[] = []
  value: for (;;) {
    ws()
    const c = text[i]
    if (c === '{' || c === '[') {
      i++
      ws()
      if (text[i] === (c === '{' ? '}' : ']')) i++
      else {
        stack.push(c)
        if (c === '{' && !key()) return i
        continue value
      }
    } else if (c === '"') {
      if (!string()) return i
    } else if (c === '-' || isDigit(c)) {
      if (!number()) return i
    } else if (c === 't' || c === 'f' || c === 'n') {
      if (!word(c === 't' ? 'true' : c === 'f' ? 'false' : 'null')) return i
    } else return i
    for (;;) {
      ws()
      const top = stack.at(-1)
      if (top === undefined) return i < n ? i : -1
      if (text[i] === ',') {
        i++
        if (top === '{' && !key()) return i
        continue value
      }
      if (text[i] !== (top === '{' ? '}' : ']')) return i
      i++
      stack.pop()
    }
  }
}

/** where JSON.parse gave up, as line and column */
export function syntaxErrorPlace(text: string, message: string): { line: number; column: number } {
  const offset = syntaxErrorOffset(text)
  if (offset >= 0) return lineColumn(text, offset)
  // valid to the grammar yet refused (too deep for the engine): the engine's own words, if any
  const lc = /line (\d+) column (\d+)/.exec(message)
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) }
  const pos = /position (\d+)/.exec(message)
  return lineColumn(text, pos ? Number(pos[1]) : text.length)
}

/**
 * How deep arrays and objects may nest in a scenario or a save. The formats nest at most 8 levels
 * (a save holds a scenario, whose board holds rows of cells), so 32 refuses no file the app could
 * write, while a text of millions of nested brackets is refused before anything parses it.
 */
export const MAX_DEPTH = 32

/**
 * The offset of the bracket that opens level `max + 1`, or -1 when `text` never nests deeper than
 * `max`. A single pass over the characters that stops at that bracket: brackets inside strings do
 * not count. Run before JSON.parse, whose work (and the schema's after it) grows with the
 * nesting: a 5 MB file of nested arrays cost seconds to refuse after parsing, and costs `max`
 * characters here.
 */
export function tooDeepAt(text: string, max = MAX_DEPTH): number {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // to the closing quote, past escaped characters (an unterminated string is JSON.parse's to refuse)
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === 0x5c) i++
        else if (d === 0x22) break
      }
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return -1
}

/** text → JSON object, with the size and nesting limits; never throws */
export function parseJson(text: string): Result<Record<string, unknown>> {
  if (typeof text !== 'string') return fail('(file)', 'format.notText')
  if (text.length > LIMITS.fileBytes || byteLength(text) > LIMITS.fileBytes) {
    return fail('(file)', 'format.tooLarge', { max: `${LIMITS.fileBytes / 1024 / 1024} MB` })
  }
  const deep = tooDeepAt(text)
  if (deep >= 0) return fail('(file)', 'format.tooDeep', { max: MAX_DEPTH, ...lineColumn(text, deep) })
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (e) {
    const { line, column } = syntaxErrorPlace(text, e instanceof Error ? e.message : '')
    return fail('(file)', 'format.notJson', { line, column })
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return fail('(file)', 'format.notObject')
  return ok(doc as Record<string, unknown>)
}
