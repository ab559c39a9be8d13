import type { BaseState } from '../engine/types.js'

/**
 * A state's fingerprint for network play: the server sends it with every accepted action and each
 * client compares it with its own copy's. The random source is left out (clients hold only a spent
 * script, the server the generator). Keys are visited in sorted order, so two copies built in a
 * different field order still agree. FNV-1a over two 32-bit lanes (64 bits): a mismatch is a bug
 * or a cheat to report, not an adversary to resist, so a cryptographic hash is not needed, and
 * this one runs the same in Node and in the browser without async APIs.
 */
export function stateHash(state: BaseState): string {
  let a = 0x811c9dc5
  let b = 0x050c5d1f
  const feed = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i)
      a = Math.imul(a ^ c, 0x01000193)
      b = Math.imul(b ^ c, 0x01000193) ^ (a >>> 15)
    }
  }
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      feed('[')
      for (const item of value) {
        walk(item)
        feed(',')
      }
      feed(']')
    } else if (value !== null && typeof value === 'object') {
      feed('{')
      for (const key of Object.keys(value).sort()) {
        const field = (value as Record<string, unknown>)[key]
        if (field === undefined) continue
        feed(JSON.stringify(key))
        walk(field)
        feed(',')
      }
      feed('}')
    } else {
      feed(JSON.stringify(value) ?? 'null')
    }
  }
  const { rng, ...rest } = state
  walk(rest)
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0')
}
