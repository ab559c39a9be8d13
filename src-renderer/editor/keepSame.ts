/**
 * Keeps the objects of a list drawn from data the same from one computation to the next while what
 * they are made of (their signature) stays the same. A Vue child given the same config object
 * does not re-render, so after an edit of one shape among 1,000 only that shape's node is patched
 * (issue 18 §4).
 *
 *   const keep = keepSame<Config>()
 *   const roads = computed(() => keep((get) => list.map((r, i) => get(`${i}`, signature(r), () => config(r)))))
 */
export function keepSame<T>() {
  let last = new Map<string, { sig: string; value: T }>()
  return <R>(build: (get: (key: string, sig: string, make: () => T) => T) => R): R => {
    const next = new Map<string, { sig: string; value: T }>()
    const get = (key: string, sig: string, make: () => T): T => {
      const hit = last.get(key)
      const value = hit && hit.sig === sig ? hit.value : make()
      next.set(key, { sig, value })
      return value
    }
    const out = build(get)
    last = next
    return out
  }
}
