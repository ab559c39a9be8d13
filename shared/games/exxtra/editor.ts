import type { Problem } from '../../engine/types.js'
import { doubleStep, faceValue, pairValue, xCount } from './dice.js'
import { DIE_FACES, FACES, TRACK_MAX, TRACK_MIN } from './schema.js'
import type { ExxtraRules, ExxtraScenario, Face } from './types.js'

export type DieKey = 'dieA' | 'dieB'
export type LimitKey = 'roundLimit' | 'rollLimit'

/**
 * The editing operations of the variant editor. Each returns a new scenario and never mutates its
 * input. They do not validate: an out-of-range value is kept so the issues list can say why.
 */
export function withRules(scenario: ExxtraScenario, patch: Partial<ExxtraRules>): ExxtraScenario {
  return { ...scenario, rules: { ...scenario.rules, ...patch } }
}

/** what the user typed in a track-length field; whole numbers only, kept even when out of range */
export function setTrackLength(scenario: ExxtraScenario, typed: string): ExxtraScenario {
  const n = Number(typed.trim())
  if (typed.trim() === '' || !Number.isFinite(n)) return scenario
  return withRules(scenario, { trackLength: Math.round(n) })
}

/** what the user typed in a round-limit or roll-limit field; whole numbers only, kept even when out of range */
export function setLimit(scenario: ExxtraScenario, key: LimitKey, typed: string): ExxtraScenario {
  const n = Number(typed.trim())
  if (typed.trim() === '' || !Number.isFinite(n)) return scenario
  return withRules(scenario, { [key]: Math.round(n) })
}

/** reads a typed face: a digit or X (either case); null for anything else */
export function parseFace(typed: string): Face | null {
  const t = typed.trim().toUpperCase()
  return (FACES as readonly string[]).includes(t) ? (t as Face) : null
}

export function setFace(scenario: ExxtraScenario, die: DieKey, index: number, face: Face): ExxtraScenario {
  const current = Array.isArray(scenario.rules[die]) ? scenario.rules[die] : []
  const faces = Array.from({ length: DIE_FACES }, (_, i) => current[i] ?? 'X') as Face[]
  faces[index] = face
  return withRules(scenario, { [die]: faces })
}

export function clampTrackLength(n: number): number {
  return Math.min(TRACK_MAX, Math.max(TRACK_MIN, Math.round(n)))
}

/** the problems found at `path` or inside it (`rules.dieA` covers `rules.dieA[3]`) */
export function problemsAt(problems: readonly Problem[], path: string): Problem[] {
  return problems.filter((p) => p.path === path || p.path.startsWith(path + '[') || p.path.startsWith(path + '.'))
}

export interface DiceOdds {
  /** chance a roll after the first shows an X (a fault) */
  fault: number
  /** chance a roll is a double that moves the pawn (1-1, 2-2, 3-3) */
  double: number
  /** the best and the average value of a first roll */
  best: number
  average: number
}

/**
 * What a set of dice means at the table, for the editor's read-out. Null when a die is not six
 * valid faces (the issues list says why).
 */
export function diceOdds(rules: ExxtraRules): DiceOdds | null {
  const ok = (d: unknown): d is Face[] =>
    Array.isArray(d) &&
    d.length === DIE_FACES &&
    d.every((f: unknown) => typeof f === 'string' && (FACES as readonly string[]).includes(f))
  if (!ok(rules.dieA) || !ok(rules.dieB)) return null
  const A = rules.dieA.map(faceValue)
  const B = rules.dieB.map(faceValue)
  const xx = rules.firstRollDoubleX === 'hundred' ? 100 : 0
  let fault = 0
  let double = 0
  let best = 0
  let sum = 0
  for (const a of A) {
    for (const b of B) {
      if (xCount(a, b) > 0) fault++
      if (doubleStep(a, b) > 0) double++
      const v = pairValue(a, b, true, xx) as number
      best = Math.max(best, v)
      sum += v
    }
  }
  const all = A.length * B.length
  return { fault: fault / all, double: double / all, best, average: sum / all }
}
