import { deflateSync, Inflate, strToU8 } from 'fflate'
import { LIMITS } from '../formats/envelope.js'
import { fail } from '../formats/json.js'
import type { Result } from '../result.js'
import { DICTIONARY_V1, DICTIONARY_V2 } from './dictionary.js'
import { pack, unpack, UnpackTooLarge, type Json } from './pack.js'
import { MAX_ITEMS, ShapeCounter } from './shape.js'

/**
 * Share links: a scenario or a saved game as JSON, reshaped (pack.ts), compressed with raw
 * DEFLATE (fflate, with a preset dictionary of dictionary.ts) and written in base64url
 * (RFC 4648 §5, no padding) after one character that names the link format, so that it fits in
 * a link. Format 2 (written today) presets the built-in scenarios as well as format 1's words;
 * format 1 links still open. A format only names its dictionary: the text inside is the same.
 *
 * - web edition: `<address>#s=<payload>` (a fragment: never sent to any server)
 * - desktop: `asobiba://open#s=<payload>`
 *
 * Decoding never trusts the link: the link's length is capped before anything is decoded, the
 * inflated bytes are counted while they come out (a "decompression bomb" stops at the file limit,
 * never fully inflated), so is their shape (shape.ts: nesting, and items per array, stop at the
 * first one too many), and every refusal is a problem with a path (`(link)`) and a reason, like
 * the file loader's. The JSON text that comes out then goes through the file loader itself.
 */

/** where a link's own problems are reported (a file's are at `(file)`) */
export const LINK_PATH = '(link)'

/** the fragment key of a share link: `#s=…` */
export const SHARE_KEY = 's'

/** the desktop link's prefix, before the payload */
export const DESKTOP_PREFIX = `asobiba://open#${SHARE_KEY}=`

/**
 * Characters of a payload that a link may hold, checked before decoding. Browsers take far longer
 * URLs; this bounds the work a hostile link can ask for (and its inflated size is counted anyway).
 */
export const MAX_PAYLOAD_CHARS = 64 * 1024

/**
 * Characters of a whole link: the payload's cap and room for the address before it (a desktop
 * link's prefix is 17). Checked first, so a longer link costs nothing but its length.
 */
export const MAX_LINK_CHARS = MAX_PAYLOAD_CHARS + 4096

/** bytes a payload may inflate to: the same limit as a file */
export const MAX_INFLATED_BYTES = LIMITS.fileBytes

/**
 * Characters of a link that is comfortable to share: chat apps, mail and QR codes take it whole.
 * Default-size scenarios of every game stay under it (a test per game checks it).
 */
export const COMFORTABLE_LINK_CHARS = 2000

/**
 * input bytes handed to the inflater at a time: each push's output is counted before the next,
 * and DEFLATE inflates at most 1,032 times, so a count stops within 66 KB of its limit
 */
const CHUNK = 64

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const B64_INDEX = new Int16Array(128).fill(-1)
for (let i = 0; i < B64.length; i++) B64_INDEX[B64.charCodeAt(i)] = i

/** bytes → base64url without padding */
export function toBase64Url(bytes: Uint8Array): string {
  let out = ''
  let i = 0
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2]
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63] + B64[n & 63]
  }
  const rest = bytes.length - i
  if (rest === 1) {
    const n = bytes[i] << 16
    out += B64[n >> 18] + B64[(n >> 12) & 63]
  } else if (rest === 2) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8)
    out += B64[n >> 18] + B64[(n >> 12) & 63] + B64[(n >> 6) & 63]
  }
  return out
}

/**
 * base64url (padding tolerated) → bytes, or where it stops being base64url: the index of the
 * first character outside the alphabet, or `'length'` when the text cannot end where it ends
 * (one character left over: a link cut short).
 */
export function fromBase64Url(text: string): Uint8Array | { badAt: number } | 'length' {
  const body = text.replace(/=+$/, '')
  const values = new Uint8Array(body.length)
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i)
    const v = c < 128 ? B64_INDEX[c] : -1
    if (v < 0) return { badAt: i }
    values[i] = v
  }
  if (body.length % 4 === 1) return 'length'
  const out = new Uint8Array(Math.floor((body.length * 3) / 4))
  let o = 0
  for (let i = 0; i < body.length; i += 4) {
    const n = (values[i] << 18) | (values[i + 1] << 12) | ((values[i + 2] ?? 0) << 6) | (values[i + 3] ?? 0)
    out[o++] = n >> 16
    if (i + 2 < body.length) out[o++] = (n >> 8) & 255
    if (i + 3 < body.length) out[o++] = n & 255
  }
  return out
}

/** the first character of a payload: the link format, which names its preset dictionary */
export const LINK_FORMAT = '2'

const DICTIONARIES: Record<string, Uint8Array> = { '1': DICTIONARY_V1, '2': DICTIONARY_V2 }

/**
 * a document (scenario or saved game) → the payload of its link: compact JSON, deflated, base64url
 * (`format` other than today's: for tests of older links)
 */
export function encodePayload(doc: unknown, format = LINK_FORMAT): string {
  const bytes = strToU8(JSON.stringify(pack(doc as Json)))
  return format + toBase64Url(deflateSync(bytes, { level: 9, mem: 12, dictionary: DICTIONARIES[format] }))
}

/** fflate's error codes that mean the data ended before the stream did */
const UNEXPECTED_EOF = 0

/**
 * A payload → the JSON text it holds, or the problems that stopped it: too long a payload,
 * characters outside base64url, a link cut short, data that is not DEFLATE, more bytes than a
 * file may hold, text that is not UTF-8. The text is not parsed here: the file loader does it.
 */
export function decodePayload(
  payload: string,
  limits = { chars: MAX_PAYLOAD_CHARS, bytes: MAX_INFLATED_BYTES },
): Result<string> {
  if (typeof payload !== 'string' || payload.length === 0) return fail(LINK_PATH, 'share.empty')
  if (payload.length > limits.chars) return fail(LINK_PATH, 'share.tooLong', { n: payload.length, max: limits.chars })
  const dictionary = Object.hasOwn(DICTIONARIES, payload[0]) ? DICTIONARIES[payload[0]] : null
  if (!dictionary) {
    return /^[0-9]$/.test(payload[0]) ? fail(LINK_PATH, 'share.newerFormat') : fail(LINK_PATH, 'share.unknownFormat')
  }
  const bytes = fromBase64Url(payload.slice(1))
  if (bytes === 'length') return fail(LINK_PATH, 'share.truncated')
  if ('badAt' in bytes) {
    return fail(LINK_PATH, 'share.badCharacter', { char: payload[bytes.badAt + 1], at: bytes.badAt + 2 })
  }
  const chunks: Uint8Array[] = []
  let total = 0
  let over = false
  let ended = false
  const shape = new ShapeCounter()
  let badShape: ReturnType<ShapeCounter['push']> = null
  const inflater = new Inflate({ dictionary }, (chunk, final) => {
    if (over || badShape) return
    total += chunk.length
    if (total > limits.bytes) over = true
    else if (!(badShape = shape.push(chunk))) chunks.push(chunk)
    if (final) ended = true
  })
  const stopped = () =>
    over
      ? tooLarge(limits.bytes)
      : badShape === 'tooDeep'
        ? fail(LINK_PATH, 'share.tooDeep')
        : badShape === 'tooMany'
          ? fail(LINK_PATH, 'share.tooMany', { max: MAX_ITEMS })
          : null
  try {
    for (let at = 0; at < bytes.length && !over && !badShape; at += CHUNK) {
      const last = at + CHUNK >= bytes.length
      inflater.push(bytes.subarray(at, at + CHUNK), last)
    }
  } catch (e) {
    const refused = stopped()
    if (refused) return refused
    const code = (e as { code?: number } | null)?.code
    return fail(LINK_PATH, code === UNEXPECTED_EOF ? 'share.truncated' : 'share.notCompressed')
  }
  const refused = stopped()
  if (refused) return refused
  if (!ended) return fail(LINK_PATH, 'share.truncated')
  const out = new Uint8Array(total)
  let o = 0
  for (const c of chunks) {
    out.set(c, o)
    o += c.length
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(out)
  } catch {
    return fail(LINK_PATH, 'share.notText')
  }
  let doc: Json
  try {
    doc = JSON.parse(text) as Json
  } catch {
    return fail(LINK_PATH, 'share.notJson')
  }
  let unpacked: string
  try {
    unpacked = JSON.stringify(unpack(doc, limits.bytes))
  } catch (e) {
    if (e instanceof UnpackTooLarge) return tooLarge(limits.bytes)
    // nesting is capped while inflating (shape.ts): kept for an engine with a smaller stack
    return fail(LINK_PATH, 'share.tooDeep')
  }
  return unpacked.length > limits.bytes ? tooLarge(limits.bytes) : { ok: true, value: unpacked }
}

const tooLarge = (max: number): Result<never> => fail(LINK_PATH, 'share.tooLarge', { max: `${max / 1024 / 1024} MB` })

/** the payload of a link (web `…#s=…` or `asobiba://open#s=…`), or null when it carries none */
export function payloadOfLink(link: string): string | null {
  const hash = link.indexOf('#')
  if (hash < 0) return null
  const params = new URLSearchParams(link.slice(hash + 1))
  return params.get(SHARE_KEY)
}

/** a link → the JSON text it carries, or its problems (no payload at all is one of them) */
export function decodeLink(link: string): Result<string> {
  if (link.length > MAX_LINK_CHARS) return fail(LINK_PATH, 'share.tooLong', { n: link.length, max: MAX_LINK_CHARS })
  const payload = payloadOfLink(link)
  if (payload === null) return fail(LINK_PATH, 'share.noPayload')
  return decodePayload(payload)
}

/** the web link: the address without any fragment, then `#s=<payload>` */
export function webLink(address: string, payload: string): string {
  const base = address.split('#')[0]
  return `${base}#${SHARE_KEY}=${payload}`
}

export const desktopLink = (payload: string): string => DESKTOP_PREFIX + payload
