/**
 * Replaying a recorded log cheaply ("refuse fast, accept fast", issue 14): a step is legal when
 * its new bone is placed legally (freshBoneProblem) and the turn can still end legally after it
 * (search/end.ts). A recorded turn that goes on with such steps and then ends legally — by Stop in a
 * legal position, or by a step that ends the turn (the fish's last, or one touching a small fish)
 * and lands legally — is itself that proof for each of its steps, so none of them needs the
 * search: checking the turn's steps and its end costs a few distance tests per step.
 *
 * Anything else (a turn that does not end legally, a log that stops mid-turn, a malformed action)
 * is vouched for not at all; the replay then explains each action alone with the full check, so a
 * save with an illegal action is refused at the same action, for the same reason, as without this.
 */
import { endProblem, freshBoneProblem, midTurnProblem, Placing, stepJoints, touchesAny } from './fish.js'
import { apply } from './rules.js'
import type { Fish, SwishState } from './types.js'

const isKind = (a: unknown, t: string): a is Record<string, unknown> =>
  typeof a === 'object' && a !== null && !Array.isArray(a) && (a as { t?: unknown }).t === t

/**
 * How many of `actions` from `from` on are steps of the turn under way in `state` that are legal
 * one after another, shown by how the recorded turn ends (see the file comment); 0 if none is.
 */
export function vouch(state: SwishState, actions: readonly unknown[], from: number): number {
  if (state.phase !== 'swim') return 0
  const seat = state.seat
  let s = state
  for (let i = from; i < actions.length; i++) {
    const a = actions[i]
    const p = (s.fish[seat] as Fish).p
    if (isKind(a, 'stop')) return i > from && endProblem(s, seat, p) === Placing.Fine ? i - from : 0
    if (!isKind(a, 'step')) return 0
    const deg = a.deg
    if (typeof deg !== 'number' || !Number.isInteger(deg) || Math.abs(deg) > s.limit) return 0
    const t = s.steps + 1
    const q = stepJoints(p, deg)
    if (freshBoneProblem(s, seat, q, t) !== Placing.Fine) return 0
    if (t >= s.len || touchesAny(s, q)) return midTurnProblem(s, q, t) === Placing.Fine ? i - from + 1 : 0
    s = apply(s, { t: 'step', deg })
  }
  return 0
}
