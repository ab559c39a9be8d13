import type { Reason } from '../../engine/types.js'
import { stepColours, stepJoints, touching } from './fish.js'
import { eatOutcome } from './rules.js'
import { COLOURS, type Fish, type SwishAction, type SwishState } from './types.js'

const colour = (c: number): Reason => ({ key: `swish.colour.${COLOURS[c]}` })

export interface Target {
  /** pond index of the small fish and its colour */
  id: number
  c: number
  /** distance from the front tip to its centre, in bone lengths (one step moves the tip by one) */
  d: number
}

/**
 * The small fish a fish with colours `c` and joints `p` would head for, as the heuristic bot
 * reckons (bots.ts `closeness`): the nearest one whose colour differs from the bone that comes to
 * the front next and from the new tail; and the nearest one it should keep away from (indigestion).
 */
export function targets(
  s: SwishState,
  c: readonly number[],
  p: readonly number[],
): { good: Target | null; bad: Target | null } {
  const k = c.length
  const front = c[k - 1],
    tail = c[k - 2]
  let good: Target | null = null
  let bad: Target | null = null
  for (const f of s.pond) {
    const d = Math.hypot((f.x1 + f.x2) / 2 - p[0], (f.y1 + f.y2) / 2 - p[1])
    const t = { id: f.id, c: f.c, d }
    if (f.c === front || f.c === tail) {
      if (!bad || d < bad.d) bad = t
    } else if (!good || d < good.d) good = t
  }
  return { good, bad }
}

/** "about n steps": at least one */
export const stepsTo = (d: number): number => Math.max(1, Math.round(d))

/** distance from the front tip of joints `p` to the centre of pond fish `id`, in bone lengths */
function tipTo(s: SwishState, p: readonly number[], id: number): number {
  const f = s.pond.find((b) => b.id === id)!
  return Math.hypot((f.x1 + f.x2) / 2 - p[0], (f.y1 + f.y2) / 2 - p[1])
}

/** "stop here, n steps from the nearest digestible fish" (the fish as it is now) */
function stopping(s: SwishState, c: readonly number[], p: readonly number[]): Reason {
  const { good, bad } = targets(s, c, p)
  if (!good) return { key: 'swish.hintWhy.stopNone' }
  const n = stepsTo(good.d)
  if (bad) return { key: `swish.hintWhy.stopAvoid.${COLOURS[good.c]}`, params: { n }, cause: colour(bad.c) }
  return { key: `swish.hintWhy.stop.${COLOURS[good.c]}`, params: { n } }
}

/**
 * A plain step (nothing touched): it heads for the nearest digestible fish after the step only if
 * the tip ends nearer that fish than it was before the step; else it says the step brings it no closer.
 */
function heading(s: SwishState, before: readonly number[], c: readonly number[], p: readonly number[]): Reason {
  const { good, bad } = targets(s, c, p)
  if (!good) return { key: 'swish.hintWhy.towardNone' }
  const n = stepsTo(good.d)
  const name = COLOURS[good.c]
  if (good.d >= tipTo(s, before, good.id)) return { key: `swish.hintWhy.away.${name}`, params: { n } }
  if (bad) return { key: `swish.hintWhy.towardAvoid.${name}`, params: { n }, cause: colour(bad.c) }
  return { key: `swish.hintWhy.toward.${name}`, params: { n } }
}

/**
 * Why a move is good, in the heuristic bot's terms (bots.ts): swallow a fish it can digest, never
 * one it cannot, else close in on the nearest digestible fish; stop when no step gets closer. A
 * step is said to head for a fish only when it brings the front tip nearer that fish.
 */
export function why(s: SwishState, a: SwishAction): Reason {
  switch (a.t) {
    case 'pick': {
      const bone = s.pond.find((f) => f.id === a.bone)
      return { key: 'swish.hintWhy.pick', params: { slot: a.slot + 1 }, cause: colour(bone ? bone.c : 0) }
    }
    case 'pass':
      return { key: 'swish.hintWhy.pass' }
    case 'eat': {
      const bone = s.pond.find((f) => f.id === a.fish)
      const cause = colour(bone ? bone.c : 0)
      if (eatOutcome(s, a.fish) === 'grow') return { key: 'swish.hintWhy.eat', cause }
      const anyGood = s.options.some((id) => eatOutcome(s, id) === 'grow')
      return { key: anyGood ? 'swish.hintWhy.eatSickAnyway' : 'swish.hintWhy.eatSick', cause }
    }
    case 'stop': {
      const fish = s.fish[s.seat] as Fish
      return stopping(s, fish.c, fish.p)
    }
    case 'step': {
      const fish = s.fish[s.seat] as Fish
      const c = stepColours(fish.c)
      const p = stepJoints(fish.p, a.deg)
      const touched = touching(s, p)
      if (touched.length > 0) {
        const bones = touched.map((id) => s.pond.find((f) => f.id === id)!)
        const moved: SwishState = { ...s, fish: s.fish.map((f, i) => (i === s.seat ? { c, p } : f)) }
        const good = bones.find((b) => eatOutcome(moved, b.id) === 'grow')
        if (touched.length > 1)
          return {
            key: good ? 'swish.hintWhy.touchMany' : 'swish.hintWhy.touchManySick',
            params: { count: touched.length },
            cause: colour((good ?? bones[0]).c),
          }
        if (good) return { key: 'swish.hintWhy.swallow', cause: colour(good.c) }
        return { key: 'swish.hintWhy.swallowSick', cause: colour(bones[0].c) }
      }
      return heading(s, fish.p, c, p)
    }
  }
}
