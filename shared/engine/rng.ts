import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus'
import { uniformInt } from 'pure-rand/distribution/uniformInt'

/**
 * The random source kept inside a game state. `x` is a xoroshiro128+ state (pure-rand), plain
 * numbers so it round-trips through JSON. `script` replays given values in order: rule tests use
 * it to stage the dice of the rule text's examples.
 */
export type RngState = { x: number[] } | { script: number[] }

export function seedRng(seed: number): RngState {
  return { x: [...xoroshiro128plus(seed | 0).getState()] }
}

export function scriptedRng(values: number[]): RngState {
  return { script: [...values] }
}

/**
 * Where drawInt writes the values it draws while `recordDraws` runs. A module-level sink rather
 * than a new kind of random source: the games thread `rng` through many helpers, and recording at
 * the one place every draw goes through needs no change in any of them.
 */
let sink: number[] | null = null

/**
 * Runs `fn` (synchronous: a game's `apply`) and returns its result with every value drawn from any
 * random source meanwhile, in order. A network server sends these with the action, so clients can
 * replay it with `scriptedRng(draws)` without ever holding the generator's state.
 */
export function recordDraws<T>(fn: () => T): { value: T; draws: number[] } {
  const outer = sink
  const draws: number[] = []
  sink = draws
  try {
    return { value: fn(), draws }
  } finally {
    sink = outer
  }
}

/** Draws an integer in [from, to]; returns it with the next state. Never mutates `rng`. */
export function drawInt(rng: RngState, from: number, to: number): [number, RngState] {
  const [v, next] = draw(rng, from, to)
  sink?.push(v)
  return [v, next]
}

function draw(rng: RngState, from: number, to: number): [number, RngState] {
  if ('script' in rng) {
    if (rng.script.length === 0) throw new Error('scripted random source is exhausted')
    const [v, ...rest] = rng.script
    if (!Number.isInteger(v) || v < from || v > to) {
      throw new Error(`scripted value ${v} is outside ${from}..${to}`)
    }
    return [v, { script: rest }]
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
