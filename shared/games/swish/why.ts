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

function heading(s: SwishState, c: readonly number[], p: readonly number[], key: 'toward' | 'stop'): Reason {
  const { good, bad } = targets(s, c, p)
  if (!good) return { key: `swish.hintWhy.${key}None` }
  const n = stepsTo(good.d)
  if (bad) return { key: `swish.hintWhy.${key}Avoid.${COLOURS[good.c]}`, params: { n }, cause: colour(bad.c) }
  return { key: `swish.hintWhy.${key}.${COLOURS[good.c]}`, params: { n } }
}

/**
 * Why a move is good, in the heuristic bot's terms (bots.ts): swallow a fish it can digest, never
 * one it cannot, else close in on the nearest digestible fish; stop when no step gets closer.
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
      return heading(s, fish.c, fish.p, 'stop')
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
      return heading(s, c, p, 'toward')
    }
  }
}
