/**
 * The shape of JSON text counted while it is being inflated, byte by byte, before any of it is
 * parsed: how deep its arrays and objects nest, and how many items each array holds. A share link
 * of a few kilobytes can inflate to megabytes of tiny items (`[{},{},…]`) that would cost hundreds
 * of megabytes once parsed; counting lets the decoder stop at the first item too many, having
 * inflated only that far.
 *
 * The limits are structural, not the game's: no file the loader takes nests deeper than
 * MAX_DEPTH, and its longest array, the action log, holds at most `LIMITS.actions` items. A
 * streaming tokenizer library would do more (and allocate per token); this only needs to follow
 * strings, so it is a small state machine over bytes.
 */
import { LIMITS } from '../formats/envelope.js'

/** nesting a scenario or a saved game never comes near (a packed save nests about 8 deep) */
export const MAX_DEPTH = 64
/** items of one array: the action log is the longest array a file holds */
export const MAX_ITEMS = LIMITS.actions

export type ShapeError = 'tooDeep' | 'tooMany'

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

export class ShapeCounter {
  private inString = false
  private escaped = false
  private depth = 0
  /** per open container: its items so far (commas + 1), or -1 for an object (not counted) */
  private readonly items = new Int32Array(MAX_DEPTH + 1)

  constructor(private readonly limits = { depth: MAX_DEPTH, items: MAX_ITEMS }) {}

  /** reads the next bytes of the text; the first limit they break, or null */
  push(bytes: Uint8Array): ShapeError | null {
    const { items, limits } = this
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]
      if (this.inString) {
        if (this.escaped) this.escaped = false
        else if (b === BACKSLASH) this.escaped = true
        else if (b === QUOTE) this.inString = false
        continue
      }
      switch (b) {
        case QUOTE:
          this.inString = true
          break
        case OPEN_ARRAY:
        case OPEN_OBJECT:
          if (this.depth >= limits.depth) return 'tooDeep'
          items[++this.depth] = b === OPEN_ARRAY ? 1 : -1
          break
        case CLOSE_ARRAY:
        case CLOSE_OBJECT:
          if (this.depth > 0) this.depth--
          break
        case COMMA:
          if (items[this.depth] > 0 && ++items[this.depth] > limits.items) return 'tooMany'
          break
      }
    }
    return null
  }
}
