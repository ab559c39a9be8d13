/**
 * The search tree, kept compact: one row per node in typed arrays (no object per node, nothing
 * for the garbage collector to trace), children as a linked list of siblings. A node is reached
 * by a sequence of actions from the root; it stores the key of its action (keys.ts), not the
 * action, so its size is fixed: BYTES_PER_NODE.
 *
 * Two kinds of node alternate below a chance action: the action's node, then one child per
 * outcome seen (its key an outcome key, its seat -1), under which the next decisions hang.
 */

export const NONE = -1

/** visits, total, avail (3 × 8) + key, first, next, count (4 × 4) + seat, chance (2 × 1) */
export const BYTES_PER_NODE = 42

export class Tree {
  size = 0
  visits: Float64Array
  /** sum of the rewards of `seat` over the visits */
  total: Float64Array
  /** how often the node's action was among the choices when its parent was visited (open-loop UCB) */
  avail: Float64Array
  /** the action's key, or the outcome's key under a chance action; NONE at the root */
  key: Int32Array
  /** the seat that chose the action, whose reward the node sums; NONE for the root and outcomes */
  seat: Int8Array
  /** 1 when the node's action drew from the random source: its children are outcomes */
  chance: Uint8Array
  first: Int32Array
  next: Int32Array
  /** number of children */
  count: Int32Array

  /** @param cap the most nodes the tree will hold; `add` refuses more */
  constructor(readonly cap: number) {
    const n = Math.min(cap, 1024)
    this.visits = new Float64Array(n)
    this.total = new Float64Array(n)
    this.avail = new Float64Array(n)
    this.key = new Int32Array(n)
    this.seat = new Int8Array(n)
    this.chance = new Uint8Array(n)
    this.first = new Int32Array(n)
    this.next = new Int32Array(n)
    this.count = new Int32Array(n)
    this.add(NONE, NONE, NONE)
  }

  get full(): boolean {
    return this.size >= this.cap
  }

  get bytes(): number {
    return this.visits.length * BYTES_PER_NODE
  }

  /** a new child of `parent` (NONE: the root), seen once as a choice; NONE when the tree is full */
  add(parent: number, key: number, seat: number): number {
    if (this.size >= this.cap) return NONE
    if (this.size === this.visits.length) this.grow()
    const i = this.size++
    this.visits[i] = 0
    this.total[i] = 0
    this.avail[i] = 1
    this.key[i] = key
    this.seat[i] = seat
    this.chance[i] = 0
    this.first[i] = NONE
    this.count[i] = 0
    if (parent === NONE) {
      this.next[i] = NONE
    } else {
      this.next[i] = this.first[parent]
      this.first[parent] = i
      this.count[parent]++
    }
    return i
  }

  /** the child of `parent` with key `key`, or NONE */
  child(parent: number, key: number): number {
    for (let ch = this.first[parent]; ch !== NONE; ch = this.next[ch]) if (this.key[ch] === key) return ch
    return NONE
  }

  private grow() {
    const n = Math.min(this.cap, this.visits.length * 2)
    const more = <T extends Float64Array | Int32Array | Int8Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n)
      b.set(a)
      return b
    }
    this.visits = more(this.visits, (k) => new Float64Array(k))
    this.total = more(this.total, (k) => new Float64Array(k))
    this.avail = more(this.avail, (k) => new Float64Array(k))
    this.key = more(this.key, (k) => new Int32Array(k))
    this.seat = more(this.seat, (k) => new Int8Array(k))
    this.chance = more(this.chance, (k) => new Uint8Array(k))
    this.first = more(this.first, (k) => new Int32Array(k))
    this.next = more(this.next, (k) => new Int32Array(k))
    this.count = more(this.count, (k) => new Int32Array(k))
  }
}
