import { matchesAny } from '../commands/keys.js'
import type { KeyTable } from '../games/types.js'

/**
 * A keydown handler driven by a key table: the first row whose keys match picks the handler of
 * the same name. A handler that returns false did nothing (the key goes on to the page); otherwise
 * the key is taken. The same table is what the "?" overlay lists, so help and keys agree.
 */
export function keyHandler<K extends string>(
  table: KeyTable<K>,
  handlers: { [P in K]?: (e: KeyboardEvent) => boolean | void },
): (e: KeyboardEvent) => void {
  const ids = Object.keys(table) as K[]
  return (e: KeyboardEvent) => {
    const id = ids.find((k) => matchesAny(e, table[k].keys))
    const handler = id === undefined ? undefined : handlers[id]
    if (handler && handler(e) !== false) e.preventDefault()
  }
}
