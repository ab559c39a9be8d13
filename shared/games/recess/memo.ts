/**
 * A memo bounded by the bytes it holds, not by its number of entries: each entry is charged an
 * estimate of its size, and the oldest entries go first when a new one would pass the budget.
 * (lru-cache's `maxSize` + `sizeCalculation` does the same; it is not a dependency of the app,
 * and first-in first-out is all a search memo needs.)
 */
export class BoundedMemo<K, V> {
  private readonly map = new Map<K, { value: V; bytes: number }>()
  private held = 0

  constructor(
    /** the most bytes the entries may hold together */
    readonly budget: number,
    /** an upper estimate of the bytes one entry holds (its key, its value, the map's slot) */
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  get(key: K): V | undefined {
    return this.map.get(key)?.value
  }

  set(key: K, value: V): void {
    const bytes = this.sizeOf(key, value)
    this.delete(key)
    if (bytes > this.budget) return
    for (const [oldest, entry] of this.map) {
      if (this.held + bytes <= this.budget) break
      this.map.delete(oldest)
      this.held -= entry.bytes
    }
    this.map.set(key, { value, bytes })
    this.held += bytes
  }

  delete(key: K): void {
    const entry = this.map.get(key)
    if (!entry) return
    this.map.delete(key)
    this.held -= entry.bytes
  }

  clear(): void {
    this.map.clear()
    this.held = 0
  }

  /** the estimated bytes held now (never more than `budget`) */
  get bytes(): number {
    return this.held
  }

  get size(): number {
    return this.map.size
  }
}
