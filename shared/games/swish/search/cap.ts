/**
 * A limit on searches (the rules and the bots never set one): while `over` is set, it is asked
 * every 256 units of search work, and when it says so the search throws SearchCapped instead of
 * answering. The geometry benchmark counts the states it caps; the play view
 * (src-renderer/stores/legal/swish.ts) gives the page 25 ms this way, on a copy of the state, and
 * hands a state it did not settle to a worker that answers exactly. Nothing is guessed.
 */
export class SearchCapped extends Error {
  constructor() {
    super('search capped')
  }
}

let capOver: (() => boolean) | null = null
let capTicks = 0

/** one unit of search work: asks the cap (if one is set) every 256 units */
export function capTick(): void {
  if (capOver !== null && (++capTicks & 255) === 0 && capOver()) throw new SearchCapped()
}

/** sets the limit (null: none) */
export function capSearches(over: (() => boolean) | null): void {
  capOver = over
  capTicks = 255 // the next node asks
}
