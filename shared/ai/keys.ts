/**
 * Exact numeric keys for the search: two values get the same key exactly when they hold the same
 * fields in the same order with the same primitive values (arrays and typed arrays element by
 * element). Keys are small consecutive integers, so the search indexes typed arrays with them
 * instead of hashing strings.
 *
 * The table is a trie walked value by value (field names, primitives and bracket marks), one Map
 * lookup per step: no string is built, nothing is allocated once a value has been seen. It works
 * on any game's actions without help from the game; a game that numbers its actions itself
 * (GameModule.actionKey) skips the walk: `ofNumber` turns its numbers into dense keys.
 */

interface Trie {
  id: number
  next: Map<unknown, Trie> | null
}

const OPEN_ARRAY = Symbol('[')
const OPEN_OBJECT = Symbol('{')
const CLOSE = Symbol('}')

/** A trie node costs about this much (an object and its share of a Map): for the memory bound. */
export const BYTES_PER_TRIE_NODE = 160

export class KeyTable {
  private readonly root: Trie = { id: -1, next: null }
  /** keys handed out so far: every key is below this */
  size = 0
  /** trie nodes so far */
  nodes = 1
  private full = false

  /** @param maxNodes past this many trie nodes, unseen values get no key (-1): memory stays bounded */
  constructor(private readonly maxNodes = 1 << 17) {}

  /** dense keys of the numbers a game's own `actionKey` gives (see ofNumber) */
  private readonly byNumber = new Map<number, number>()

  /**
   * The key of an action the game numbered itself (GameModule.actionKey): one Map lookup instead of
   * a walk. A table is used either with `of` or with `ofNumber`, never both. -1 when full.
   */
  ofNumber(n: number): number {
    const k = this.byNumber.get(n)
    if (k !== undefined) return k
    if (this.nodes >= this.maxNodes) return -1
    this.nodes++
    this.byNumber.set(n, this.size)
    return this.size++
  }

  /** the key of `value`, or -1 when it is new and the table is full */
  of(value: unknown): number {
    const t = this.walk(this.root, value)
    if (t === null) return -1
    if (t.id < 0) t.id = this.size++
    return t.id
  }

  /**
   * The key of what `after` changed from `before`: its top-level fields that are not the same
   * object or value as in `before`, `skip` aside. Used for the outcome of a chance action.
   */
  ofChanges(before: object, after: object, skip: string): number {
    const b = before as Record<string, unknown>
    const a = after as Record<string, unknown>
    let t: Trie | null = this.root
    for (const k in a) {
      if (k === skip || a[k] === b[k]) continue
      t = this.step(t, k)
      if (t !== null) t = this.walk(t, a[k])
      if (t === null) return -1
    }
    if (t.id < 0) t.id = this.size++
    return t.id
  }

  get bytes(): number {
    return this.nodes * BYTES_PER_TRIE_NODE
  }

  private step(t: Trie, v: unknown): Trie | null {
    let m = t.next
    if (m === null) {
      if (this.full) return null
      m = t.next = new Map()
    }
    let c = m.get(v)
    if (c === undefined) {
      if (this.full || this.nodes >= this.maxNodes) {
        this.full = true
        return null
      }
      c = { id: -1, next: null }
      m.set(v, c)
      this.nodes++
    }
    return c
  }

  private walk(t: Trie | null, v: unknown): Trie | null {
    if (t === null) return null
    if (v === null || typeof v !== 'object') return this.step(t, v)
    if (Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView))) {
      const xs = v as ArrayLike<unknown>
      t = this.step(t, OPEN_ARRAY)
      for (let i = 0; i < xs.length && t !== null; i++) t = this.walk(t, xs[i])
      return t === null ? null : this.step(t, CLOSE)
    }
    t = this.step(t, OPEN_OBJECT)
    const rec = v as Record<string, unknown>
    for (const k in rec) {
      if (t !== null) t = this.step(t, k)
      if (t !== null) t = this.walk(t, rec[k])
    }
    return t === null ? null : this.step(t, CLOSE)
  }
}
