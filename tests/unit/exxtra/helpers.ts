import fc from 'fast-check'
import { scriptedRng } from '../../../shared/engine/rng.js'
import { exxtra, defaultScenario } from '../../../shared/games/exxtra/index.js'
import { FACES } from '../../../shared/games/exxtra/schema.js'
import type {
  ExxtraAction,
  ExxtraRules,
  ExxtraScenario,
  ExxtraState,
  Face,
} from '../../../shared/games/exxtra/index.js'

export const ALEX = 0
export const BEATRICE = 1
export const CARL = 2
export const DIANA = 3

/**
 * The face indices drawInt must return so the dice show `x` and `y` (in either order: the rule
 * text names a pair, not which die shows what).
 */
export function facesOf(rules: ExxtraRules, x: Face, y: Face): number[] {
  const a = rules.dieA.indexOf(x)
  const b = rules.dieB.indexOf(y)
  if (a >= 0 && b >= 0) return [a, b]
  const a2 = rules.dieA.indexOf(y)
  const b2 = rules.dieB.indexOf(x)
  if (a2 >= 0 && b2 >= 0) return [a2, b2]
  throw new Error(`the dice cannot show ${x} and ${y}`)
}

/** a game of the default scenario whose next roll shows `x`-`y`, then more as staged */
export function withRoll(s: ExxtraState, x: Face, y: Face, rules: ExxtraRules = defaultScenario.rules): ExxtraState {
  return { ...s, rng: scriptedRng(facesOf(rules, x, y)) }
}

export function fourSeats(scenario: ExxtraScenario = defaultScenario): ExxtraState {
  return exxtra.setup(scenario, 4, 1)
}

/** applies an action after checking it is legal, as the play view does */
export function act(s: ExxtraState, a: ExxtraAction): ExxtraState {
  const why = exxtra.explain(s, a)
  if (why) throw new Error(`illegal ${JSON.stringify(a)}: ${why.key}`)
  return exxtra.apply(s, a)
}

/** rolls, with the dice staged to show `x`-`y` */
export function roll(s: ExxtraState, x: Face, y: Face, rules?: ExxtraRules): ExxtraState {
  return act(withRoll(s, x, y, rules), { t: 'roll' })
}

export function place(s: ExxtraState, rung: number): ExxtraState {
  return act(s, { t: 'place', rung })
}

export function scenarioWith(rules: Partial<ExxtraRules>): ExxtraScenario {
  return { ...defaultScenario, rules: { ...defaultScenario.rules, ...rules } }
}

/** a die of six faces from the schema's list, at least one of them a number */
const anyDie = fc
  .array(fc.constantFrom<Face>(...FACES), { minLength: 6, maxLength: 6 })
  .filter((faces) => faces.some((f) => f !== 'X'))

const anyRules = {
  trackLength: fc.integer({ min: 1, max: 40 }),
  dieA: anyDie,
  dieB: anyDie,
  firstRollDoubleX: fc.constantFrom('zero' as const, 'hundred' as const),
}

/** any valid variant: its track length, dice and double-X rule (with `limits`, its round and roll limits too) */
export function anyVariant({ limits = false } = {}): fc.Arbitrary<ExxtraScenario> {
  const limited = { roundLimit: fc.integer({ min: 1, max: 30 }), rollLimit: fc.integer({ min: 1, max: 6 }) }
  return (limits ? fc.record({ ...anyRules, ...limited }) : fc.record(anyRules)).map((rules) => scenarioWith(rules))
}
