/**
 * A reversible reshaping of JSON that makes share links shorter: an array of objects that share
 * keys is written as the keys once and a row of values per object, so that DEFLATE compresses the
 * values rather than the same keys over and over (Kakekko's squares: 13 % shorter links).
 *
 * - `[{a:1,b:2},{a:3,b:4,c:5}]` → `{"~":["a","b"],"r":[[1,2],[3,4,{"c":5}]]}`: the keys every
 *   element has, then one row per element; keys only some elements have follow as one object at
 *   the end of their row (so a row is `n` values, or `n + 1` with its extras).
 * - An object key that starts with `~` gets one more `~` in front, so the marker key `~` never
 *   clashes with data; unpacking takes it off again.
 *
 * Unpacking trusts nothing: anything that does not have the packed shape is kept as it is, and
 * the file loader checks the result like any file. Objects are built with `Object.fromEntries`,
 * so a `__proto__` key stays a plain key (and the loader reports it).
 */

const MARK = '~'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v)

const escapeKey = (k: string) => (k.startsWith(MARK) ? MARK + k : k)
const unescapeKey = (k: string) => (k.startsWith(MARK) ? k.slice(1) : k)

export function pack(value: Json): Json {
  if (Array.isArray(value)) {
    if (value.length >= 2 && value.every(isObject)) {
      const objects = value
      const keys = Object.keys(objects[0]).filter((k) => objects.every((o) => Object.hasOwn(o, k)))
      if (keys.length) {
        const rows = objects.map((o) => {
          const row: Json[] = keys.map((k) => pack(o[k]))
          const extra = Object.keys(o).filter((k) => !keys.includes(k))
          if (extra.length) row.push(packObject(Object.fromEntries(extra.map((k) => [k, o[k]]))))
          return row
        })
        return { [MARK]: keys.map(escapeKey), r: rows }
      }
    }
    return value.map(pack)
  }
  return isObject(value) ? packObject(value) : value
}

function packObject(o: Record<string, Json>): Json {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [escapeKey(k), pack(v)]))
}

/** thrown by unpack when the keys it puts back would make the text longer than allowed */
export class UnpackTooLarge extends Error {}

/**
 * The inverse of pack. Keys written once come back once per row: `budget` bounds the characters
 * they add (a row of nothing under a thousand keys must not become a thousand nulls, a million
 * times), else it throws UnpackTooLarge. Throws RangeError on nesting deeper than the stack.
 */
export function unpack(value: Json, budget = Infinity): Json {
  const left = { chars: budget }
  return unpackIn(value, left)
}

function unpackIn(value: Json, left: { chars: number }): Json {
  const unpack = (v: Json) => unpackIn(v, left)
  if (Array.isArray(value)) return value.map(unpack)
  if (!isObject(value)) return value
  const keys = value[MARK]
  const rows = value.r
  if (
    Object.hasOwn(value, MARK) &&
    Array.isArray(keys) &&
    keys.every((k) => typeof k === 'string') &&
    Array.isArray(rows)
  ) {
    const names = keys.map(unescapeKey)
    // `"key":` and at least one character of value and a comma, per key and row
    const perRow = names.reduce((n, k) => n + k.length + 5, 0)
    // charged for all rows at once, before any is built
    left.chars -= perRow * rows.filter(Array.isArray).length
    if (left.chars < 0) throw new UnpackTooLarge()
    return rows.map((row) => {
      if (!Array.isArray(row)) return unpack(row)
      const own: [string, Json][] = names.map((k, i) => [k, unpack(row[i] ?? null)])
      const extra = row[names.length]
      if (isObject(extra)) own.push(...Object.entries(unpack(extra) as Record<string, Json>))
      return Object.fromEntries(own)
    })
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [unescapeKey(k), unpack(v)]))
}

export type { Json }
