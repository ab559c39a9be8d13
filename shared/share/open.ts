import { fail } from '../formats/json.js'
import type { Result } from '../result.js'
import { LIMITS } from '../formats/envelope.js'
import { decodeLink, LINK_PATH } from './codec.js'

/** what a share link hands the file loader: a name to show while loading, and the JSON text */
export interface LinkFile {
  name: string
  text: string
}

const get = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined

/**
 * The name a link's content is shown under (loading dialog, problems dialog): the title it
 * carries, read without trusting anything else about it, or `fallback`. The loader checks the
 * whole text afterwards, title included.
 */
export function linkName(text: string, fallback: string): string {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch {
    return fallback
  }
  const title = get(get(doc, 'meta'), 'title') ?? get(get(get(doc, 'scenario'), 'meta'), 'title')
  return typeof title === 'string' && title.trim() ? title.trim().slice(0, LIMITS.shortText) : fallback
}

/**
 * A share link (web or `asobiba:`) → the file it carries, for the file loader; or the link's own
 * problems. Nothing is written anywhere: the person saves it if they want to keep it.
 */
export function openLinkText(link: string, fallbackName = 'asobiba:'): Result<LinkFile> {
  if (typeof link !== 'string') return fail(LINK_PATH, 'share.noPayload')
  const text = decodeLink(link)
  if (!text.ok) return text
  return { ok: true, value: { name: linkName(text.value, fallbackName), text: text.value } }
}
