import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'

/**
 * The random source kept inside a game state. `x` is a xoroshiro128+ state (pure-rand), plain
 * numbers so it round-trips through JSON. `script` replays given values in order: rule tests use
 * it to stage the dice of the rule text's examples, network clients to replay the server's draws.
 * `rec` is the same generator as `x` that also keeps the values it drew in `drawn`: a network
 * server applies actions with it to learn the outcomes it must send (games that draw from `x`
 * directly, for speed, fall back to drawInt for any other kind, so every draw is seen).
 */
export type RngState = { x: number[] } | { script: number[] } | { rec: number[]; drawn: number[] }

export function seedRng(seed: number): RngState {
  return { x: [...xoroshiro128plus(seed | 0).getState()] }
}

export function scriptedRng(values: number[]): RngState {
  return { script: [...values] }
}

/** `rng` (a generator) made to record what it draws from now on */
export function recordingRng(rng: RngState): RngState {
  if (!('x' in rng)) throw new Error('only a generator can record its draws')
  return { rec: [...rng.x], drawn: [] }
}

/** the generator a recording ended on, and the values drawn since recordingRng */
export function endRecording(rng: RngState): { rng: RngState; draws: number[] } {
  if (!('rec' in rng)) throw new Error('the random source was not recording')
  return { rng: { x: rng.rec }, draws: rng.drawn }
}

/** Draws an integer in [from, to]; returns it with the next state. Never mutates `rng`. */
export function drawInt(rng: RngState, from: number, to: number): [number, RngState] {
  if ('script' in rng) {
    if (rng.script.length === 0) throw new Error('scripted random source is exhausted')
    const [v, ...rest] = rng.script
    if (!Number.isInteger(v) || v < from || v > to) {
      throw new Error(`scripted value ${v} is outside ${from}..${to}`)
    }
    return [v, { script: rest }]
  }
  if ('rec' in rng) {
    const g = xoroshiro128plusFromState(rng.rec)
    const v = uniformInt(g, from, to)
    return [v, { rec: [...g.getState()], drawn: [...rng.drawn, v] }]
  }
  const g = xoroshiro128plusFromState(rng.x)
  const v = uniformInt(g, from, to)
  return [v, { x: [...g.getState()] }]
}

export function sameRng(a: RngState, b: RngState): boolean {
  if ('script' in a && 'script' in b) return a.script.length === b.script.length
  if ('x' in a && 'x' in b) return a.x.every((v, i) => v === b.x[i])
  return false
}

/** A mutable generator for bots' own choices (never the game's dice). */
export interface Rand {
  /** integer in [0, n) */
  int(n: number): number
  /** float in [0, 1) */
  float(): number
  /** a fresh seed for a game random source */
  seed(): number
}

/**
 * splitmix32's finaliser: small, nearby seeds (bots are seeded with counters) give unrelated
 * generator states instead of alike first draws.
 */
export function mixSeed(seed: number): number {
  let z = (seed | 0) + 0x9e3779b9
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
  return (z ^ (z >>> 16)) | 0
}

export function makeRand(seed: number): Rand {
  const g = xoroshiro128plus(seed | 0)
  return {
    int: (n) => (n <= 1 ? 0 : uniformInt(g, 0, n - 1)),
    float: () => (g.next() >>> 0) / 0x100000000,
    seed: () => g.next() | 0,
  }
}

export function pick<T>(rand: Rand, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list')
  return items[rand.int(items.length)]
}
